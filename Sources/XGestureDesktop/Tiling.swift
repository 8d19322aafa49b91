import XGestureEngine

/// `window: tile-left` and `tile-right` (docs/REFERENCE.md §11): the window
/// takes that half of its monitor's work area (`ScreenLayout`), through
/// `_NET_MOVERESIZE_WINDOW` after its maximized states are removed; asked
/// again of a window it tiled to that side, still where it put it, it
/// returns it to the frame it had before (maximized again if it was).
/// Without a window manager the client window is moved and resized itself.
///
/// A value type: the tiles it made are its state, each remembered by window.
public struct Tiling: Hashable, Sendable {
  public enum Side: Hashable, Sendable { case left, right }

  /// A window this tiled: the side, the frame it asked for, and what it had before.
  public struct Tile: Hashable, Sendable {
    public var side: Side
    public var frame: ScreenRect
    public var before: ScreenRect
    public var wasMaximized: Bool
  }

  /// How far a tiled window may be from the frame asked and still count as
  /// tiled, px: a window manager rounds a size to the client's resize
  /// increments (an xterm's character cells), and may keep it off a panel.
  static let slack = (place: 8, size: 64)

  public private(set) var tiles = FrameMemory<Tile>()

  public init() {}

  /// The half of `workArea` a side takes.
  public static func half(_ side: Side, of workArea: ScreenRect) -> ScreenRect {
    let left = workArea.width / 2
    switch side {
    case .left: return ScreenRect(x: workArea.x, y: workArea.y, width: left, height: workArea.height)
    case .right:
      return ScreenRect(
        x: workArea.x + left, y: workArea.y, width: workArea.width - left, height: workArea.height)
    }
  }

  /// What tiling `window` to `side` would do now: the frame it will take and
  /// whether that is a return to its frame before; nil when the window is gone.
  public func plan(_ side: Side, _ window: UInt, asking server: some DesktopQueries) -> (
    frame: ScreenRect, back: Tile?
  )? {
    guard let frame = server.frame(of: window) else { return nil }
    if let tile = tiles[window], tile.side == side, Self.isNear(frame, tile.frame) {
      return (tile.before, tile)
    }
    let layout = ScreenLayout(asking: server)
    return (Self.half(side, of: layout.workArea(of: layout.monitor(of: frame))), nil)
  }

  /// Tiles `window` to `side`, or returns it to its frame before.
  public mutating func decide(_ side: Side, _ window: UInt, asking server: some DesktopQueries)
    -> DesktopOutcome
  {
    guard let frame = server.frame(of: window), let plan = plan(side, window, asking: server) else {
      return .nothing("window: tile: the window is gone")
    }
    let route: WindowMoveRoute = server.movesWindows() ? .windowManager : .client
    if let back = plan.back {
      tiles[window] = nil
      if back.wasMaximized { return DesktopOutcome([.window(.maximize, window)]) }
      return DesktopOutcome([Self.place(window, frame: back.before, route: route, asking: server)])
    }
    let states = server.states(of: window)
    let maximized = states.contains(.maximizedVertically) || states.contains(.maximizedHorizontally)
    // Tiled again to the other side, it keeps the frame it had before the first tile.
    let earlier = tiles[window]
    tiles[window] = Tile(
      side: side, frame: plan.frame, before: earlier?.before ?? frame,
      wasMaximized: earlier?.wasMaximized ?? maximized)
    return DesktopOutcome(
      (maximized ? [.window(.unmaximize, window)] : [])
        + [Self.place(window, frame: plan.frame, route: route, asking: server)])
  }

  /// The request that gives `window` the whole frame `frame`: its top left,
  /// and the client's size inside the window manager's extents.
  static func place(
    _ window: UInt, frame: ScreenRect, route: WindowMoveRoute, asking server: some DesktopQueries
  ) -> DesktopRequest {
    let e = route == .windowManager ? server.frameExtents(of: window) : .zero
    return .resizeWindow(
      window,
      to: ScreenRect(
        x: frame.x, y: frame.y, width: frame.width - e.left - e.right, height: frame.height - e.top - e.bottom),
      route: route)
  }

  static func isNear(_ frame: ScreenRect, _ tile: ScreenRect) -> Bool {
    abs(frame.x - tile.x) <= slack.place && abs(frame.y - tile.y) <= slack.place
      && abs(frame.width - tile.width) <= slack.size && abs(frame.height - tile.height) <= slack.size
  }
}
