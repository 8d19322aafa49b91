/// A path as the matcher compares it: resampled to `count` points equally
/// spaced along its length, moved so that their centroid is the origin, and
/// scaled uniformly so that the vector of their coordinates has length 1.
/// Uniform scaling keeps the aspect ratio: a line stays a line (unlike the
/// $1 recognizer's squash into a square, which blows a line's wobble up to
/// the square's size), and the cosine of two vectors compares their shapes
/// whatever their size and place (docs/STROKES.md).
struct StrokeVector: Hashable, Sendable {
  /// The points per path: enough to keep a star's ten corners apart.
  static let count = 32

  /// x0, y0, x1, y1, …: `2 * count` numbers.
  let coordinates: [Double]

  /// The normalized vector of `points`, or nil when they have no length.
  init?(_ points: [Point]) {
    guard let resampled = Self.resample(points, count: Self.count) else { return nil }
    var centre = Point.zero
    for p in resampled { centre = centre + p }
    centre = centre / Double(resampled.count)
    var values: [Double] = []
    values.reserveCapacity(2 * resampled.count)
    var sum = 0.0
    for p in resampled {
      let d = p - centre
      values.append(d.x)
      values.append(d.y)
      sum += d.x * d.x + d.y * d.y
    }
    guard sum > 0 else { return nil }
    let norm = sum.squareRoot()
    coordinates = values.map { $0 / norm }
  }

  /// How alike two vectors are: their cosine, with `rotation: any` the
  /// largest over every rotation of `other` (Protractor's closed form: the
  /// best angle's cosine is √(a² + b²)).
  @inline(__always)
  func cosine(_ other: StrokeVector, rotation: StrokeRotation) -> Double {
    var a = 0.0
    var b = 0.0
    coordinates.withUnsafeBufferPointer { p in
      other.coordinates.withUnsafeBufferPointer { q in
        var i = 0
        switch rotation {
        case .fixed:
          while i < p.count {
            a += p[i] * q[i] + p[i + 1] * q[i + 1]
            i += 2
          }
        case .any:
          while i < p.count {
            a += p[i] * q[i] + p[i + 1] * q[i + 1]
            b += p[i] * q[i + 1] - p[i + 1] * q[i]
            i += 2
          }
        }
      }
    }
    switch rotation {
    case .fixed: return a
    case .any: return (a * a + b * b).squareRoot()
    }
  }

  /// `count` points equally spaced along the path, its ends included; nil
  /// for a path without length.
  static func resample(_ points: [Point], count: Int) -> [Point]? {
    var length = 0.0
    for i in points.indices.dropFirst() { length += points[i].distance(to: points[i - 1]) }
    guard length > 0, let first = points.first else { return nil }
    let step = length / Double(count - 1)
    var out = [first]
    out.reserveCapacity(count)
    var carried = 0.0
    var previous = first
    var i = 1
    while i < points.count, out.count < count {
      let next = points[i]
      let segment = previous.distance(to: next)
      if segment > 0, carried + segment >= step {
        let t = (step - carried) / segment
        let point = previous + (next - previous) * t
        out.append(point)
        previous = point
        carried = 0
      } else {
        carried += segment
        previous = next
        i += 1
      }
    }
    while out.count < count { out.append(points[points.count - 1]) }
    return out
  }
}

/// Whether a stroke's orientation counts (`rotation:`): `fixed` (the
/// default) tells a `v` from a `caret`; `any` takes a shape turned any way.
public enum StrokeRotation: String, Hashable, Sendable, CaseIterable {
  case fixed
  case any
}
