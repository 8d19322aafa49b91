public import XGestureEngine

/// One window following a `window: move` pan: where its top left was when
/// the pan began and where it is now (the frame's through the window
/// manager, the client's without one), and its size with the frame.
public struct WindowDrag: Hashable, Sendable {
  public let window: UInt
  public let route: WindowMoveRoute
  /// The top left when the pan began (where it was when the fingers landed), px.
  public let origin: ScreenPoint
  /// The frame's size (the client's without a window manager), px.
  public let width: Int
  public let height: Int
  /// The top left it was last moved to, px.
  public private(set) var position: ScreenPoint

  /// A drag of `window` whose client window is at `client` inside `extents`
  /// (`.zero` when it is moved directly: the client is what moves).
  public init(window: UInt, client: ScreenRect, extents: FrameExtents, route: WindowMoveRoute) {
    let frame = extents.frame(around: client)
    self.window = window
    self.route = route
    origin = ScreenPoint(x: frame.x, y: frame.y)
    width = frame.width
    height = frame.height
    position = origin
  }

  /// The fingers travelled (`dx`, `dy`) px since they landed: the move that
  /// keeps the window's point under them, unless it is already there (whole px).
  public mutating func follow(dx: Double, dy: Double) -> DesktopRequest? {
    let target = ScreenPoint(x: origin.x + Int(dx.rounded()), y: origin.y + Int(dy.rounded()))
    guard target != position else { return nil }
    position = target
    return .moveWindow(window, to: target, route: route)
  }

  /// The slide after a lift at `lift` with the fling's rest point at `fling`
  /// (root px): from where the window is, the same distance, kept inside
  /// `workArea`.
  public func slide(lift: Point, fling: Point, at now: Double, in workArea: ScreenRect) -> WindowSlide {
    WindowSlide(
      startX: Double(position.x), startY: Double(position.y), distanceX: fling.x - lift.x,
      distanceY: fling.y - lift.y, startTime: now,
      bounds: (
        Double(workArea.x), Double(workArea.y), Double(workArea.x + workArea.width - width),
        Double(workArea.y + workArea.height - height)
      ))
  }
}
