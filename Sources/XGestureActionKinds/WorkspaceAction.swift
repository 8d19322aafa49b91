import XGestureDesktop

/// `workspace:` — switch to a desktop by direction or number; `wrap:` cycles past the ends.
public struct WorkspaceAction: ActionKind {
  public var target: WorkspaceTarget
  public var wrap: Bool

  public init(_ target: WorkspaceTarget, wrap: Bool) {
    self.target = target
    self.wrap = wrap
  }

  package static let key = "workspace"
  package static let extraKeys = ["wrap"]
  package static let performers: ActionNeeds = .desktop
  package static let previewsPicture = true

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> WorkspaceAction? {
    let node = entry.value
    guard let word = reading.text(node, what: "'workspace'") else { return nil }
    let target: WorkspaceTarget
    if let named = WorkspaceTarget(word: word) {
      target = named
    } else if let number = Int(word), number >= 1 {
      target = .number(number)
    } else {
      reading.report(
        node.mark,
        "unknown workspace '\(word)'"
          + ConfigWords.hint(
            word, WorkspaceTarget.words, list: WorkspaceTarget.words.joined(separator: ", ") + " or a number from 1"))
      return nil
    }
    var wraps = false
    if let wrap = entry.extras["wrap"] {
      guard let word = reading.text(wrap.value, what: "'wrap'") else { return nil }
      guard let on = ConfigWords.switchValue(word) else {
        reading.report(wrap.value.mark, "'wrap' is true or false, found '\(word)'")
        return nil
      }
      wraps = on
    }
    return WorkspaceAction(target, wrap: wraps)
  }

  package var desktopAction: DesktopAction? { .workspace(target, wrap: wrap) }
  public var description: String { DesktopAction.workspace(target, wrap: wrap).description }
  /// `workspace 2`, `workspace next (wrap)`.
  package var label: String { "workspace \(target)" + (wrap ? " (wrap)" : "") }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    performer.performOnDesktop(.workspace(target, wrap: wrap), run)
  }
}
