public import XGestureEngine

/// What carries out desktop actions (`keys:`, `click:`, `workspace:`,
/// `window:`): the executable wires it to xgesture's own X connection. It
/// returns at once and never waits for the window manager.
public protocol DesktopControlling: AnyObject {
  /// Carries out `action` for a gesture; `place` says where it is. Returns a
  /// line for the log when the action could not be done (or did nothing).
  func perform(_ action: DesktopAction, gesture place: GesturePlace) -> String?
  /// Every transition, before its actions: what `window: move` follows.
  func follow(_ transition: GestureTransition)
}

extension DesktopControlling {
  public func follow(_ transition: GestureTransition) {}
}

/// Where a gesture is on the root window, px.
public struct GesturePlace: Sendable, Equatable {
  /// The gesture's name in the config.
  public var gesture: String
  /// Where the gesture began (its centroid then): what `target: under` looks at.
  public var startX: Double
  public var startY: Double
  /// Where it is now (its centroid): where `click:` clicks.
  public var x: Double
  public var y: Double

  public init(gesture: String = "", startX: Double, startY: Double, x: Double, y: Double) {
    self.gesture = gesture
    self.startX = startX
    self.startY = startY
    self.x = x
    self.y = y
  }
}
