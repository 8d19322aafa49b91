import Foundation
import Testing
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Tiling and the overlay's place on top (docs/REFERENCE.md §10, §11;
/// docs/OVERLAY.md, "Previews") on real servers, under openbox and xfwm4.
@Suite("Acceptance: previews and tiling")
struct PreviewScenarioTests {
  /// A window's frame: its client's place and size (`xwininfo`) with the window manager's `_NET_FRAME_EXTENTS`.
  static func frame(_ desktop: ActionsDesktop, _ window: String) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    guard let client = desktop.frame(of: window) else { return nil }
    let line = desktop.property("_NET_FRAME_EXTENTS", of: window)
    let numbers =
      line.split(separator: "=").last.map {
        $0.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      } ?? []
    let e = numbers.count == 4 ? numbers : [0, 0, 0, 0]
    return (client.x - e[0], client.y - e[2], client.width + e[0] + e[1], client.height + e[2] + e[3])
  }

  @Test(
    "window: tile-left gives the xterm under a tap the left half of the work area, and a second tap gives it its frame back",
    arguments: ActionsDesktop.WindowManager.allCases)
  func tileLeft(manager: ActionsDesktop.WindowManager) throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          tap: { type: tap, on: { recognized: { window: tile-left } } }

        """, under: manager)
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+500+300"])
    let window = try #require(desktop.window(instance: "xterm"))
    #expect(desktop.waitUntilManaged(window))
    // The frame once the window manager has placed it (two reads agree).
    var last = Self.frame(desktop, window)
    let placed = poll(timeout: 10, interval: 200) { () -> (x: Double, y: Double, width: Double, height: Double)? in
      let now = Self.frame(desktop, window)
      defer { last = now }
      return now != nil && now.map { "\($0)" } == last.map { "\($0)" } ? now : nil
    }
    let before = try #require(placed)
    // No panel on the bed: the work area is the whole 1920 × 1080 screen, its left half 960 × 1080.
    try desktop.touch.tap(x: ActionsDesktop.mm(before.x + 60), y: ActionsDesktop.mm(before.y + 60), hold: 20)
    // The window manager rounds the size down to the xterm's character cells.
    let tiled = poll(timeout: 10) { () -> (x: Double, y: Double, width: Double, height: Double)? in
      guard let f = Self.frame(desktop, window), abs(f.x) <= 2, abs(f.y) <= 2, f.width > 930, f.width <= 962,
        f.height > 1040, f.height <= 1082
      else { return nil }
      return f
    }
    #expect(
      tiled != nil,
      "\(manager): \(String(describing: Self.frame(desktop, window))) \(desktop.property("_NET_FRAME_EXTENTS", of: window)) \(desktop.rootProperty("_NET_WORKAREA")) \((try? XClient.run("xwininfo", package: "x11-utils", arguments: ["-id", window], environment: desktop.environment)) ?? "")"
    )
    desktop.touch.pause(400)  // past the double tap's interval
    try desktop.touch.tap(x: ActionsDesktop.mm(300), y: ActionsDesktop.mm(300), hold: 20)
    let back = poll(timeout: 10) { () -> Bool? in
      guard let f = Self.frame(desktop, window) else { return nil }
      return abs(f.x - before.x) <= 2 && abs(f.y - before.y) <= 2 && abs(f.width - before.width) <= 2
        && abs(f.height - before.height) <= 2 ? true : nil
    }
    #expect(
      back == true,
      "\(manager): \(String(describing: Self.frame(desktop, window))), before \(before): \(desktop.xgesture.output)")
  }

  @Test(
    "the overlay stays above a window mapped over it while it shows: the topmost window is the overlay and its dot still shows",
    arguments: [false, true])
  func staysOnTop(windowManager: Bool) throws {
    let desktop = try ActionsDesktop(
      config: FeedbackScenarioTests.config(), windowManager: windowManager)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let centre = FeedbackScenarioTests.px(100, 60)
    desktop.touch.down(slot: 0, x: 100, y: 60)
    try desktop.touch.frame()
    let red = poll(timeout: 10, interval: 20) { () -> Bool? in
      FeedbackScenarioTests.pixel(capture, at: centre).map { FeedbackScenarioTests.isRed($0.red, $0.green, $0.blue) }
        == true ? true : nil
    }
    #expect(red == true, "no dot: \(desktop.xgesture.output)")
    // An xterm mapped right over the finger, on top of everything.
    _ = try desktop.start(
      "xterm", package: "xterm", ["-geometry", "40x10+\(Int(centre.x) - 100)+\(Int(centre.y) - 60)", "-name", "over"])
    let xterm = try #require(desktop.window(instance: "over"))
    let viewable = poll(timeout: 10) { () -> Bool? in
      let state = try? XClient.run(
        "xwininfo", package: "x11-utils", arguments: ["-id", xterm], environment: desktop.environment)
      return state?.contains("IsViewable") == true ? true : nil
    }
    #expect(viewable == true)
    let onTop = poll(timeout: 10, interval: 20) { () -> Bool? in
      guard let overlay = capture.overlayWindows().first, capture.rootChildren().last == overlay,
        FeedbackScenarioTests.pixel(capture, at: centre).map({ FeedbackScenarioTests.isRed($0.red, $0.green, $0.blue) })
          == true
      else { return nil }
      return true
    }
    #expect(
      onTop == true,
      "the overlay is not on top: \(capture.rootChildren().suffix(3)), overlay \(capture.overlayWindows())")
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
  }
}
