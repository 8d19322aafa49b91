/// A rectangle on the root window, px (x to the right, y down): the one
/// rectangle of every part, its rules written once. In whole pixels
/// (`ScreenRect`: what X says of windows, work areas and monitors, and what
/// the desktop asks of it) or in fractions of one (`PixelRect`: what the
/// overlay draws, a device's mapping, a monitor's area) — the same type
/// with the same centre, containment, intersection and nearest rectangle.
public struct Rect<Scalar: RectScalar>: Hashable, Sendable {
  public var x: Scalar
  public var y: Scalar
  public var width: Scalar
  public var height: Scalar

  public init(x: Scalar, y: Scalar, width: Scalar, height: Scalar) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The same rectangle in the other scalar: whole pixels become fractions
  /// exactly, fractions are rounded to the nearest whole pixel.
  public init<Other: RectScalar>(_ other: Rect<Other>) {
    self.init(
      x: Scalar(nearest: other.x.fractional), y: Scalar(nearest: other.y.fractional),
      width: Scalar(nearest: other.width.fractional), height: Scalar(nearest: other.height.fractional))
  }

  /// Its centre (whole pixels: rounded down).
  public var centre: Scalar.Position { Scalar.position(x: x + width.halved, y: y + height.halved) }

  /// Whether `point` is inside (left and top edges in, right and bottom out).
  public func contains(_ point: Scalar.Position) -> Bool {
    let (px, py) = Scalar.coordinates(of: point)
    return px >= x && px < x + width && py >= y && py < y + height
  }

  /// Whether `other` lies inside this rectangle, each edge allowed `slack` out.
  public func contains(_ other: Rect, within slack: Scalar = 0) -> Bool {
    other.x >= x - slack && other.y >= y - slack
      && other.x + other.width <= x + width + slack
      && other.y + other.height <= y + height + slack
  }

  /// The part both cover; nil when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Shrunk by `amount` on every side (a negative amount grows it).
  public func inset(by amount: Scalar) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The square of the distance from `point` to the nearest point of the
  /// rectangle (its edges included); 0 inside.
  public func squaredDistance(to point: Scalar.Position) -> Scalar {
    let (px, py) = Scalar.coordinates(of: point)
    let dx = max(x - px, 0, px - (x + width))
    let dy = max(y - py, 0, py - (y + height))
    return dx * dx + dy * dy
  }

  /// The one of `rects` that `point` is on: the first containing it, else the
  /// nearest (a point in a gap between monitors, or off the screen); the
  /// first of those as near. nil when there are none.
  public static func index(at point: Scalar.Position, nearestAmong rects: [Rect]) -> Int? {
    if let inside = rects.firstIndex(where: { $0.contains(point) }) { return inside }
    return rects.indices.min { rects[$0].squaredDistance(to: point) < rects[$1].squaredDistance(to: point) }
  }
}

extension Rect: CustomStringConvertible where Scalar == Int {
  /// X's geometry: "1920×1080+0+0".
  public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}

/// A rectangle of whole pixels: windows, work areas, what the desktop asks of X.
public typealias ScreenRect = Rect<Int>
/// A rectangle in fractions of a pixel: what the overlay draws, a device's mapping, a monitor's area.
public typealias PixelRect = Rect<Double>

/// What a rectangle's coordinates may be: whole pixels (`Int`, with
/// `ScreenPoint`) or fractions of one (`Double`, with `Point`).
public protocol RectScalar: Numeric, Comparable, Hashable, Sendable {
  /// The point with these coordinates.
  associatedtype Position: Hashable, Sendable
  static func position(x: Self, y: Self) -> Position
  static func coordinates(of position: Position) -> (Self, Self)
  /// Half of a length (whole pixels: rounded toward zero).
  var halved: Self { get }
  /// The value in fractions of a pixel.
  var fractional: Double { get }
  /// The value nearest to `fractional`.
  init(nearest fractional: Double)
}

extension Int: RectScalar {
  public static func position(x: Int, y: Int) -> ScreenPoint { ScreenPoint(x: x, y: y) }
  public static func coordinates(of position: ScreenPoint) -> (Int, Int) { (position.x, position.y) }
  public var halved: Int { self / 2 }
  public var fractional: Double { Double(self) }
  public init(nearest fractional: Double) { self.init(fractional.rounded()) }
}

extension Double: RectScalar {
  public static func position(x: Double, y: Double) -> Point { Point(x: x, y: y) }
  public static func coordinates(of position: Point) -> (Double, Double) { (position.x, position.y) }
  public var halved: Double { self / 2 }
  public var fractional: Double { self }
  public init(nearest fractional: Double) { self = fractional }
}
