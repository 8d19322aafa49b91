public import XGestureDesktop
public import XGestureEngine
import XGestureScreen

/// The desktop actions' performer on xgesture's own X connection: the
/// `DesktopServer` that `DesktopDriver` asks and has carry out its requests.
/// Thin: each question and each request is one call of `XDisplay`,
/// `XKeyboard` or `XPointer` — XTest for keys and clicks, EWMH / ICCCM client
/// messages (`EWMH`) for the window manager, XMoveWindow without one.
/// Nothing waits for the window manager.
public final class X11Desktop: DesktopServer {
  public let display: XDisplay
  public let keyboard: XKeyboard
  public let pointer: XPointer

  public init(display: XDisplay) {
    self.display = display
    keyboard = XKeyboard(display: display)
    pointer = XPointer(display: display)
  }

  public func keysym(named name: String) -> Keysym? { keyboard.keysym(named: name) }
  public func keycode(showing keysym: Keysym) -> Keycode? { keyboard.keycode(showing: keysym) }
  public func spareKeycodes() -> [Keycode] { keyboard.spareKeycodes() }
  public func pointerPosition() -> ScreenPoint? { pointer.position() }
  public func desktops() -> Desktops? { display.desktops() }
  public func activeWindow() -> UInt? { display.activeWindow() }
  public func showsDesktop() -> Bool { display.showsDesktop() }
  public func states(of window: UInt) -> Set<WindowState> { display.windowStates(window) }
  public func clientFrame(of window: UInt) -> ScreenRect? { display.clientFrame(window) }
  public func frameExtents(of window: UInt) -> FrameExtents { display.frameExtents(window) }
  public func movesWindows() -> Bool { display.supports("_NET_MOVERESIZE_WINDOW") }
  public func workArea() -> ScreenRect { display.workArea() }
  public func monitors() -> [Monitor] { display.queryMonitorOutputs() }
  public func desktopNames() -> [String] { display.desktopNames() }
  public func stackedWindows() -> [UInt] { display.stackedWindows() }
  public func desktop(of window: UInt) -> Int? { display.desktop(of: window) }

  public func perform(_ request: DesktopRequest) {
    switch request {
    case .lend(let code, let keysym): keyboard.map(code, to: keysym)
    case .giveBack(let codes): keyboard.clear(codes)
    case .pressKeys(let codes): keyboard.press(codes)
    case .movePointer(let point): pointer.move(to: point)
    case .clickButton(let button): pointer.click(button)
    case .click(let button, let point): pointer.click(button, at: point)
    case .moveWindow(let window, let point, .client): display.moveClient(window, to: point)
    case .resizeWindow(let window, let rect, .client): display.moveResizeClient(window, to: rect)
    case .switchDesktop, .showDesktop, .window, .moveWindow(_, _, .windowManager),
      .resizeWindow(_, _, .windowManager):
      if let message = EWMH.message(for: request, time: display.lastInputTime) { display.send(message) }
    }
  }

  public func flush() { display.flush() }
}
