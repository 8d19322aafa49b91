import XGestureEngine

/// The window manager's frame around a client window, px on each side
/// (`_NET_FRAME_EXTENTS`); zero when it sets none (no window manager, or a
/// frameless window).
public struct FrameExtents: Hashable, Sendable {
  public var left: Int
  public var right: Int
  public var top: Int
  public var bottom: Int

  public init(left: Int, right: Int, top: Int, bottom: Int) {
    self.left = left
    self.right = right
    self.top = top
    self.bottom = bottom
  }

  public static let zero = FrameExtents(left: 0, right: 0, top: 0, bottom: 0)

  /// The whole frame around `client` (the client window's own place and size).
  public func frame(around client: ScreenRect) -> ScreenRect {
    ScreenRect(
      x: client.x - left, y: client.y - top, width: client.width + left + right,
      height: client.height + top + bottom)
  }
}
