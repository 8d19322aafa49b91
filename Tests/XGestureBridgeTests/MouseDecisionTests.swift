import Testing
import XGestureBridge
import XGestureEngine

/// The mouse through the driver with the real engine on a stand-in server
/// and a clock the test moves (docs/REFERENCE.md §16): what the engine's
/// `z` stroke on button 3 decides of each press, and what the server is asked.
@Suite("The bridge's mouse with the real engine")
struct MouseDecisionTests {
  static func rules() throws -> RuleSet {
    try BridgeHarness.rules([("undo", "stroke", ["shape": "z", "button": "3"], [])])
  }

  static func pointer(_ phase: PointerEvent.Phase, x: Double, y: Double, at time: Double) -> XInputMessage {
    .pointer(
      PointerEvent(
        phase: phase, master: 2, source: 12, button: phase == .motion ? 0 : 3, serverTime: UInt32(time),
        rootX: x, rootY: y))
  }

  /// Button 3 pressed at (`x`, `y`) at 1000 ms, moved past the slop, then
  /// through `corners` (px) a step of 10 px every 8 ms, released at the last.
  static func drag(_ bridge: BridgeHarness, through corners: [(Double, Double)]) {
    var time = 1000.0
    bridge.round(at: time, [pointer(.press, x: corners[0].0, y: corners[0].1, at: time)])
    bridge.round(at: time + 4, [.rawPointer(.motion(source: 12, dx: 20, dy: 0))])
    var last = corners[0]
    for (a, b) in zip(corners, corners.dropFirst()) {
      let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
      let steps = Int((length / 10).rounded(.up))
      for k in 1...steps {
        time += 8
        let t = Double(k) / Double(steps)
        last = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        bridge.round(at: time, [pointer(.motion, x: last.0, y: last.1, at: time)])
      }
    }
    bridge.round(at: time + 8, [pointer(.release, x: last.0, y: last.1, at: time + 8)])
  }

  @Test("The z stroke's button is grabbed; a z drawn with it is recognized and nothing is replayed")
  func zed() throws {
    let bridge = BridgeHarness(mode: .observe, rules: try Self.rules())
    #expect(bridge.server.buttons == [3])
    Self.drag(bridge, through: [(500, 300), (700, 300), (500, 500), (700, 500)])
    #expect(bridge.transitions == ["undo: possible → recognized"], "\(bridge.log)")
    #expect(bridge.server.pointerRequests == ["watch", "unwatch", "keep"])
  }

  @Test("A straight drag fails as no shape and is replayed along its path")
  func straight() throws {
    let bridge = BridgeHarness(mode: .observe, rules: try Self.rules())
    Self.drag(bridge, through: [(500, 300), (800, 300)])
    #expect(bridge.transitions == ["undo: possible → failed"])
    #expect(bridge.server.pointerRequests == ["watch", "unwatch", "keep", "replay 3 along 32 points"])
  }

  @Test("A press resting for pass-after is passed when the engine fails the stroke then")
  func rests() throws {
    let bridge = BridgeHarness(mode: .observe, rules: try Self.rules())
    bridge.round(at: 1000, [Self.pointer(.press, x: 500, y: 300, at: 1000)])
    bridge.wait(until: 1290)
    #expect(bridge.server.pointerRequests == ["watch"])
    bridge.wait(until: 1310)
    #expect(bridge.server.pointerRequests == ["watch", "unwatch", "pass"], "\(bridge.log)")
    #expect(bridge.transitions == ["undo: possible → failed"])
    #expect(bridge.driver.isQuiet)
  }
}
