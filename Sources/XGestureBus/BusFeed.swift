public import XGestureActionKinds
public import XGestureEngine

/// What the session bus sends, decided from what the engine and the
/// dispatcher report (docs/REFERENCE.md §15): each transition as a
/// `Transition` (its first preview's p added from the `.preview` output
/// that follows it), each action's outcome as an `Action`, and once a touch
/// sequence is over a `SequenceEnded`. While the session is locked or
/// xgesture is paused it is silent: nothing is sent, and a sequence cut by
/// the silence has no summary.
///
/// A value: the daemon feeds it and takes its messages at the end of each
/// round of the bridge's loop (`take`); tested without a bus.
public struct BusFeed: Sendable {
  /// Whether it sends.
  public enum Gate: Sendable, Equatable {
    case open
    /// The session is locked or xgesture is paused.
    case silent
  }

  public private(set) var gate = Gate.open
  private var messages: [BusMessage] = []
  /// Where the last transition waits in `messages` for its preview's p.
  private var openTransition: Int?
  private var summary = SequenceSummary()

  public init() {}

  /// The gate changes: going silent drops what was not taken and the sequence so far.
  public mutating func set(_ gate: Gate) {
    guard gate != self.gate else { return }
    self.gate = gate
    if gate == .silent {
      messages = []
      openTransition = nil
      summary = SequenceSummary()
    }
  }

  /// A transition of the engine, at `serverTime` (the X server's ms).
  public mutating func transition(_ transition: GestureTransition, serverTime: UInt64) {
    guard gate == .open else { return }
    let progress = transition.previews.first?.progress
    messages.append(
      .transition(
        gesture: transition.gesture, type: transition.type, from: transition.from.rawValue,
        to: transition.to.rawValue, data: transition.busData(serverTime: serverTime, progress: progress)))
    openTransition = progress == nil ? messages.count - 1 : nil
    summary.record(transition, serverTime: serverTime)
  }

  /// A preview's progress: the p of the transition it follows, when that is its gesture's.
  public mutating func preview(_ preview: PreviewProgress) {
    guard gate == .open, preview.slot == 0, let index = openTransition,
      case .transition(let gesture, let type, let from, let to, var data) = messages[index],
      gesture == preview.gesture
    else { return }
    data.append(BusPair("progress", .double(preview.progress)))
    messages[index] = .transition(gesture: gesture, type: type, from: from, to: to, data: data)
    openTransition = nil
  }

  /// How an action came out.
  public mutating func action(_ report: ActionReport) {
    guard gate == .open else { return }
    messages.append(.action(report))
  }

  /// The bridge's round is over; `quiet` when no sequence goes on (`Bridge.isQuiet`):
  /// a sequence that had transitions ends with its summary.
  public mutating func roundEnded(quiet: Bool) {
    openTransition = nil
    guard quiet, gate == .open, let ending = summary.end() else { return }
    messages.append(.sequenceEnded(ending))
  }

  /// The messages to send, in order; they are forgotten here.
  public mutating func take() -> [BusMessage] {
    defer { messages = [] }
    openTransition = nil
    return messages
  }
}
