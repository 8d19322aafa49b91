import Testing
import XGestureDesktop
import XGestureEngine

/// `window: tile-left` and `tile-right` (docs/REFERENCE.md §11) on a stand-in
/// server: two monitors side by side, a panel at the top of the left one
/// (the work area starts 30 px down), an xterm framed as openbox frames it.
@Suite struct TilingTests {
  static let xterm: UInt = 0x1c0_0007
  static let extents = FrameExtents(left: 5, right: 5, top: 26, bottom: 4)
  /// The client at 200,300, 600 × 400: its frame 610 × 430 at 195,274.
  static let client = ScreenRect(x: 200, y: 300, width: 600, height: 400)

  static func desktop(client: ScreenRect = client, states: Set<WindowState> = []) -> DesktopHarness {
    let desktop = DesktopHarness()
    desktop.server.outputs = [
      ScreenRect(x: 0, y: 0, width: 1920, height: 1080), ScreenRect(x: 1920, y: 0, width: 1280, height: 1024),
    ]
    desktop.server.area = ScreenRect(x: 0, y: 30, width: 3200, height: 994)
    desktop.server.windows[xterm] = StandInDesktop.Window(client: client, extents: extents, states: states)
    return desktop
  }

  /// The frame the stand-in's xterm has now.
  static func frame(_ desktop: DesktopHarness) -> ScreenRect { desktop.server.windows[xterm]!.frame }

  @Test("tile-left gives the window the left half of its monitor's work area, the frame inside it")
  func tileLeftGivesWindowLeftHalf() {
    let desktop = Self.desktop()
    #expect(desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm) == nil)
    // The left monitor's work area: 1920 × 994 at 0,30 (the panel is above; the monitor ends at 1024 px down
    // on the right one only). Its left half is 960 × 994; the client is that less the frame.
    #expect(
      desktop.server.requests == [
        .resizeWindow(Self.xterm, to: ScreenRect(x: 0, y: 30, width: 950, height: 964), route: .windowManager)
      ])
    #expect(Self.frame(desktop) == ScreenRect(x: 0, y: 30, width: 960, height: 994))
  }

  @Test("tile-right on the right monitor takes the right half of that monitor")
  func tileRightRightMonitorTakesRight() {
    let desktop = Self.desktop(client: ScreenRect(x: 2100, y: 200, width: 600, height: 400))
    desktop.perform(.window(.tileRight, target: .under), window: Self.xterm)
    // The right monitor 1280 × 1024 at 1920,0 inside the work area: 1280 × 994 at 1920,30.
    #expect(Self.frame(desktop) == ScreenRect(x: 2560, y: 30, width: 640, height: 994))
  }

  @Test("a maximized window has its maximized states removed first")
  func maximizedWindowHasMaximizedStatesRemoved() {
    let desktop = Self.desktop(states: [.maximizedVertically, .maximizedHorizontally])
    desktop.perform(.window(.tileRight, target: .under), window: Self.xterm)
    #expect(desktop.server.requests.first == .window(.unmaximize, Self.xterm))
    #expect(desktop.server.requests.count == 2)
    #expect(Self.frame(desktop) == ScreenRect(x: 960, y: 30, width: 960, height: 994))
  }

  @Test("tiling again to the same side returns the window to its frame before")
  func tilingAgainSameSideReturnsWindow() {
    let desktop = Self.desktop()
    let before = Self.frame(desktop)
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    desktop.server.clear()
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    #expect(
      desktop.server.requests == [
        .resizeWindow(Self.xterm, to: ScreenRect(x: 195, y: 274, width: 600, height: 400), route: .windowManager)
      ])
    #expect(Self.frame(desktop) == before)
    // And a third time it tiles again.
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    #expect(Self.frame(desktop) == ScreenRect(x: 0, y: 30, width: 960, height: 994))
  }

  @Test("a window the window manager rounded to its resize increments still counts as tiled")
  func windowWindowManagerRoundedResizeIncrements() {
    let desktop = Self.desktop()
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    // An xterm's cells: 6 × 13 px; the window manager made it a little smaller.
    desktop.server.windows[Self.xterm]!.client.width -= 4
    desktop.server.windows[Self.xterm]!.client.height -= 10
    desktop.server.clear()
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    #expect(Self.frame(desktop) == ScreenRect(x: 195, y: 274, width: 610, height: 430))
  }

  @Test("a tiled window moved away is tiled again, not returned")
  func tiledWindowMovedAwayTiledAgain() {
    let desktop = Self.desktop()
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    desktop.server.windows[Self.xterm]!.client.x += 300
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    #expect(Self.frame(desktop) == ScreenRect(x: 0, y: 30, width: 960, height: 994))
  }

  @Test("tiled to the other side it keeps the frame of before the first tile")
  func tiledOtherSideKeepsFrameBefore() {
    let desktop = Self.desktop()
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    desktop.perform(.window(.tileRight, target: .under), window: Self.xterm)
    #expect(Self.frame(desktop) == ScreenRect(x: 960, y: 30, width: 960, height: 994))
    desktop.perform(.window(.tileRight, target: .under), window: Self.xterm)
    #expect(Self.frame(desktop) == ScreenRect(x: 195, y: 274, width: 610, height: 430))
  }

  @Test("a window maximized before it was tiled is maximized again when it returns")
  func windowMaximizedBeforeWasTiledMaximized() {
    let desktop = Self.desktop(states: [.maximizedVertically, .maximizedHorizontally])
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    desktop.server.clear()
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    #expect(desktop.server.requests == [.window(.maximize, Self.xterm)])
  }

  @Test("without a window manager the client window itself is moved and resized")
  func withoutWindowManagerClientWindowItself() {
    let desktop = Self.desktop()
    desktop.server.windowManagerMoves = false
    desktop.server.windows[Self.xterm]!.extents = .zero
    desktop.perform(.window(.tileLeft, target: .under), window: Self.xterm)
    #expect(
      desktop.server.requests == [
        .resizeWindow(Self.xterm, to: ScreenRect(x: 0, y: 30, width: 960, height: 994), route: .client)
      ])
  }

  @Test("with no window under the gesture nothing is asked and the log says so")
  func windowUnderGestureNothingAskedLog() {
    let desktop = Self.desktop()
    #expect(
      desktop.perform(.window(.tileLeft, target: .under), window: nil)
        == "window: tile-left: no application window under the gesture")
    #expect(desktop.perform(.window(.tileRight, target: .active)) == "window: tile-right: no active window")
    #expect(desktop.server.requests.isEmpty)
  }

  @Test("without RandR outputs the whole work area is the monitor")
  func withoutRandrOutputsWholeWorkArea() {
    let desktop = Self.desktop()
    desktop.server.outputs = []
    desktop.perform(.window(.tileRight, target: .under), window: Self.xterm)
    #expect(Self.frame(desktop) == ScreenRect(x: 1600, y: 30, width: 1600, height: 994))
  }
}
