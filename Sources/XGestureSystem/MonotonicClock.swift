#if canImport(Glibc)
  import Glibc
#endif

/// CLOCK_MONOTONIC: the one clock xgesture reads. The bridge's timers (poll
/// timeouts), command timeouts, `--replay`, the test beds and the benchmarks
/// all use it; it is also the X server's timestamp clock on Linux and
/// PulseAudio's. Swift's `ContinuousClock` reads CLOCK_BOOTTIME on Linux, so
/// it is not used.
public enum MonotonicClock {
  /// Nanoseconds since the clock's (unspecified) origin, usually boot
  /// (clock_gettime(2) of CLOCK_MONOTONIC).
  public static func nanoseconds() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
  }

  /// The same moment in milliseconds, the unit of the engine's time and of
  /// `CommandRunner`'s deadlines.
  public static func milliseconds() -> Double { Double(nanoseconds()) / 1_000_000 }
}
