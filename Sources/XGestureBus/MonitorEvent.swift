/// One signal of xgesture's session bus interface `org.xgesture.Xgesture1`
/// (docs/REFERENCE.md §15) as `xgesture --monitor` receives it: its fields,
/// in the order and the types the interface declares.
public enum MonitorEvent: Hashable, Sendable {
  case transition(Transition)
  case action(Action)
  case sequenceEnded(SequenceEnd)

  /// `Transition(s gesture, s type, s from, s to, a{sv} data)`: one
  /// transition of one configured gesture.
  public struct Transition: Hashable, Sendable {
    public var gesture: String
    /// The gesture's `type:` word (`tap`, `pan`).
    public var type: String
    /// The states' words (`possible`, `recognized`).
    public var from: String
    public var to: String
    /// What the transition reports (`fingers`, `x`, …, `time`, `reason`), in the message's order.
    public var data: BusDictionary

    public init(gesture: String, type: String, from: String, to: String, data: BusDictionary) {
      self.gesture = gesture
      self.type = type
      self.from = from
      self.to = to
      self.data = data
    }

    /// `data`'s `time`, the X server's ms: a `t` as sent (an `i` or a `d` that is one taken too).
    public var time: UInt64? {
      switch self["time"] {
      case .uint64(let time): time
      case .int32(let time): UInt64(exactly: time)
      case .double(let time): UInt64(exactly: time.rounded())
      default: nil
      }
    }

    /// The value of `key` in `data`, nil when it has none.
    public subscript(key: String) -> BusValue? { data[key] }

    /// The number under `key` (an `i`, `t` or `d`), nil when there is none.
    public func number(_ key: String) -> Double? {
      switch data[key] {
      case .int32(let value): Double(value)
      case .uint64(let value): Double(value)
      case .double(let value): value
      default: nil
      }
    }

    /// The string under `key` (an `s`), nil when there is none.
    public func string(_ key: String) -> String? {
      guard case .string(let value) = data[key] else { return nil }
      return value
    }
  }

  /// `Action(s gesture, s state, s action, s outcome)`: an action was
  /// carried out; `outcome` is `ran`, `failed: SENTENCE`, `backed out` or `committed`.
  public struct Action: Hashable, Sendable {
    public var gesture: String
    public var state: String
    public var action: String
    public var outcome: String

    public init(gesture: String, state: String, action: String, outcome: String) {
      self.gesture = gesture
      self.state = state
      self.action = action
      self.outcome = outcome
    }
  }

  /// `SequenceEnded(as recognized, a{ss} failed, t time)`: a touch sequence
  /// ended and every gesture that took part in it has settled.
  public struct SequenceEnd: Hashable, Sendable {
    /// The gestures that began or were recognized in it, in the engine's order.
    public var recognized: [String]
    /// Each gesture that failed in it, with its reason, in the message's order.
    public var failed: [Failure]
    /// The X server's time, ms.
    public var time: UInt64

    public struct Failure: Hashable, Sendable {
      public var gesture: String
      public var reason: String

      public init(gesture: String, reason: String) {
        self.gesture = gesture
        self.reason = reason
      }
    }

    public init(recognized: [String], failed: [Failure], time: UInt64) {
      self.recognized = recognized
      self.failed = failed
      self.time = time
    }
  }
}
