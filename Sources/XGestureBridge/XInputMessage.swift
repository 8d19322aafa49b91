/// One event from the X server, in the bridge's terms.
public enum XInputMessage: Sendable, Equatable {
  /// XI_RawTouchBegin/Update/End, selected on the root for all master devices.
  case rawTouch(RawTouch)
  /// A touch event of the claim-mode grab (TouchBegin/Update/End on the root).
  case grabbedTouch(phase: RawTouch.Phase, master: Int, source: Int, touch: Int)
  /// An XI 2.4 touchpad gesture event (selected on the root, or of the
  /// claim-mode gesture grab).
  case gesture(GestureEvent)
  /// A press, motion or release through the button grab (mouse strokes).
  case pointer(PointerEvent)
  /// A device's raw motion or button release, selected while a press is frozen.
  case rawPointer(RawPointer)
  /// Devices were added, removed, enabled or disabled (XI_HierarchyChanged).
  case hierarchyChanged
  /// A device's classes changed (XI_DeviceChanged with reason DeviceChange),
  /// or its "Coordinate Transformation Matrix" (XI_PropertyEvent).
  case deviceChanged(device: Int)
  /// The root window's size is now `width` × `height` (ConfigureNotify).
  case rootResized(width: Int, height: Int)
  /// The screen saver turned on or off (MIT-SCREEN-SAVER's ScreenSaverNotify),
  /// at the server's time; `forced` by a client's ForceScreenSaver (`xset s
  /// activate`, `xset s reset`), not by input or the timeout.
  case screenSaver(on: Bool, serverTime: UInt32, forced: Bool)
  /// A compositing manager came or went, or the outputs changed: for the
  /// overlay, which selects these (`watchOverlayChanges`).
  case overlay(OverlayChange)
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

/// An XI 2.4 gesture event (XIGestureSwipeEvent, XIGesturePinchEvent): what a
/// touchpad's driver recognized.
public struct GestureEvent: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable { case swipe, pinch }
  public var kind: Kind
  public var phase: RawTouch.Phase
  /// The master device (`deviceid`) and the touchpad (`sourceid`).
  public var master: Int
  public var source: Int
  /// The finger count (`detail`).
  public var fingers: Int
  /// The server's timestamp, ms (wraps at 2³²).
  public var serverTime: UInt32
  /// The pointer's position on the root window, px.
  public var rootX: Double
  public var rootY: Double
  /// The motion since the last event, before pointer acceleration, in the
  /// driver's units (libinput: about 0.0951 mm each).
  public var unacceleratedDX: Double
  public var unacceleratedDY: Double
  /// Pinches: the span relative to the begin (1 at the begin).
  public var scale: Double
  /// Pinches: the turn since the last event, degrees clockwise.
  public var angleDelta: Double
  /// The end of a sequence the driver gave up (the fingers did something else).
  public var cancelled: Bool

  public init(
    kind: Kind, phase: RawTouch.Phase, master: Int, source: Int, fingers: Int,
    serverTime: UInt32, rootX: Double, rootY: Double, unacceleratedDX: Double = 0,
    unacceleratedDY: Double = 0, scale: Double = 1, angleDelta: Double = 0,
    cancelled: Bool = false
  ) {
    self.kind = kind
    self.phase = phase
    self.master = master
    self.source = source
    self.fingers = fingers
    self.serverTime = serverTime
    self.rootX = rootX
    self.rootY = rootY
    self.unacceleratedDX = unacceleratedDX
    self.unacceleratedDY = unacceleratedDY
    self.scale = scale
    self.angleDelta = angleDelta
    self.cancelled = cancelled
  }
}
