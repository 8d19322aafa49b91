import Testing
import XGestureDesktop

/// `window:` requests about one window (docs/REFERENCE.md §9).
@Suite struct WindowRequestTests {
  static let xterm: UInt = 0x1c0_0007
  static let editor: UInt = 0x260_0003

  @Test("each command asks its request about the window under the gesture's first touch")
  func eachCommandAsksRequestAboutWindow() {
    let expected: [(WindowCommand, WindowRequest)] = [
      (.maximize, .toggleMaximized), (.fullscreen, .toggleFullscreen), (.minimize, .minimize),
      (.close, .close), (.raise, .activate),
    ]
    for (command, request) in expected {
      let desktop = DesktopHarness()
      desktop.server.active = Self.editor
      #expect(desktop.perform(.window(command, target: .under), window: Self.xterm) == nil)
      #expect(desktop.server.requests == [.window(request, Self.xterm)], "\(command)")
    }
  }

  @Test("target active asks about the active window, wherever the gesture is")
  func targetActiveAsksAboutActiveWindow() {
    let desktop = DesktopHarness()
    desktop.server.active = Self.editor
    desktop.perform(.window(.close, target: .active), window: Self.xterm)
    #expect(desktop.server.requests == [.window(.close, Self.editor)])
  }

  @Test("with no window to ask about nothing is asked and the log says which")
  func windowAskAboutNothingAskedLog() {
    let desktop = DesktopHarness()
    #expect(
      desktop.perform(.window(.maximize, target: .under), window: nil)
        == "window: maximize: no application window under the gesture")
    #expect(desktop.perform(.window(.minimize, target: .active)) == "window: minimize: no active window")
    #expect(desktop.server.requests.isEmpty)
  }

  @Test("show-desktop shows the desktop, and stops showing it when it is shown")
  func showDesktopShowsDesktopStopsShowing() {
    let desktop = DesktopHarness()
    desktop.perform(.window(.showDesktop, target: .under))
    desktop.perform(.window(.showDesktop, target: .under))
    #expect(desktop.server.requests == [.showDesktop(true), .showDesktop(false)])
  }
}
