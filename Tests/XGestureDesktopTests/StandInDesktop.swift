import XGestureDesktop
import XGestureEngine
import XGestureScreen

/// An X server for the desktop decisions' tests, without a server: a US
/// keyboard's keysyms, keycodes and spare keycodes, the pointer, the
/// window manager's desktops and windows; and what was asked of it — every
/// request in order (applied: a lent keycode shows its keysym until given
/// back, a moved window is where it was moved), every flush, every read of
/// the whole keyboard mapping.
final class StandInDesktop: DesktopServer {
  struct Window {
    /// The client window's own place and size.
    var client: ScreenRect
    var extents = FrameExtents.zero
    var states: Set<WindowState> = []
    /// nil: on every desktop.
    var desktop: Int? = 0

    /// The top left a move puts where it asks: the frame's through the window manager.
    mutating func move(to point: ScreenPoint, route: WindowMoveRoute) {
      let frame = route == .windowManager ? extents : .zero
      client.x = point.x + frame.left
      client.y = point.y + frame.top
    }

    /// Its whole frame, as the window manager draws it.
    var frame: ScreenRect { extents.frame(around: client) }
  }

  /// X's keysym names that these tests use (keysymdef.h's values).
  static let keysyms: [String: Keysym] = [
    "Control_L": 0xffe3, "Shift_L": 0xffe1, "Alt_L": 0xffe9, "a": 0x61, "t": 0x74, "plus": 0x2b,
    "equal": 0x3d, "F5": 0xffc2, "Cyrillic_ya": 0x6d1, "Greek_alpha": 0x7e1,
  ]

  /// Each keycode's first level, as a US layout has them (`plus` is on
  /// `equal`'s key, shifted: on no first level).
  var firstLevels: [Keycode: Keysym] = [
    37: 0xffe3, 50: 0xffe1, 64: 0xffe9, 38: 0x61, 28: 0x74, 21: 0x3d, 71: 0xffc2,
  ]
  /// Keycodes with no keysym (a US layout's evdev map leaves a few at the top).
  var spare: [Keycode] = [8, 93, 252, 253, 254, 255]

  var pointer: ScreenPoint? = ScreenPoint(x: 700, y: 300)
  var rootDesktops: Desktops? = Desktops(current: 0, count: 4)
  var active: UInt?
  var showing = false
  var windows: [UInt: Window] = [:]
  var windowManagerMoves = true
  var area = ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
  /// The monitors' refresh rate, Hz.
  var refresh = 60.0
  var outputs: [ScreenRect] = [ScreenRect(x: 0, y: 0, width: 1920, height: 1080)]
  var names: [String] = []
  /// The managed windows, bottom to top.
  var stacking: [UInt] = []

  private(set) var requests: [DesktopRequest] = []
  private(set) var flushes = 0
  private(set) var mappingReads = 0

  func keysym(named name: String) -> Keysym? { Self.keysyms[name] }

  func keycode(showing keysym: Keysym) -> Keycode? {
    firstLevels.filter { $0.value == keysym }.keys.min()
  }

  func spareKeycodes() -> [Keycode] {
    mappingReads += 1
    return spare.sorted()
  }

  func pointerPosition() -> ScreenPoint? { pointer }
  func desktops() -> Desktops? { rootDesktops }
  func activeWindow() -> UInt? { active }
  func showsDesktop() -> Bool { showing }
  func states(of window: UInt) -> Set<WindowState> { windows[window]?.states ?? [] }
  func clientFrame(of window: UInt) -> ScreenRect? { windows[window]?.client }
  func frameExtents(of window: UInt) -> FrameExtents { windows[window]?.extents ?? .zero }
  func movesWindows() -> Bool { windowManagerMoves }
  func workArea() -> ScreenRect { area }
  func monitors() -> [Monitor] {
    outputs.enumerated().map { index, area in
      Monitor(name: "OUT-\(index)", area: PixelRect(area), refreshRate: refresh)
    }
  }
  func desktopNames() -> [String] { names }
  func stackedWindows() -> [UInt] { stacking }
  func desktop(of window: UInt) -> Int? { windows[window]?.desktop }

  func perform(_ request: DesktopRequest) {
    requests.append(request)
    switch request {
    case .lend(let code, let keysym):
      spare.removeAll { $0 == code }
      firstLevels[code] = keysym
    case .giveBack(let codes):
      for code in codes {
        firstLevels[code] = nil
        spare.append(code)
      }
    case .moveWindow(let window, let point, let route):
      windows[window]?.move(to: point, route: route)
    case .resizeWindow(let window, let rect, let route):
      windows[window]?.move(to: ScreenPoint(x: rect.x, y: rect.y), route: route)
      windows[window]?.client.width = rect.width
      windows[window]?.client.height = rect.height
    case .window(.unmaximize, let window):
      windows[window]?.states.subtract([.maximizedVertically, .maximizedHorizontally])
    case .window(.maximize, let window):
      windows[window]?.states.formUnion([.maximizedVertically, .maximizedHorizontally])
    case .pressKeys, .movePointer, .clickButton, .click, .switchDesktop, .window:
      break
    case .showDesktop(let on):
      showing = on
    }
  }

  func flush() { flushes += 1 }

  /// Forgets the requests seen so far.
  func clear() { requests.removeAll() }
}
