import XGestureDesktop

/// A `DesktopDriver` on a `StandInDesktop`, on a clock the test moves: the
/// test performs actions as the dispatcher would, lets time pass as the
/// bridge's loop would (every deadline served when it is due), and reads
/// what was asked of the server.
final class DesktopHarness {
  let server = StandInDesktop()
  let driver: DesktopDriver
  /// The bridge's clock, ms.
  private(set) var now = 1000.0

  init() { driver = DesktopDriver(server: server) }

  /// `action` for a gesture at (`x`, `y`) that began over `window`, at the harness's time.
  @discardableResult
  func perform(_ action: DesktopAction, window: UInt? = nil, x: Double = 0, y: Double = 0) -> String? {
    driver.perform(action, gesture: GesturePlace(gesture: "g", window: window, x: x, y: y), at: now)
  }

  /// Serves every deadline due up to `time`, each at its moment, then moves the clock there.
  func wait(until time: Double) {
    while let due = driver.nextDeadline, due <= time {
      now = max(now, due)
      driver.timePassed(to: now)
    }
    now = max(now, time)
  }
}
