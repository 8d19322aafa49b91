public import XGestureEngine

/// What carries out desktop actions (`keys:`, `click:`, `workspace:`,
/// `window:`) for the dispatcher: `DesktopDriver` on xgesture's own X
/// connection, a recording stand-in in tests. It returns at once and never
/// waits for the window manager. `now` is the caller's clock in ms (the
/// bridge's), the clock of every deadline the desktop keeps.
public protocol DesktopControlling: AnyObject {
  /// Carries out `action` for a gesture; `place` says where it is. Returns a
  /// line for the log when the action could not be done (or did nothing).
  func perform(_ action: DesktopAction, gesture place: GesturePlace, at now: Double) -> String?
  /// Every transition, before its actions: what `window: move` follows.
  func follow(_ transition: GestureTransition, at now: Double)
}

extension DesktopControlling {
  public func follow(_ transition: GestureTransition, at now: Double) {}
}

/// Where a gesture is: the window it began on, its position on the root and
/// where its touches landed, how far it has travelled since, and the kind of
/// device it comes from.
public struct GesturePlace: Sendable, Equatable {
  /// The gesture's name in the config.
  public var gesture: String
  /// The client window under the sequence's first touch (the pointer, for a
  /// touchpad), as the bridge found it when that touch landed: what
  /// `target: under` and `window: move` act on. nil over the root.
  public var window: UInt?
  /// Where it is now (its centroid), root px: where `click:` clicks.
  public var x: Double
  public var y: Double
  /// Where its touches landed (their centroid then, `GestureData.landingX`),
  /// root px: where `scroll:` clicks.
  public var landingX: Double
  public var landingY: Double
  /// Its travel since its touches landed, mm on the device (a pan's
  /// threshold to begin included): what `scroll:` steps through.
  public var travelXMM: Double
  public var travelYMM: Double
  /// A touchscreen's touches, or a touchpad's (whose place is the pointer's).
  public var source: DeviceSource

  /// Without `landingX` and `landingY` its touches landed where it is.
  public init(
    gesture: String = "", window: UInt?, x: Double, y: Double, landingX: Double? = nil,
    landingY: Double? = nil, travelXMM: Double = 0, travelYMM: Double = 0,
    source: DeviceSource = .touchscreen
  ) {
    self.gesture = gesture
    self.window = window
    self.x = x
    self.y = y
    self.landingX = landingX ?? x
    self.landingY = landingY ?? y
    self.travelXMM = travelXMM
    self.travelYMM = travelYMM
    self.source = source
  }
}
