import Testing
import XGestureEngine
import XGestureFeedback
import XGestureScreen

/// The overlay's windows as decisions (docs/OVERLAY.md, "Windows", "On
/// top", "Log lines"): its monitors, what a compositing manager starting or
/// stopping, the outputs changing and a window restacked ask of them, and
/// the lines it logs.
@Suite("Overlay screen")
struct OverlayScreenTests {
  static let dummy = Monitor(name: "DUMMY0", area: PixelRect(x: 0, y: 0, width: 1920, height: 1080))
  static let hdmi = Monitor(
    name: "HDMI-1", area: PixelRect(x: 1920, y: 0, width: 2560, height: 1440), refreshRate: 74.9)
  /// Two overlay windows (one per monitor) and other top-level windows.
  static let ours: Set<UInt> = [0x40_0001, 0x40_0002]
  static let xterm: UInt = 0x20_0007
  static let panel: UInt = 0x10_0003

  @Test("the monitors are the outputs showing the screen; without any, the whole root at 60 Hz, asked only then")
  func monitors() {
    var asked = 0
    let root = {
      asked += 1
      return (width: 1920, height: 1080)
    }
    #expect(OverlayScreen.monitors(outputs: [Self.dummy, Self.hdmi], root: root) == [Self.dummy, Self.hdmi])
    #expect(asked == 0)
    let whole = OverlayScreen.monitors(outputs: [], root: root)
    #expect(whole == [Monitor(name: "screen", area: PixelRect(x: 0, y: 0, width: 1920, height: 1080), refreshRate: 60)])
    #expect(asked == 1)
  }

  @Test("a window mapped over the overlay, or restacked right above one of its windows, has the overlay raised")
  func raises() {
    let screen = OverlayScreen(monitors: [Self.dummy], translucent: false)
    #expect(screen.restacked(window: Self.xterm, above: nil, ours: Self.ours) == .raise)
    #expect(screen.restacked(window: Self.xterm, above: 0x40_0002, ours: Self.ours) == .raise)
  }

  @Test("its own windows restacked, a window that only moved above another, or no window of its own: nothing")
  func keeps() {
    let screen = OverlayScreen(monitors: [Self.dummy], translucent: false)
    #expect(screen.restacked(window: 0x40_0001, above: nil, ours: Self.ours) == .keep)
    #expect(screen.restacked(window: 0x40_0001, above: 0x40_0002, ours: Self.ours) == .keep)
    #expect(screen.restacked(window: Self.xterm, above: Self.panel, ours: Self.ours) == .keep)
    #expect(screen.restacked(window: Self.xterm, above: nil, ours: []) == .keep)
  }

  @Test("a compositing manager starting or stopping has the windows made anew in the other kind, said once")
  func compositor() {
    var screen = OverlayScreen(monitors: [Self.dummy], translucent: false)
    #expect(screen.compositorChanged(running: false) == .keep)
    #expect(
      screen.compositorChanged(running: true)
        == .remake(log: "feedback: a compositing manager started: the overlay is translucent now"))
    #expect(screen.translucent)
    #expect(screen.compositorChanged(running: true) == .keep)
    #expect(
      screen.compositorChanged(running: false)
        == .remake(log: "feedback: the compositing manager stopped: the overlay is opaque and shaped now"))
    #expect(!screen.translucent)
  }

  @Test("the outputs changing has the windows made anew on the new monitors; the same monitors change nothing")
  func outputs() {
    var screen = OverlayScreen(monitors: [Self.dummy], translucent: true)
    #expect(screen.outputsChanged([Self.dummy]) == .keep)
    #expect(
      screen.outputsChanged([Self.dummy, Self.hdmi])
        == .remake(
          log: "feedback: the monitors changed: DUMMY0 (1920×1080 at 0,0, 60 Hz), HDMI-1 (2560×1440 at 1920,0, 74.9 Hz)"
        ))
    #expect(screen.monitors == [Self.dummy, Self.hdmi])
    var slower = Self.dummy
    slower.refreshRate = 50
    #expect(screen.outputsChanged([slower]) != .keep)
  }

  @Test("the start line says what shows, on which monitors, and of which kind the windows are")
  func startLine() {
    let opaque = OverlayScreen(monitors: [Self.dummy], translucent: false)
    #expect(
      opaque.startLine(FeedbackSettings(touches: true))
        == "feedback: touches on, gestures off; overlay on DUMMY0 (1920×1080 at 0,0, 60 Hz), "
        + "opaque and shaped (no compositing manager)")
    let blended = OverlayScreen(monitors: [Self.dummy, Self.hdmi], translucent: true)
    #expect(
      blended.startLine(FeedbackSettings(touches: true, gestures: true))
        == "feedback: touches on, gestures on; overlay on DUMMY0 (1920×1080 at 0,0, 60 Hz), "
        + "HDMI-1 (2560×1440 at 1920,0, 74.9 Hz), translucent (a compositing manager runs)")
  }
}
