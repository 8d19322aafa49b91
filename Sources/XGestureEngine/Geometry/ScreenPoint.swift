/// A position on the root window, whole px: where the pointer is or goes,
/// where a window's top left goes (`Point` is the same in fractions of a
/// pixel, and on a device's surface in millimetres).
public struct ScreenPoint: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public var description: String { "\(x),\(y)" }
}
