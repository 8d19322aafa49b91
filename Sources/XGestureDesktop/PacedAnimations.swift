import XGestureScreen

/// Something that moves on by itself, one frame at a time: a kinetic
/// scroll's clicks, a window's slide.
public protocol PacedAnimation: Equatable, Sendable {
  /// Its frame at `now`: what to ask of the server, and whether it is over.
  mutating func frame(at now: Double) -> (requests: [DesktopRequest], done: Bool)
}

/// The animations running after a lift, paced at the screen's refresh rate
/// (at least 60 Hz, `FramePacer(animatingOn:)`, asked of the server once,
/// at the first one): each has its first frame one period after it starts,
/// then one every period (a late loop skips frames rather than bunching
/// them), until it is over or stopped. The one paced loop of kinetic
/// scrolling (`Scrolls`) and window slides (`WindowMoves`).
public struct PacedAnimations<Animation: PacedAnimation>: Equatable, Sendable {
  /// An animation, and when its next frame is due.
  public struct Running: Equatable, Sendable {
    public fileprivate(set) var animation: Animation
    public fileprivate(set) var next: Double
  }

  /// The animations running, in the order they started.
  public private(set) var running: [Running] = []
  /// The frames' pacing; nil until the first animation.
  public private(set) var pacer: FramePacer?

  public init() {}

  /// `animation` starts at `now`: its first frame one period later.
  public mutating func start(_ animation: Animation, at now: Double, asking server: some DesktopQueries) {
    let pacer = self.pacer ?? FramePacer(animatingOn: server.monitors())
    self.pacer = pacer
    running.append(Running(animation: animation, next: now + pacer.period))
  }

  /// The animations `isStopped` picks stop where they are.
  public mutating func stop(where isStopped: (Animation) -> Bool) {
    running.removeAll { isStopped($0.animation) }
  }

  /// When the next frame of an animation is due; nil while none runs.
  public var nextDeadline: Double? { running.lazy.map(\.next).min() }

  /// Time passed: every animation whose frame is due makes it, in the order
  /// they started; one that is over ends there.
  public mutating func timePassed(to now: Double) -> [DesktopRequest] {
    guard let pacer else { return [] }
    var requests: [DesktopRequest] = []
    running = running.compactMap { running in
      guard running.next <= now else { return running }
      var next = running
      let frame = next.animation.frame(at: now)
      requests += frame.requests
      if frame.done { return nil }
      next.next = pacer.next(after: running.next, at: now)
      return next
    }
    return requests
  }
}
