package import XGestureDesktop
package import XGestureEngine

/// EWMH and ICCCM as the X server spells them, and what the desktop's typed
/// values (`XGestureDesktop`) are in those words: the integers of root and
/// window properties read into values, and each request written as the
/// client message a window manager expects. No X call here: `XDisplay`
/// reads the properties and sends the messages; this says what the numbers
/// and atom names mean, and the tests check it without a server.
package enum EWMH {
  /// A client message to the root window (SubstructureRedirect |
  /// SubstructureNotify): its type, the window it is about, its 32-bit data.
  package struct ClientMessage: Hashable, Sendable {
    /// One 32-bit item: a number, or an atom by name.
    package enum Item: Hashable, Sendable {
      case number(Int)
      case atom(String)
    }

    package var type: String
    /// The window it is about; nil for the root (desktop-wide requests).
    package var window: UInt?
    package var data: [Item]

    package init(type: String, window: UInt?, data: [Item]) {
      self.type = type
      self.window = window
      self.data = data
    }
  }

  /// Requests come from a pager-like source (source indication 2), so that
  /// the window manager does them without second-guessing an application.
  static let pagerSource = 2
  /// `_NET_WM_STATE`'s actions: remove, add, toggle.
  static let remove = 0
  static let add = 1
  static let toggle = 2
  /// ICCCM's IconicState (Xutil.h).
  static let iconicState = 3

  /// The client message that asks for `request`; nil for what is not one
  /// (XTest key and button requests, a direct move). `time` is the server
  /// time of the user's action that an activation answers (0: CurrentTime).
  package static func message(for request: DesktopRequest, time: UInt32 = 0) -> ClientMessage? {
    switch request {
    case .switchDesktop(let index):
      ClientMessage(type: "_NET_CURRENT_DESKTOP", window: nil, data: [.number(index), .number(0)])
    case .showDesktop(let on):
      ClientMessage(type: "_NET_SHOWING_DESKTOP", window: nil, data: [.number(on ? 1 : 0)])
    case .window(let request, let window):
      message(for: request, window: window, time: time)
    case .moveWindow(let window, let point, .windowManager):
      // North-west gravity (1): the point is the frame's top left; x and y given (bits 8, 9).
      ClientMessage(
        type: "_NET_MOVERESIZE_WINDOW", window: window,
        data: [
          .number(1 | 1 << 8 | 1 << 9 | pagerSource << 12), .number(point.x), .number(point.y), .number(0), .number(0),
        ])
    case .resizeWindow(let window, let rect, .windowManager):
      // North-west gravity, x, y, width and height given (bits 8 to 11): the client's size.
      ClientMessage(
        type: "_NET_MOVERESIZE_WINDOW", window: window,
        data: [
          .number(1 | 0xf << 8 | pagerSource << 12), .number(rect.x), .number(rect.y), .number(rect.width),
          .number(rect.height),
        ])
    case .moveWindow(_, _, .client), .resizeWindow(_, _, .client), .lend, .giveBack, .pressKeys, .movePointer,
      .clickButton, .click:
      nil
    }
  }

  private static func message(for request: WindowRequest, window: UInt, time: UInt32) -> ClientMessage {
    switch request {
    case .toggleMaximized: maximized(toggle, window: window)
    case .maximize: maximized(add, window: window)
    case .unmaximize: maximized(remove, window: window)
    case .toggleFullscreen:
      ClientMessage(
        type: "_NET_WM_STATE", window: window,
        data: [.number(toggle), .atom("_NET_WM_STATE_FULLSCREEN"), .number(0), .number(pagerSource)])
    case .minimize:
      ClientMessage(type: "WM_CHANGE_STATE", window: window, data: [.number(iconicState)])
    case .close:
      // Time 0 (CurrentTime), then the source.
      ClientMessage(type: "_NET_CLOSE_WINDOW", window: window, data: [.number(0), .number(pagerSource)])
    case .activate:
      // The source, the time of the user's action, no window of ours active.
      ClientMessage(
        type: "_NET_ACTIVE_WINDOW", window: window,
        data: [.number(pagerSource), .number(Int(time)), .number(0)])
    }
  }

  /// `_NET_WM_STATE` with `action` for both maximized states.
  private static func maximized(_ action: Int, window: UInt) -> ClientMessage {
    ClientMessage(
      type: "_NET_WM_STATE", window: window,
      data: [
        .number(action), .atom("_NET_WM_STATE_MAXIMIZED_VERT"), .atom("_NET_WM_STATE_MAXIMIZED_HORZ"),
        .number(pagerSource),
      ])
  }

  /// The atom of each window state in `_NET_WM_STATE`.
  package static func atomName(of state: WindowState) -> String {
    switch state {
    case .modal: "_NET_WM_STATE_MODAL"
    case .sticky: "_NET_WM_STATE_STICKY"
    case .maximizedVertically: "_NET_WM_STATE_MAXIMIZED_VERT"
    case .maximizedHorizontally: "_NET_WM_STATE_MAXIMIZED_HORZ"
    case .shaded: "_NET_WM_STATE_SHADED"
    case .skipsTaskbar: "_NET_WM_STATE_SKIP_TASKBAR"
    case .skipsPager: "_NET_WM_STATE_SKIP_PAGER"
    case .hidden: "_NET_WM_STATE_HIDDEN"
    case .fullscreen: "_NET_WM_STATE_FULLSCREEN"
    case .above: "_NET_WM_STATE_ABOVE"
    case .below: "_NET_WM_STATE_BELOW"
    case .demandsAttention: "_NET_WM_STATE_DEMANDS_ATTENTION"
    case .focused: "_NET_WM_STATE_FOCUSED"
    }
  }

  private static let statesByName = Dictionary(
    uniqueKeysWithValues: WindowState.allCases.map { (atomName(of: $0), $0) })

  /// The states among `_NET_WM_STATE`'s atoms, by name; names xgesture does not know are left out.
  package static func windowStates(named names: [String]) -> Set<WindowState> {
    Set(names.compactMap { statesByName[$0] })
  }

  /// `_NET_DESKTOP_LAYOUT`: orientation (0 horizontal, 1 vertical), columns,
  /// rows, and the starting corner (0 top left, 1 top right, 2 bottom right,
  /// 3 bottom left; top left when absent or out of range). nil with fewer
  /// than three values.
  package static func desktopLayout(_ values: [UInt]) -> DesktopLayout? {
    guard values.count >= 3 else { return nil }
    let corners: [DesktopLayout.Corner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
    let corner = values.count > 3 && values[3] < 4 ? corners[Int(values[3])] : .topLeft
    return DesktopLayout(
      orientation: values[0] == 1 ? .vertical : .horizontal, columns: Int(clamping: values[1]),
      rows: Int(clamping: values[2]), corner: corner)
  }

  /// `_NET_WM_DESKTOP`: the desktop from 0; nil for 0xFFFFFFFF (on all of them) or no value.
  package static func desktop(_ value: UInt?) -> Int? {
    guard let value, value != 0xFFFF_FFFF else { return nil }
    return Int(clamping: value)
  }

  /// `_NET_FRAME_EXTENTS`: left, right, top, bottom; zero with fewer than four values.
  package static func frameExtents(_ values: [UInt]) -> FrameExtents {
    guard values.count >= 4 else { return .zero }
    return FrameExtents(
      left: Int(clamping: values[0]), right: Int(clamping: values[1]), top: Int(clamping: values[2]),
      bottom: Int(clamping: values[3]))
  }

  /// `_NET_WORKAREA`: x, y, width, height for each desktop in turn; the
  /// current desktop's, else the first's; nil with fewer than four values.
  package static func workArea(_ values: [UInt], currentDesktop current: Int) -> ScreenRect? {
    guard values.count >= 4 else { return nil }
    let start = current >= 0 && values.count >= (current + 1) * 4 ? current * 4 : 0
    return ScreenRect(
      x: Int(clamping: values[start]), y: Int(clamping: values[start + 1]),
      width: Int(clamping: values[start + 2]), height: Int(clamping: values[start + 3]))
  }
}
