extension Bridge {
  /// What each of the engine's outputs comes with: the bridge's time when it
  /// is handed over (`now`, ms) and whether its actions must not run now
  /// (`actionsPaused`: the screen is locked or blanked, docs/LOCK.md), so
  /// that the output's handler needs no hold on the bridge.
  public struct Moment: Sendable, Equatable {
    public var now: Double
    public var actionsPaused: Bool

    public init(now: Double, actionsPaused: Bool) {
      self.now = now
      self.actionsPaused = actionsPaused
    }
  }
}
