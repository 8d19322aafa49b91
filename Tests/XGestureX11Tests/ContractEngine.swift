import XGestureX11

@testable import XGestureEngine  // TouchDecision has no public initializer

/// The engine as the bridge relies on it: every begin it is handed answered
/// by exactly one decision, a dropped one (a duplicate) by a reject. It wraps
/// the real engine and adds the reject when the engine does not; once the
/// engine keeps that promise itself (`engineKeepsContract`), it adds nothing.
final class ContractEngine: BridgeEngine {
  let engine: Engine

  init(rules: RuleSet) { engine = Engine(rules: rules) }

  /// Whether the real engine answers a duplicate begin with a decision.
  static let engineKeepsContract: Bool = {
    guard let rules = try? BridgeHarness.rules([("pan", "pan", [:], [])]) else { return false }
    let engine = Engine(rules: rules)
    let device = DeviceGeometry(
      id: 1, name: "d", width: 100, height: 100, screenWidth: 100, screenHeight: 100)
    var out: [EngineOutput] = []
    engine.use(device, at: 0, into: &out)
    engine.handle(TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 1, y: 1), into: &out)
    engine.flush(into: &out)
    out.removeAll()
    engine.handle(TouchEvent(time: 1, device: 1, touch: 1, phase: .begin, x: 1, y: 1), into: &out)
    engine.flush(into: &out)
    return out.contains { if case .touch = $0 { true } else { false } }
  }()

  var nextDeadline: Double? { engine.nextDeadline }
  func use(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput]) {
    engine.use(device, at: time, into: &out)
  }
  func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput]) {
    engine.removeDevice(id, at: time, into: &out)
  }
  func handle(_ event: TouchEvent, into out: inout [EngineOutput]) {
    let before = out.count
    engine.handle(event, into: &out)
    guard !Self.engineKeepsContract, event.phase == .begin else { return }
    let dropped = out[before...].contains {
      if case .diagnostic(let d) = $0, d.problem == .duplicateBegin { true } else { false }
    }
    if dropped {
      out.append(
        .touch(
          TouchDecision(
            time: event.time, device: event.device, touch: event.touch, verdict: .reject)))
    }
  }
  func flush(into out: inout [EngineOutput]) { engine.flush(into: &out) }
  func advance(to time: Double, into out: inout [EngineOutput]) {
    engine.advance(to: time, into: &out)
  }
}
