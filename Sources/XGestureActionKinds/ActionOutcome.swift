/// How one action bound to a transition came out when the dispatcher
/// handed it over (the session bus's `Action` signal, docs/REFERENCE.md §15).
/// A command's exit and a sound's playing come later and are not waited for.
public enum ActionOutcome: Hashable, Sendable {
  /// It was carried out (a command started, a key sent).
  case ran
  /// It could not be carried out; the sentence says why, as the log does.
  case failed(String)
  /// A previewed action whose preview backed out: it did not run.
  case backedOut
  /// A previewed action whose preview committed: it ran.
  case committed
}

/// One action's outcome, as the dispatcher reports it to its observer.
public struct ActionReport: Hashable, Sendable {
  public var gesture: String
  /// The transition's new state: `recognized`, `ended`, …
  public var state: String
  /// The action as the config reads it back (`command: notify-send hi`).
  public var action: String
  public var outcome: ActionOutcome

  public init(gesture: String, state: String, action: String, outcome: ActionOutcome) {
    self.gesture = gesture
    self.state = state
    self.action = action
    self.outcome = outcome
  }
}
