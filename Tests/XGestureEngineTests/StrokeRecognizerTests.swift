import Testing
import XGestureEngine

/// `type: stroke` (docs/REFERENCE.md §16) through the engine, on the virtual
/// clock: every built-in shape recognized from a drawing of its own, the
/// way it is drawn and turned counting, `min-score`, and the rules with a
/// tap and a pan.
@Suite("Strokes")
struct StrokeRecognizerTests {
  /// Each built-in shape as a person might draw it, in a box of its own
  /// proportions: not the built-in geometry (another size, another aspect,
  /// slanted, circles as ellipses starting elsewhere, s and pigtail by other curves).
  static let drawings: [(name: String, points: [Point])] = [
    ("circle-cw", ellipse(from: 100, turn: 360)),
    ("circle-ccw", ellipse(from: 100, turn: -360)),
    ("check", StrokeScene.shape([(0, 0.5), (0.35, 1), (1.1, 0)], size: 28, slant: 0.1)),
    ("v", StrokeScene.shape([(0, 0), (0.45, 1.1), (0.9, 0)], size: 35, slant: -0.05)),
    ("caret", StrokeScene.shape([(0, 0.9), (0.55, 0), (1.1, 0.9)], size: 30)),
    ("left-caret", StrokeScene.shape([(0.8, 0), (0, 0.6), (0.8, 1.2)], size: 25)),
    ("right-caret", StrokeScene.shape([(0, 0), (0.8, 0.6), (0, 1.2)], size: 25)),
    ("z", StrokeScene.shape([(0, 0), (1.2, 0), (0.1, 1), (1.2, 1)], size: 30, slant: 0.15)),
    ("s", sCurve()),
    ("triangle", StrokeScene.shape([(0.6, 0), (0, 1), (1.2, 1), (0.6, 0)], size: 30)),
    ("square", StrokeScene.shape([(0, 0), (0, 1), (1.1, 1), (1.1, 0), (0, 0)], size: 30, slant: 0.08)),
    ("pigtail", pigtail()),
  ]

  /// An ellipse 40 × 34 mm drawn from `start` degrees (0 = right, clockwise on the screen) through `turn` degrees.
  static func ellipse(from start: Double, turn: Double) -> [Point] {
    (0...72).map { k in
      let a = (start + turn * Double(k) / 72) * .pi / 180
      return Point(x: 90 + 20 * cosine(a), y: 50 + 17 * sine(a))
    }
  }

  /// An s of two half ellipses: the top one round the left from the upper right, the bottom one round the right.
  static func sCurve() -> [Point] {
    let top = (0...36).map { k -> Point in
      let a = (-30 - 240 * Double(k) / 36) * .pi / 180
      return Point(x: 80 + 12 * cosine(a), y: 40 + 9 * sine(a))
    }
    let bottom = (0...36).map { k -> Point in
      let a = (-90 + 240 * Double(k) / 36) * .pi / 180
      return Point(x: 80 + 12 * cosine(a), y: 58 + 9 * sine(a))
    }
    return top + bottom
  }

  /// A pigtail: up to the right, a loop at the top, down to the right.
  static func pigtail() -> [Point] {
    StrokeScene.polyline([
      Point(x: 60, y: 70), Point(x: 80, y: 45), Point(x: 84, y: 35), Point(x: 78, y: 30), Point(x: 72, y: 35),
      Point(x: 76, y: 45), Point(x: 100, y: 70),
    ])
  }

  // Sine and cosine by their series (the tests import no C either).
  static func sine(_ x: Double) -> Double {
    var r = x.truncatingRemainder(dividingBy: 2 * .pi)
    if r > .pi { r -= 2 * .pi } else if r < -.pi { r += 2 * .pi }
    var term = r
    var sum = r
    for k in 1...20 {
      term *= -r * r / Double((2 * k) * (2 * k + 1))
      sum += term
    }
    return sum
  }

  static func cosine(_ x: Double) -> Double { sine(x + .pi / 2) }

  static let builtInNames = StrokeTemplate.builtIn.map(\.name)

  @Test("Every built-in shape drawn its own way is recognized as itself, against all the built-in shapes")
  func builtInShapes() throws {
    #expect(Self.drawings.map(\.name) == Self.builtInNames)
    for (name, points) in Self.drawings {
      let gestures = Self.builtInNames.map { ($0, "stroke", ["shape": ParameterValue.scalar($0)]) }
      let all = try StrokeScene.run(gestures, StrokeScene.events(points))
      let recognized = all.filter { $0.to == .recognized }
      #expect(recognized.map(\.gesture) == [name], "\(name): \(all.map(\.logLine))")
      #expect(recognized.first?.data.shape == name)
    }
  }

  @Test("A z drawn smaller, slanted and elsewhere than the built-in one is recognized with its shape and score")
  func zRecognized() throws {
    let z = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30, slant: 0.15)
    let all = try StrokeScene.run([("undo", "stroke", ["shape": "z"])], StrokeScene.events(z))
    #expect(all.map(\.to) == [.recognized])
    #expect(all.first?.data.shape == "z")
    let score = try #require(all.first?.data.score)
    #expect(score >= Defaults.strokeMinScore && score <= 1)
    #expect(all.first?.logLine.hasSuffix("shape=z score=\(decimal(score, places: 2, keepingZeros: true)))") == true)
  }

  @Test("The drawing direction counts: a clockwise circle is circle-cw, and circle-ccw fails naming it")
  func direction() throws {
    let gestures: [(String, String, [String: ParameterValue])] = [
      ("cw", "stroke", ["shape": "circle-cw"]), ("ccw", "stroke", ["shape": "circle-ccw"]),
    ]
    let all = try StrokeScene.run(gestures, StrokeScene.events(Self.ellipse(from: 200, turn: 360)))
    #expect(all.first { $0.gesture == "cw" }?.to == .recognized)
    let failed = try #require(all.first { $0.gesture == "ccw" })
    #expect(failed.to == .failed)
    #expect(failed.reason?.description.hasPrefix("nearest: circle-cw ") == true)
    #expect(failed.reason?.description.hasSuffix(", not circle-ccw") == true)
  }

  @Test("rotation: fixed tells a v from a caret; rotation: any takes a v for a caret turned over")
  func rotation() throws {
    // A v drawn from the right: the caret (drawn from the left) turned half round.
    let v = StrokeScene.shape([(1, 0), (0.5, 1), (0, 0)], size: 30)
    let caretOnly = StrokeLibrary(StrokeTemplate.builtIn).only(["caret"])
    let fixed = try StrokeScene.run([("up", "stroke", ["shape": "caret"])], StrokeScene.events(v), strokes: caretOnly)
    #expect(fixed.map(\.to) == [.failed])
    #expect(fixed.first?.reason?.description.hasPrefix("nearest: caret ") == true)
    #expect(fixed.first?.reason?.description.hasSuffix(" < min-score 0.80") == true)
    let any = try StrokeScene.run(
      [("up", "stroke", ["shape": "caret", "rotation": "any"])], StrokeScene.events(v), strokes: caretOnly)
    #expect(any.map(\.to) == [.recognized])
    #expect(any.first?.data.shape == "caret")
  }

  @Test("Below min-score the stroke fails, naming the nearest shape, its score and the limit")
  func minScore() throws {
    let z = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30, slant: 0.3)
    let all = try StrokeScene.run([("undo", "stroke", ["shape": "z", "min-score": "0.99"])], StrokeScene.events(z))
    let failed = try #require(all.first)
    #expect(failed.to == .failed)
    let score = try #require(failed.data.score)
    #expect(score < 0.99)
    #expect(
      failed.reason?.description == "nearest: z \(decimal(score, places: 2, keepingZeros: true)) < min-score 0.99")
    #expect(failed.data.shape == "z")
  }

  @Test("With a tap and a pan that wait for it, a drawn z is the stroke's, a tap the tap's, a drag the pan's")
  func arbitration() throws {
    let gestures: [(String, String, [String: ParameterValue])] = [
      ("undo", "stroke", ["shape": "z"]), ("tap", "tap", [:]), ("pan", "pan", [:]),
    ]
    let requires = ["tap": ["undo"], "pan": ["undo"]]
    let z = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30)
    let drawn = try StrokeScene.run(gestures, StrokeScene.events(z), requires: requires)
    #expect(drawn.filter { $0.to == .recognized || $0.to == .began }.map(\.gesture) == ["undo"])
    let tap = try StrokeScene.run(
      gestures, StrokeScene.events([Point(x: 50, y: 50), Point(x: 50.2, y: 50)]), requires: requires)
    #expect(tap.first { $0.gesture == "undo" }?.reason?.description == "no shape: 0.2 mm across < 10 mm")
    #expect(tap.filter { $0.to == .recognized }.map(\.gesture) == ["tap"])
    let drag = try StrokeScene.run(
      gestures, StrokeScene.events(StrokeScene.polyline([Point(x: 40, y: 50), Point(x: 80, y: 50)])),
      requires: requires)
    #expect(drag.first { $0.gesture == "undo" }?.reason?.description.hasPrefix("no shape: a straight line") == true)
    #expect(drag.filter { $0.gesture == "pan" }.map(\.to).first == .began)
  }
}
