public import XGestureEngine

/// A change of the lock state, from one of the sources the bridge watches
/// (docs/LOCK.md), or of what xgesture does about it.
public enum LockEvent: Sendable, Equatable {
  /// logind: the session's `LockedHint`, or its `Lock`/`Unlock` signal.
  case session(locked: Bool)
  /// MIT-SCREEN-SAVER: ScreenSaverNotify, with the server's timestamp (a
  /// touch that began at or before the moment input turned the saver off
  /// woke it), and whether a client's request turned it on or off
  /// (`forced`: `xset s activate` or `reset`, a locker) rather than input
  /// or the saver's timeout.
  case screenSaver(on: Bool, serverTime: UInt32, forced: Bool)
  /// A reloaded config's `settings.when-locked`.
  case policy(WhenLocked)
  /// The session bus's `Pause` (true) or `Resume` (false) method (docs/REFERENCE.md §15).
  case request(paused: Bool)
  /// The session bus's `Record` began (true) or ended (false): recording for
  /// `xgesture --learn` pauses the actions meanwhile (docs/REFERENCE.md §16).
  case learning(recording: Bool)
}
