import Foundation
import Testing
import XGestureBridge
import XGestureEngine
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

@Suite("Claim mode on the touch bed, with a window client standing in for applications")
struct ClaimModeTests {
  static let multiFingerOnly: [(String, String, [String: ParameterValue], [String], [String])] = [
    ("swipe3", "swipe", ["fingers": "3", "direction": "left"], [], []),
    ("swipe2", "swipe", ["fingers": "2", "direction": "up"], [], []),
  ]

  @Test(
    "A recognized three-finger swipe never reaches the window; one-finger taps are rejected at the landing window and reach it"
  )
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
    let swipeTouches = Set(bridge.events.filter { $0.phase == .begin }.map(\.touch))
    #expect(swipeTouches.count == 3)

    // One-finger taps: rejected when the 80 ms landing window closes, then replayed to the window.
    var tapTouches: Set<Int> = []
    for tap in 1...3 {
      try bed.tap(x: 100, y: 100)
      let events = window.wait { $0.filter { $0.type == "TouchEnd" }.count == tap }
      #expect(events != nil, "the window got no tap: \(bridge.log)")
      let begins = bridge.events.filter { $0.phase == .begin && !swipeTouches.contains($0.touch) }
      tapTouches = Set(begins.map(\.touch))
    }
    #expect(tapTouches.count == 3)
    // Each tap was rejected by the landing window (engine time: the server's clock), not by a later timer.
    for touch in tapTouches {
      let begin = try #require(bridge.events.first { $0.touch == touch && $0.phase == .begin })
      let decision = try #require(bridge.decisions.first { $0.touch == touch })
      #expect(decision.verdict == .reject)
      // At the window's close, begin + 80 ms as the engine adds it (a difference
      // of the two times can come out a rounding error above 80).
      #expect(
        decision.time <= begin.time + 80,
        "rejected \(decision.time - begin.time) ms after it landed")
    }
    // The bridge stops: touches it never decided would be rejected and
    // replayed now, before a touch that lands after it.
    bridge.stop()
    try bed.tap(x: 100, y: 100)
    #expect(
      window.wait { $0.filter { $0.type == "TouchEnd" }.count == 4 } != nil, "\(window.events)")
    let seen = Set(window.events.map(\.touch))
    #expect(seen.isDisjoint(with: swipeTouches), "the window saw the swipe: \(window.events)")
    #expect(seen.isSuperset(of: tapTouches) && seen.count == 4, "\(window.events)")
  }

  @Test("With a one-finger tap bound, a tap is hidden and a drag that fails it reaches the window")
  func tapHiddenDragPasses() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .window)
    defer { window.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules([("tap", "tap", [:], [], [])]),
      mode: .claim)
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

  @Test(
    "A tap waiting for a double tap is accepted after its touch ended, and never reaches the window"
  )
  func decidedAfterTheTouchEnded() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .window)
    defer { window.stop() }
    let rules = try BridgeRunner.rules([
      ("double", "tap", ["taps": "2"], [], []),
      ("tap", "tap", [:], ["double"], []),
    ])
    let bridge = try BridgeRunner(display: bed.display, rules: rules, mode: .claim)
    defer { bridge.stop() }
    #expect(bridge.mode == .claim, "\(bridge.log)")

    try bed.tap(x: 100, y: 100)
    #expect(
      bridge.wait { $0.transitionSummaries.contains("tap: possible → recognized") }, "\(bridge.log)"
    )
    let end = try #require(bridge.events.first { $0.phase == .end })
    let decision = try #require(bridge.decisions.first { $0.touch == end.touch })
    #expect(decision.verdict == .accept)
    // Decided when the double tap's interval ran out, after the finger lifted.
    #expect(decision.time > end.time, "decided at \(decision.time), the touch ended at \(end.time)")

    // The bridge stops: a touch it never decided would be rejected and
    // replayed now, before a touch that lands after it.
    bridge.stop()
    try bed.tap(x: 100, y: 100)
    #expect(window.wait { $0.contains { $0.type == "TouchEnd" } } != nil, "\(window.events)")
    #expect(
      !window.events.contains { $0.touch == end.touch }, "the window saw the tap: \(window.events)")
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
    #expect(
      second.log.contains { $0.hasPrefix("claim mode unavailable, observing instead:") },
      "\(second.log)")
    try bed.tap()
    #expect(second.wait { $0.transitionSummaries.contains("tap: possible → recognized") })
  }

  /// docs/REFERENCE.md §15: with nothing bound, the engine alone rejects
  /// every touch at its landing; the rules of Touchégg's daemon claim a
  /// three-finger swipe's (begun past 3.3 mm; in steps of 2 mm, so that
  /// every finger has moved a millimetre by then and it is a swipe) and let
  /// a one-finger drag go once it has moved 3.3 mm.
  @Test(
    "With Touchégg's clients served, a three-finger swipe sent to them never reaches the window; a one-finger drag does"
  )
  func toucheggSwipeIsHidden() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .window)
    defer { window.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules([]), mode: .claim, touchegg: true)
    defer { bridge.stop() }

    try bed.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0, steps: 30)
    #expect(
      bridge.wait { _ in bridge.toucheggSignals.contains { $0.phase == .end } },
      "\(bridge.log) \(bridge.toucheggSignals)")
    #expect(bridge.toucheggSignals.first?.type == .swipe)
    #expect(bridge.toucheggSignals.first?.direction == .left)
    let swipeTouches = Set(bridge.events.filter { $0.phase == .begin }.map(\.touch))
    #expect(swipeTouches.count == 3)

    try bed.stroke(x: 100, y: 100, dx: 30, dy: 0)
    #expect(
      window.wait { $0.contains { $0.type == "TouchEnd" } } != nil,
      "the drag never reached the window: \(bridge.log)")
    let seen = Set(window.events.map(\.touch))
    #expect(seen.isDisjoint(with: swipeTouches), "the window saw the swipe: \(window.events)")
    #expect(seen.count == 1, "\(window.events)")
  }
}
