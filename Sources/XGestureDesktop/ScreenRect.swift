/// A position on the root window, whole px.
public struct ScreenPoint: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public var description: String { "\(x),\(y)" }
}

/// A rectangle on the root window, px: a window's place and size, the work area.
public struct ScreenRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var description: String { "\(width)×\(height)+\(x)+\(y)" }

  /// Its centre, rounded down.
  public var centre: ScreenPoint { ScreenPoint(x: x + width / 2, y: y + height / 2) }

  /// Whether `point` is inside (left and top edges in, right and bottom out).
  public func contains(_ point: ScreenPoint) -> Bool {
    point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
  }

  /// The part both cover; nil when they do not overlap.
  public func intersection(_ other: ScreenRect) -> ScreenRect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    guard right > left, bottom > top else { return nil }
    return ScreenRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
