/// What one preview of a gesture shows (docs/REFERENCE.md §13), an
/// `EngineOutput` right after the transition it belongs to: its progress
/// while the gesture began or changed, and the decision when it ended or
/// was cancelled (also on that transition: `GestureTransition.previews`).
/// What the overlay draws from.
///
/// Log lines (`--verbose`): `maximize: preview 0.34` while it follows,
/// `maximize: preview 0.71 → commits`, `maximize: preview 0.34 → backed out`.
public struct PreviewProgress: Hashable, Sendable {
  public enum Outcome: String, Hashable, Sendable {
    /// The gesture goes on: the preview follows p.
    case following
    /// The gesture ended at or past the commit progress, or flung to 1: its action runs.
    case commits
    /// The gesture ended short of it, or was cancelled: its action does not run.
    case backedOut = "backed out"
  }

  public var time: Double
  /// The gesture's name in the config and its index there.
  public var gesture: String
  public var index: Int
  /// Which preview of the gesture: the position of its action among the
  /// previewed actions of the gesture's `ended`, from 0 (`PreviewRule.amounts`).
  public var slot: Int
  /// The device the gesture is on.
  public var device: Int
  /// The application window its sequence began on (nil: the root).
  public var window: AppWindow?
  public var amount: PreviewAmount
  /// p unclamped: below 0 when the fingers went back past where they
  /// landed, above 1 past the amount (for an overlay's overshoot).
  public var unclamped: Double
  /// At the end of a gesture that ended: where the fling would take p
  /// (unclamped); nil while it follows and when it was cancelled.
  public var fling: Double?
  public var outcome: Outcome

  public init(
    time: Double, gesture: String, index: Int, slot: Int, device: Int, window: AppWindow?,
    amount: PreviewAmount, unclamped: Double, fling: Double?, outcome: Outcome
  ) {
    self.time = time
    self.gesture = gesture
    self.index = index
    self.slot = slot
    self.device = device
    self.window = window
    self.amount = amount
    self.unclamped = unclamped
    self.fling = fling
    self.outcome = outcome
  }

  /// p, 0 … 1.
  public var progress: Double { min(max(unclamped, 0), 1) }

  public var commits: Bool { outcome == .commits }

  public var logLine: String {
    let line = "\(gesture): preview \(decimal(progress, places: 2, keepingZeros: true))"
    switch outcome {
    case .following: return line
    case .commits, .backedOut: return line + " → " + outcome.rawValue
    }
  }
}
