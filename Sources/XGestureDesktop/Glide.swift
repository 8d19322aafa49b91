import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// What goes on by itself after a lift (docs/REFERENCE.md §9): a way of
/// (`distanceX`, `distanceY`) covered along the fling's own decay
/// (`Fling.decayPerMillisecond`, 0.998 per ms) from `startTime` — after t ms
/// the fraction 1 − 0.998^t of it — and over when less than `restDistance`
/// of it is left on the longer axis, all of it covered then. The one decay
/// of a kinetic scroll (`KineticScroll`, mm of travel) and of a window's
/// slide (`WindowSlide`, px).
public struct Glide: Hashable, Sendable {
  /// The whole way, in the caller's unit.
  public let distanceX: Double
  public let distanceY: Double
  /// When it started, ms.
  public let startTime: Double
  /// Less of the way than this left: it is over.
  public let restDistance: Double

  public init(distanceX: Double, distanceY: Double, startTime: Double, restDistance: Double) {
    self.distanceX = distanceX
    self.distanceY = distanceY
    self.startTime = startTime
    self.restDistance = restDistance
  }

  /// How much of the way it has covered at `time` (nothing before it
  /// started), and whether it is over.
  public func covered(at time: Double) -> (x: Double, y: Double, done: Bool) {
    let left = pow(Fling.decayPerMillisecond, max(0, time - startTime))
    let done = left * max(abs(distanceX), abs(distanceY)) < restDistance
    let fraction = done ? 1 : 1 - left
    return (distanceX * fraction, distanceY * fraction, done)
  }
}
