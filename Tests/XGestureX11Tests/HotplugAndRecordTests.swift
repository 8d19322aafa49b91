import Foundation
import Testing
import XGestureBridge
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
    let second = TouchscreenDescription(
      name: "xgesture second touchscreen", widthMM: 200, heightMM: 100, eventNumber: 21)
    try bed.hotAdd(second)
    #expect(
      bridge.wait {
        $0.log.contains { $0.contains("'xgesture second touchscreen': 200 × 100 mm") }
      }, "\(bridge.log)")

    // The first tap of a double tap on the new device: the double tap waits for the second.
    try bed.tap(x: 50, y: 50, device: second)
    #expect(bridge.wait { $0.inputs >= 2 })
    try bed.hotRemove(second)
    #expect(
      bridge.wait { $0.transitions.contains { $0.gesture == "double" && $0.to == .failed } },
      "\(bridge.log)")
    #expect(
      bridge.transitions.first?.reason.map { "\($0)" }?.contains("device removed") == true,
      "\(bridge.transitions.map(\.logLine))")
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
    // A double tap: the second lands 8 ms after the first lifts.
    try bed.script { () throws(BedError) in
      try bed.tap(x: 60, y: 60)
      bed.pause(8)
      try bed.tap(x: 60, y: 60)
    }
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

@Suite("Unplugging, settings.devices and mapped touchscreens on the touch bed")
struct DeviceLifecycleTests {
  @Test(
    "A touchscreen unplugged with a finger down cancels its pan, and the vanished device is not looked up"
  )
  func unplugWithFingerDown() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let bridge = try BridgeRunner(
      display: bed.display,
      rules: try BridgeRunner.rules([("pan", "pan", ["fingers": "1-2"], [], [])]),
      mode: .claim)
    defer { bridge.stop() }
    let second = TouchscreenDescription(
      name: "xgesture second touchscreen", widthMM: 200, heightMM: 100, eventNumber: 21)
    try bed.hotAdd(second)
    #expect(
      bridge.wait {
        $0.log.contains { $0.contains("'xgesture second touchscreen': 200 × 100 mm") }
      }, "\(bridge.log)")

    // Two fingers: the server ends both before it says the device is gone.
    try bed.script { () throws(BedError) in
      bed.down(slot: 0, x: 50, y: 50, device: second)
      bed.down(slot: 1, x: 50, y: 70, device: second)
      try bed.frame()
      for step in 1...5 {
        bed.pause(8)
        bed.move(slot: 0, x: 50 + Double(step) * 2, y: 50, device: second)
        bed.move(slot: 1, x: 50 + Double(step) * 2, y: 70, device: second)
        try bed.frame()
      }
    }
    #expect(
      bridge.wait { $0.transitionSummaries.contains("pan: possible → began") }, "\(bridge.log)")
    try bed.hotRemove(second)
    #expect(
      bridge.wait { $0.transitionSummaries.last?.hasSuffix("→ cancelled") == true },
      "\(bridge.transitionSummaries)")
    #expect(
      bridge.wait { $0.log.contains { $0.contains("'xgesture second touchscreen' removed") } })
    // A tap on the other touchscreen fails the pan: by then everything the
    // server sent about the removal has been read.
    try bed.tap()
    #expect(
      bridge.wait { $0.transitionSummaries.contains("pan: possible → failed") },
      "\(bridge.transitionSummaries)")
    #expect(
      !bridge.log.contains { $0.contains("not a touchscreen") || $0.contains("BadDevice") },
      "\(bridge.log)")
  }

  @Test("A touchscreen settings.devices leaves out gives the engine nothing")
  func unselectedDeviceGivesNothing() throws {
    let second = TouchscreenDescription(
      name: "xgesture second touchscreen", widthMM: 200, heightMM: 100, eventNumber: 21)
    let bed = try TouchBed(devices: [TouchscreenDescription(), second])
    defer { bed.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules([("tap", "tap", [:], [], [])]),
      mode: .observe,
      devices: { $0.name == "xgesture virtual touchscreen" })
    defer { bridge.stop() }
    #expect(bridge.log.contains { $0.contains("1 touchscreen;") }, "\(bridge.log)")

    try bed.tap(x: 50, y: 50, device: second)
    // A tap on the chosen touchscreen after it: once it is recognized, the other's events were read.
    try bed.tap()
    #expect(
      bridge.wait { $0.transitionSummaries.contains("tap: possible → recognized") }, "\(bridge.log)"
    )
    #expect(bridge.transitionSummaries == ["tap: possible → recognized"])
    #expect(Set(bridge.events.map(\.device)).count == 1, "\(bridge.events)")
    #expect(
      bridge.log.contains { $0.contains("which is not a touchscreen xgesture uses: ignored") },
      "\(bridge.log)")
  }

  @Test(
    "On a touchscreen mapped to the left half of the screen, millimetres stay the surface's and pixels are the half's"
  )
  func mappedTouchscreen() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules([("tap", "tap", [:], [], [])]),
      mode: .observe)
    defer { bridge.stop() }
    _ = try XInputTool.run(
      ["set-prop", "xgesture virtual touchscreen", "Coordinate Transformation Matrix"]
        + ["0.5", "0", "0", "0", "1", "0", "0", "0", "1"], display: bed.display)
    #expect(
      bridge.wait { $0.log.contains { $0.contains("mapped to 960×1080 px at 0,0") } },
      "\(bridge.log)")

    // The middle of the 294 × 165 mm surface is the middle of the left half.
    try bed.tap(x: 147, y: 82.5)
    #expect(
      bridge.wait { $0.transitionSummaries.contains("tap: possible → recognized") }, "\(bridge.log)"
    )
    let tap = try #require(bridge.transitions.first { $0.to == .recognized })
    #expect(tap.data.x == 480 && tap.data.y == 540, "\(tap.logLine)")
    #expect(bridge.events.first?.position == Point(x: 147, y: 82.5))

    // A 3.6 mm drag is 3.6 mm, more than the tap's 3 mm slop: not a tap.
    bridge.clear()
    let tapEvents = bridge.inputs
    try bed.stroke(x: 100, y: 50, dx: 3.6, dy: 0)
    // The tap fails at the move past its slop (3.24 mm, the 9th of 10 steps);
    // the drag is whole once its end has reached the engine.
    let dragEnded = bridge.wait { $0.events.dropFirst(tapEvents).contains { $0.phase == .end } }
    #expect(dragEnded, "\(bridge.events.dropFirst(tapEvents))")
    #expect(
      bridge.transitionSummaries == ["tap: possible → failed"],
      "\(bridge.transitions.map(\.logLine))")
    let drag = bridge.events.dropFirst(tapEvents)
    let moved = drag.map(\.position.x).max()
    #expect(moved == 103.6, "\(drag.suffix(3))")
  }
}
