import Testing
import XGestureEngine

/// What is never a shape (docs/REFERENCE.md §16): taps, holds, straight drags
/// and flicks in every direction, wobbly drags, tiny circles, pinches and
/// pans. Each fails the stroke at the lift with a reason a person reads.
@Suite("Strokes: non-strokes")
struct StrokeNonStrokeTests {
  static let every: [(String, String, [String: ParameterValue])] = StrokeTemplate.builtIn.map {
    ($0.name, "stroke", ["shape": ParameterValue.scalar($0.name)])
  }

  /// The reasons every built-in shape's stroke gave for `events` (each must fail).
  static func reasons(_ events: String, _ gestures: [(String, String, [String: ParameterValue])] = every) throws
    -> Set<String>
  {
    let all = try StrokeScene.run(gestures, events)
    #expect(!all.contains { $0.to == .recognized }, "\(all.map(\.logLine))")
    #expect(all.allSatisfy { $0.data.shape == nil })
    return Set(all.compactMap { $0.reason?.description })
  }

  @Test("A tap and a hold are too small, by their size in mm")
  func tapAndHold() throws {
    let tap = "0 begin 1 50 50\n60 update 1 50.3 50.4\n90 end 1 50.3 50.4\n"
    #expect(try Self.reasons(tap) == ["no shape: 0.5 mm across < 10 mm"])
    var hold = "0 begin 1 50 50\n"
    for k in 1...100 { hold += "\(k * 10) update 1 \(50 + Double(k % 2) * 0.8) 50\n" }
    hold += "1000 end 1 50 50\n"
    #expect(try Self.reasons(hold) == ["no shape: 0.8 mm across < 10 mm"])
  }

  @Test("A straight drag and a flick in each of 8 directions are straight lines")
  func dragsAndFlicks() throws {
    for k in 0..<8 {
      let angle = Double(k) * .pi / 4
      let way = Point(x: StrokeRecognizerTests.cosine(angle), y: StrokeRecognizerTests.sine(angle))
      let start = Point(x: 90, y: 54)
      let drag = StrokeScene.polyline([start, start + way * 40])
      #expect(try Self.reasons(StrokeScene.events(drag)) == ["no shape: a straight line (0 mm wide over 40 mm)"])
      let flick = StrokeScene.polyline([start, start + way * 20], step: 4)
      #expect(
        try Self.reasons(StrokeScene.events(flick, interval: 8))
          == ["no shape: a straight line (0 mm wide over 20 mm)"])
    }
  }

  @Test("A wobbly drag is a straight line for all its wobble, and a tiny circle too small")
  func wobblyAndTiny() throws {
    // 60 mm to the right, 1.2 mm up and down every 5 mm.
    let wobbly = (0...12).map { Point(x: 40 + Double($0) * 5, y: 50 + ($0 % 2 == 0 ? 1.2 : -1.2)) }
    let wobble = try Self.reasons(StrokeScene.events(StrokeScene.polyline(wobbly)))
    #expect(wobble.count == 1 && wobble.first?.hasPrefix("no shape: a straight line (2.") == true, "\(wobble)")
    let tiny = StrokeRecognizerTests.ellipse(from: 0, turn: 360).map { p in
      Point(x: 90 + (p.x - 90) / 5, y: 50 + (p.y - 50) / 5)
    }
    #expect(try Self.reasons(StrokeScene.events(tiny)) == ["no shape: 8 mm across < 10 mm"])
  }

  @Test("A shape drawn in less than 100 ms is a flick, not a shape")
  func tooQuick() throws {
    let caret = StrokeScene.shape([(0, 1), (0.5, 0), (1, 1)], size: 30, origin: Point(x: 60, y: 30))
    let quick = StrokeScene.events(caret, interval: 60 / Double(caret.count - 1))
    #expect(try Self.reasons(quick) == ["no shape: drawn in 60 ms < 100 ms"])
  }

  @Test("A pinch and a two-finger pan are no one-finger stroke; on a two-finger stroke a pan is a straight line")
  func pinchAndPan() throws {
    var pinch = "0 begin 1 80 50\n0 begin 2 100 50\n"
    for k in 1...20 { pinch += "\(k * 10) update 1 \(80 - Double(k)) 50\n\(k * 10) update 2 \(100 + Double(k)) 50\n" }
    pinch += "210 end 1 60 50\n210 end 2 120 50\n"
    #expect(try Self.reasons(pinch) == ["2 fingers, needs 1"])
    var pan = "0 begin 1 40 50\n0 begin 2 40 60\n"
    for k in 1...20 {
      pan += "\(k * 10) update 1 \(40 + Double(k) * 2) 50\n\(k * 10) update 2 \(40 + Double(k) * 2) 60\n"
    }
    pan += "210 end 1 80 50\n210 end 2 80 60\n"
    #expect(try Self.reasons(pan) == ["2 fingers, needs 1"])
    let twoFingers: [(String, String, [String: ParameterValue])] = [("z2", "stroke", ["shape": "z", "fingers": "2"])]
    #expect(try Self.reasons(pan, twoFingers) == ["no shape: a straight line (0 mm wide over 40 mm)"])
    #expect(try Self.reasons(pinch, twoFingers) == ["no shape: 0 mm across < 10 mm"])
  }
}
