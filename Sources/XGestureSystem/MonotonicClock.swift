#if canImport(Glibc)
  import Glibc
#endif

/// CLOCK_MONOTONIC, read with clock_gettime(2): the bridge's time (the
/// engine's, its timers as poll timeouts), command timeouts, `--replay`, the
/// session lock watcher's sd-bus timeouts (CLOCK_MONOTONIC µs), the test beds
/// and the benchmarks read it here. Other clocks are mapped onto it, not read
/// beside it: the X server's millisecond timestamps (`ServerClock`, in
/// XGestureBridge) and PulseAudio's. Swift's `ContinuousClock` reads
/// CLOCK_BOOTTIME on Linux, so it is not used.
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

  /// The same moment in whole microseconds, the unit of sd-bus's timeouts
  /// (`sd_bus_get_timeout`).
  public static func microseconds() -> UInt64 { UInt64(nanoseconds() / 1000) }

  /// Sleeps until the clock reads `deadline` nanoseconds, at once if it has
  /// passed (clock_nanosleep(2), absolute, again after each signal): how a
  /// script keeps its timing without its own latency accumulating.
  public static func sleep(untilNanoseconds deadline: Int64) {
    var target = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, nil) == EINTR {}
  }

  /// Sleeps `milliseconds` (none when not positive).
  public static func sleep(milliseconds: Double) {
    guard milliseconds > 0 else { return }
    sleep(untilNanoseconds: nanoseconds() + Int64((milliseconds * 1_000_000).rounded()))
  }
}
