/// Why a path is no stroke at all, before any template is asked: what a
/// tap, a hold, a straight drag or flick, a tiny circle is (docs/STROKES.md,
/// "Non-strokes"). The sentence is a failed stroke's reason.
public enum StrokeRejection: Hashable, Sendable, CustomStringConvertible {
  /// Smaller than `StrokeLimits.minSize` along its longest axis, mm: a tap, a hold, a tiny circle.
  case tooSmall(across: Double, limit: Double)
  /// Thinner than `StrokeLimits.minThickness` of its length: a drag or a
  /// flick, wobbly or not. Both mm, across and along the path's main axis.
  case straight(width: Double, length: Double)
  /// Drawn faster than `StrokeLimits.minDuration`, ms: a flick.
  case tooQuick(duration: Double, limit: Double)
  /// No template to compare it with.
  case noTemplates

  public var description: String { note.description }

  /// The sentence as a failure's note, formatted only when read.
  public var note: FailureNote {
    switch self {
    case .tooSmall(let across, let limit):
      "no shape: \(across, places: 1) mm across < \(limit, places: 0) mm"
    case .straight(let width, let length):
      "no shape: a straight line (\(width, places: 1) mm wide over \(length, places: 1) mm)"
    case .tooQuick(let duration, let limit):
      "no shape: drawn in \(duration, places: 0) ms < \(limit, places: 0) ms"
    case .noTemplates:
      "no shape: no templates to compare with"
    }
  }
}

/// What a path must be to be compared with templates at all. The defaults
/// come from the measured data set (docs/BENCHMARKS.md, "Strokes").
public struct StrokeLimits: Hashable, Sendable {
  /// The least extent along the path's main axis, mm.
  public var minSize: Double
  /// The least width across the main axis, as a fraction of the extent along it.
  public var minThickness: Double
  /// The least time from the first point to the last, ms.
  public var minDuration: Double

  public init(minSize: Double, minThickness: Double, minDuration: Double) {
    self.minSize = minSize
    self.minThickness = minThickness
    self.minDuration = minDuration
  }

  public static let standard = StrokeLimits(minSize: 10, minThickness: 0.12, minDuration: 100)

  /// Why `path` is no stroke, or nil when it may be one: its extent along
  /// and across its principal axes (the directions of most and least spread
  /// of its points), then its duration.
  public func rejection(of path: StrokePath) -> StrokeRejection? {
    let (along, across) = Self.extents(path.points)
    if along < minSize { return .tooSmall(across: along, limit: minSize) }
    if across < minThickness * along { return .straight(width: across, length: along) }
    if path.duration < minDuration { return .tooQuick(duration: path.duration, limit: minDuration) }
    return nil
  }

  /// The extents of `points` along their principal axis and across it, mm.
  static func extents(_ points: [Point]) -> (along: Double, across: Double) {
    guard !points.isEmpty else { return (0, 0) }
    var mean = Point.zero
    for p in points { mean = mean + p }
    mean = mean / Double(points.count)
    var xx = 0.0
    var xy = 0.0
    var yy = 0.0
    for p in points {
      let d = p - mean
      xx += d.x * d.x
      xy += d.x * d.y
      yy += d.y * d.y
    }
    // The principal axis: the eigenvector of the covariance's largest eigenvalue.
    let largest = (xx + yy) / 2 + (((xx - yy) / 2) * ((xx - yy) / 2) + xy * xy).squareRoot()
    let candidate = xx >= yy ? Point(x: largest - yy, y: xy) : Point(x: xy, y: largest - xx)
    let axis = candidate.length > 0 ? candidate / candidate.length : Point(x: 1, y: 0)
    var low = Point(x: Double.infinity, y: Double.infinity)
    var high = Point(x: -Double.infinity, y: -Double.infinity)
    for p in points {
      let d = p - mean
      let u = d.x * axis.x + d.y * axis.y
      let v = d.y * axis.x - d.x * axis.y
      low = Point(x: min(low.x, u), y: min(low.y, v))
      high = Point(x: max(high.x, u), y: max(high.y, v))
    }
    return (high.x - low.x, high.y - low.y)
  }
}
