/// The touch that wakes a blanked screen wakes it and does nothing else.
///
/// The X server turns the screen saver off before it delivers the touch that
/// woke it, so the off time is kept: a touch that begins no later than that
/// (server time), and every touch that joins it while it is down, only wake
/// the screen; the first touch after them is an ordinary one again.
struct ScreenWake {
  private var offTime: UInt32?
  private var touches: Set<TouchSession.Key> = []

  /// The screen saver went off at the server's `time`.
  mutating func saverWentOff(at time: UInt32) { offTime = time }

  /// Whether the touch `key`, beginning at the server's `time`, only wakes
  /// the screen (then `ended(_:)` is told when it ends).
  mutating func wakes(_ key: TouchSession.Key, beganAt time: UInt32) -> Bool {
    guard let off = offTime else { return false }
    if Int32(bitPattern: time &- off) <= 0 || !touches.isEmpty {
      touches.insert(key)
      return true
    }
    offTime = nil
    return false
  }

  /// A touch ended; when it was the last waking one, the wake is over.
  mutating func ended(_ key: TouchSession.Key) {
    if touches.remove(key) != nil, touches.isEmpty { offTime = nil }
  }
}
