/// The frames of what moves on by itself after a lift — a window's slide,
/// kinetic scrolling — at the screen's refresh rate: its period, asked of
/// the server once, at the first frame that needs it, and when a frame after
/// one due at `due` is (a late loop skips frames rather than bunching them).
public struct FramePeriod: Hashable, Sendable {
  /// One frame, ms; nil until first asked.
  public private(set) var interval: Double?

  public init() {}

  /// One frame, ms: 1000 / the refresh rate, asked the first time.
  public mutating func interval(asking server: some DesktopQueries) -> Double {
    if let interval { return interval }
    let asked = 1000 / server.refreshRate()
    interval = asked
    return asked
  }

  /// The frame after one that was due at `due` and ran at `now`: one period
  /// on, or one period after `now` when the loop came later than that.
  public static func next(after due: Double, at now: Double, interval: Double) -> Double {
    let next = due + interval
    return next <= now ? now + interval : next
  }
}
