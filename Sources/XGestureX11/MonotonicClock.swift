#if canImport(Glibc)
  import Glibc
#endif

/// CLOCK_MONOTONIC, the clock of the bridge's timers (poll timeouts) and of
/// the X server's own timestamps on Linux.
public enum MonotonicClock {
  /// Nanoseconds since the clock's origin (clock_gettime(CLOCK_MONOTONIC)).
  public static func nanoseconds() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
  }
}
