/// Maps X server timestamps onto the bridge's own clock.
///
/// The engine's time is milliseconds on the bridge's CLOCK_MONOTONIC (from
/// the moment it started), because its timers are armed as poll() timeouts on
/// that clock. An event's time, though, is when the server saw it: its
/// 32-bit millisecond `time` field, unwrapped and shifted by an offset. The
/// offset is the smallest (arrival − server time) seen so far — the clock
/// difference plus the shortest transport delay — so that a burst of events
/// read late keeps its real spacing (velocities stay right) instead of
/// collapsing onto one arrival time. When the estimate goes stale (mapped
/// times lag arrival by more than `maxLag`, e.g. the server's clock jumped),
/// it re-anchors on the current event. Mapped times never exceed arrival.
public struct ServerClock: Sendable {
  /// Beyond this lag (ms) between an event's mapped time and its arrival, the
  /// offset is re-anchored.
  public var maxLag: Double
  private var offset: Double?
  private var lastServer: UInt32 = 0
  private var unwrapped: Double = 0

  public init(maxLag: Double = 1000) { self.maxLag = maxLag }

  /// The X server's time (ms, unwrapped past 32 bits) of a time on the
  /// bridge's clock, by the offset in force; nil before the first event.
  public func serverTime(of time: Double) -> Double? { offset.map { time - $0 } }

  /// The time of an event stamped `server` by the X server that arrived at
  /// `arrival` (ms on the bridge's clock).
  public mutating func time(server: UInt32, arrival: Double) -> Double {
    if offset == nil {
      unwrapped = Double(server)
    } else {
      // Signed 32-bit difference: wraps after 49.7 days, and a slightly older
      // stamp (events of two devices interleaved) steps back a little.
      unwrapped += Double(Int32(bitPattern: server &- lastServer))
    }
    lastServer = server
    let candidate = arrival - unwrapped
    if let current = offset, candidate >= current, arrival - (unwrapped + current) <= maxLag {
      return unwrapped + current
    }
    offset = candidate
    return arrival
  }
}
