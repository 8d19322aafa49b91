/// A point or a vector on a device surface, in millimetres from its top-left
/// corner (x to the right, y down), or on the screen in root-window pixels.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// Length of the vector from the origin to this point.
  public var length: Double { (x * x + y * y).squareRoot() }

  public func distance(to other: Point) -> Double { (self - other).length }

  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
  public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }
}

/// What happened to a touch.
public enum TouchPhase: String, Sendable, CaseIterable {
  /// A finger landed; the touch id is now live on its device.
  case begin
  /// A live touch moved.
  case update
  /// The finger lifted; the touch id is free again.
  case end
  /// The system took the touch away (the gesture it belongs to must not fire on it).
  case cancel
}

/// One touch event as the X listener delivered it: the engine's only input
/// besides time and device hot-plug.
public struct TouchEvent: Hashable, Sendable {
  /// Milliseconds on the caller's clock (any origin, never going backwards).
  public var time: Double
  /// The XI device id of the touch device.
  public var device: Int
  /// The touch id, unique among live touches of its device.
  public var touch: Int
  public var phase: TouchPhase
  /// Position in millimetres from the device surface's top-left corner.
  public var position: Point

  public init(time: Double, device: Int, touch: Int, phase: TouchPhase, position: Point) {
    self.time = time
    self.device = device
    self.touch = touch
    self.phase = phase
    self.position = position
  }

  public init(time: Double, device: Int, touch: Int, phase: TouchPhase, x: Double, y: Double) {
    self.init(time: time, device: device, touch: touch, phase: phase, position: Point(x: x, y: y))
  }
}
