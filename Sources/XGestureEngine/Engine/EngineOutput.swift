/// Everything the engine reports, in the order it happened.
public enum EngineOutput: Hashable, Sendable {
  case transition(GestureTransition)
  /// Claim mode (SPEC §6): a touch is now owned by a gesture, or no gesture can use it.
  case touch(TouchDecision)
  /// Bad input that was dropped, reported once.
  case diagnostic(Diagnostic)

  /// The line `--verbose` prints.
  public var logLine: String {
    switch self {
    case .transition(let t): t.logLine
    case .touch(let d): d.logLine
    case .diagnostic(let d): d.logLine
    }
  }

  public var time: Double {
    switch self {
    case .transition(let t): t.time
    case .touch(let d): d.time
    case .diagnostic(let d): d.time
    }
  }
}

/// For claim mode: what the X bridge should do with a touch it holds under
/// its grab. Each touch gets exactly one decision, as soon as it is known:
/// `accept` when a gesture using the touch began or was recognized,
/// `reject` when no gesture can still use it (so applications get it).
/// A touch may be decided after it ended (a tap's touch is decided when the
/// double tap it may belong to is decided).
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

/// Input the engine dropped because it cannot have happened.
public struct Diagnostic: Hashable, Sendable {
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
