import XGestureActionKinds

/// `every:` — lets an action run at most once per interval, per gesture,
/// state and action (docs/REFERENCE.md). Leading edge: the first transition runs, the
/// ones within the interval after it are skipped. Times are the caller's ms.
struct RateLimiter {
  /// The action's gesture, state and position in the list bound to that state.
  typealias Key = ActionSlot

  private var lastRun: [Key: Double] = [:]

  /// True (and remembers `time`) when the action may run at `time`.
  mutating func allow(_ key: Key, every interval: Double, at time: Double) -> Bool {
    if let last = lastRun[key], time - last < interval, time >= last { return false }
    lastRun[key] = time
    return true
  }

  /// Milliseconds since the action last ran, if it has.
  func elapsed(_ key: Key, at time: Double) -> Double? { lastRun[key].map { time - $0 } }

  /// Forgets every gesture not in `gestures` (after a config reload).
  mutating func keep(only gestures: Set<String>) {
    lastRun = lastRun.filter { gestures.contains($0.key.gesture) }
  }
}
