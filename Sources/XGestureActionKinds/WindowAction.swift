import XGestureDesktop

/// `window:` — a request about the window under the gesture or the active
/// one (`target:`); `window: move` rides a pan from its `began`.
public struct WindowAction: ActionKind {
  public var command: WindowCommand
  public var target: WindowTarget

  public init(_ command: WindowCommand, target: WindowTarget) {
    self.command = command
    self.target = target
  }

  package static let key = "window"
  package static let extraKeys = ["target"]
  package static let performers: ActionNeeds = .desktop
  package static let previewsPicture = true

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> WindowAction? {
    guard
      let command = reading.word(entry.value, of: WindowCommand.self, what: "'window'", unknown: "window request"),
      let target = reading.choice(entry.extras["target"], "target", default: WindowTarget.under)
    else { return nil }
    guard command != .move || movesHere(entry.place) else {
      let movers = entry.place.registry.facts.filter(\.movesWindows).map(\.typeName)
      let named = ConfigWords.alternatives(movers.map { "\(ConfigWords.article($0)) \($0)" })
      reading.report(
        entry.value.mark,
        "'window: move' follows \(named): bind it to \(named) gesture's 'began' (the window then follows the \(ConfigWords.alternatives(movers)) and slides on when it ends)"
      )
      return nil
    }
    return WindowAction(command, target: target)
  }

  /// `window: move` goes on the `began` of a type that moves windows, outside a `repeat:`.
  private static func movesHere(_ place: ActionPlace) -> Bool {
    place.state == "began" && !place.nested && (place.facts?.movesWindows ?? true)
  }

  package var desktopAction: DesktopAction? { .window(command, target: target) }
  public var description: String { DesktopAction.window(command, target: target).description }
  /// The window under the gesture: what it acts on (`window: move` also
  /// stops a sliding window under a new touch); `show-desktop` acts on none.
  package var needs: ActionNeeds { target == .under && command != .showDesktop ? [.desktop, .window] : .desktop }
  /// `maximize`, `close (active)`.
  package var label: String { command.rawValue + (target == .active ? " (active)" : "") }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    performer.performOnDesktop(.window(command, target: target), run)
  }
}
