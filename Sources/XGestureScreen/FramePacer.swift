/// Frames at the screen's refresh rate, as a value (docs/OVERLAY.md,
/// "Frames"; docs/ACTIONS.md, "Desktop actions"): the one pacing of
/// everything xgesture animates — the overlay's frames on each monitor, a
/// kinetic scroll's clicks, a window's slide.
///
/// A frame may be drawn at once when the last one is a period old or older,
/// else at the end of that period (`due(changeAt:)`); so frames come at most
/// once a period, and a change after a pause shows at once. Something that
/// moves by itself has a frame every period (`next(after:at:)`), and a late
/// loop skips frames rather than bunching them.
public struct FramePacer: Hashable, Sendable {
  /// Milliseconds between frames.
  public let period: Double
  /// When the last frame was drawn; nil before the first.
  public private(set) var lastFrame: Double?

  /// Timers wake up to a millisecond late or a little early; a frame this
  /// close to the end of its period counts as due, so that a wake-up a
  /// fraction early does not wait a whole period more.
  static let slack = 0.25

  public init(period: Double) { self.period = period }

  /// Frames at `rate` a second.
  public init(rate: Double) { self.init(period: 1000 / rate) }

  /// The slowest pacing of an animation, Hz.
  public static let minimumAnimationRate = 60.0

  /// The pacing of what moves by itself after a lift — a window's slide,
  /// kinetic scrolling — on `monitors` (docs/REFERENCE.md §9): the fastest
  /// monitor's refresh rate, at least `minimumAnimationRate` (also with no
  /// monitor known).
  public init(animatingOn monitors: [Monitor]) {
    let fastest = monitors.map(\.refreshRate).max() ?? Self.minimumAnimationRate
    self.init(rate: max(Self.minimumAnimationRate, fastest))
  }

  /// When a frame showing something that changed at `time` may be drawn.
  public func due(changeAt time: Double) -> Double {
    guard let lastFrame, time < lastFrame + period - Self.slack else { return time }
    return lastFrame + period
  }

  /// A frame was drawn at `time`.
  public mutating func drew(at time: Double) { lastFrame = time }

  /// The frame after one that was due at `due` and ran at `now`: one period
  /// on, or one period after `now` when the loop came later than that.
  public func next(after due: Double, at now: Double) -> Double {
    let next = due + period
    return next <= now ? now + period : next
  }
}
