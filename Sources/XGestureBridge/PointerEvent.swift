/// A mouse button's press, the pointer's motion and the button's release, as
/// the button grab delivers them (XI_ButtonPress, XI_Motion, XI_ButtonRelease
/// on the root, through the master pointer).
public struct PointerEvent: Sendable, Equatable {
  public enum Phase: String, Sendable, Equatable { case press, motion, release }
  public var phase: Phase
  /// The master pointer (`deviceid`) and the device that moved (`sourceid`).
  public var master: Int
  public var source: Int
  /// The button pressed or released (`detail`); 0 for motion.
  public var button: Int
  /// The server's timestamp, ms (wraps at 2³²).
  public var serverTime: UInt32
  /// The pointer on the root window, px.
  public var rootX: Double
  public var rootY: Double

  public init(
    phase: Phase, master: Int, source: Int, button: Int, serverTime: UInt32, rootX: Double, rootY: Double
  ) {
    self.phase = phase
    self.master = master
    self.source = source
    self.button = button
    self.serverTime = serverTime
    self.rootX = rootX
    self.rootY = rootY
  }
}

/// A device's raw motion or button release (XI_RawMotion,
/// XI_RawButtonRelease, selected for all devices while the button grab holds
/// the pointer back): the only news of the pointer while it is frozen.
public enum RawPointer: Sendable, Equatable {
  /// A relative motion, px after the device's acceleration.
  case motion(source: Int, dx: Double, dy: Double)
  /// A button released on a device.
  case release(source: Int, button: Int)
}
