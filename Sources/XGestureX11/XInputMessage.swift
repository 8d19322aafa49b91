/// One event from the X server, in the bridge's terms.
public enum XInputMessage: Sendable, Equatable {
  /// XI_RawTouchBegin/Update/End, selected on the root for all master devices.
  case rawTouch(RawTouch)
  /// A touch event of the claim-mode grab (TouchBegin/Update/End on the root).
  case grabbedTouch(phase: RawTouch.Phase, master: Int, source: Int, touch: Int)
  /// Devices were added, removed, enabled or disabled (XI_HierarchyChanged).
  case hierarchyChanged
  /// A device's classes changed (XI_DeviceChanged with reason DeviceChange),
  /// or its "Coordinate Transformation Matrix" (XI_PropertyEvent).
  case deviceChanged(device: Int)
  /// The root window's size is now `width` × `height` (ConfigureNotify).
  case rootResized(width: Int, height: Int)
  /// The screen saver turned on or off (MIT-SCREEN-SAVER's ScreenSaverNotify),
  /// at the server's time.
  case screenSaver(on: Bool, serverTime: UInt32)
  /// Anything else (not selected by the bridge, or of no interest).
  case other
}

/// A raw touch event: the device's valuators, before and after its
/// transformation matrix.
public struct RawTouch: Sendable, Equatable {
  public enum Phase: Sendable, Equatable { case begin, update, end }
  public var phase: Phase
  /// The master device (the event's `deviceid`).
  public var master: Int
  /// The physical device (the event's `sourceid`).
  public var source: Int
  /// The touch id (`detail`), unique among the server's live touches.
  public var touch: Int
  /// The server's timestamp, ms (wraps at 2³²).
  public var serverTime: UInt32
  /// The valuators the event carries, by number, after the device's
  /// "Coordinate Transformation Matrix" (`valuators`); an update carries only
  /// the ones that changed.
  public var valuators: [Int: Double]
  /// The same valuators as the device reported them (`raw_values`): positions
  /// on the surface, whatever part of the screen it is mapped to.
  public var untransformed: [Int: Double]

  /// `untransformed` defaults to `valuators` (a device with no matrix).
  public init(
    phase: Phase, master: Int, source: Int, touch: Int, serverTime: UInt32,
    valuators: [Int: Double],
    untransformed: [Int: Double]? = nil
  ) {
    self.phase = phase
    self.master = master
    self.source = source
    self.touch = touch
    self.serverTime = serverTime
    self.valuators = valuators
    self.untransformed = untransformed ?? valuators
  }
}
