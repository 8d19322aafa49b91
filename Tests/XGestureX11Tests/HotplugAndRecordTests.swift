import Foundation
import Testing
import XGestureEngine
import XGestureTestSupport
import XGestureX11

@Suite("Hotplug and record/replay on the touch bed")
struct HotplugAndRecordTests {
  @Test("A hot-added touchscreen is used at once; removing it fails its undecided gesture")
  func hotplugAddsAndRemoves() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let rules = try BridgeRunner.rules([("double", "tap", ["taps": "2", "interval": "5s"], [], [])])
    let bridge = try BridgeRunner(display: bed.display, rules: rules, mode: .observe)
    defer { bridge.stop() }
    let second = TouchscreenDescription(name: "xgesture second touchscreen", widthMM: 200, heightMM: 100, eventNumber: 21)
    try bed.hotAdd(second)
    #expect(bridge.wait { $0.log.contains { $0.contains("'xgesture second touchscreen': 200 × 100 mm") } }, "\(bridge.log)")

    // The first tap of a double tap on the new device: the double tap waits for the second.
    bed.down(slot: 0, x: 50, y: 50, device: second)
    try bed.frame()
    bed.pause(8)
    bed.up(slot: 0, device: second)
    try bed.frame()
    #expect(bridge.wait { $0.inputs >= 2 })
    try bed.hotRemove(second)
    #expect(bridge.wait { $0.transitions.contains { $0.gesture == "double" && $0.to == .failed } }, "\(bridge.log)")
    #expect(bridge.transitions.first?.reason.map { "\($0)" }?.contains("device removed") == true, "\(bridge.transitions.map(\.logLine))")
    #expect(bridge.log.contains { $0.contains("'xgesture second touchscreen' removed") })
  }

  @Test("A recorded session replays to the same transitions")
  func recordThenReplay() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let folder = try TemporaryDirectory(prefix: "xgesture-record")
    let path = folder.file("session.trace")
    let rules = try BridgeRunner.rules([
      ("pan", "pan", [:], [], []),
      ("tap", "tap", [:], ["pan"], []),
      ("double", "tap", ["taps": "2"], [], []),
    ])
    let bridge = try BridgeRunner(display: bed.display, rules: rules, mode: .observe, record: path)
    try bed.tap()
    try bed.stroke(x: 100, y: 50, dx: 40, dy: 20)
    try bed.tap(x: 60, y: 60)
    bed.pause(8)
    try bed.tap(x: 60, y: 60)
    // Every event is in the trace once the bridge has fed the engine the last end.
    #expect(bridge.wait { $0.inputs >= 18 })
    let trace = try Trace(parsing: String(contentsOfFile: path, encoding: .utf8))
    #expect(trace.devices.first?.name == "xgesture virtual touchscreen")
    let engine = Engine(rules: rules)
    var out: [EngineOutput] = []
    engine.replay(trace, into: &out)
    let replayed = out.compactMap { if case .transition(let t) = $0 { t.logLine } else { nil } }
    // The live bridge fires the same timers on its clock.
    #expect(bridge.wait { $0.transitions.count >= replayed.count })
    bridge.stop()
    let live = bridge.transitions.map(\.logLine)

    #expect(replayed == live)
  }
}
