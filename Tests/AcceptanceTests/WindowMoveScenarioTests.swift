import Foundation
import Testing
import XGestureBridge
import XGestureTestSupport
import XGestureX11

/// `window: move` under openbox, and its grip under openbox and xfwm4
/// (docs/REFERENCE.md §9): the tutorial's pan with inertia (README, "Where the default config comes from") on a real window.
@Suite("Acceptance: window: move")
struct WindowMoveScenarioTests {
  static let config = """
    gestures:
      drag:
        type: pan
        fingers: 3
        on:
          began: { window: move }

    """

  /// A managed xterm at `x`, `y` px and its id.
  static func xterm(on desktop: ActionsDesktop, x: Int, y: Int) throws -> String {
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+\(x)+\(y)", "-name", "dragged"])
    let window = try #require(desktop.window(instance: "dragged"))
    #expect(desktop.waitUntilManaged(window))
    return window
  }

  /// Waits (bounded) until the window has not moved for 300 ms; its place then.
  static func settled(_ desktop: ActionsDesktop, _ window: String) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    var last = desktop.frame(of: window)
    var still = MonotonicTime.now()
    return poll(timeout: 15, interval: 20) { () -> (x: Double, y: Double, width: Double, height: Double)? in
      let now = desktop.frame(of: window)
      if now?.x != last?.x || now?.y != last?.y {
        last = now
        still = MonotonicTime.now()
        return nil
      }
      return still.millisecondsAgo >= 300 ? now : nil
    }
  }

  @Test("A slow three-finger drag leaves the xterm where the fingers stopped")
  func slowDrag() throws {
    let desktop = try ActionsDesktop(config: Self.config, windowManager: true)
    let window = try Self.xterm(on: desktop, x: 300, y: 200)
    let start = try #require(desktop.frame(of: window))
    // 30 mm right in 1 mm steps, 40 ms apart, still for 150 ms before the lift: the pan
    // begins on the 4th step (4 mm, more than the 3 mm slop); the window follows the
    // whole 30 mm from the landing.
    try desktop.touch.stroke(
      fingers: 3, x: ActionsDesktop.mm(start.x + 60), y: ActionsDesktop.mm(start.y + 20), dx: 30, dy: 0,
      steps: 30, interval: 40, rest: 150)
    let end = try #require(Self.settled(desktop, window))
    #expect(abs(end.x - (start.x + 30 * ActionsDesktop.pxPerMM)) <= 5, "\(start) → \(end) \(desktop.xgesture.output)")
    #expect(abs(end.y - start.y) <= 5, "\(start) → \(end)")
  }

  @Test(
    "The window keeps its grip: a 40 mm three-finger drag moves it 261 px, the pan's 3 mm before it began included",
    arguments: ActionsDesktop.WindowManager.allCases)
  func grip(_ manager: ActionsDesktop.WindowManager) throws {
    let desktop = try ActionsDesktop(config: Self.config, under: manager)
    let window = try Self.xterm(on: desktop, x: 300, y: 200)
    let start = try #require(Self.settled(desktop, window))
    // 40 mm right in 2 mm steps 16 ms apart, still 200 ms before the lift (no slide):
    // 40 mm is 261.2 px on the bed's 294 mm over 1920 px.
    try desktop.touch.stroke(
      fingers: 3, x: ActionsDesktop.mm(start.x + 60), y: ActionsDesktop.mm(start.y + 20), dx: 40, dy: 0,
      steps: 20, interval: 16, rest: 200)
    let end = try #require(Self.settled(desktop, window))
    #expect(abs(end.x - start.x - 261) <= 1, "\(start) → \(end) \(desktop.xgesture.output)")
    #expect(end.y == start.y, "\(start) → \(end)")
  }

  @Test("A flicked three-finger pan slides the xterm on past the lift point and keeps it inside the work area")
  func flick() throws {
    let desktop = try ActionsDesktop(config: Self.config, windowManager: true)
    let window = try Self.xterm(on: desktop, x: 300, y: 200)
    let start = try #require(desktop.frame(of: window))
    // 40 mm right in 8 steps 10 ms apart and lifted at once.
    try desktop.touch.stroke(
      fingers: 3, x: ActionsDesktop.mm(start.x + 60), y: ActionsDesktop.mm(start.y + 20), dx: 40, dy: 0,
      steps: 8, interval: 10)
    let end = try #require(Self.settled(desktop, window))
    // Past where the fingers lifted (40 mm less the slop's 5 mm at most)…
    #expect(end.x > start.x + 35 * ActionsDesktop.pxPerMM, "\(start) → \(end) \(desktop.xgesture.output)")
    // …and inside the work area (openbox's: the whole screen here, no panels).
    let area = desktop.rootProperty("_NET_WORKAREA")
    #expect(end.x >= 0 && end.x + end.width <= 1920 && end.y >= 0 && end.y + end.height <= 1080, "\(end) \(area)")
  }

  @Test("A touch on a sliding window stops it where it is")
  func touchStops() throws {
    let desktop = try ActionsDesktop(config: Self.config, windowManager: true)
    let window = try Self.xterm(on: desktop, x: 1300, y: 200)
    let start = try #require(desktop.frame(of: window))
    // A flick left: unstopped, it would slide to the work area's left edge (x = 0).
    try desktop.touch.stroke(
      fingers: 3, x: ActionsDesktop.mm(start.x + 300), y: ActionsDesktop.mm(start.y + 20), dx: -40, dy: 0,
      steps: 8, interval: 10)
    let moving = try #require(
      poll(timeout: 10) { () -> (x: Double, y: Double, width: Double, height: Double)? in
        guard let now = desktop.frame(of: window), now.x < start.x - 40 * ActionsDesktop.pxPerMM else { return nil }
        return now
      }, "the window never slid past the fingers' 40 mm: \(desktop.xgesture.output)")
    // One finger on the window, where it is now.
    try desktop.touch.tap(
      x: ActionsDesktop.mm(moving.x + moving.width / 2), y: ActionsDesktop.mm(moving.y + moving.height / 2), hold: 30)
    let end = try #require(Self.settled(desktop, window))
    #expect(end.x > 20, "the slide was not stopped: \(moving) → \(end) \(desktop.xgesture.output)")
    #expect(end.x <= moving.x, "\(moving) → \(end)")
  }

  @Test("A maximized window stays put under a window: move pan")
  func maximizedStaysPut() throws {
    let desktop = try ActionsDesktop(config: Self.config, windowManager: true)
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+300+200", "-name", "big"])
    let window = try #require(desktop.window(instance: "big"))
    #expect(desktop.waitUntilManaged(window))
    // Maximized by an EWMH request, as a pager would.
    let display = try XDisplay(name: desktop.touch.display, environment: [:])
    display.request(.toggleMaximized, window: try #require(UInt(window.dropFirst(2), radix: 16)))
    #expect(
      poll(timeout: 10) { desktop.property("_NET_WM_STATE", of: window).contains("MAXIMIZED_HORZ") ? true : nil }
        == true)
    let start = try #require(desktop.frame(of: window))
    try desktop.touch.stroke(fingers: 3, x: 100, y: 60, dx: 40, dy: 0, steps: 8, interval: 10)
    #expect(
      desktop.xgesture.waitForLine(containing: "is maximized or fullscreen; it stays put") != nil,
      "\(desktop.xgesture.output)")
    let end = try #require(Self.settled(desktop, window))
    #expect(end.x == start.x && end.y == start.y, "\(start) → \(end)")
  }
}
