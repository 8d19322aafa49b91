#if canImport(Glibc)
  import Glibc
#endif
public import XGestureEngine
import XGestureSystem

/// The X11 bridge: XInput touch events in, the engine in the middle, its
/// outputs out — on one thread, in one poll() loop (docs/X11.md).
///
///     let bridge = Bridge(display: display, rules: rules, mode: .claim, log: log, output: run)
///     let ending = bridge.run(stopFD: signals)
///
/// Engine time is milliseconds on CLOCK_MONOTONIC since the bridge was made,
/// rounded to a thousandth (so a recorded trace replays to the same values);
/// event times come from the server's timestamps through `ServerClock`.
public final class Bridge {
  public enum Mode: String, Sendable { case observe, claim }

  /// How `run` ended.
  public enum Ending: Equatable, Sendable {
    /// The stop descriptor became readable.
    case stopped
    /// The X connection was lost; the sentence says so.
    case connectionLost(String)
    /// The loop itself failed (poll); the sentence says how.
    case failed(String)
  }

  /// Something else the loop serves (the config watcher, running commands):
  /// descriptors to watch for reading and a deadline, both asked every round,
  /// in the bridge's time (`now`).
  public struct Service {
    public var descriptors: () -> [Int32]
    public var deadline: () -> Double?
    /// Called when one of its descriptors is readable or its deadline passed.
    public var serve: (_ now: Double) -> Void

    public init(
      descriptors: @escaping () -> [Int32], deadline: @escaping () -> Double? = { nil },
      serve: @escaping (_ now: Double) -> Void
    ) {
      self.descriptors = descriptors
      self.deadline = deadline
      self.serve = serve
    }
  }

  public let display: XDisplay
  /// The engine in use; replaced when new rules take over (`replaceRules`).
  public private(set) var engine: Engine
  /// The mode asked for, and the mode in effect (claim falls back to observe
  /// when the grab is refused).
  public let requestedMode: Mode
  public private(set) var mode: Mode
  /// The touchscreens in use, by device id.
  public private(set) var touchscreens: [Int: TouchGeometry] = [:]
  /// Called with each event just before the engine gets it: the event, when
  /// poll() returned for the read that brought it, and now (CLOCK_MONOTONIC
  /// ns). For the benchmark.
  public var onEngineInput: ((TouchEvent, Int64, Int64) -> Void)?
  /// Which devices to use (`settings.devices`); all touchscreens by default.
  public var acceptsDevice: (XInputDevice) -> Bool = { _ in true }

  private let recorder: TraceRecorder?
  private let log: (String) -> Void
  private let output: (EngineOutput) -> Void
  private let origin = MonotonicClock.nanoseconds()
  private var clock = ServerClock()
  private var rootSize: (width: Int, height: Int)
  private var outputs: [EngineOutput] = []
  private var live: [TouchKey: LiveTouch] = [:]
  /// Claim mode: touches under the grab that wait for a decision → their master.
  private var undecided: [TouchKey: Int] = [:]
  private var reported: Set<String> = []
  private var wokeAt: Int64 = 0
  private var started = false
  /// Rules waiting for a quiet moment to take over, and what to do then.
  private var pendingRules: (rules: RuleSet, tookOver: () -> Void)?

  private struct TouchKey: Hashable {
    var device: Int
    var touch: Int
  }

  private struct LiveTouch {
    var master: Int
    var x: Double
    var y: Double
  }

  public init(
    display: XDisplay, rules: RuleSet, mode: Mode, recorder: TraceRecorder? = nil,
    log: @escaping (String) -> Void, output: @escaping (EngineOutput) -> Void
  ) {
    self.display = display
    engine = Engine(rules: rules)
    requestedMode = mode
    self.mode = mode
    self.recorder = recorder
    self.log = log
    self.output = output
    rootSize = display.queryRootSize()
  }

  /// Milliseconds since the bridge was made, to a thousandth.
  public var now: Double { Self.quantize(Double(MonotonicClock.nanoseconds() - origin) / 1_000_000) }

  private static func quantize(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  // MARK: Setting up

  /// Selects events, takes the grab in claim mode (falling back to observe
  /// with the reason), and adds the touchscreens present. `run` calls it.
  public func start() {
    guard !started else { return }
    started = true
    display.selectBridgeEvents()
    if mode == .claim {
      do {
        try display.grabTouches()
      } catch {
        mode = .observe
        log("claim mode unavailable, observing instead: \(error.description)")
      }
    }
    refreshDevices()
    logProtocolErrors()
    display.flush()
    log(
      "listening on \(display.name) in \(mode.rawValue) mode, \(touchscreens.count) touchscreen"
        + (touchscreens.count == 1 ? "" : "s"))
  }

  /// Re-reads every device: new touchscreens are used at once, vanished ones
  /// are removed from the engine (cancelling their gestures).
  private func refreshDevices() {
    let devices = display.queryDevices()
    var seen = Set<Int>()
    // Master devices carry their slaves' classes; the slaves are the hardware.
    for device in devices where device.touchMode != nil && device.use != .masterPointer {
      guard device.isTouchscreen else {
        note("device \(device.id) '\(device.name)' is a touchpad (dependent touch): not used")
        continue
      }
      guard device.enabled, acceptsDevice(device) else { continue }
      if use(device) { seen.insert(device.id) }
    }
    for id in touchscreens.keys where !seen.contains(id) {
      drop(id, because: "removed")
    }
  }

  /// Starts using `device` (or updates its geometry); false when it cannot be used.
  @discardableResult
  private func use(_ device: XInputDevice) -> Bool {
    let geometry: TouchGeometry
    do {
      geometry = try TouchGeometry(
        device: device, rootWidth: rootSize.width, rootHeight: rootSize.height,
        screenMillimetres: display.screenMillimetres)
    } catch {
      note("\(error.description): not used")
      return false
    }
    if let known = touchscreens[device.id] {
      guard known != geometry else { return true }
      drop(device.id, because: "changed")
    }
    touchscreens[device.id] = geometry
    engine.addDevice(geometry.deviceGeometry)
    recorder?.device(geometry.deviceGeometry)
    let size = "\(Int(geometry.width.rounded())) × \(Int(geometry.height.rounded())) mm"
    var line = "touchscreen \(device.id) '\(device.name)': \(size) (from its \(geometry.sizeSource))"
    line += ", \(device.maxTouches) touches, on \(rootSize.width)×\(rootSize.height) px"
    log(line)
    if geometry.sizeSource != "resolution" {
      log("touchscreen \(device.id) '\(device.name)' reports no resolution: its size is the screen's (\(size))")
    }
    return true
  }

  private func drop(_ id: Int, because why: String) {
    guard let geometry = touchscreens.removeValue(forKey: id) else { return }
    let time = eventTimeNow()
    engine.removeDevice(id, at: time, into: &outputs)
    recorder?.removal(time: time, device: id)
    for key in live.keys where key.device == id { live[key] = nil }
    log("touchscreen \(id) '\(geometry.name)' \(why)")
    // Touches of a vanished device can no longer be decided by the engine.
    for (key, master) in undecided where key.device == id {
      allow(key, master: master, accept: false)
    }
  }

  private func eventTimeNow() -> Double { max(now, engine.now) }

  // MARK: The loop

  /// Runs until `stopFD` is readable or the connection is lost. Ungrabs on the way out.
  public func run(stopFD: Int32? = nil, services: [Service] = []) -> Ending {
    start()
    var fds: [pollfd] = []
    var owners: [Int] = []  // fds[i] belongs to services[owners[i]] (-1: X, -2: stop)
    var ending = Ending.stopped
    while true {
      readEvents()
      if display.isConnectionLost {
        return .connectionLost("lost the connection to the X server '\(display.name)' — the X session ended")
      }
      fireTimers()
      takeOverIfQuiet()
      // The last X call before poll(): it flushes and reads, and an event it
      // reads into Xlib's queue would not wake poll() — so handle it first.
      if display.hasPendingEvent { continue }
      var deadline = engine.nextDeadline
      fds.removeAll(keepingCapacity: true)
      owners.removeAll(keepingCapacity: true)
      fds.append(pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0))
      owners.append(-1)
      if let stopFD {
        fds.append(pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0))
        owners.append(-2)
      }
      for (index, service) in services.enumerated() {
        for fd in service.descriptors() {
          fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
          owners.append(index)
        }
        if let due = service.deadline() { deadline = min(deadline ?? due, due) }
      }
      var timeout: Int32 = -1
      if let deadline {
        timeout = Int32(max(0, min((deadline - now).rounded(.up), 86_400_000)))
      }
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      wokeAt = MonotonicClock.nanoseconds()
      if ready < 0 {
        if errno == EINTR { continue }
        ending = .failed("poll failed: \(String(cString: strerror(errno)))")
        break
      }
      if zip(fds, owners).contains(where: { $1 == -2 && $0.revents != 0 }) { break }
      let time = now
      for (index, service) in services.enumerated() {
        let readable = zip(fds, owners).contains { $1 == index && $0.revents != 0 }
        if readable || (service.deadline().map { $0 <= time } ?? false) { service.serve(time) }
      }
    }
    if mode == .claim {
      // Touches waiting for a decision go to the applications.
      for (key, master) in undecided { allow(key, master: master, accept: false) }
      display.ungrabTouches()
    }
    display.flush()
    return ending
  }

  // MARK: New rules

  /// Replaces the rules (a reloaded config) at the next quiet moment — no
  /// finger down, no gesture undecided, no touch waiting for a decision — so
  /// that gestures in flight finish under the rules they began with.
  /// `tookOver` runs when the new rules are in force.
  public func replaceRules(_ rules: RuleSet, tookOver: @escaping () -> Void) {
    pendingRules = (rules, tookOver)
    takeOverIfQuiet()
  }

  /// Whether new rules could take over now.
  public var isQuiet: Bool { live.isEmpty && undecided.isEmpty && engine.nextDeadline == nil }

  private func takeOverIfQuiet() {
    guard let pending = pendingRules, isQuiet else { return }
    pendingRules = nil
    let successor = Engine(rules: pending.rules)
    for geometry in touchscreens.values { successor.addDevice(geometry.deviceGeometry) }
    engine = successor
    pending.tookOver()
    // settings.devices may have changed: look at every device again (nothing
    // is in flight now, so a device dropped here cancels nothing).
    reported.removeAll()
    refreshDevices()
  }

  private func fireTimers() {
    guard let deadline = engine.nextDeadline else { return }
    let time = now
    guard deadline <= time else { return }
    engine.advance(to: time, into: &outputs)
    deliver()
  }

  private func readEvents() {
    while !display.isConnectionLost, display.hasPendingEvent {
      handle(display.nextMessage())
      deliver()
    }
    // The queue is drained: the last frame is complete.
    engine.flush(into: &outputs)
    deliver()
    logProtocolErrors()
  }

  private func logProtocolErrors() {
    for line in display.drainProtocolErrors() { log(line) }
  }

  // MARK: Events

  /// Handles one message as `run` does; for tests and the benchmark, which
  /// may feed messages themselves.
  func handle(_ message: XInputMessage) {
    switch message {
    case .rawTouch(let raw): handle(raw)
    case .grabbedTouch: break  // the raw events carry everything; the grab only holds the touch
    case .hierarchyChanged: refreshDevices()
    case .deviceChanged(let id):
      if let device = display.queryDevice(id: id), device.isTouchscreen, device.enabled, acceptsDevice(device) {
        use(device)
      }
    case .rootResized(let width, let height):
      guard (width, height) != rootSize else { return }
      log("the screen is now \(width)×\(height) px")
      rootSize = (width, height)
      for device in display.queryDevices() where touchscreens[device.id] != nil { use(device) }
    case .other: break
    }
  }

  private func handle(_ raw: RawTouch) {
    let key = TouchKey(device: raw.source, touch: raw.touch)
    if raw.phase == .end, touchscreens[raw.source] != nil, display.hierarchyChangeQueued {
      // A device being unplugged has its touches ended first: learn of the
      // removal before taking the end for a lift (its gestures are cancelled).
      refreshDevices()
    }
    guard let geometry = touchscreens[raw.source] ?? lookUp(raw.source) else {
      // Not a device xgesture uses: applications must not wait for it.
      if raw.phase == .begin, mode == .claim { allow(key, master: raw.master, accept: false) }
      return
    }
    var touch = live[key] ?? LiveTouch(master: raw.master, x: .nan, y: .nan)
    if let x = raw.valuators[geometry.x.number] { touch.x = x }
    if let y = raw.valuators[geometry.y.number] { touch.y = y }
    let phase: TouchPhase
    switch raw.phase {
    case .begin:
      phase = .begin
      live[key] = touch
      if mode == .claim { undecided[key] = raw.master }
      let down = live.keys.reduce(0) { $0 + ($1.device == raw.source ? 1 : 0) }
      if geometry.maxTouches > 0, down > geometry.maxTouches {
        note("device \(raw.source) '\(geometry.name)' has \(down) touches down but announced \(geometry.maxTouches)")
      }
    case .update:
      phase = .update
      if live[key] != nil { live[key] = touch }
    case .end:
      phase = .end
      live[key] = nil
    }
    let mapped = clock.time(server: raw.serverTime, arrival: now)
    let time = max(Self.quantize(mapped), engine.now)
    let position = geometry.millimetres(x: touch.x, y: touch.y)
    let event = TouchEvent(
      time: time, device: raw.source, touch: raw.touch, phase: phase,
      position: Point(x: Self.quantize(position.x), y: Self.quantize(position.y)))
    recorder?.event(event)
    onEngineInput?(event, wokeAt, MonotonicClock.nanoseconds())
    let before = outputs.count
    engine.handle(event, into: &outputs)
    if phase == .begin, mode == .claim {
      // A begin the engine dropped (not a number, a duplicate) is never decided: let it go.
      let dropped = outputs[before...].contains {
        if case .diagnostic(let d) = $0, d.touch == raw.touch, d.device == raw.source { return true }
        return false
      }
      if dropped, let master = undecided[key] { allow(key, master: master, accept: false) }
    }
  }

  /// A device the bridge has not met: asked once (it may have just been
  /// plugged in); nil when it is not a touchscreen xgesture uses.
  private func lookUp(_ id: Int) -> TouchGeometry? {
    let message = "touch events from device \(id), which is not a touchscreen xgesture uses: ignored"
    guard !reported.contains(message) else { return nil }
    if let device = display.queryDevice(id: id), device.isTouchscreen, device.enabled, acceptsDevice(device),
      use(device)
    {
      return touchscreens[id]
    }
    note(message)
    return nil
  }

  // MARK: Outputs

  private func deliver() {
    guard !outputs.isEmpty else { return }
    var decided = false
    for item in outputs {
      switch item {
      case .touch(let decision):
        let key = TouchKey(device: decision.device, touch: decision.touch)
        guard mode == .claim else { continue }  // observe mode decides nothing
        if let master = undecided[key] {
          allow(key, master: master, accept: decision.verdict == .accept)
          decided = true
        }
        output(item)
      case .transition, .diagnostic:
        output(item)
      }
    }
    outputs.removeAll(keepingCapacity: true)
    if decided { display.flush() }
  }

  private func allow(_ key: TouchKey, master: Int, accept: Bool) {
    undecided[key] = nil
    display.allowTouch(master: master, touch: key.touch, accept: accept)
    display.flush()
  }

  /// Logs `line` once per bridge.
  private func note(_ line: String) {
    if reported.insert(line).inserted { log(line) }
  }
}
