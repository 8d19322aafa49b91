import XGestureEngine

/// Kinetic scrolling (docs/REFERENCE.md §9): after the lift, a scroll's
/// wheel goes on as if the fingers had carried on along the fling's decay
/// (`Glide`, from the lift's velocity capped as a fling's is): after t ms
/// they have travelled the glide distance × (1 − 0.998^t) beyond the lift.
/// Fewer clicks come with each frame (`PacedAnimations`); it is over when
/// no whole step is left to reach, or when less than `restDistance` of the
/// glide is left.
public struct KineticScroll: Hashable, Sendable, PacedAnimation {
  /// Less of the glide than this left, mm: it has come to rest (its last step taken).
  public static let restDistance = 0.1

  public private(set) var track: ScrollTrack
  /// The travel at the lift, mm since the touches landed.
  public let liftX: Double
  public let liftY: Double
  /// The way the fingers go on beyond the lift, mm, from when they lifted.
  public let glide: Glide

  /// A glide after a lift at `now` with the track at travel (`x`, `y`) mm
  /// and the fingers' velocity (`vx`, `vy`) mm/s; nil when that is too slow
  /// for a fling or no whole step is left to reach.
  public init?(
    _ track: ScrollTrack, liftX x: Double, y: Double, vx: Double, vy: Double, at now: Double
  ) {
    let launch = Fling.launchVelocity(Point(x: vx, y: vy)) * Fling.glideSeconds
    self.track = track
    liftX = x
    liftY = y
    glide = Glide(distanceX: launch.x, distanceY: launch.y, startTime: now, restDistance: Self.restDistance)
    guard !atRest(takenAt: track) else { return nil }
  }

  /// The travel at `time`, mm since the touches landed, and whether the glide is over.
  public func travel(at time: Double) -> (x: Double, y: Double, done: Bool) {
    let covered = glide.covered(at: time)
    return (liftX + covered.x, liftY + covered.y, covered.done)
  }

  /// Its frame at `now`: the clicks up to where the glide has come, and
  /// whether it is over (at rest, or every step it can reach taken).
  public mutating func frame(at now: Double) -> (requests: [DesktopRequest], done: Bool) {
    let at = travel(at: now)
    let clicks = track.clicks(toTravel: at.x, at.y)
    return (clicks, at.done || atRest(takenAt: track))
  }

  /// Whether `track` has taken every whole step the glide reaches.
  private func atRest(takenAt track: ScrollTrack) -> Bool {
    let end = track.steps(dx: liftX + glide.distanceX, dy: liftY + glide.distanceY)
    return end.x == track.sentX && end.y == track.sentY
  }
}
