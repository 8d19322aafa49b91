import XGestureEngine

/// Strokes for the tests, drawn on the test panel (192 × 108 mm, 10 px/mm):
/// paths through corners, turned into touch events every 10 ms.
enum StrokeScene {
  static let panel = "device 1 \"test panel\" size 192x108mm screen 1920x1080"
  static let mouse = "device 2 \"test mouse\" size 508x286mm screen 1920x1080 mouse"

  /// Points along straight lines through `corners` (mm), `step` mm apart.
  static func polyline(_ corners: [Point], step: Double = 1) -> [Point] {
    var points: [Point] = []
    for (a, b) in zip(corners, corners.dropFirst()) {
      let steps = max(1, Int((a.distance(to: b) / step).rounded(.up)))
      for k in 0..<steps { points.append(a + (b - a) * (Double(k) / Double(steps))) }
    }
    if let last = corners.last { points.append(last) }
    return points
  }

  /// `corners` in units of a box, scaled to `size` mm, moved to `origin` and slanted by `slant` (x += slant · y).
  static func shape(_ corners: [(Double, Double)], size: Double, origin: Point = Point(x: 60, y: 30), slant: Double = 0)
    -> [Point]
  {
    polyline(corners.map { Point(x: origin.x + size * ($0.0 + slant * $0.1), y: origin.y + size * $0.1) })
  }

  /// The trace lines of one touch (or mouse button) `touch` drawing `points`, one every `interval` ms from `start`.
  static func events(_ points: [Point], touch: Int = 1, start: Double = 0, interval: Double = 10, device: Int? = nil)
    -> String
  {
    let suffix = device.map { " \($0)" } ?? ""
    var text = ""
    for (i, p) in points.enumerated() {
      let word = i == 0 ? "begin" : "update"
      text += "\(start + Double(i) * interval) \(word) \(touch) \(p.x) \(p.y)\(suffix)\n"
    }
    if let last = points.last {
      text += "\(start + Double(points.count - 1) * interval) end \(touch) \(last.x) \(last.y)\(suffix)\n"
    }
    return text
  }

  /// The transitions of `gestures` (name, type, parameters) for `events` on the panel (and the mouse).
  static func run(
    _ gestures: [(String, String, [String: ParameterValue])], _ events: String, requires: [String: [String]] = [:],
    strokes: StrokeLibrary = .builtIn
  ) throws -> [GestureTransition] {
    let definitions = try gestures.map { name, type, parameters in
      GestureDefinition(
        name: name,
        recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: parameters, strokes: strokes),
        requireFailureOf: requires[name] ?? [])
    }
    let engine = Engine(rules: try RuleSet(definitions))
    var out: [EngineOutput] = []
    engine.replay(try Trace(parsing: "xgesture-trace 1\n\(panel)\n\(mouse)\n" + events), into: &out)
    return out.compactMap { if case .transition(let t) = $0 { t } else { nil } }
  }
}
