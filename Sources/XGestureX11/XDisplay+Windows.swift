internal import CX11
public import XGestureDesktop
public import XGestureEngine

/// What `window: move` needs of the server (docs/ACTIONS.md, "Desktop
/// actions"): a window's place, its EWMH state and frame, the work area,
/// and moves that never wait for the window manager.
extension XDisplay {
  /// `window`'s place on the root and size, px, without the window
  /// manager's frame (XGetGeometry, XTranslateCoordinates); nil when it is gone.
  public func clientFrame(_ window: UInt) -> ScreenRect? {
    guard let (width, height) = size(of: window) else { return nil }
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: UInt = 0
    guard XTranslateCoordinates(handle, window, root, 0, 0, &rootX, &rootY, &child) != 0 else {
      return nil
    }
    return ScreenRect(x: Int(rootX), y: Int(rootY), width: width, height: height)
  }

  /// `window`'s states (`_NET_WM_STATE`, its atoms by name), those xgesture knows.
  public func windowStates(_ window: UInt) -> Set<WindowState> {
    EWMH.windowStates(named: (cardinals("_NET_WM_STATE", of: window) ?? []).compactMap { atomName($0) })
  }

  /// The window manager's frame around a client (`_NET_FRAME_EXTENTS`), zero when it sets none.
  public func frameExtents(_ window: UInt) -> FrameExtents {
    EWMH.frameExtents(cardinals("_NET_FRAME_EXTENTS", of: window) ?? [])
  }

  /// Moves a client window directly (XMoveWindow; without a window manager). Not flushed.
  func moveClient(_ window: UInt, to point: ScreenPoint) {
    XMoveWindow(handle, window, Int32(point.x), Int32(point.y))
  }

  /// Moves and resizes a client window directly (XMoveResizeWindow; without a window manager). Not flushed.
  func moveResizeClient(_ window: UInt, to rect: ScreenRect) {
    XMoveResizeWindow(
      handle, window, Int32(rect.x), Int32(rect.y), UInt32(max(1, rect.width)), UInt32(max(1, rect.height)))
  }

  /// The work area of the current desktop (`_NET_WORKAREA`), else the whole root.
  public func workArea() -> ScreenRect {
    if let areas = cardinals("_NET_WORKAREA", of: root, max: 1024),
      let area = EWMH.workArea(
        areas, currentDesktop: Int(cardinals("_NET_CURRENT_DESKTOP", of: root)?.first ?? 0))
    {
      return area
    }
    let size = queryRootSize()
    return ScreenRect(x: 0, y: 0, width: size.width, height: size.height)
  }

}
