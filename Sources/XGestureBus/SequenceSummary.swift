public import XGestureEngine

/// What one touch sequence came to, the `SequenceEnded` signal's arguments.
public struct SequenceEnding: Hashable, Sendable {
  /// The gestures that began or were recognized, in the order the engine made them.
  public var recognized: [String]
  /// Each gesture that failed, with the sentence why (its last failure).
  public var failed: [BusPair<String>]
  /// When the last of them settled: the X server's ms.
  public var time: UInt64

  public init(recognized: [String], failed: [BusPair<String>], time: UInt64) {
    self.recognized = recognized
    self.failed = failed
    self.time = time
  }
}

/// Collects the transitions of one touch sequence: fed each, told when the
/// sequence is over (the bridge is quiet: no finger down, no touchpad
/// gesture going on, no gesture waiting for time), it gives the sequence's
/// `SequenceEnding` and starts afresh.
public struct SequenceSummary: Hashable, Sendable {
  private var recognized: [String] = []
  private var failed: [BusPair<String>] = []
  private var time: UInt64?

  public init() {}

  /// Whether no transition was fed since the last ending.
  public var isEmpty: Bool { time == nil }

  /// One transition, at `serverTime` (the X server's ms).
  public mutating func record(_ transition: GestureTransition, serverTime: UInt64) {
    time = serverTime
    switch transition.to {
    case .began, .recognized:
      if !recognized.contains(transition.gesture) { recognized.append(transition.gesture) }
    case .failed:
      let reason = transition.reason?.description ?? "failed"
      if let index = failed.firstIndex(where: { $0.key == transition.gesture }) {
        failed[index].value = reason
      } else {
        failed.append(BusPair(transition.gesture, reason))
      }
    case .possible, .changed, .ended, .cancelled:
      break
    }
  }

  /// The sequence is over: what it came to (nil when nothing was fed), and a fresh start.
  public mutating func end() -> SequenceEnding? {
    defer { self = SequenceSummary() }
    return time.map { SequenceEnding(recognized: recognized, failed: failed, time: $0) }
  }
}
