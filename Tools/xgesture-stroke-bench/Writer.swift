import Foundation
import XGestureEngine

/// Deterministic pseudo-random numbers (SplitMix64) with the draws the writers need.
struct BenchRandom: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

  /// A normal draw (Box–Muller).
  mutating func gaussian(_ sigma: Double) -> Double {
    let u = max(uniform(0...1), 1e-12)
    return sigma * (-2 * log(u)).squareRoot() * cos(2 * .pi * uniform(0...1))
  }
}

/// How a stroke's speed runs from its start to its end (a fraction of the
/// length drawn at a fraction of the time).
enum SpeedProfile: CaseIterable {
  /// The same speed throughout.
  case even
  /// Slow, fast, slow: minimum jerk, as a steady hand draws.
  case bell
  /// Starting slowly, ending fast.
  case accelerating
  /// Starting fast, ending slowly.
  case decelerating

  func fraction(_ u: Double) -> Double {
    switch self {
    case .even: u
    case .bell: u * u * u * (10 - 15 * u + 6 * u * u)
    case .accelerating: u * u
    case .decelerating: 1 - (1 - u) * (1 - u)
    }
  }
}

/// One writer of the data set: a hand with its own size, proportions, slant,
/// tilt, speed and speed profile, jitter, corner rounding and overshoot;
/// each example it draws varies around them (docs/BENCHMARKS.md, "Strokes").
struct Writer {
  var size: Double  // mm
  var aspect: Double  // width over height, times the shape's own
  var slant: Double  // x += slant · y
  var tilt: Double  // radians, clockwise
  var speed: Double  // mm/s
  var profile: SpeedProfile
  var jitter: Double  // mm, per sample
  var rounding: Double  // of the size, at each corner
  var overshoot: Double  // of a segment, past each corner

  /// Writer `index` of the set: its traits drawn from `random`.
  static func make(_ index: Int, _ random: inout BenchRandom) -> Writer {
    Writer(
      size: random.uniform(18...70), aspect: random.uniform(0.8...1.25), slant: random.uniform(-0.2...0.3),
      tilt: random.uniform(-0.12...0.12), speed: random.uniform(60...300),
      profile: SpeedProfile.allCases[index % SpeedProfile.allCases.count], jitter: random.uniform(0...0.5),
      rounding: random.uniform(0...0.12), overshoot: random.uniform(0...0.12))
  }

  /// One example of `shape`: timed points on the panel, mm and ms from 0.
  func draw(_ shape: BenchShape, _ random: inout BenchRandom) -> [(time: Double, point: Point)] {
    let size = self.size * random.uniform(0.85...1.15)
    let slant = self.slant + random.uniform(-0.06...0.06)
    let tilt = self.tilt + random.uniform(-0.07...0.07)
    let aspect = self.aspect * random.uniform(0.92...1.08)
    var path = shape.points
    if shape.cornered {
      path = Self.rounded(
        Self.overshot(path, by: overshoot * random.uniform(0.3...1.2), &random),
        by: rounding * random.uniform(0.5...1.5))
    }
    let origin = Point(x: random.uniform(40...150), y: random.uniform(20...60))
    let placed = path.map { p -> Point in
      let x = size * aspect * (p.x + slant * p.y)
      let y = size * p.y
      return origin + Point(x: x * cos(tilt) - y * sin(tilt), y: x * sin(tilt) + y * cos(tilt))
    }
    return timed(placed, speed: speed * random.uniform(0.8...1.25), profile: profile, jitter: jitter, &random)
  }

  /// Each corner passed by a fraction of its incoming segment, then turned back: a hook.
  static func overshot(_ corners: [Point], by fraction: Double, _ random: inout BenchRandom) -> [Point] {
    guard corners.count > 2, fraction > 0 else { return corners }
    var out = [corners[0]]
    for i in 1..<(corners.count - 1) {
      let incoming = corners[i] - corners[i - 1]
      out.append(corners[i] + incoming * (fraction * random.uniform(0.3...1)))
      out.append(corners[i])
    }
    out.append(corners[corners.count - 1])
    return out
  }

  /// Each corner cut by a quadratic curve starting `fraction` (of the box) before it.
  static func rounded(_ corners: [Point], by fraction: Double) -> [Point] {
    guard corners.count > 2, fraction > 0 else { return corners }
    var out = [corners[0]]
    for i in 1..<(corners.count - 1) {
      let a = corners[i - 1]
      let c = corners[i]
      let b = corners[i + 1]
      let r1 = min(fraction, a.distance(to: c) / 2)
      let r2 = min(fraction, b.distance(to: c) / 2)
      guard r1 > 0, r2 > 0 else {
        out.append(c)
        continue
      }
      let p0 = c + (a - c) * (r1 / a.distance(to: c))
      let p2 = c + (b - c) * (r2 / b.distance(to: c))
      for k in 0...8 {
        let t = Double(k) / 8
        out.append(p0 * ((1 - t) * (1 - t)) + c * (2 * (1 - t) * t) + p2 * (t * t))
      }
    }
    out.append(corners[corners.count - 1])
    return out
  }
}

/// `points` drawn at `speed` with `profile`, a sample every 8 ms (125 Hz, a
/// touchscreen's rate), each displaced by `jitter`.
func timed(
  _ points: [Point], speed: Double, profile: SpeedProfile, jitter: Double, _ random: inout BenchRandom
) -> [(time: Double, point: Point)] {
  var lengths = [0.0]
  for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths[lengths.count - 1] + a.distance(to: b)) }
  let total = lengths[lengths.count - 1]
  let duration = max(total / speed * 1000, 16)
  let samples = max(2, Int((duration / 8).rounded(.up)) + 1)
  var out: [(Double, Point)] = []
  var segment = 0
  for k in 0..<samples {
    let u = min(1, Double(k) * 8 / duration)
    let along = total * profile.fraction(u)
    while segment < lengths.count - 2, lengths[segment + 1] < along { segment += 1 }
    let span = lengths[segment + 1] - lengths[segment]
    let t = span > 0 ? (along - lengths[segment]) / span : 0
    let p = points[segment] + (points[min(segment + 1, points.count - 1)] - points[segment]) * t
    out.append((Double(k) * 8, p + Point(x: random.gaussian(jitter), y: random.gaussian(jitter))))
  }
  return out
}
