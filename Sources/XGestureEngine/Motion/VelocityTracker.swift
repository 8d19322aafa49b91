/// Estimates the velocity of a moving point the way Android and Flutter do:
/// a least-squares fit of a degree-2 polynomial to the positions of the last
/// 100 ms (at most 20 samples); a gap of more than 40 ms between samples, or
/// since the last one, means the finger stopped, and starts over.
public struct VelocityTracker: Sendable {
  public static let horizon = 100.0  // ms
  public static let maximumSamples = 20
  public static let stopGap = 40.0  // ms

  struct Sample {
    var time: Double
    var position: Point
  }

  private var samples: [Sample] = []
  private var newest = -1

  /// No storage until the first sample: most trackers a recognizer makes
  /// (one per finger, one per pinch or rotation) are re-armed unused.
  public init() {}

  /// Forgets every sample.
  public mutating func reset() {
    samples.removeAll(keepingCapacity: true)
    newest = -1
  }

  /// Adds a position at `time` (ms). Samples must come in time order.
  public mutating func add(_ position: Point, at time: Double) {
    if newest >= 0, time - samples[newest].time > Self.stopGap { reset() }
    let sample = Sample(time: time, position: position)
    if samples.count < Self.maximumSamples {
      if samples.capacity == 0 { samples.reserveCapacity(Self.maximumSamples) }
      samples.append(sample)
      newest = samples.count - 1
    } else {
      newest = (newest + 1) % Self.maximumSamples
      samples[newest] = sample
    }
  }

  /// The velocity in units per second at `now` (ms); zero with fewer than two
  /// usable samples or when the newest sample is more than 40 ms old.
  public func velocity(at now: Double) -> Point { estimate(at: now) ?? .zero }

  /// The velocity at `now`, or nil when there is nothing to estimate it
  /// from: no sample, or fewer than two usable ones and the newest recent.
  /// Zero (not nil) when the newest sample is more than 40 ms old: the
  /// point stopped.
  public func estimate(at now: Double) -> Point? {
    guard newest >= 0 else { return nil }
    let last = samples[newest]
    guard now - last.time <= Self.stopGap else { return .zero }
    // Moments of t (seconds, relative to the newest sample) and of x, y.
    var s0 = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var x0 = 0.0
    var x1 = 0.0
    var x2 = 0.0
    var y0 = 0.0
    var y1 = 0.0
    var y2 = 0.0
    var oldest = last
    var index = newest
    var previousTime = last.time
    for _ in 0..<samples.count {
      let sample = samples[index]
      if last.time - sample.time > Self.horizon || previousTime - sample.time > Self.stopGap { break }
      let t = (sample.time - last.time) / 1000
      let t2 = t * t
      s0 += 1
      s1 += t
      s2 += t2
      s3 += t2 * t
      s4 += t2 * t2
      let p = sample.position - last.position
      x0 += p.x
      x1 += p.x * t
      x2 += p.x * t2
      y0 += p.y
      y1 += p.y * t
      y2 += p.y * t2
      oldest = sample
      previousTime = sample.time
      index = index == 0 ? samples.count - 1 : index - 1
    }
    let span = (last.time - oldest.time) / 1000
    guard s0 >= 2, span > 0 else { return nil }
    if s0 >= 3 {
      // Normal equations of x(t) = a + b t + c t²; the velocity at t = 0 is b.
      let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s2 * s3) + s2 * (s1 * s3 - s2 * s2)
      if det.magnitude > 1e-18 {
        func slope(_ m0: Double, _ m1: Double, _ m2: Double) -> Double {
          (s0 * (m1 * s4 - s3 * m2) - m0 * (s1 * s4 - s2 * s3) + s2 * (s1 * m2 - m1 * s2)) / det
        }
        return Point(x: slope(x0, x1, x2), y: slope(y0, y1, y2))
      }
    }
    return (last.position - oldest.position) / span
  }
}
