/// The engine's time: every event and device change handed to it is stamped
/// in ms on the bridge's clock (server times through `ServerClock`),
/// rounded to a thousandth (what a trace keeps), and never earlier than the
/// one before — the engine refuses time going back.
struct EngineTime {
  private var clock = ServerClock()
  /// The latest time handed to the engine, ms.
  private(set) var latest = -Double.infinity

  /// A value rounded to a thousandth, as times and millimetres are fed.
  static func quantize(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// The time of an event the server stamped `server` that arrived at
  /// `arrival`, for the engine; `fed(at:)` once it is handed over.
  mutating func event(server: UInt32, arrival: Double) -> Double {
    max(Self.quantize(clock.time(server: server, arrival: arrival)), latest)
  }

  /// The X server's time of `time` (`ServerClock.serverTime`).
  func serverTime(of time: Double) -> Double? { clock.serverTime(of: time) }

  /// An event was handed to the engine at `time`.
  mutating func fed(at time: Double) { latest = time }

  /// The time for a change the bridge makes itself at `now` (a device added
  /// or removed): the engine's time moves on to it, never back.
  mutating func advance(to now: Double) -> Double {
    latest = max(latest, Self.quantize(now))
    return latest
  }
}
