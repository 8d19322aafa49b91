extension Bridge {
  /// Something else the loop serves (the config watcher, running commands):
  /// descriptors to watch for reading and a deadline, both asked every round,
  /// in the bridge's time (`now`).
  public struct Service {
    public var descriptors: () -> [Int32]
    public var deadline: () -> Double?
    /// Called when one of its descriptors is readable or its deadline passed.
    public var serve: (_ now: Double) -> Void

    public init(
      descriptors: @escaping () -> [Int32], deadline: @escaping () -> Double? = { nil },
      serve: @escaping (_ now: Double) -> Void
    ) {
      self.descriptors = descriptors
      self.deadline = deadline
      self.serve = serve
    }
  }
}
