public import XGestureEngine

/// The points of one ink line (docs/OVERLAY.md, "Ink"), in root pixels,
/// bounded whatever the stroke's length: a point closer than `spacing` to
/// the last one kept only moves the line's end; a segment longer than
/// `smoothing` is bent through its neighbours (Catmull-Rom, centripetal
/// enough for a hand's curves) once the point after it is known, so a
/// finger's 100 Hz samples draw a round circle, not a polygon; and when
/// `capacity` points are kept, every other one goes (first and last stay),
/// so a long stroke keeps its shape at half the resolution. Its storage is
/// reserved once, when the line starts, not per event.
public struct InkPath: Sendable {
  /// The closest two kept points may be, px.
  public static let spacing = 2.0
  /// Segments longer than this are smoothed, px.
  public static let smoothing = 6.0
  /// The most points a line keeps.
  public static let capacity = 512

  /// The line as drawn: the points kept, then (when `loose`) the end where
  /// the finger is now, closer than `spacing` to the last one kept.
  public private(set) var points: [Point]
  private var loose = false
  /// The last three samples kept, oldest first: the smoothing's neighbours.
  private var samples: (Point?, Point?, Point)

  /// How many points the smoothing puts in at most for a segment.
  static let pieces = 6

  public init(start: Point) {
    points = []
    points.reserveCapacity(Self.capacity + Self.pieces + 2)
    points.append(start)
    samples = (nil, nil, start)
  }

  /// The finger (or pointer) is at `point` now.
  public mutating func add(_ point: Point) {
    let kept = points[points.count - (loose ? 2 : 1)]
    if distance(kept, point) < Self.spacing {
      if loose { points[points.count - 1] = point } else { points.append(point) }
      loose = true
      return
    }
    if loose { points.removeLast() }
    loose = false
    // The segment before the last sample kept is bent now that its next point is known.
    if let a = samples.1 {
      let b = points.removeLast()
      smooth(samples.0 ?? a, a, b, point)
      points.append(b)
    }
    samples = (samples.1, samples.2, point)
    points.append(point)
    if points.count > Self.capacity { thin() }
  }

  /// Appends the inner points of the Catmull-Rom curve from `a` to `b`,
  /// `p0` and `next` their neighbours, when the segment is long.
  private mutating func smooth(_ p0: Point, _ a: Point, _ b: Point, _ next: Point) {
    let length = distance(a, b)
    guard length > Self.smoothing else { return }
    let n = min(Self.pieces, Int(length / (Self.smoothing / 2)))
    guard n > 1 else { return }
    for i in 1..<n {
      let t = Double(i) / Double(n)
      let t2 = t * t
      let t3 = t2 * t
      let x =
        0.5
        * (2 * a.x + (b.x - p0.x) * t + (2 * p0.x - 5 * a.x + 4 * b.x - next.x) * t2
          + (3 * a.x - p0.x - 3 * b.x + next.x) * t3)
      let y =
        0.5
        * (2 * a.y + (b.y - p0.y) * t + (2 * p0.y - 5 * a.y + 4 * b.y - next.y) * t2
          + (3 * a.y - p0.y - 3 * b.y + next.y) * t3)
      points.append(Point(x: x, y: y))
    }
  }

  /// Drops every other point, in place, keeping the first and the last.
  private mutating func thin() {
    let last = points[points.count - 1]
    var kept = 1
    var i = 2
    while i < points.count - 1 {
      points[kept] = points[i]
      kept += 1
      i += 2
    }
    points.removeLast(points.count - kept)
    points.append(last)
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
