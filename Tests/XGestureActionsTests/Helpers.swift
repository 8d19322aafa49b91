import Synchronization
import Testing
import XGestureActionKinds
import XGestureActions
import XGestureEngine
import XGestureTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Collects log lines from any thread.
final class LogLines: Sendable {
  private let lines = Mutex<[String]>([])

  var sink: ActionLog { { [self] line in lines.withLock { $0.append(line) } } }
  var all: [String] { lines.withLock { $0 } }
  func clear() { lines.withLock { $0.removeAll() } }

  /// Polls (5 ms steps, at most `timeout` s) until `condition` holds.
  @discardableResult
  func wait(timeout: Double = 10, until condition: ([String]) -> Bool) -> Bool {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    while MonotonicTime.now() < deadline {
      if condition(all) { return true }
      usleep(5_000)
    }
    return condition(all)
  }
}

/// Monotonic milliseconds, the clock the daemon passes the runner.
func nowMilliseconds() -> Double { Double(MonotonicTime.now().nanoseconds) / 1_000_000 }

/// Drives `runner` as the daemon loop would — poll its descriptors until its
/// next deadline, then `service` — until `condition` holds or `timeout`
/// seconds pass. Returns whether the condition held.
@discardableResult
func pump(_ runner: CommandRunner, timeout: Double = 10, until condition: () -> Bool) -> Bool {
  let end = nowMilliseconds() + timeout * 1000
  while !condition() {
    let now = nowMilliseconds()
    if now >= end { return false }
    var wait = min(end - now, 100)
    if let deadline = runner.nextDeadline { wait = min(wait, max(0, deadline - now)) }
    var fds = runner.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    _ = poll(&fds, nfds_t(fds.count), Int32(wait.rounded(.up)))
    runner.service(now: nowMilliseconds())
  }
  return true
}

/// Runs `trace` through an engine holding `gestures` and returns every
/// transition.
func transitions(
  of trace: String, gestures: [(name: String, type: String, parameters: [String: ParameterValue])]
) throws -> [GestureTransition] {
  try engineTransitions(of: trace, gestures: gestures)
}

/// The `/proc/PID/stat` fields after the command name: state, ppid, pgrp, …
func processStat(_ pid: Int32) -> [String]? {
  guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 1024)
  guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
  let text = String(
    decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  guard let close = text.lastIndex(of: ")") else { return nil }
  return text[text.index(after: close)...].split(separator: " ").map(String.init)
}

/// Polls `condition` every 5 ms for at most `timeout` seconds.
@discardableResult
func waitFor(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
  let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
  while !condition() {
    if MonotonicTime.now() >= deadline { return false }
    usleep(5_000)
  }
  return true
}
