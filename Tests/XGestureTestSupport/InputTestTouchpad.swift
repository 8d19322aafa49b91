/// A touchpad made by Xorg's inputtest driver (`Driver "inputtest"`, `Option
/// "DeviceType" "PointerGesture"`): a relative pointer with an XI 2.4 gesture
/// class, typed as a touchpad, whose swipes and pinches the bed scripts over
/// the driver's socket. No kernel device and no libinput: the gesture events
/// carry exactly the finger counts, deltas, scales and angles the test plays.
public struct InputTestTouchpad: Sendable, Equatable {
  /// The device's name in the server (also its xorg.conf identifier); unique within one bed.
  public var name: String

  public init(name: String = "xgesture inputtest touchpad") {
    self.name = name
  }
}
