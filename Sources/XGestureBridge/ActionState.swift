/// Whether the actions of the engine's outputs run: the bridge's one answer
/// to "are gestures paused?" (docs/LOCK.md). `BridgeState` holds it, in
/// step with the outputs: the driver moves it as it reaches each
/// `BridgeAction.actions`, which comes before a pause's cancellations and
/// after a resume's, so the outputs of those cancellations are paused too.
/// What runs actions or shows them asks the bridge (`Bridge.actions`).
public enum ActionState: Sendable, Equatable {
  /// Gestures act.
  case running
  /// The screen is locked or blanked (`settings.when-locked: pause`): no
  /// action runs, nothing shows, and in claim mode every touch is rejected
  /// and every touchpad gesture replayed at once.
  case paused
}
