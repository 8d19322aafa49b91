import Foundation
import XGestureEngine

/// The $1 unistroke recognizer as its paper describes it (Wobbrock, Wilson
/// and Li, UIST 2007), written here from that description for a baseline
/// only — xgesture never uses it: resample to 64 points, rotate the
/// indicative angle (centroid to first point) to zero, scale
/// non-uniformly to a 250 × 250 square, move the centroid to the origin;
/// match by the mean point distance at the best angle within ±45° (golden
/// section search to 2°); score 1 − distance / (½ · the square's diagonal).
struct DollarOne {
  static let points = 64
  static let square = 250.0
  static let halfDiagonal = 0.5 * (2 * square * square).squareRoot()
  static let range = Double.pi / 4
  static let precision = 2 * Double.pi / 180
  static let phi = 0.5 * (-1 + 5.0.squareRoot())

  private var templates: [(name: String, points: [Point])] = []

  mutating func add(_ name: String, _ path: [Point]) {
    if let points = Self.normalize(path) { templates.append((name, points)) }
  }

  /// The nearest template and its score; nil for a path $1 cannot resample (no length).
  func recognize(_ path: [Point]) -> (name: String, score: Double)? {
    guard let candidate = Self.normalize(path) else { return nil }
    var best = Double.infinity
    var name = ""
    for template in templates {
      let d = Self.distanceAtBestAngle(candidate, template.points)
      if d < best {
        best = d
        name = template.name
      }
    }
    return name.isEmpty ? nil : (name, 1 - best / Self.halfDiagonal)
  }

  static func normalize(_ path: [Point]) -> [Point]? {
    guard let resampled = StrokeResample.resample(path, count: points) else { return nil }
    let c = centroid(resampled)
    let angle = atan2(c.y - resampled[0].y, c.x - resampled[0].x)
    let rotated = rotate(resampled, by: -angle)
    var low = Point(x: Double.infinity, y: Double.infinity)
    var high = Point(x: -Double.infinity, y: -Double.infinity)
    for p in rotated {
      low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
      high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
    }
    // The paper scales each axis to the square; a line's zero height is left at zero.
    let w = high.x - low.x
    let h = high.y - low.y
    let scaled = rotated.map { Point(x: w > 0 ? $0.x * square / w : $0.x, y: h > 0 ? $0.y * square / h : $0.y) }
    let c2 = centroid(scaled)
    return scaled.map { $0 - c2 }
  }

  static func centroid(_ points: [Point]) -> Point {
    var sum = Point.zero
    for p in points { sum = sum + p }
    return sum / Double(points.count)
  }

  static func rotate(_ points: [Point], by angle: Double) -> [Point] {
    let c = centroid(points)
    let (s, k) = (sin(angle), cos(angle))
    return points.map { p in
      let d = p - c
      return Point(x: d.x * k - d.y * s + c.x, y: d.x * s + d.y * k + c.y)
    }
  }

  static func pathDistance(_ a: [Point], _ b: [Point]) -> Double {
    var sum = 0.0
    for i in a.indices { sum += a[i].distance(to: b[i]) }
    return sum / Double(a.count)
  }

  static func distanceAtBestAngle(_ candidate: [Point], _ template: [Point]) -> Double {
    var a = -range
    var b = range
    var x1 = phi * a + (1 - phi) * b
    var f1 = pathDistance(rotate(candidate, by: x1), template)
    var x2 = (1 - phi) * a + phi * b
    var f2 = pathDistance(rotate(candidate, by: x2), template)
    while abs(b - a) > precision {
      if f1 < f2 {
        b = x2
        x2 = x1
        f2 = f1
        x1 = phi * a + (1 - phi) * b
        f1 = pathDistance(rotate(candidate, by: x1), template)
      } else {
        a = x1
        x1 = x2
        f1 = f2
        x2 = (1 - phi) * a + phi * b
        f2 = pathDistance(rotate(candidate, by: x2), template)
      }
    }
    return min(f1, f2)
  }
}

/// Equidistant resampling for the baseline (the paper's step 1).
enum StrokeResample {
  static func resample(_ points: [Point], count: Int) -> [Point]? {
    var length = 0.0
    for (a, b) in zip(points, points.dropFirst()) { length += a.distance(to: b) }
    guard length > 0, let first = points.first else { return nil }
    let step = length / Double(count - 1)
    var out = [first]
    var carried = 0.0
    var previous = first
    var i = 1
    while i < points.count, out.count < count {
      let segment = previous.distance(to: points[i])
      if segment > 0, carried + segment >= step {
        let point = previous + (points[i] - previous) * ((step - carried) / segment)
        out.append(point)
        previous = point
        carried = 0
      } else {
        carried += segment
        previous = points[i]
        i += 1
      }
    }
    while out.count < count { out.append(points[points.count - 1]) }
    return out
  }
}
