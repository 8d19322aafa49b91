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
}
