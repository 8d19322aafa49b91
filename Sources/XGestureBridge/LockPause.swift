public import XGestureEngine

/// Whether gestures are paused because the screen is locked or blanked: a
/// value type, one method per input, each returning the change to say (and
/// carry out) or nil. `BridgeState` keeps one (`lock`) and carries its
/// changes out; the pause they make, in step with the outputs, is
/// `BridgeState.actions` (`ActionState`). It is tested alone.
///
/// Two sources, each optional and combined: the logind session's lock
/// (`LockedHint`, the `Lock`/`Unlock` signals) and the X server's screen
/// saver (MIT-SCREEN-SAVER). Under `settings.when-locked: pause` gestures are
/// paused while either says so; under `run` never (a kiosk), and a change
/// is only noted.
public struct LockPause: Sendable, Equatable {
  /// What the bridge does about a change.
  public enum Change: Sendable, Equatable {
    /// Gestures pause now; the sentence says why (`session locked (logind)`).
    case paused(String)
    /// Gestures act again; the sentence says why.
    case resumed(String)
    /// The lock changed but gestures keep acting (`when-locked: run`); one line.
    case noted(String)
  }

  public private(set) var whenLocked: WhenLocked
  /// What logind says of xgesture's session.
  public private(set) var sessionLocked = false
  /// Whether the X screen saver is on (blanked or showing its locker).
  public private(set) var screenSaverOn = false
  /// Whether the session bus's `Pause` paused xgesture (until `Resume`),
  /// whatever `settings.when-locked` says.
  public private(set) var pausedByRequest = false
  /// Whether xgesture records touch sequences for `xgesture --learn` (the
  /// session bus's `Record`), which pauses the actions until it ends.
  public private(set) var pausedForLearning = false

  public init(whenLocked: WhenLocked = .pause) {
    self.whenLocked = whenLocked
  }

  /// Whether no action may run now.
  public var isPaused: Bool {
    Self.paused(whenLocked, sessionLocked, screenSaverOn) || pausedByRequest || pausedForLearning
  }

  /// Whether the session is locked or the screen blanked, whether or not that pauses.
  public var isLocked: Bool { sessionLocked || screenSaverOn }

  private static func paused(_ policy: WhenLocked, _ locked: Bool, _ saver: Bool) -> Bool {
    policy == .pause && (locked || saver)
  }

  /// The reason in force, for the pause line.
  private var reason: String {
    if pausedForLearning { return "recording for xgesture --learn" }
    if pausedByRequest { return "Pause on the session bus" }
    return sessionLocked ? "session locked (logind)" : "screen saver on"
  }

  /// One change of a source or of the policy.
  public mutating func apply(_ event: LockEvent) -> Change? {
    switch event {
    case .session(let locked): sessionLockChanged(locked)
    case .screenSaver(let on, _, _): screenSaverChanged(on: on)
    case .policy(let policy): policyChanged(policy)
    case .request(let paused): requestChanged(paused: paused)
    case .learning(let recording): learningChanged(recording: recording)
    }
  }

  /// The start-up line's part about the lock, given the sources watched.
  public func startUpPhrase(sources: [String]) -> String {
    if whenLocked == .run { return "acting also while locked (settings.when-locked: run)" }
    if sources.isEmpty { return "no lock source watched" }
    return "pausing while locked: " + sources.joined(separator: ", ")
  }

  /// logind says the session is locked (`LockedHint` true, or `Lock`) or not.
  public mutating func sessionLockChanged(_ locked: Bool) -> Change? {
    guard locked != sessionLocked else { return nil }
    let was = isPaused
    sessionLocked = locked
    if whenLocked == .run {
      return .noted(
        "session \(locked ? "locked" : "unlocked") (logind): gestures keep acting (settings.when-locked: run)")
    }
    return change(from: was, resumed: "session unlocked (logind)")
  }

  /// The X server's screen saver turned on or off.
  public mutating func screenSaverChanged(on: Bool) -> Change? {
    guard on != screenSaverOn else { return nil }
    let was = isPaused
    screenSaverOn = on
    if whenLocked == .run {
      return .noted(
        "screen saver \(on ? "on" : "off"): gestures keep acting (settings.when-locked: run)")
    }
    return change(from: was, resumed: "screen saver off")
  }

  /// A reloaded config's `settings.when-locked`.
  public mutating func policyChanged(_ policy: WhenLocked) -> Change? {
    guard policy != whenLocked else { return nil }
    let was = isPaused
    whenLocked = policy
    return change(from: was, resumed: "settings.when-locked is run")
  }

  /// The session bus's `Pause` or `Resume`: a pause of its own, beside the lock's.
  public mutating func requestChanged(paused: Bool) -> Change? {
    guard paused != pausedByRequest else { return nil }
    let was = isPaused
    pausedByRequest = paused
    if let change = change(from: was, resumed: "Resume on the session bus") { return change }
    let why =
      Self.paused(whenLocked, sessionLocked, screenSaverOn) ? "while locked" : "while recording for xgesture --learn"
    return .noted(
      paused ? "Pause on the session bus: already paused \(why)" : "Resume on the session bus: still paused \(why)")
  }

  /// Recording for `xgesture --learn` began or ended: a pause of its own,
  /// beside the lock's and the bus's `Pause`.
  public mutating func learningChanged(recording: Bool) -> Change? {
    guard recording != pausedForLearning else { return nil }
    let was = isPaused
    pausedForLearning = recording
    if let change = change(from: was, resumed: "xgesture --learn stopped recording") { return change }
    return .noted(
      recording
        ? "recording for xgesture --learn: already paused" : "xgesture --learn stopped recording: still paused")
  }

  private func change(from was: Bool, resumed why: String) -> Change? {
    switch (was, isPaused) {
    case (false, true): .paused(reason)
    case (true, false): .resumed(why)
    case (false, false), (true, true): nil
    }
  }
}
