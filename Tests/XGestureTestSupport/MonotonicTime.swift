import XGestureSystem

/// A point on the system's CLOCK_MONOTONIC timeline, in nanoseconds.
///
/// The beds stamp what they observe with this clock (when a recording's first
/// sample was mixed, when a sound's onset was) so a test can compare those
/// moments with the moment it did something, read with `MonotonicTime.now()`.
/// It is a point on xgesture's one clock, `MonotonicClock` (XGestureSystem),
/// which PulseAudio's server and most X servers use for their own timing.
public struct MonotonicTime: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// Nanoseconds since the clock's (unspecified) origin, usually boot.
  public var nanoseconds: Int64

  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// The current time.
  public static func now() -> MonotonicTime {
    MonotonicTime(nanoseconds: MonotonicClock.nanoseconds())
  }

  /// This time moved by `milliseconds` (negative moves back).
  public func adding(milliseconds: Double) -> MonotonicTime {
    MonotonicTime(nanoseconds: nanoseconds + Int64((milliseconds * 1_000_000).rounded()))
  }

  /// Milliseconds from `earlier` to this time (negative when this is earlier).
  public func milliseconds(since earlier: MonotonicTime) -> Double {
    Double(nanoseconds - earlier.nanoseconds) / 1_000_000
  }

  /// Milliseconds from this time until now.
  public var millisecondsAgo: Double { MonotonicTime.now().milliseconds(since: self) }

  public static func < (lhs: MonotonicTime, rhs: MonotonicTime) -> Bool {
    lhs.nanoseconds < rhs.nanoseconds
  }

  public var description: String {
    let seconds = Double(nanoseconds) / 1_000_000_000
    return "monotonic \(seconds) s"
  }
}

/// Sleeps until `moment` on CLOCK_MONOTONIC (at once if it has passed): how
/// the beds keep a script's timing with absolute deadlines, so their own
/// latency does not accumulate.
func sleep(until moment: MonotonicTime) { MonotonicClock.sleep(untilNanoseconds: moment.nanoseconds) }
