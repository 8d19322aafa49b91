import XGestureEngine

/// `command:` (or a plain line) — run with `/bin/sh -c`, the gesture's data
/// in `XGESTURE_*` variables (docs/REFERENCE.md §3), killed after its `timeout:`.
public struct CommandAction: ActionKind {
  public var text: String

  public init(_ text: String) { self.text = text }

  package static let key = "command"
  package static let takesTimeout = true
  package static let performers: ActionNeeds = .commands

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> CommandAction? {
    reading.text(entry.value, what: "'command'").map(CommandAction.init)
  }

  public var description: String { "command: \(text)" }
  /// `XGESTURE_WINDOW` and `XGESTURE_APP` name the window under the gesture.
  package var needs: ActionNeeds { [.commands, .window] }
  /// Its text, cut at 32 characters.
  package var label: String { text.count > 32 ? text.prefix(31) + "…" : text }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    let transition = run.transition
    do {
      try performer.commands?.start(
        text, gesture: transition.gesture, variables: transition.environment, timeout: run.timeout, now: run.now)
    } catch {
      performer.failed(run, "cannot start the command: \(error)")
    }
  }

  /// ` (XGESTURE_FLING_X=1200)`: the variables its text mentions, with their values.
  package func logDetail(for transition: GestureTransition) -> String {
    let used = transition.environment.filter { Self.mentions(text, $0.name) }
    if used.isEmpty { return "" }
    return " (" + used.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + ")"
  }

  /// True when `text` mentions the variable `name` as a whole word.
  static func mentions(_ text: String, _ name: String) -> Bool {
    var rest = Substring(text)
    while let range = rest.firstRange(of: name) {
      let after = rest[range.upperBound...].first
      if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}

extension Action.Kind {
  /// A shell command.
  public static func command(_ text: String) -> Action.Kind { Action.Kind(CommandAction(text)) }
}
