import Testing
import XGestureDesktop
import XGestureEngine
import XGestureX11

/// The adapter's EWMH and ICCCM words (`EWMH`), without a server: each
/// request as the client message the window manager expects (the EWMH
/// specification's data layout; source indication 2, a pager), and the
/// root's and windows' integers and atom names read into typed values.
@Suite struct EWMHTests {
  static let xterm: UInt = 0x1c0_0007

  @Test("each window request is the client message its EWMH or ICCCM request is")
  func eachWindowRequestClientMessageEwmh() {
    let expected: [(WindowRequest, EWMH.ClientMessage)] = [
      (
        .toggleMaximized,
        .init(
          type: "_NET_WM_STATE", window: Self.xterm,
          data: [.number(2), .atom("_NET_WM_STATE_MAXIMIZED_VERT"), .atom("_NET_WM_STATE_MAXIMIZED_HORZ"), .number(2)])
      ),
      (
        .toggleFullscreen,
        .init(
          type: "_NET_WM_STATE", window: Self.xterm,
          data: [.number(2), .atom("_NET_WM_STATE_FULLSCREEN"), .number(0), .number(2)])
      ),
      // IconicState is 3.
      (.minimize, .init(type: "WM_CHANGE_STATE", window: Self.xterm, data: [.number(3)])),
      (.close, .init(type: "_NET_CLOSE_WINDOW", window: Self.xterm, data: [.number(0), .number(2)])),
      (
        .activate,
        .init(type: "_NET_ACTIVE_WINDOW", window: Self.xterm, data: [.number(2), .number(0), .number(0)])
      ),
      // _NET_WM_STATE's add (1) and remove (0).
      (
        .maximize,
        .init(
          type: "_NET_WM_STATE", window: Self.xterm,
          data: [.number(1), .atom("_NET_WM_STATE_MAXIMIZED_VERT"), .atom("_NET_WM_STATE_MAXIMIZED_HORZ"), .number(2)])
      ),
      (
        .unmaximize,
        .init(
          type: "_NET_WM_STATE", window: Self.xterm,
          data: [.number(0), .atom("_NET_WM_STATE_MAXIMIZED_VERT"), .atom("_NET_WM_STATE_MAXIMIZED_HORZ"), .number(2)])
      ),
    ]
    #expect(expected.count == WindowRequest.allCases.count)
    for (request, message) in expected {
      #expect(EWMH.message(for: .window(request, Self.xterm)) == message, "\(request)")
    }
  }

  @Test("an activation carries the server time of the user's action that asked for it")
  func activationCarriesServerTimeUserS() {
    #expect(
      EWMH.message(for: .window(.activate, Self.xterm), time: 123_456)
        == .init(type: "_NET_ACTIVE_WINDOW", window: Self.xterm, data: [.number(2), .number(123_456), .number(0)]))
  }

  @Test("desktop switches and show-desktop are about the root, a move through the window manager is about its window")
  func desktopSwitchesShowDesktopAboutRoot() {
    #expect(
      EWMH.message(for: .switchDesktop(to: 2))
        == .init(type: "_NET_CURRENT_DESKTOP", window: nil, data: [.number(2), .number(0)]))
    #expect(
      EWMH.message(for: .showDesktop(true)) == .init(type: "_NET_SHOWING_DESKTOP", window: nil, data: [.number(1)]))
    #expect(
      EWMH.message(for: .showDesktop(false)) == .init(type: "_NET_SHOWING_DESKTOP", window: nil, data: [.number(0)]))
    // North-west gravity (1), x and y given (bits 8 and 9), from a pager (2 in bits 12–15).
    #expect(
      EWMH.message(for: .moveWindow(Self.xterm, to: ScreenPoint(x: 140, y: -20), route: .windowManager))
        == .init(
          type: "_NET_MOVERESIZE_WINDOW", window: Self.xterm,
          data: [.number(0x2301), .number(140), .number(-20), .number(0), .number(0)]))
    // A move and resize: x, y, width and height given (bits 8 to 11); the size is the client's.
    #expect(
      EWMH.message(
        for: .resizeWindow(Self.xterm, to: ScreenRect(x: 0, y: 30, width: 950, height: 964), route: .windowManager))
        == .init(
          type: "_NET_MOVERESIZE_WINDOW", window: Self.xterm,
          data: [.number(0x2f01), .number(0), .number(30), .number(950), .number(964)]))
  }

  @Test("XTest requests and direct moves are no client message")
  func xtestRequestsDirectMovesClientMessage() {
    let none: [DesktopRequest] = [
      .lend(255, 0x6d1), .giveBack([255]), .pressKeys([37, 38]), .movePointer(to: ScreenPoint(x: 1, y: 2)),
      .clickButton(3), .click(5, at: ScreenPoint(x: 1, y: 2)),
      .moveWindow(Self.xterm, to: ScreenPoint(x: 1, y: 2), route: .client),
      .resizeWindow(Self.xterm, to: ScreenRect(x: 1, y: 2, width: 3, height: 4), route: .client),
    ]
    for request in none { #expect(EWMH.message(for: request) == nil, "\(request)") }
  }

  @Test("the desktop layout's integers are its orientation, columns, rows and starting corner")
  func desktopLayoutSIntegersOrientationColumns() {
    #expect(
      EWMH.desktopLayout([0, 2, 2, 0]) == DesktopLayout(orientation: .horizontal, columns: 2, rows: 2, corner: .topLeft)
    )
    #expect(
      EWMH.desktopLayout([1, 3, 0, 2])
        == DesktopLayout(orientation: .vertical, columns: 3, rows: 0, corner: .bottomRight))
    #expect(EWMH.desktopLayout([0, 4, 1, 1])?.corner == .topRight)
    #expect(EWMH.desktopLayout([0, 4, 1, 3])?.corner == .bottomLeft)
    // The corner is optional; out of range it is the top left.
    #expect(EWMH.desktopLayout([0, 4, 1])?.corner == .topLeft)
    #expect(EWMH.desktopLayout([0, 4, 1, 9])?.corner == .topLeft)
    #expect(EWMH.desktopLayout([0, 4]) == nil)
  }

  @Test("a window's desktop is its number, and 0xFFFFFFFF is every desktop")
  func windowSDesktopNumber0xffffffffEvery() {
    #expect(EWMH.desktop(2) == 2)
    #expect(EWMH.desktop(0xFFFF_FFFF) == nil)
    #expect(EWMH.desktop(nil) == nil)
  }

  @Test("window states are known by their atoms' names, and other names are left out")
  func windowStatesKnownTheirAtomsNames() {
    #expect(
      EWMH.windowStates(named: [
        "_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ", "_OB_WM_STATE_UNDECORATED",
      ])
        == [.maximizedVertically, .maximizedHorizontally])
    #expect(EWMH.windowStates(named: ["_NET_WM_STATE_FULLSCREEN"]) == [.fullscreen])
    for state in WindowState.allCases {
      #expect(EWMH.windowStates(named: [EWMH.atomName(of: state)]) == [state])
    }
  }

  @Test("frame extents are left, right, top, bottom, and zero when unset")
  func frameExtentsLeftRightTopBottom() {
    #expect(EWMH.frameExtents([1, 2, 22, 4]) == FrameExtents(left: 1, right: 2, top: 22, bottom: 4))
    #expect(EWMH.frameExtents([]) == .zero)
  }

  @Test("the work area is the current desktop's, else the first desktop's")
  func workAreaCurrentDesktopSElse() {
    let areas: [UInt] = [0, 30, 1920, 1050, 0, 0, 1900, 1080]
    #expect(EWMH.workArea(areas, currentDesktop: 1) == ScreenRect(x: 0, y: 0, width: 1900, height: 1080))
    #expect(EWMH.workArea(areas, currentDesktop: 0) == ScreenRect(x: 0, y: 30, width: 1920, height: 1050))
    #expect(EWMH.workArea(areas, currentDesktop: 3) == ScreenRect(x: 0, y: 30, width: 1920, height: 1050))
    #expect(EWMH.workArea([0, 0, 1920], currentDesktop: 0) == nil)
  }
}
