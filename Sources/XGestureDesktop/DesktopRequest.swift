import XGestureEngine

/// What the desktop decisions ask the X server for, in order; a
/// `DesktopServer` carries each out and flushes once after a batch. Nothing
/// here waits for an answer, from the server or the window manager.
public enum DesktopRequest: Hashable, Sendable, CustomStringConvertible {
  /// Lends a spare keycode (one with no keysym) `keysym`, for a press.
  case lend(Keycode, Keysym)
  /// Gives lent keycodes back their empty mapping.
  case giveBack([Keycode])
  /// Presses the keycodes in order, then releases them in reverse (XTest).
  case pressKeys([Keycode])
  /// Moves the pointer to a root position (XTest).
  case movePointer(to: ScreenPoint)
  /// Presses and releases a pointer button (XTest).
  case clickButton(Int)
  /// Presses and releases a pointer button with the pointer at a root
  /// position, put there by the press itself (XTest on its pointer device,
  /// with absolute axes): nothing, not a touch's pointer emulation, can move
  /// it between; it stays there.
  case click(Int, at: ScreenPoint)
  /// Asks the window manager to show desktop `index` (from 0).
  case switchDesktop(to: Int)
  /// Asks the window manager to show the desktop (hide every window) or stop.
  case showDesktop(Bool)
  /// Asks the window manager something about one window.
  case window(WindowRequest, UInt)
  /// Moves a window so that its top left is at `to`: the frame's through the
  /// window manager, the client window's without one (`WindowMoveRoute`).
  case moveWindow(UInt, to: ScreenPoint, route: WindowMoveRoute)
  /// Moves and resizes a window: its top left at `to`'s corner as `moveWindow`
  /// puts it (the frame's through the window manager), the client window
  /// `to.width` × `to.height`.
  case resizeWindow(UInt, to: ScreenRect, route: WindowMoveRoute)

  public var description: String {
    switch self {
    case .lend(let code, let keysym): "lend keycode \(code) to keysym \(keysym)"
    case .giveBack(let codes): "give back keycodes \(codes.map(\.description).joined(separator: " "))"
    case .pressKeys(let codes): "press keycodes \(codes.map(\.description).joined(separator: " "))"
    case .movePointer(let point): "move the pointer to \(point)"
    case .clickButton(let button): "click button \(button)"
    case .click(let button, let point): "click button \(button) at \(point)"
    case .switchDesktop(let index): "switch to desktop \(index)"
    case .showDesktop(let on): on ? "show the desktop" : "stop showing the desktop"
    case .window(let request, let window): "\(request) window 0x\(String(window, radix: 16))"
    case .moveWindow(let window, let point, let route):
      "move window 0x\(String(window, radix: 16)) to \(point) (\(route))"
    case .resizeWindow(let window, let rect, let route):
      "move and resize window 0x\(String(window, radix: 16)) to \(rect) (\(route))"
    }
  }
}

/// A request about one window (EWMH and ICCCM client messages to the root).
public enum WindowRequest: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Maximized both ways, or back (`_NET_WM_STATE` toggle).
  case toggleMaximized
  /// Fullscreen, or back (`_NET_WM_STATE` toggle).
  case toggleFullscreen
  /// Iconified (ICCCM `WM_CHANGE_STATE`).
  case minimize
  /// Closed, as its close button would (`_NET_CLOSE_WINDOW`).
  case close
  /// Raised and given the focus (`_NET_ACTIVE_WINDOW`, from a pager).
  case activate
  /// Maximized both ways (`_NET_WM_STATE` add), whatever it was.
  case maximize
  /// Not maximized either way (`_NET_WM_STATE` remove), whatever it was.
  case unmaximize

  public var description: String {
    switch self {
    case .toggleMaximized: "toggle maximized"
    case .toggleFullscreen: "toggle fullscreen"
    case .minimize: "minimize"
    case .close: "close"
    case .activate: "activate"
    case .maximize: "maximize"
    case .unmaximize: "unmaximize"
    }
  }
}

/// How a window is moved.
public enum WindowMoveRoute: Hashable, Sendable, CustomStringConvertible {
  /// Asked of the window manager (`_NET_MOVERESIZE_WINDOW`): the point is the
  /// frame's top left.
  case windowManager
  /// Moved directly (XMoveWindow, no window manager): the client's top left.
  case client

  public var description: String {
    switch self {
    case .windowManager: "through the window manager"
    case .client: "directly"
    }
  }
}
