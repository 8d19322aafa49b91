internal import CSystemd
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// What a poll() loop needs of an sd-bus connection it serves, the same for
/// each one here (the logind watcher, xgesture's service, the monitor):
/// nothing is polled by sd-bus itself.
enum PolledBus {
  /// The descriptor to watch for reading, after sending what sd-bus still
  /// has to write.
  static func descriptors(of bus: OpaquePointer) -> [Int32] {
    if Int32(sd_bus_get_events(bus)) & Int32(POLLOUT) != 0 { _ = sd_bus_flush(bus) }
    let fd = sd_bus_get_fd(bus)
    return fd >= 0 ? [fd] : []
  }

  /// Milliseconds from now until sd-bus needs processing though nothing was
  /// read (a reply's timeout); nil when it waits for nothing.
  static func timeout(of bus: OpaquePointer) -> Double? {
    var due: UInt64 = 0
    guard sd_bus_get_timeout(bus, &due) >= 0, due != UInt64.max else { return nil }
    // sd-bus's deadline is on CLOCK_MONOTONIC, in µs.
    let now = MonotonicClock.microseconds()
    return due > now ? Double(due - now) / 1000 : 0
  }
}
