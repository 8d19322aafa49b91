import Testing
import XGestureBridge
import XGestureEngine
import XGestureTouchegg

/// `touchegg-clients: on` in the bridge (docs/REFERENCE.md §15): the touches
/// and touchpad sequences fed to the engine go to Touchégg's rules too, and
/// in claim mode the touches of a gesture sent to clients are claimed. The
/// stand-in panel is the bed's, 294 × 165 mm: a gesture begins past 3.3 mm.
@Suite("Touchégg's gestures fed from the bridge")
struct ToucheggFeedTests {
  typealias H = BridgeHarness

  /// Three fingers land at x = 100 mm at 1000 ms.
  static func threeFingersLand(_ h: BridgeHarness) {
    h.round(at: 1000, (1...3).map { H.touch(.begin, $0, x: 100, y: Double(40 * $0), at: 1000) })
  }

  /// Three fingers land and move right 2 mm a round for `rounds` rounds from 1010 ms.
  static func threeFingersRight(_ h: BridgeHarness, rounds: Int = 10, landing: Bool = true) {
    if landing { threeFingersLand(h) }
    for k in 1...rounds {
      let t = 1000 + Double(10 * k)
      h.round(at: t, (1...3).map { H.touch(.update, $0, x: 100 + Double(2 * k), y: Double(40 * $0), at: t) })
    }
  }

  @Test("A three-finger swipe on the touchscreen is sent begin, updates and end, in observe mode too")
  func observeSwipe() throws {
    let h = BridgeHarness(mode: .observe, rules: try H.rules([]), touchegg: true)
    Self.threeFingersRight(h)
    let t = 1110.0
    h.round(at: t, (1...3).map { H.touch(.end, $0, x: 120, y: Double(40 * $0), at: t) })
    let phases = h.toucheggSignals.map(\.phase)
    #expect(phases.first == .begin && phases.last == .end)
    #expect(phases.filter { $0 == .end }.count == 1)
    #expect(
      h.toucheggSignals.allSatisfy {
        $0.type == .swipe && $0.direction == .right && $0.fingers == 3 && $0.device == .touchscreen
      })
    // The begin: the 2nd round, when finger 2 reached 4 mm ((4 + 4 + 2) / 3 > 3.3).
    #expect(h.toucheggSignals[0].percentage == 0)
  }

  @Test("Without the callback nothing is worked out")
  func off() throws {
    let h = BridgeHarness(mode: .observe, rules: try H.rules([]))
    #expect(!h.driver.state.forwardsToTouchegg)
    Self.threeFingersRight(h)
    #expect(h.toucheggSignals.isEmpty)
  }

  @Test("Claim mode accepts the touches of a swipe sent to clients, which the engine alone rejects at once")
  func claimSwipe() throws {
    let rules = try H.rules([])
    let alone = BridgeHarness(mode: .claim, rules: rules)
    Self.threeFingersRight(alone)
    #expect(alone.server.decisionLines == (1...3).map { "touch \($0): reject" })

    let h = BridgeHarness(mode: .claim, rules: rules, touchegg: true)
    Self.threeFingersLand(h)
    #expect(h.server.decisionLines.isEmpty)
    Self.threeFingersRight(h, landing: false)
    #expect(h.toucheggSignals.first?.phase == .begin)
    #expect(h.server.decisionLines == (1...3).map { "touch \($0): accept" })
  }

  @Test("Claim mode lets a lone finger go to the application after 150 ms or 3.3 mm")
  func claimLoneFinger() throws {
    let rules = try H.rules([])
    let still = BridgeHarness(mode: .claim, rules: rules, touchegg: true)
    still.round(at: 1000, [H.touch(.begin, 1, x: 100, y: 50, at: 1000)])
    still.wait(until: 1140)
    #expect(still.server.decisionLines.isEmpty)
    still.wait(until: 1160)
    #expect(still.server.decisionLines == ["touch 1: reject"])

    let drag = BridgeHarness(mode: .claim, rules: rules, touchegg: true)
    drag.round(at: 1000, [H.touch(.begin, 1, x: 100, y: 50, at: 1000)])
    drag.round(at: 1010, [H.touch(.update, 1, x: 102, y: 50, at: 1010)])
    drag.round(at: 1020, [H.touch(.update, 1, x: 104, y: 50, at: 1020)])
    #expect(drag.server.decisionLines == ["touch 1: reject"])
  }

  @Test("Claim mode accepts a two-finger tap's touches at its last lift")
  func claimTap() throws {
    let h = BridgeHarness(
      mode: .claim, rules: try H.rules([]), touchegg: true)
    h.round(at: 1000, [H.touch(.begin, 1, x: 100, y: 50, at: 1000), H.touch(.begin, 2, x: 130, y: 50, at: 1000)])
    h.round(at: 1060, [H.touch(.end, 1, x: 100, y: 50, at: 1060), H.touch(.end, 2, x: 130, y: 50, at: 1060)])
    #expect(h.toucheggSignals.map(\.phase) == [.begin, .end])
    #expect(h.toucheggSignals.allSatisfy { $0.type == .tap && $0.fingers == 2 && $0.percentage == 100 })
    #expect(h.server.decisionLines == ["touch 1: accept", "touch 2: accept"])
  }
}
