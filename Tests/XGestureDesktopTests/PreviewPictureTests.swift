import Testing
import XGestureDesktop
import XGestureEngine

/// What previews draw (docs/OVERLAY.md, "Previews"), asked of the stand-in
/// server as the overlay asks when a gesture begins: the geometry of each
/// picture of docs/REFERENCE.md §10's table.
@Suite struct PreviewPictureTests {
  static let xterm = TilingTests.xterm
  static let editor: UInt = 0x260_0003
  /// TilingTests' desktop: two monitors, the work area 30 px below the top.
  static let frame = ScreenRect(x: 195, y: 274, width: 610, height: 430)
  static let leftWorkArea = ScreenRect(x: 0, y: 30, width: 1920, height: 994)

  static func preview(_ action: DesktopAction, _ desktop: DesktopHarness, x: Double = 500, y: Double = 500)
    -> PreviewPicture?
  {
    desktop.driver.preview(action, gesture: GesturePlace(gesture: "g", window: xterm, x: x, y: y))
  }

  @Test("maximize grows from the frame to the work area of its monitor, fullscreen to the monitor")
  func maximizeGrowsFrameWorkAreaMonitor() {
    let desktop = TilingTests.desktop()
    #expect(
      Self.preview(.window(.maximize, target: .under), desktop) == .resize(from: Self.frame, to: Self.leftWorkArea))
    #expect(
      Self.preview(.window(.fullscreen, target: .under), desktop)
        == .resize(from: Self.frame, to: ScreenRect(x: 0, y: 0, width: 1920, height: 1080)))
  }

  @Test("a window xgesture maximized returns toward the frame it had before")
  func windowXgestureMaximizedReturnsTowardFrame() {
    let desktop = TilingTests.desktop()
    desktop.perform(.window(.maximize, target: .under), window: Self.xterm)
    desktop.server.windows[Self.xterm]!.states = [.maximizedVertically, .maximizedHorizontally]
    desktop.server.windows[Self.xterm]!.client = ScreenRect(x: 5, y: 56, width: 1910, height: 964)
    #expect(
      Self.preview(.window(.maximize, target: .under), desktop)
        == .resize(from: Self.leftWorkArea, to: Self.frame))
  }

  @Test("a window maximized by other means returns toward two thirds of the work area, centred")
  func windowMaximizedOtherMeansReturnsToward() {
    let desktop = TilingTests.desktop(
      client: ScreenRect(x: 5, y: 56, width: 1910, height: 964), states: [.maximizedVertically, .maximizedHorizontally])
    #expect(
      Self.preview(.window(.maximize, target: .under), desktop)
        == .resize(from: Self.leftWorkArea, to: ScreenRect(x: 320, y: 196, width: 1280, height: 662)))
  }

  @Test("a tile grows toward the half, and toward the frame before when it toggles back")
  func tileGrowsTowardHalfTowardFrame() {
    let desktop = TilingTests.desktop()
    let half = ScreenRect(x: 960, y: 30, width: 960, height: 994)
    #expect(Self.preview(.window(.tileRight, target: .under), desktop) == .resize(from: Self.frame, to: half))
    desktop.perform(.window(.tileRight, target: .under), window: Self.xterm)
    #expect(Self.preview(.window(.tileRight, target: .under), desktop) == .resize(from: half, to: Self.frame))
    #expect(
      Self.preview(.window(.tileLeft, target: .under), desktop)
        == .resize(from: half, to: ScreenRect(x: 0, y: 30, width: 960, height: 994)))
  }

  @Test("minimize and close draw the window's frame; keys, clicks and raise have no picture")
  func minimizeCloseDrawWindowSFrame() {
    let desktop = TilingTests.desktop()
    #expect(Self.preview(.window(.minimize, target: .under), desktop) == .minimize(Self.frame))
    #expect(Self.preview(.window(.close, target: .under), desktop) == .close(Self.frame))
    #expect(Self.preview(.keys([KeyChord(modifiers: [.ctrl], key: "w")]), desktop) == nil)
    #expect(Self.preview(.click(button: 1, at: .gesture), desktop) == nil)
    #expect(Self.preview(.window(.raise, target: .under), desktop) == nil)
    #expect(Self.preview(.window(.close, target: .active), desktop) == nil, "no active window")
  }

  @Test("a workspace comes in from the edge of its direction, named, on the monitor of the gesture")
  func workspaceComesEdgeDirectionNamedMonitor() {
    let desktop = TilingTests.desktop()
    desktop.server.rootDesktops = Desktops(current: 1, count: 4)
    desktop.server.names = ["one", "", "three"]
    let right = ScreenRect(x: 1920, y: 0, width: 1280, height: 1024)
    #expect(
      Self.preview(.workspace(.next, wrap: false), desktop, x: 2000, y: 100)
        == .workspace(name: "three", from: .right, monitor: right))
    let left = ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
    #expect(
      Self.preview(.workspace(.previous, wrap: false), desktop) == .workspace(name: "one", from: .left, monitor: left))
    // The fourth has no name: its number.
    #expect(
      Self.preview(.workspace(.number(4), wrap: false), desktop) == .workspace(name: "4", from: .right, monitor: left))
    // In a 2 × 2 grid the third desktop is below the first.
    desktop.server.rootDesktops = Desktops(
      current: 0, count: 4, layout: DesktopLayout(orientation: .horizontal, columns: 2, rows: 2))
    #expect(
      Self.preview(.workspace(.down, wrap: false), desktop) == .workspace(name: "three", from: .bottom, monitor: left))
    #expect(Self.preview(.workspace(.up, wrap: false), desktop) == nil, "nowhere to go")
  }

  @Test("show-desktop fades the frames of the current desktop's windows, not minimized ones or panels")
  func showDesktopFadesFramesCurrentDesktop() {
    let desktop = TilingTests.desktop()
    let panel: UInt = 0x80_0001
    let minimized: UInt = 0x300_0001
    let elsewhere: UInt = 0x320_0001
    let editorClient = ScreenRect(x: 1000, y: 100, width: 800, height: 600)
    desktop.server.windows[Self.editor] = StandInDesktop.Window(client: editorClient, desktop: nil)
    desktop.server.windows[panel] = StandInDesktop.Window(
      client: ScreenRect(x: 0, y: 0, width: 3200, height: 30), states: [.skipsTaskbar])
    desktop.server.windows[minimized] = StandInDesktop.Window(client: editorClient, states: [.hidden])
    desktop.server.windows[elsewhere] = StandInDesktop.Window(client: editorClient, desktop: 2)
    desktop.server.stacking = [panel, Self.xterm, minimized, elsewhere, Self.editor]
    #expect(
      Self.preview(.window(.showDesktop, target: .under), desktop)
        == .showDesktop(frames: [Self.frame, editorClient], hiding: true))
    desktop.server.showing = true
    #expect(
      Self.preview(.window(.showDesktop, target: .under), desktop)
        == .showDesktop(frames: [Self.frame, editorClient, editorClient], hiding: false))
  }
}
