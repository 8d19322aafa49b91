public import XGestureActionKinds

/// A signal of `org.xgesture.Xgesture1` (docs/REFERENCE.md §15), with its
/// arguments as the bus types them.
public enum BusMessage: Hashable, Sendable {
  /// `Transition(s gesture, s type, s from, s to, a{sv} data)`.
  case transition(gesture: String, type: String, from: String, to: String, data: BusDictionary)
  /// `Action(s gesture, s state, s action, s outcome)`.
  case action(ActionReport)
  /// `SequenceEnded(as recognized, a{ss} failed, t time)`.
  case sequenceEnded(SequenceEnding)

  /// The signal's name on the interface.
  public var member: String {
    switch self {
    case .transition: "Transition"
    case .action: "Action"
    case .sequenceEnded: "SequenceEnded"
    }
  }

  /// Its arguments, in order.
  public var arguments: [BusValue] {
    switch self {
    case .transition(let gesture, let type, let from, let to, let data):
      [.string(gesture), .string(type), .string(from), .string(to), .dictionary(data)]
    case .action(let report):
      [.string(report.gesture), .string(report.state), .string(report.action), .string(report.outcome.word)]
    case .sequenceEnded(let ending):
      [.strings(ending.recognized), .stringDictionary(ending.failed), .uint64(ending.time)]
    }
  }
}

extension ActionOutcome {
  /// The `Action` signal's `outcome`: `ran`, `failed: SENTENCE`, `backed out`, `committed`.
  public var word: String {
    switch self {
    case .ran: "ran"
    case .failed(let sentence): "failed: \(sentence)"
    case .backedOut: "backed out"
    case .committed: "committed"
    }
  }
}
