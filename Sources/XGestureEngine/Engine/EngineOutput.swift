/// Everything the engine reports, in the order it happened.
public enum EngineOutput: Hashable, Sendable {
  case transition(GestureTransition)
  /// Claim mode (docs/REFERENCE.md): a touch is now owned by a gesture, or no gesture can use it.
  case touch(TouchDecision)
  /// A gesture its recognizer recognized (or began) is held by the arena,
  /// and why: "tap: held until double-tap fails". Only for the log.
  case hold(GestureHold)
  /// Bad input that was dropped, reported once per touch and kind.
  case diagnostic(Diagnostic)
  /// A preview of a gesture with `preview:` actions (docs/REFERENCE.md §13):
  /// its progress after the gesture's `began` and `changed`, its decision
  /// (commits, backed out) after `ended` and `cancelled`; one per preview.
  case preview(PreviewProgress)

  /// The line `--verbose` prints.
  public var logLine: String {
    switch self {
    case .transition(let t): t.logLine
    case .touch(let d): d.logLine
    case .hold(let h): h.logLine
    case .diagnostic(let d): d.logLine
    case .preview(let p): p.logLine
    }
  }

  public var time: Double {
    switch self {
    case .transition(let t): t.time
    case .touch(let d): d.time
    case .hold(let h): h.time
    case .diagnostic(let d): d.time
    case .preview(let p): p.time
    }
  }
}

/// For claim mode: what the X bridge should do with a touch it holds under
/// its grab. Every begin handed to `Engine.handle` gets exactly one decision
/// for its (device, touch), as soon as it is known: `accept` when a gesture
/// using the touch began or was recognized, `reject` when no gesture can
/// still use it (so applications get it) — at once for a begin the engine
/// drops. A touch may be decided after it ended (a tap's touch is decided
/// when the double tap it may belong to is decided).
public struct TouchDecision: Hashable, Sendable {
  public enum Verdict: String, Hashable, Sendable {
    case accept, reject
  }

  public var time: Double
  public var device: Int
  public var touch: Int
  public var verdict: Verdict

  public var logLine: String { "touch \(touch) on device \(device): \(verdict.rawValue)" }
}

/// A gesture the arena holds although its recognizer fired, and what it
/// waits for. Reported when the wait starts or its reason changes, so the
/// log says why a tap took 300 ms.
public struct GestureHold: Hashable, Sendable {
  public enum Reason: Hashable, Sendable {
    /// The 80 ms landing window is open and a rival on the same touches
    /// takes more fingers than are down: they may still land.
    case landing
    /// It has `count` fingers (down, or landed in the window), outside the
    /// range it takes: more may land or lift, or the landing window fails it.
    case fingers(count: Int, expected: ClosedRange<Int>)
    /// It requires this gesture to fail, which is still undecided.
    case requirement(String)
  }

  public var time: Double
  /// The held gesture's config name and index.
  public var gesture: String
  public var index: Int
  public var device: Int
  public var reason: Reason

  /// `tap: held until double-tap fails`, `pan: held with 1 finger, needs 2`,
  /// `swipe: held until the landing window closes`.
  public var logLine: String {
    switch reason {
    case .landing: "\(gesture): held until the landing window closes"
    case .fingers(let count, let expected):
      "\(gesture): held with \(count) finger\(count == 1 ? "" : "s"), needs \(FailureReason.range(expected))"
    case .requirement(let name): "\(gesture): held until \(name) fails"
    }
  }
}

/// Input the engine dropped because it cannot have happened.
public struct Diagnostic: Hashable, Sendable {
  /// The kinds of problem, without their details (reports are de-duplicated per touch and kind).
  public enum Kind: Hashable, Sendable {
    case touchNeverBegan, duplicateBegin, timeWentBackwards, notFinite, unknownDevice
  }

  public enum Problem: Hashable, Sendable {
    /// An update, end or cancel for a touch id that is not down.
    case touchNeverBegan(TouchPhase)
    /// A begin for a touch id that is already down.
    case duplicateBegin
    /// A time earlier than the engine's current time.
    case timeWentBackwards(from: Double)
    /// A NaN or infinite time or position.
    case notFinite
    /// An event or removal for a device the engine was never given.
    case unknownDevice

    public var kind: Kind {
      switch self {
      case .touchNeverBegan: .touchNeverBegan
      case .duplicateBegin: .duplicateBegin
      case .timeWentBackwards: .timeWentBackwards
      case .notFinite: .notFinite
      case .unknownDevice: .unknownDevice
      }
    }
  }

  public var time: Double
  public var device: Int
  public var touch: Int?
  public var problem: Problem

  public var logLine: String {
    let what = touch.map { "touch \($0) on device \(device)" } ?? "device \(device)"
    let sentence =
      switch problem {
      case .touchNeverBegan(let phase): "\(phase.rawValue) for \(what), which never began"
      case .duplicateBegin: "begin for \(what), which is already down"
      case .timeWentBackwards(let from):
        "\(what) at \(decimal(time, places: 3)) ms, before the engine's time \(decimal(from, places: 3)) ms"
      case .notFinite: "\(what) with a time or position that is not a number"
      case .unknownDevice: "\(what): the device is unknown — give its geometry first"
      }
    return "input: dropped \(sentence)"
  }
}
