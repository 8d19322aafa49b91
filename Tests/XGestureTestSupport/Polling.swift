#if canImport(Glibc)
  import Glibc
#endif

/// Asks `probe` every `interval` ms until it yields a value, for at most
/// `timeout` seconds (and once more at the end); nil when it never did.
/// How the beds wait for a real server or process: a bounded poll of a
/// condition, never a fixed sleep.
public func poll<T>(timeout: Double, interval: Double = 5, _ probe: () -> T?) -> T? {
  let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
  repeat {
    if let value = probe() { return value }
    usleep(useconds_t(interval * 1000))
  } while MonotonicTime.now() < deadline
  return probe()
}

/// `poll` for a snapshot that must satisfy `condition`: returns the first
/// snapshot that does.
public func poll<T>(timeout: Double, interval: Double = 5, snapshot: () -> T, until condition: (T) -> Bool) -> T? {
  poll(timeout: timeout, interval: interval) { () -> T? in
    let now = snapshot()
    return condition(now) ? now : nil
  }
}
