import Testing

@testable import XGestureEngine

@Suite("Robustness")
struct RobustnessTests {
  /// Random touch sessions on two devices, mixed with impossible input and
  /// device hot-plug (removal, and a device added again with live touches),
  /// through the default gestures. Whatever happens, every transition is
  /// legal for its gesture's kind, nothing is left undecided once the
  /// fingers are up and the timers have run, and every begin handed to the
  /// engine — dropped ones too — gets exactly one claim decision.
  @Test(
    "Random and bad input never crashes the engine or leaves a gesture stuck", arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomSessions(seed: UInt64) throws {
    var rng = SplitMix64(state: seed)
    let rules = try StandardGestures.rules()
    let engine = Engine(rules: rules)
    let devices = [
      DeviceGeometry(id: 1, name: "a", width: 192, height: 108, screenWidth: 1920, screenHeight: 1080),
      DeviceGeometry(id: 2, name: "b", width: 100, height: 60, screenWidth: 1920, screenHeight: 1080),
    ]
    var out: [EngineOutput] = []
    for d in devices { engine.addDevice(d, at: 0, into: &out) }
    var states: [String: GestureState] = [:]
    /// Begins handed to the engine and not decided yet, per "device/touch".
    var awaiting: [String: Int] = [:]
    var replaced = 0
    var illegal: [String] = []
    var seen: [GestureState: Int] = [:]
    var diagnostics = 0
    var time = 0.0

    func check() {
      for o in out {
        switch o {
        case .transition(let t):
          let key = "\(t.data.deviceID)/\(t.gesture)"
          let tracked = states[key] ?? .possible
          let legalFrom = tracked == t.from || (tracked.isFinal && t.from == .possible)
          let legalStep: Bool =
            switch (t.kind, t.from, t.to) {
            case (.discrete, .possible, .recognized), (.discrete, .possible, .failed): true
            case (.continuous, .possible, .began), (.continuous, .possible, .failed): true
            case (.continuous, .began, .changed), (.continuous, .changed, .changed): true
            case (.continuous, .began, .ended), (.continuous, .changed, .ended): true
            case (.continuous, .began, .cancelled), (.continuous, .changed, .cancelled): true
            default: false
            }
          if !legalFrom || !legalStep { illegal.append("\(key): tracked \(tracked), got \(t.logLine)") }
          states[key] = t.to
          seen[t.to, default: 0] += 1
        case .touch(let d):
          let key = "\(d.device)/\(d.touch)"
          if awaiting[key, default: 0] == 0 { illegal.append("unexpected decision: \(d.logLine)") }
          awaiting[key, default: 0] -= 1
        case .hold, .preview:
          break
        case .diagnostic:
          diagnostics += 1
        }
      }
      out.removeAll(keepingCapacity: true)
    }

    for _ in 0..<400 {
      let device = devices[Int.random(in: 0..<2, using: &rng)]
      let fingers = Int.random(in: 1...4, using: &rng)
      var positions: [Point] = (0..<fingers).map { _ in
        Point(x: Double.random(in: 0...device.width, using: &rng), y: Double.random(in: 0...device.height, using: &rng))
      }
      for f in 0..<fingers {
        time += Double.random(in: 0...120, using: &rng)
        let e = TouchEvent(time: time, device: device.id, touch: f + 1, phase: .begin, position: positions[f])
        awaiting["\(device.id)/\(f + 1)", default: 0] += 1
        engine.handle(e, into: &out)
        check()
      }
      let steps = Int.random(in: 0...40, using: &rng)
      let velocity = Point(x: Double.random(in: -3...3, using: &rng), y: Double.random(in: -3...3, using: &rng))
      for _ in 0..<steps {
        time += Double.random(in: 1...30, using: &rng)
        let f = Int.random(in: 0..<fingers, using: &rng)
        positions[f] = positions[f] + velocity + Point(x: Double.random(in: -1...1, using: &rng), y: 0)
        var e = TouchEvent(time: time, device: device.id, touch: f + 1, phase: .update, position: positions[f])
        switch Int.random(in: 0..<60, using: &rng) {
        case 0: e.touch = 99  // never began
        case 1: e.phase = .begin  // duplicate begin
        case 2: e.time -= 500  // backwards
        case 3: e.position.x = .nan
        default: break
        }
        if e.phase == .begin { awaiting["\(device.id)/\(e.touch)", default: 0] += 1 }
        engine.handle(e, into: &out)
        check()
      }
      if Int.random(in: 0..<25, using: &rng) == 0 {
        time += 5
        engine.removeDevice(device.id, at: time, into: &out)
        check()
        engine.addDevice(device, at: time, into: &out)
        check()
        continue
      }
      if Int.random(in: 0..<25, using: &rng) == 0 {
        time += 5
        engine.addDevice(device, at: time, into: &out)  // replaced with its touches down
        check()
        replaced += 1
        continue
      }
      for f in 0..<fingers {
        time += Double.random(in: 0...80, using: &rng)
        let phase: TouchPhase = Int.random(in: 0..<30, using: &rng) == 0 ? .cancel : .end
        engine.handle(
          TouchEvent(time: time, device: device.id, touch: f + 1, phase: phase, position: positions[f]), into: &out)
        check()
      }
      time += Double.random(in: 0...1500, using: &rng)
      engine.advance(to: time, into: &out)
      check()
    }
    engine.finish(into: &out)
    check()
    #expect(illegal.isEmpty, "\(illegal.prefix(5))")
    #expect(engine.nextDeadline == nil)
    let stuck = states.filter { !$0.value.isFinal && $0.value != .possible }
    #expect(stuck.isEmpty, "\(stuck)")
    #expect(awaiting.values.allSatisfy { $0 == 0 }, "\(awaiting.filter { $0.value != 0 })")
    #expect(replaced > 0)
    // The sessions exercised every kind of outcome.
    for state in [GestureState.recognized, .began, .changed, .ended, .cancelled, .failed] {
      #expect(seen[state, default: 0] > 0, "no \(state) transition")
    }
    #expect(diagnostics > 0)
  }
}
