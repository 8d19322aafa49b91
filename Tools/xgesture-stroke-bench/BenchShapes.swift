import Foundation
import XGestureEngine

/// The shapes of the data set (docs/BENCHMARKS.md, "Strokes"): the built-in
/// shapes and the 16 of the $1 paper (Wobbrock et al. 2007), each drawn one
/// way, as an ideal path in a unit box (y down) that a `Writer` draws.
/// Where the two lists share a shape it is one class: $1's triangle,
/// check, caret, v and pigtail are the built-in ones, its circle is
/// `circle-ccw`. The curved ones are dense polylines.
struct BenchShape {
  var name: String
  /// Corners of straight strokes (a writer rounds them and overshoots them) or a dense curve.
  var points: [Point]
  /// Whether `points` are corners (rounded, overshot) or samples of a curve (left as they are).
  var cornered: Bool

  static func corners(_ name: String, _ list: [(Double, Double)]) -> BenchShape {
    BenchShape(name: name, points: list.map { Point(x: $0.0, y: $0.1) }, cornered: true)
  }

  static func curve(_ name: String, steps: Int = 96, _ f: (Double) -> (Double, Double)) -> BenchShape {
    BenchShape(
      name: name, points: (0...steps).map { f(Double($0) / Double(steps)) }.map { Point(x: $0.0, y: $0.1) },
      cornered: false)
  }

  static let all: [BenchShape] = [
    curve("circle-cw") { t in (0.5 + 0.5 * sin(2 * .pi * t), 0.5 - 0.5 * cos(2 * .pi * t)) },
    curve("circle-ccw") { t in (0.5 - 0.5 * sin(2 * .pi * t), 0.5 - 0.5 * cos(2 * .pi * t)) },
    corners("check", [(0, 0.55), (0.3, 0.9), (1, 0)]),
    corners("v", [(0, 0), (0.5, 1), (1, 0)]),
    corners("caret", [(0, 1), (0.5, 0), (1, 1)]),
    corners("left-caret", [(1, 0), (0, 0.5), (1, 1)]),
    corners("right-caret", [(0, 0), (1, 0.5), (0, 1)]),
    corners("z", [(0, 0), (1, 0), (0, 1), (1, 1)]),
    curve("s") { t in
      let q = Double.pi / 2
      if t < 0.5 {
        let a = -q / 3 - (t / 0.5) * (q * 8 / 3)
        return (0.5 + 0.25 * cos(a), 0.25 + 0.25 * sin(a))
      }
      let a = -q + ((t - 0.5) / 0.5) * (q * 8 / 3)
      return (0.5 + 0.25 * cos(a), 0.75 + 0.25 * sin(a))
    },
    corners("triangle", [(0.5, 0), (0, 0.87), (1, 0.87), (0.5, 0)]),
    corners("square", [(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]),
    curve("pigtail") { t in
      let a = t * 2 * Double.pi
      return ((a + 1.6 * sin(a)) / (2 * Double.pi), 0.5 + 0.3 * cos(a))
    },
    corners("x", [(0, 0), (1, 1), (1, 0), (0, 1)]),
    corners("rectangle", [(0, 0), (0, 0.55), (1, 0.55), (1, 0), (0, 0)]),
    corners("zig-zag", [(0, 0.5), (0.2, 0), (0.4, 0.5), (0.6, 0), (0.8, 0.5), (1, 0)]),
    corners("arrow", [(0, 1), (1, 0), (0.55, 0.02), (1, 0), (0.98, 0.45)]),
    corners("left-square-bracket", [(0.4, 0), (0, 0), (0, 1), (0.4, 1)]),
    corners("right-square-bracket", [(0, 0), (0.4, 0), (0.4, 1), (0, 1)]),
    corners("delete", [(0, 0), (1, 1), (0, 1), (1, 0)]),
    corners(
      "left-curly-brace", [(0.5, 0), (0.25, 0.05), (0.25, 0.4), (0, 0.5), (0.25, 0.6), (0.25, 0.95), (0.5, 1)]),
    corners(
      "right-curly-brace", [(0, 0), (0.25, 0.05), (0.25, 0.4), (0.5, 0.5), (0.25, 0.6), (0.25, 0.95), (0, 1)]),
    corners(
      "star",
      (0...5).map { k in
        let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        return (0.5 + 0.5 * cos(a), 0.5 + 0.5 * sin(a))
      }),
  ]
}
