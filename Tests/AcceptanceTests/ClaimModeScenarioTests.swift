import Foundation
import Testing
import XGestureBridge
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Claim mode with a config that binds only multi-finger gestures (the
/// workspace example): what xgesture recognizes is hidden from applications,
/// everything else reaches them.
@Suite("Acceptance: claim mode on a desktop")
struct ClaimModeScenarioTests {
  @Test("A three-finger swipe is hidden from a window while a one-finger drag reaches it")
  func swipeHiddenDragPasses() throws {
    let example = try String(contentsOfFile: Self.examplePath("workspaces.yaml"), encoding: .utf8)
    let desktop = try Desktop(configText: example)
    #expect(!desktop.lines(containing: "in claim mode").isEmpty, "\(desktop.xgesture.output)")
    let window = try XInputProbeWindow(displayName: desktop.touch.display, selection: .window)
    defer { window.stop() }

    try desktop.touch.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0)
    let swiped = desktop.lines(containing: "action: next-workspace recognized")
    #expect(swiped.count == 1, "\(desktop.xgesture.output)")

    try desktop.touch.stroke(x: 100, y: 100, dx: 30, dy: 0, steps: 10, interval: 10)
    let events = window.wait(timeout: 10) { $0.contains { $0.type == "TouchEnd" } }
    #expect(events != nil, "the drag never reached the window: \(desktop.xgesture.output)")
    let touches = Set(window.events.filter { $0.type == "TouchBegin" }.map(\.touch))
    #expect(touches.count == 1, "the window saw touches \(touches): only the drag's may reach it")
    #expect(window.events.filter { $0.type == "TouchUpdate" }.count >= 5)
  }

  /// config/examples/NAME in the source tree (the tests run from it).
  static func examplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("config/examples/\(name)").path
  }
}
