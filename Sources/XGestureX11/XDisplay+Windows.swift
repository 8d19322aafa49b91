internal import CX11

/// What `window: move` needs of the server (docs/ACTIONS.md, "Desktop
/// actions"): a window's place, its EWMH state, the work area, the refresh
/// rate, and moves that never wait for the window manager.
extension XDisplay {
  /// A client window's place on the root and size, px (its own, without the frame).
  public struct WindowFrame: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
  }

  /// `window`'s place (XGetGeometry, XTranslateCoordinates); nil when it is gone.
  public func clientFrame(_ window: UInt) -> WindowFrame? {
    guard let (width, height) = size(of: window) else { return nil }
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: UInt = 0
    guard XTranslateCoordinates(handle, window, root, 0, 0, &rootX, &rootY, &child) != 0 else {
      return nil
    }
    return WindowFrame(x: Int(rootX), y: Int(rootY), width: width, height: height)
  }

  /// The atoms of `_NET_WM_STATE` by name (`_NET_WM_STATE_MAXIMIZED_VERT`…).
  public func windowStateNames(_ window: UInt) -> [String] {
    (cardinals("_NET_WM_STATE", of: window) ?? []).compactMap { atomName($0) }
  }

  /// The window manager's frame around a client (`_NET_FRAME_EXTENTS`:
  /// left, right, top, bottom), zero when it sets none.
  public func frameExtents(_ window: UInt) -> (left: Int, right: Int, top: Int, bottom: Int) {
    guard let values = cardinals("_NET_FRAME_EXTENTS", of: window), values.count >= 4 else {
      return (0, 0, 0, 0)
    }
    return (Int(values[0]), Int(values[1]), Int(values[2]), Int(values[3]))
  }

  /// Moves a window: through the window manager (`_NET_MOVERESIZE_WINDOW`,
  /// north-west gravity: (x, y) is the top left of its frame) when
  /// `throughWindowManager`, else XMoveWindow on the client. Flushes; waits for no one.
  public func moveWindow(_ window: UInt, x: Int, y: Int, throughWindowManager: Bool) {
    if throughWindowManager {
      // Gravity 1 (north-west), x and y given (bits 8, 9), from a pager-like source (2, bits 12–15).
      sendRootMessage(
        "_NET_MOVERESIZE_WINDOW", window: window, data: [1 | 1 << 8 | 1 << 9 | 2 << 12, x, y, 0, 0])
    } else {
      XMoveWindow(handle, window, Int32(x), Int32(y))
    }
    XFlush(handle)
  }

  /// The work area of the current desktop (`_NET_WORKAREA`), else the whole root.
  public func workArea() -> WindowFrame {
    let size = queryRootSize()
    let whole = WindowFrame(x: 0, y: 0, width: size.width, height: size.height)
    guard let areas = cardinals("_NET_WORKAREA", of: root, max: 1024), areas.count >= 4 else {
      return whole
    }
    let current = Int(cardinals("_NET_CURRENT_DESKTOP", of: root)?.first ?? 0)
    let start = areas.count >= (current + 1) * 4 ? current * 4 : 0
    return WindowFrame(
      x: Int(areas[start]), y: Int(areas[start + 1]), width: Int(areas[start + 2]),
      height: Int(areas[start + 3]))
  }

  /// The screen's refresh rate in Hz (XRandR's current rate), at least 60.
  public func refreshRate() -> Double {
    guard let info = XRRGetScreenInfo(handle, root) else { return 60 }
    defer { XRRFreeScreenConfigInfo(info) }
    return max(60, Double(XRRConfigCurrentRate(info)))
  }
}
