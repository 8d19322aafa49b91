extension Bridge {
  /// Something else the loop serves (the config watcher, running commands,
  /// Touchégg's clients): descriptors to watch for reading, descriptors to
  /// watch for writing (a socket with bytes waiting) and a deadline, all
  /// asked every round, in the bridge's time (`now`).
  public struct Service {
    public var descriptors: () -> [Int32]
    public var writeDescriptors: () -> [Int32]
    public var deadline: () -> Double?
    /// Called when one of its descriptors is ready or its deadline passed.
    public var serve: (_ now: Double) -> Void

    public init(
      descriptors: @escaping () -> [Int32], writeDescriptors: @escaping () -> [Int32] = { [] },
      deadline: @escaping () -> Double? = { nil }, serve: @escaping (_ now: Double) -> Void
    ) {
      self.descriptors = descriptors
      self.writeDescriptors = writeDescriptors
      self.deadline = deadline
      self.serve = serve
    }
  }
}
