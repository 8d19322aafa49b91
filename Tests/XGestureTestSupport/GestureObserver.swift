import Foundation

/// An XI 2.4 client standing outside xgesture: `xgesture-gesture-observer` on
/// a bed's display, selecting the six gesture events for all master devices
/// on the root window, or on a window of its own covering the screen (as an
/// application that takes gestures does), its events parsed as they arrive.
///
/// `xinput test-xi2` cannot do this on Debian 12: xinput 1.6.3 predates XI 2.4
/// and prints no gesture events.
public final class GestureObserver: @unchecked Sendable {
  /// One XI 2.4 gesture event.
  public struct Event: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
      case swipe = "Swipe"
      case pinch = "Pinch"
    }
    public enum Phase: String, Sendable {
      case begin = "Begin"
      case update = "Update"
      case end = "End"
    }

    public var kind: Kind
    public var phase: Phase
    /// The window the event was delivered to.
    public var window: Int
    /// The master device, and the physical device it came from.
    public var device: Int
    public var source: Int
    /// The event's `detail`: the number of fingers.
    public var fingers: Int
    /// `XIGestureSwipeEventCancelled` / `XIGesturePinchEventCancelled` (bit 0 of the flags).
    public var cancelled: Bool
    public var rootX: Double
    public var rootY: Double
    /// The motion since the previous event, accelerated and not.
    public var dx: Double
    public var dy: Double
    public var unacceleratedDX: Double
    public var unacceleratedDY: Double
    /// Pinches only: the scale since the gesture began (1 at begin) and the
    /// turn since the previous event in degrees, clockwise positive.
    public var scale: Double?
    public var angleDelta: Double?
    /// When the observer read the event.
    public var received: MonotonicTime

    /// The XI event name, e.g. `GestureSwipeBegin`.
    public var type: String { "Gesture\(kind.rawValue)\(phase.rawValue)" }

    public var description: String {
      var text =
        "\(type) device=\(device) source=\(source) fingers=\(fingers)\(cancelled ? " cancelled" : "")"
      text += " root=\(rootX),\(rootY) unaccelerated=\(unacceleratedDX),\(unacceleratedDY)"
      if let scale, let angleDelta { text += " scale=\(scale) angle=\(angleDelta)" }
      return text
    }
  }

  /// A device the server reports with an XI 2.4 gesture class.
  public struct Device: Sendable, Equatable {
    public var id: Int
    public var name: String
    /// The gesture class's `num_touches`: the most fingers the device reports.
    public var touches: Int
  }

  private let process: ChildProcess
  private let lock = NSLock()
  private var parsed: [Event] = []
  private var listed: [Device] = []
  private var ready = false
  private var madeWindow: Int?
  private var unparsed: [String] = []
  private var reader: LineReader?

  /// Starts the observer on `display` and waits until its selection is in
  /// place, so it sees every gesture that begins after this returns. With
  /// `window`, it selects on a mapped window of its own covering the screen.
  public init(display: String, window: Bool = false, timeout: Double = 10) throws(BedError) {
    let program = try BuiltProgram.path(
      of: "xgesture-gesture-observer", override: "XGESTURE_GESTURE_OBSERVER")
    process = try ChildProcess(
      program, arguments: window ? ["--window"] : [],
      environment: ChildProcess.environment(adding: ["DISPLAY": display]), standardOutput: .pipe,
      standardError: .pipe)
    reader = LineReader(reading: process.standardOutputPipe!) { [weak self] line, time in
      self?.consume(line, at: time)
    }
    guard poll(timeout: timeout, { lock.withLock { ready } ? true : nil }) != nil else {
      stop()
      let said = lock.withLock { unparsed.joined(separator: "; ") }
      guard said.isEmpty else { throw .startFailed("xgesture-gesture-observer", detail: said) }
      throw .timedOut(
        "xgesture-gesture-observer selecting gesture events on \(display)", seconds: timeout)
    }
  }

  deinit { stop() }

  /// Ends the observer and waits for the last of its output to be parsed.
  public func stop() {
    guard process.isRunning else { return }
    process.terminate(timeout: 2)
    reader?.waitForEnd(timeout: 2)
  }

  /// Every gesture event parsed so far.
  public var events: [Event] { lock.withLock { parsed } }

  /// The devices with a gesture class when the observer started.
  public var devices: [Device] { lock.withLock { listed } }

  /// The observer's own window (with `window: true`), nil for the root.
  public var window: Int? { lock.withLock { madeWindow } }

  /// Forgets the events parsed so far.
  public func clear() { lock.withLock { parsed.removeAll() } }

  /// Waits (polling, at most `timeout` seconds) until `condition` holds for
  /// the events parsed so far, and returns them; nil when it never held.
  public func wait(timeout: Double = 10, until condition: ([Event]) -> Bool) -> [Event]? {
    poll(timeout: timeout, snapshot: { events }, until: condition)
  }

  /// Waits until `count` gestures have ended and returns the events so far.
  public func waitForEnds(_ count: Int = 1, timeout: Double = 10) -> [Event]? {
    wait(timeout: timeout) { $0.filter { $0.phase == .end }.count >= count }
  }

  private func consume(_ line: String, at time: MonotonicTime) {
    lock.withLock {
      if line == "ready" {
        ready = true
      } else if line.hasPrefix("window "), let id = Int(line.dropFirst(7)) {
        madeWindow = id
      } else if let device = Self.device(line) {
        listed.append(device)
      } else if let event = Self.event(line, at: time) {
        parsed.append(event)
      } else {
        unparsed.append(line)
      }
    }
  }

  /// "device 6 3 xgesture inputtest touchpad"
  static func device(_ line: String) -> Device? {
    let words = line.split(separator: " ", maxSplits: 3)
    guard words.count == 4, words[0] == "device", let id = Int(words[1]),
      let touches = Int(words[2])
    else {
      return nil
    }
    return Device(id: id, name: String(words[3]), touches: touches)
  }

  /// "GestureSwipeUpdate device=2 source=6 fingers=3 flags=0 root=960.0,540.0 delta=…"
  static func event(_ line: String, at time: MonotonicTime) -> Event? {
    let words = line.split(separator: " ")
    guard let name = words.first, name.hasPrefix("Gesture") else { return nil }
    let rest = name.dropFirst("Gesture".count)
    guard let kind = [Event.Kind.swipe, .pinch].first(where: { rest.hasPrefix($0.rawValue) }),
      let phase = Event.Phase(rawValue: String(rest.dropFirst(kind.rawValue.count)))
    else { return nil }
    var fields: [Substring: [Double]] = [:]
    for word in words.dropFirst() {
      guard let equals = word.firstIndex(of: "=") else { continue }
      fields[word[..<equals]] = word[word.index(after: equals)...].split(separator: ",").compactMap { Double($0) }
    }
    func one(_ key: Substring) -> Double? { fields[key]?.count == 1 ? fields[key]![0] : nil }
    func two(_ key: Substring) -> (Double, Double)? {
      fields[key]?.count == 2 ? (fields[key]![0], fields[key]![1]) : nil
    }
    guard let window = one("window"), let device = one("device"), let source = one("source"),
      let fingers = one("fingers"),
      let flags = one("flags"), let root = two("root"), let delta = two("delta"),
      let unaccelerated = two("unaccelerated")
    else { return nil }
    return Event(
      kind: kind, phase: phase, window: Int(window), device: Int(device), source: Int(source),
      fingers: Int(fingers),
      cancelled: Int(flags) & 1 != 0, rootX: root.0, rootY: root.1, dx: delta.0, dy: delta.1,
      unacceleratedDX: unaccelerated.0, unacceleratedDY: unaccelerated.1, scale: one("scale"),
      angleDelta: one("angle"), received: time)
  }
}

extension Array where Element == GestureObserver.Event {
  /// The summed unaccelerated motion of the events (the begin and end carry none).
  public var unacceleratedSum: (dx: Double, dy: Double) {
    reduce((0, 0)) { ($0.0 + $1.unacceleratedDX, $0.1 + $1.unacceleratedDY) }
  }

  /// The summed turn of pinch events, in degrees.
  public var angleSum: Double { reduce(0) { $0 + ($1.angleDelta ?? 0) } }
}
