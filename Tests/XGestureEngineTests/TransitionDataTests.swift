import Testing
import XGestureEngine

/// A transition's data is made when it is read (docs/ENGINE.md, "A
/// transition's data when read"): what it says must not depend on when.
@Suite("A transition's data when read")
struct TransitionDataTests {
  /// A one-finger pan over a uniformly accelerating finger, x = 50 mm + k t²
  /// (t in ms from the landing, k = 0.0005 mm/ms²), a frame every 8 ms for
  /// 400 ms: every output kept until the end, none read before.
  static func acceleratingPan() throws -> [GestureTransition] {
    let spec = try RecognizerRegistry.standard.spec(type: "pan", parameters: [:])
    let engine = Engine(rules: try RuleSet([GestureDefinition(name: "drag", recognizer: spec)]))
    let device = DeviceGeometry(
      id: 1, name: "test panel", width: 200, height: 100, screenWidth: 2000, screenHeight: 1000)
    var out: [EngineOutput] = []
    engine.addDevice(device, at: 0, into: &out)
    engine.handle(TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 50, y: 50), into: &out)
    for i in 1...50 {
      let t = Double(i) * 8
      engine.handle(TouchEvent(time: t, device: 1, touch: 1, phase: .update, x: 50 + 0.0005 * t * t, y: 50), into: &out)
    }
    engine.handle(
      TouchEvent(time: 408, device: 1, touch: 1, phase: .end, x: 50 + 0.0005 * 400 * 400, y: 50), into: &out)
    engine.finish(into: &out)
    return out.compactMap { if case .transition(let t) = $0 { t } else { nil } }
  }

  @Test("A pan's changes kept past later frames each carry the velocity of their own frame")
  func velocityOfItsFrame() throws {
    let changes = try Self.acceleratingPan().filter { $0.to == .changed }
    #expect(changes.count > 20)
    for change in changes {
      // dx/dt = 2 k t mm/ms = 1000 · 2 k t mm/s; the fit of a parabola is exact.
      let expected = 1000 * 2 * 0.0005 * change.time
      #expect(abs(change.data.vxMM - expected) < 1e-6, "at \(change.time) ms")
      #expect(abs(change.data.vx - expected * 10) < 1e-5, "at \(change.time) ms: 10 px a mm")
    }
  }

  @Test("A transition changed by a setter keeps its data and leaves the engine's output as it was")
  func setterCopies() throws {
    let changes = try Self.acceleratingPan().filter { $0.to == .changed }
    let original = try #require(changes.first)
    var moved = original
    moved.time += 1000
    #expect(moved.time == original.time + 1000)
    #expect(moved.data == original.data)
    #expect(moved != original)
  }
}
