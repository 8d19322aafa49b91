import Testing
import XGestureBus
import XGestureEngine
import XGestureTestSupport

/// The `Transition` signal's `data` (docs/REFERENCE.md §15): §3's variables
/// typed, with the centroid in mm, the server's time, and why a gesture failed.
@Suite struct TransitionDataTests {
  @Test("A tap's data: the centroid in px and mm from the touch's place, typed as the reference says")
  func tapData() throws {
    let outputs = try engineOutputs(of: Scenes.press(hold: 100), rules: Scenes.rules([("tap", "tap")]))
    let tap = try #require(Scenes.transitions(outputs).first { $0.to == .recognized })
    let data = tap.busData(serverTime: 123_456)
    // (100 mm, 82 mm) on 294 × 165 mm over 1920 × 1080 px.
    #expect(data["fingers"] == .int32(1))
    #expect(near(data["x"], 100.0 * 1920 / 294))
    #expect(near(data["y"], 82.0 * 1080 / 165))
    #expect(data["x_mm"] == .double(100))
    #expect(data["y_mm"] == .double(82))
    #expect(data["dx"] == .double(0))
    #expect(data["time"] == .uint64(123_456))
    #expect(data["duration"] == .double(100))
    #expect(data["device"] == .string("t"))
    #expect(data["source"] == .string("touchscreen"))
    #expect(data["window"] == .string(""))
    #expect(data["app"] == .string(""))
    #expect(data["direction"] == .string(""))
    #expect(data["scale"] == .double(1))
    #expect(data["reason"] == nil)
    #expect(data["progress"] == nil)
    // The signal's own arguments are not repeated.
    #expect(data["gesture"] == nil && data["type"] == nil && data["state"] == nil)
    let keys = data.map(\.key)
    #expect(
      keys == [
        "fingers", "x", "y", "dx", "dy", "vx", "vy", "fling_x", "fling_y", "scale", "rotation", "direction",
        "device", "duration", "source", "window", "app", "x_mm", "y_mm", "time",
      ])
  }

  @Test("A failure's data holds the sentence --verbose logs: moved 5.2 mm > slop 3 mm")
  func failureReason() throws {
    let outputs = try engineOutputs(of: Scenes.press(hold: 100, moved: 5.2), rules: Scenes.rules([("tap", "tap")]))
    let failed = try #require(Scenes.transitions(outputs).first { $0.to == .failed })
    #expect(failed.busData(serverTime: 0)["reason"] == .string("moved 5.2 mm > slop 3 mm"))
  }

  @Test("A stroke's data holds its shape (s) and score (d); a failed one's the nearest shape beside the reason")
  func strokeData() throws {
    let spec = try RecognizerRegistry.standard.spec(
      type: "stroke", parameters: ["shape": .scalar("z")], strokes: StrokeLibrary.builtIn.only(["z"]))
    let rules = try RuleSet([GestureDefinition(name: "undo", recognizer: spec)])
    // The built-in z's own geometry is the z, scoring 1; an N drawn up, down the diagonal and up is not.
    let drawn = StrokeDrawings.trace([
      StrokeDrawings.z(x: 100, y: 50, size: 40), StrokeDrawings.n(x: 100, y: 50, size: 40),
    ])
    let transitions = Scenes.transitions(try engineOutputs(of: drawn, rules: rules))
    let recognized = try #require(transitions.first { $0.to == .recognized }).busData(serverTime: 0)
    #expect(recognized["shape"] == .string("z"))
    #expect(near(recognized["score"], 1, within: 0.005), "\(recognized)")
    let failed = try #require(transitions.first { $0.to == .failed }).busData(serverTime: 0)
    #expect(failed["shape"] == .string("z"))
    guard case .double(let score) = failed["score"], case .string(let reason) = failed["reason"] else {
      Issue.record("no score or reason: \(failed)")
      return
    }
    #expect(score < 0.8 && reason.hasPrefix("nearest: z 0.") && reason.contains(" < min-score 0.8"), "\(failed)")
  }

  @Test("Each value's D-Bus type: i for fingers, t for time, d for numbers, s for words; a{ss} and aa{sv} nest")
  func signatures() {
    #expect(BusValue.int32(1).signature == "i")
    #expect(BusValue.uint64(1).signature == "t")
    #expect(BusValue.double(1).signature == "d")
    #expect(BusValue.string("").signature == "s")
    #expect(BusValue.strings([]).signature == "as")
    #expect(BusValue.stringDictionary([]).signature == "a{ss}")
    #expect(BusValue.dictionaries([]).signature == "aa{sv}")
  }
}

/// Whether `value` is a double within `limit` (a millionth) of `expected`.
func near(_ value: BusValue?, _ expected: Double, within limit: Double = 1e-6) -> Bool {
  guard case .double(let number) = value else { return false }
  return abs(number - expected) < limit
}
