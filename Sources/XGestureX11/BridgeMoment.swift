extension Bridge {
  /// What each of the engine's outputs comes with: the bridge's time when it
  /// is handed over (`now`, ms). Whether its actions run is the bridge's to
  /// say (`actions`), asked when the output is handled.
  public struct Moment: Sendable, Equatable {
    public var now: Double

    public init(now: Double) { self.now = now }
  }
}
