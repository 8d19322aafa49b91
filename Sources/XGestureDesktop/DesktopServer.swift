import XGestureEngine
import XGestureScreen

/// What the desktop decisions ask of the X server: each answered by the
/// server (a property read, Xlib's copy of the keyboard mapping), never by
/// the window manager. `X11Desktop` (in the X adapter) is the real one; the
/// tests stand in for it. The decisions get only these questions, never the
/// means to act (`DesktopServer`).
public protocol DesktopQueries: AnyObject {
  /// The keysym an X keysym name stands for (`plus`, `Return`); nil for an unknown name.
  func keysym(named name: String) -> Keysym?
  /// A keycode on whose first level `keysym` is, in the current layout.
  func keycode(showing keysym: Keysym) -> Keycode?
  /// Keycodes with no keysym at all, ascending: those a keysym may borrow.
  func spareKeycodes() -> [Keycode]
  /// Where the pointer is; nil when it is on another screen.
  func pointerPosition() -> ScreenPoint?
  /// The window manager's desktops; nil when it publishes none.
  func desktops() -> Desktops?
  /// The active window (`_NET_ACTIVE_WINDOW`); nil when none.
  func activeWindow() -> UInt?
  /// Whether the window manager shows the desktop (`_NET_SHOWING_DESKTOP`).
  func showsDesktop() -> Bool
  /// A window's states (`_NET_WM_STATE`), those xgesture knows.
  func states(of window: UInt) -> Set<WindowState>
  /// A client window's place and size on the root, without its frame; nil when it is gone.
  func clientFrame(of window: UInt) -> ScreenRect?
  /// The frame the window manager put around a client window.
  func frameExtents(of window: UInt) -> FrameExtents
  /// Whether the window manager moves windows when asked (`_NET_SUPPORTED`
  /// lists `_NET_MOVERESIZE_WINDOW`); else they are moved directly.
  func movesWindows() -> Bool
  /// The work area of the current desktop (`_NET_WORKAREA`), else the whole screen.
  func workArea() -> ScreenRect
  /// The monitors (the RandR outputs showing the screen: their areas and
  /// refresh rates); none without RandR.
  func monitors() -> [Monitor]
  /// The desktops' names by number from 0 (`_NET_DESKTOP_NAMES`; "" for one without); none when unset.
  func desktopNames() -> [String]
  /// The windows the window manager manages, bottom to top (`_NET_CLIENT_LIST_STACKING`).
  func stackedWindows() -> [UInt]
  /// The desktop a window is on, from 0 (`_NET_WM_DESKTOP`); nil on all of them or when it does not say.
  func desktop(of window: UInt) -> Int?
}

extension DesktopQueries {
  /// A client window's whole frame: its place and size with the window manager's extents; nil when it is gone.
  public func frame(of window: UInt) -> ScreenRect? {
    clientFrame(of: window).map { frameExtents(of: window).frame(around: $0) }
  }
}

/// The X server as the desktop's driver uses it: the questions, and the
/// requests carried out.
public protocol DesktopServer: DesktopQueries {
  /// Carries out one request; it goes out with the next `flush`.
  func perform(_ request: DesktopRequest)
  /// Sends what was asked.
  func flush()
}
