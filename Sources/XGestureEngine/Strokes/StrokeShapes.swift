/// The built-in shapes (docs/REFERENCE.md §16), drawn from geometry on a
/// 40 mm square, y down as on the screen. A template file of the same name
/// replaces one (`StrokeLibrary.init`). A shape that is drawn more than one
/// way has an example for each: a circle from 32 starting points (one
/// 5.6° from any start), a
/// triangle and a square either way round (neither has a name per direction).
extension StrokeTemplate {
  public static let builtIn: [StrokeTemplate] = [
    StrokeTemplate(name: "circle-cw", examples: StrokeDrawing.circles(clockwise: true)),
    StrokeTemplate(name: "circle-ccw", examples: StrokeDrawing.circles(clockwise: false)),
    shape("check", [(0, 0.55), (0.3, 0.9), (1, 0)]),
    shape("v", [(0, 0), (0.5, 1), (1, 0)]),
    shape("caret", [(0, 1), (0.5, 0), (1, 1)]),
    shape("left-caret", [(1, 0), (0, 0.5), (1, 1)]),
    shape("right-caret", [(0, 0), (1, 0.5), (0, 1)]),
    shape("z", [(0, 0), (1, 0), (0, 1), (1, 1)]),
    StrokeTemplate(name: "s", examples: [StrokeDrawing.s]),
    StrokeTemplate(
      name: "triangle",
      examples: [
        StrokeDrawing.polyline([(0.5, 0), (0, 0.87), (1, 0.87), (0.5, 0)]),
        StrokeDrawing.polyline([(0.5, 0), (1, 0.87), (0, 0.87), (0.5, 0)]),
      ]),
    StrokeTemplate(
      name: "square",
      examples: [
        StrokeDrawing.polyline([(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]),
        StrokeDrawing.polyline([(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]),
      ]),
    StrokeTemplate(name: "pigtail", examples: [StrokeDrawing.pigtail]),
  ]

  private static func shape(_ name: String, _ corners: [(Double, Double)]) -> StrokeTemplate {
    StrokeTemplate(name: name, examples: [StrokeDrawing.polyline(corners)])
  }
}

extension StrokeLibrary {
  /// Every built-in shape.
  public static let builtIn = StrokeLibrary(StrokeTemplate.builtIn)
}

/// Paths from geometry, on a 40 mm square, drawn at 1 mm a millisecond.
enum StrokeDrawing {
  static let size = 40.0

  /// Straight lines through `corners` (in units of the square), a point a millimetre.
  static func polyline(_ corners: [(Double, Double)]) -> StrokePath {
    var points: [Point] = []
    for (a, b) in zip(corners, corners.dropFirst()) {
      let from = Point(x: a.0, y: a.1) * size
      let to = Point(x: b.0, y: b.1) * size
      let steps = max(1, Int(from.distance(to: to).rounded(.up)))
      for k in 0..<steps { points.append(from + (to - from) * (Double(k) / Double(steps))) }
    }
    if let last = corners.last { points.append(Point(x: last.0, y: last.1) * size) }
    return timed(points)
  }

  /// A path along `point(t)` for t in 0 … 1, in `steps` steps.
  static func curve(steps: Int, _ point: (Double) -> Point) -> StrokePath {
    timed((0...steps).map { point(Double($0) / Double(steps)) * size })
  }

  /// Circles starting at each 32nd of a turn, the top first.
  static func circles(clockwise: Bool) -> [StrokePath] {
    (0..<32).map { start in
      curve(steps: 64) { t in
        let turn = (Double(start) / 32 + (clockwise ? t : -t)) * 2 * Double.pi
        return Point(x: 0.5 + 0.5 * Angle.sin(turn), y: 0.5 - 0.5 * Angle.cos(turn))
      }
    }
  }

  /// An `s`: from the upper right, round the left to the middle, round the right to the lower left.
  static let s = curve(steps: 96) { t in
    let quarter = Double.pi / 2
    if t < 0.5 {
      let a = -quarter / 3 - (t / 0.5) * (quarter * 8 / 3)
      return Point(x: 0.5 + 0.25 * Angle.cos(a), y: 0.25 + 0.25 * Angle.sin(a))
    }
    let a = -quarter + ((t - 0.5) / 0.5) * (quarter * 8 / 3)
    return Point(x: 0.5 + 0.25 * Angle.cos(a), y: 0.75 + 0.25 * Angle.sin(a))
  }

  /// A pigtail: up to the right from the lower left, a loop at the top, down to the lower right.
  static let pigtail = curve(steps: 96) { t in
    let a = t * 2 * Double.pi
    return Point(x: (a + 1.6 * Angle.sin(a)) / (2 * Double.pi), y: 0.5 + 0.3 * Angle.cos(a))
  }

  /// Times for points drawn at 1 mm a millisecond.
  private static func timed(_ points: [Point]) -> StrokePath {
    var length = 0.0
    for (a, b) in zip(points, points.dropFirst()) { length += a.distance(to: b) }
    return StrokePath(points: points, duration: length)
  }
}
