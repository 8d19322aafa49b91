import Testing
import XGestureBridge
import XGestureEngine

@Suite struct ClientWindowsTests {
  static let xterm = AppWindow(id: 0x1c0_0007, instance: "xterm", className: "XTerm")
  static let xeyes = AppWindow(id: 0x1e0_0003, instance: "xeyes", className: "XEyes")

  @Test("a remembered window is found under its top-level window only")
  func rememberedWindowFoundUnderTopLevel() {
    var windows = ClientWindows()
    windows.remember(Self.xterm, under: 0x40_0001)
    #expect(windows.window(under: 0x40_0001) == Self.xterm)
    #expect(windows.window(under: 0x40_0002) == nil)
  }

  @Test("a top-level window that goes takes its entry with it")
  func topLevelWindowGoesTakesEntry() {
    var windows = ClientWindows()
    windows.remember(Self.xterm, under: 0x40_0001)
    windows.remember(Self.xeyes, under: 0x40_0002)
    windows.forget(0x40_0001)
    #expect(windows.window(under: 0x40_0001) == nil)
    #expect(windows.window(under: 0x40_0002) == Self.xeyes)
  }

  @Test("a client that goes or changes is forgotten under every top-level window that led to it")
  func clientGoesChangesForgottenUnderEvery() {
    var windows = ClientWindows()
    windows.remember(Self.xterm, under: 0x40_0001)
    windows.remember(Self.xterm, under: 0x1c0_0007)  // without a window manager: itself
    windows.remember(Self.xeyes, under: 0x40_0002)
    windows.forget(Self.xterm.id)
    #expect(windows.count == 1)
    #expect(windows.window(under: 0x40_0002) == Self.xeyes)
  }
}
