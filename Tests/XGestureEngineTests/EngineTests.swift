import Testing

@testable import XGestureEngine

@Suite("Engine API")
struct EngineTests {
  static let panel = DeviceGeometry(
    id: 1, name: "test panel", width: 192, height: 108, screenWidth: 1920, screenHeight: 1080)

  static func engine(_ gestures: [(String, String, [String: ParameterValue], [String])]) throws -> Engine {
    let definitions = try gestures.map { name, type, parameters, requires in
      GestureDefinition(
        name: name, recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: parameters),
        requireFailureOf: requires)
    }
    let engine = Engine(rules: try RuleSet(definitions))
    var out: [EngineOutput] = []
    engine.addDevice(panel, at: 0, into: &out)
    return engine
  }

  static func lines(_ out: [EngineOutput]) -> [String] { out.map { "\(decimal($0.time, places: 3)) \($0.logLine)" } }

  @Test("The engine reports its next deadline and fires it only when time is advanced to it")
  func deadlines() throws {
    let engine = try Self.engine([("tap", "tap", [:], ["double"]), ("double", "tap", ["taps": "2"], [])])
    #expect(engine.nextDeadline == nil)
    _ = engine.handle(TouchEvent(time: 1000, device: 1, touch: 1, phase: .begin, x: 96, y: 54))
    #expect(engine.nextDeadline == 1080)  // the landing window
    _ = engine.advance(to: 1080)
    #expect(engine.nextDeadline == 1750)  // the tap's max duration
    // The tap's recognizer recognized it; the arena holds it, and says why.
    #expect(
      Self.lines(engine.handle(TouchEvent(time: 1050 + 50, device: 1, touch: 1, phase: .end, x: 96, y: 54)))
        == ["1100 tap: held until double fails"])
    #expect(engine.nextDeadline == 1400)  // the double tap's interval
    #expect(engine.advance(to: 1399.9).isEmpty)
    #expect(
      Self.lines(engine.advance(to: 5000)) == [
        "1400 double: possible → failed (interval 300 ms passed)",
        "1400 tap: possible → recognized (fingers=1 x=960 y=540)",
        "1400 touch 1 on device 1: accept",
      ])
    #expect(engine.nextDeadline == nil)
    #expect(engine.now == 5000)
  }

  @Test("A timer due at an event's time fires before the event")
  func timerBeforeEvent() throws {
    let engine = try Self.engine([("tap", "tap", [:], [])])
    _ = engine.handle(TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 96, y: 54))
    let out = engine.handle(TouchEvent(time: 750, device: 1, touch: 1, phase: .end, x: 96, y: 54))
    #expect(
      Self.lines(out) == [
        "750 tap: possible → failed (max-duration 750 ms passed)", "750 touch 1 on device 1: reject",
      ])
  }

  @Test("Advancing time backwards does nothing")
  func backwards() throws {
    let engine = try Self.engine([("tap", "tap", [:], [])])
    _ = engine.advance(to: 100)
    #expect(engine.advance(to: 50).isEmpty)
    #expect(engine.now == 100)
  }

  @Test("Events for a device that was removed are dropped and reported, and a begin is rejected")
  func removedDevice() throws {
    let engine = try Self.engine([("tap", "tap", [:], [])])
    var out: [EngineOutput] = []
    engine.removeDevice(1, at: 0, into: &out)
    #expect(engine.devices.isEmpty)
    let lines = Self.lines(engine.handle(TouchEvent(time: 10, device: 1, touch: 1, phase: .begin, x: 1, y: 1)))
    #expect(
      lines == [
        "10 input: dropped device 1: the device is unknown — give its geometry first", "10 touch 1 on device 1: reject",
      ])
  }

  @Test("A device with more than 64 gestures arbitrates every one: the 70th fires and fails the 71st")
  func manyGestures() throws {
    // 69 two-finger pans, then a tap and a double tap: one finger's quick tap
    // fits only the tap, which, recognized, fails the double tap still waiting on the same touch.
    let pans = (0..<69).map { ("pan\($0)", "pan", ["fingers": "2"] as [String: ParameterValue], [String]()) }
    let engine = try Self.engine(pans + [("tap", "tap", [:], []), ("late", "tap", ["taps": "2"], [])])
    _ = engine.handle(TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 96, y: 54))
    let lines = Self.lines(engine.handle(TouchEvent(time: 100, device: 1, touch: 1, phase: .end, x: 96, y: 54)))
    #expect(lines.filter { $0.hasPrefix("80 pan") && $0.contains("possible → failed (1 finger, needs 2)") }.count == 69)
    #expect(lines.contains("100 tap: possible → recognized (fingers=1 x=960 y=540)"))
    #expect(lines.contains("100 late: possible → failed (tap recognized first)"))
    #expect(lines.contains("100 touch 1 on device 1: accept"))
    #expect(lines.count == 69 + 3)
  }
}
