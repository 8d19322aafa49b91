import XGestureEngine

/// The fingers on a touchscreen as Touchégg's daemon follows them: where
/// each is now and where its motion is counted from — where it landed, and
/// from a gesture's begin on, where it was at the begin. Positions are
/// millimetres on the device's surface.
struct ToucheggFingers: Sendable {
  struct Finger: Sendable {
    var start: Point
    var current: Point
  }

  private(set) var fingers: [Int: Finger] = [:]

  var count: Int { fingers.count }

  mutating func land(_ touch: Int, at position: Point) {
    fingers[touch] = Finger(start: position, current: position)
  }

  /// A move of a finger it follows; false for one it does not.
  @discardableResult
  mutating func move(_ touch: Int, to position: Point) -> Bool {
    guard fingers[touch] != nil else { return false }
    fingers[touch]?.current = position
    return true
  }

  mutating func lift(_ touch: Int) { fingers[touch] = nil }

  mutating func removeAll() { fingers.removeAll() }

  /// From now on motion counts from where the fingers are.
  mutating func restart() {
    fingers = fingers.mapValues { Finger(start: $0.current, current: $0.current) }
  }

  /// The fingers' average motion since their starts.
  var averageMotion: Point {
    guard !fingers.isEmpty else { return .zero }
    let sum = fingers.values.reduce(Point.zero) { $0 + ($1.current - $1.start) }
    return sum / Double(fingers.count)
  }

  /// Touchégg's test for a swipe: every finger moved mostly along the same
  /// axis, and every one at least a whole millimetre the same way along it
  /// (its daemon compares the motions as whole numbers: a finger that moved
  /// less than 1 mm along its axis makes the gesture a pinch).
  var movesTogether: Bool {
    let moves = fingers.values.map { $0.current - $0.start }
    let horizontal = moves.map { abs($0.x) > abs($0.y) }
    guard horizontal.allSatisfy({ $0 }) || horizontal.allSatisfy({ !$0 }) else { return false }
    let along = moves.map { (horizontal[0] ? $0.x : $0.y).rounded(.towardZero) }
    return along.allSatisfy { $0 > 0 } || along.allSatisfy { $0 < 0 }
  }

  /// The width along x of the box around the fingers' starts and around
  /// where they are (Touchégg measures a touchscreen pinch so).
  var widths: (start: Double, current: Double) {
    (Self.width(fingers.values.map(\.start.x)), Self.width(fingers.values.map(\.current.x)))
  }

  /// The fingers' mean distance from their centre, at their starts and now
  /// (xgesture's measure of a pinch whatever its orientation).
  var spreads: (start: Double, current: Double) {
    (Self.spread(fingers.values.map(\.start)), Self.spread(fingers.values.map(\.current)))
  }

  private static func width(_ xs: [Double]) -> Double {
    guard let low = xs.min(), let high = xs.max() else { return 0 }
    return high - low
  }

  private static func spread(_ points: [Point]) -> Double {
    guard !points.isEmpty else { return 0 }
    let centre = points.reduce(Point.zero, +) / Double(points.count)
    return points.reduce(0) { $0 + $1.distance(to: centre) } / Double(points.count)
  }
}
