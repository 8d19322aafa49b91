import Foundation
import Testing
import XGestureEngine
import XGestureSystem
import XGestureTestSupport
import XGestureX11

@Suite("Claim mode on the touch bed, with a window client standing in for applications")
struct ClaimModeTests {
  static let multiFingerOnly: [(String, String, [String: ParameterValue], [String], [String])] = [
    ("swipe3", "swipe", ["fingers": "3", "direction": "left"], [], []),
    ("swipe2", "swipe", ["fingers": "2", "direction": "up"], [], []),
  ]

  @Test("A recognized three-finger swipe never reaches the window; a one-finger tap does, within 100 ms")
  func swipeIsHiddenAndTapPassesThrough() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .window)
    defer { window.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules(Self.multiFingerOnly), mode: .claim)
    defer { bridge.stop() }
    #expect(bridge.mode == .claim, "\(bridge.log)")

    try bed.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0)
    #expect(
      bridge.wait { $0.transitionSummaries.contains("swipe3: possible → recognized") },
      "\(bridge.log) \(bridge.inputs) \(bridge.outputs.map(\.logLine))")

    // One-finger taps: rejected when the 80 ms landing window closes, then replayed to the window.
    var delays: [Double] = []
    for _ in 0..<5 {
      window.clear()
      let first = MonotonicClock.nanoseconds()
      try bed.tap(x: 100, y: 100)
      let events = window.wait { $0.contains { $0.type == "TouchEnd" } }
      let begin = try #require(events?.first { $0.type == "TouchBegin" }, "the window got no tap: \(bridge.log)")
      delays.append(Double(begin.arrival - first) / 1e6)
    }
    delays.sort()
    print("claim: first frame → window TouchBegin, ms: \(delays.map { ($0 * 10).rounded() / 10 })")
    #expect(delays[2] < 100, "median delay \(delays[2]) ms")
    // The swipe's three touches never reached the window: it saw only the taps' touches.
    bridge.clear()
    #expect(window.events.allSatisfy { $0.type.hasPrefix("Touch") })
  }

  @Test("With a one-finger tap bound, a tap is hidden and a drag that fails it reaches the window")
  func tapHiddenDragPasses() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .window)
    defer { window.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules([("tap", "tap", [:], [], [])]), mode: .claim)
    defer { bridge.stop() }

    try bed.tap(x: 100, y: 100)
    #expect(bridge.wait { $0.transitionSummaries.contains("tap: possible → recognized") })
    try bed.stroke(x: 100, y: 100, dx: 30, dy: 0)
    let events = window.wait { $0.contains { $0.type == "TouchEnd" } }
    #expect(events != nil, "the drag never reached the window: \(bridge.log)")
    let touches = Set(window.events.filter { $0.type == "TouchBegin" }.map(\.touch))
    #expect(touches.count == 1, "the window saw touches \(touches): the tap must stay hidden")
    #expect(window.events.filter { $0.type == "TouchUpdate" }.count >= 5)
  }

  @Test("A refused grab falls back to observe mode with the reason")
  func refusedGrabFallsBackToObserve() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let rules = try BridgeRunner.rules([("tap", "tap", [:], [], [])])
    let first = try BridgeRunner(display: bed.display, rules: rules, mode: .claim)
    defer { first.stop() }
    let second = try BridgeRunner(display: bed.display, rules: rules, mode: .claim)
    defer { second.stop() }
    #expect(first.mode == .claim)
    #expect(second.mode == .observe)
    #expect(second.log.contains { $0.hasPrefix("claim mode unavailable, observing instead:") }, "\(second.log)")
    try bed.tap()
    #expect(second.wait { $0.transitionSummaries.contains("tap: possible → recognized") })
  }
}
