import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Shapes drawn with one finger as trace text (docs/REFERENCE.md §4): each
/// sequence a polyline through its corners in mm on the bed's touchscreen
/// (294 × 165 mm on 1920 × 1080 px), a point every `step` mm and `interval`
/// ms, the next sequence `gap` ms after the last one lifted. For `--learn
/// --from`, `--replay`, and the touch bed's `play(_:)`.
public enum StrokeDrawings {
  public typealias Corners = [(x: Double, y: Double)]

  /// The trace of `sequences`.
  public static func trace(_ sequences: [Corners], step: Double = 2, interval: Double = 8, gap: Double = 500)
    -> String
  {
    var lines = [
      "xgesture-trace 1", "device 6 \"xgesture virtual touchscreen\" size 294x165mm screen 1920x1080",
    ]
    var time = 0.0
    func line(_ phase: String, _ p: (x: Double, y: Double)) { lines.append("\(time) \(phase) 1 \(p.x) \(p.y)") }
    for corners in sequences {
      guard let first = corners.first, let last = corners.last else { continue }
      line("begin", first)
      for (a, b) in zip(corners, corners.dropFirst()) {
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let steps = max(1, Int((length / step).rounded(.up)))
        for k in 1...steps {
          time += interval
          let t = Double(k) / Double(steps)
          line("update", (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
        }
      }
      time += interval
      line("end", last)
      time += gap
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The built-in `z`'s corners (left to right, down the diagonal, left to
  /// right again) on a square of `size` mm at `x`, `y`.
  public static func z(x: Double, y: Double, size: Double) -> Corners {
    [(x, y), (x + size, y), (x, y + size), (x + size, y + size)]
  }

  /// An `N`: up the left side, down the diagonal, up the right side — no built-in shape's way.
  public static func n(x: Double, y: Double, size: Double) -> Corners {
    [(x, y + size), (x, y), (x + size, y + size), (x + size, y)]
  }

  /// A circle of `radius` mm around `centre`, clockwise on the screen (y
  /// down) from its top: `steps` + 1 points, the last the first again.
  public static func circle(centre: (x: Double, y: Double), radius: Double, steps: Int) -> Corners {
    (0...steps).map { i in
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(steps)
      return (centre.x + radius * cos(angle), centre.y + radius * sin(angle))
    }
  }

  /// A tap: a finger that lands and lifts a fraction of a millimetre away.
  public static func tap(x: Double, y: Double) -> Corners { [(x, y), (x + 0.4, y)] }

  /// A straight drag of `length` mm to the right.
  public static func line(x: Double, y: Double, length: Double) -> Corners { [(x, y), (x + length, y + 0.5)] }
}

extension TouchBed {
  /// Plays the touch sequences of `text` (a trace, as `StrokeDrawings.trace` makes) on the touchscreen.
  public func draw(_ text: String) throws(BedError) {
    let trace: Trace
    do {
      trace = try Trace(parsing: text)
    } catch {
      throw .misuse("not a trace: \(error)")
    }
    _ = try play(trace)
  }
}
