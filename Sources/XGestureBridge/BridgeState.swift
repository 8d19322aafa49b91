public import XGestureEngine

/// The bridge's decisions, apart from every X call and from the engine (in
/// the swift-nio style: one mutating method per input, each returning the
/// actions its driver carries out, in order).
///
/// It decides which devices are used and when one is gone (an unplugged
/// touchscreen's touches are ended before the server says it is gone), what
/// each touch event means for the engine (times from the server's clock,
/// millimetres from the untransformed valuators), which touches wait for a
/// claim decision and when the engine's decision is sent (the first decision
/// for a touch wins; all of a round are flushed once), and the quiet moment
/// at which reloaded rules take over (no touch down, none undecided, no
/// engine timer).
///
/// It relies on one promise of the engine: every begin handed to it is
/// answered by exactly one `.touch` decision, accept or reject — also a begin
/// it drops as invalid. `Bridge` drives it on an X connection; the tests
/// drive it (through `BridgeDriver`) with no X server.
public struct BridgeState {
  public let requestedMode: InputMode
  /// The mode in effect: claim falls back to observe when the grab is refused.
  public private(set) var mode: InputMode
  // Internal, not private: the extensions in BridgeState+Lock.swift and
  // BridgeState+Touchpads.swift use them.
  var roster: DeviceRoster
  var session = TouchSession()
  var clock = ServerClock()
  /// The latest time handed to the engine, ms.
  var engineTime = -Double.infinity
  /// Whether the server has XInput 2.4: touchpads' gesture events.
  public let gestures: Bool
  /// Whether claim mode holds the gesture grabs.
  public internal(set) var gesturesClaimed = false
  /// Which touchpad sequences the rules could use (claim mode keeps those).
  public var demand = GestureDemand()
  /// The touchpad gesture sequence going on, by touchpad.
  var sequences: [Int: TouchpadSequence] = [:]
  /// A touch event held while its question (`checkForUnplug`, `lookUpDevice`)
  /// is answered, and whether the unplug check is done.
  private var waiting: (touch: RawTouch, arrival: Double, unplugChecked: Bool)?
  /// Devices dropped because the server no longer listed them: events still
  /// queued about them are not worth a look-up (it would fail, BadDevice).
  private var vanished: Set<Int> = []
  var decidedThisRound = false
  private var reloadPending = false
  /// Whether the screen is locked or blanked, and what that means.
  var pause: LockPause
  var wake = ScreenWake()

  /// `gestures`: the server has XInput 2.4 (touchpads are used).
  public init(mode: InputMode, screen: ScreenSize, gestures: Bool = false, whenLocked: WhenLocked = .pause) {
    requestedMode = mode
    self.mode = mode
    self.gestures = gestures
    roster = DeviceRoster(screen: screen)
    pause = LockPause(whenLocked: whenLocked)
  }

  /// The lock sources watched, named for the start-up line (`logind session
  /// 2`, `X screen saver`); set before `started(display:)`.
  public var lockSources: [String] = []

  /// Which devices to use (`settings.devices`); all by default.
  public var acceptsDevice: (XInputDevice) -> Bool {
    get { roster.accepts }
    set { roster.accepts = newValue }
  }

  /// The touchscreens in use, by device id.
  public var touchscreens: [Int: TouchGeometry] { roster.touchscreens }

  /// The touchpads in use, by device id, as the engine sees them.
  public var touchpads: [Int: DeviceGeometry] { roster.touchpads }

  /// Whether new rules could take over now, given whether the engine has a
  /// timer or a frame pending.
  public func isQuiet(engineIdle: Bool) -> Bool {
    session.isEmpty && sequences.isEmpty && engineIdle
  }

  /// Whether reloaded rules wait for a quiet moment.
  public var isReloadPending: Bool { reloadPending }

  static func quantize(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  // MARK: Starting and stopping

  /// The bridge starts: the grab in claim mode (the gesture grabs once the
  /// touch grab is taken), else the gesture selection, then every device.
  public func start() -> [BridgeAction] {
    (mode == .claim ? [.grab] : gestures ? [.selectGestures] : []) + [.listDevices]
  }

  /// The server took the touch grab: the gesture grabs follow (XI 2.4).
  public mutating func grabTaken() -> [BridgeAction] {
    guard gestures else { return [] }
    gesturesClaimed = true
    return [.grabGestures]
  }

  /// The server refused the grab: observe instead.
  public mutating func grabRefused(_ reason: String) -> [BridgeAction] {
    mode = .observe
    return [.log("claim mode unavailable, observing instead: \(reason)")]
      + (gestures ? [.selectGestures] : [])
  }

  /// The server refused the gesture grabs: touchpads are observed.
  public mutating func gestureGrabRefused(_ reason: String) -> [BridgeAction] {
    gesturesClaimed = false
    return [
      .log("claim mode unavailable for touchpads, observing their gestures instead: \(reason)"),
      .selectGestures,
    ]
  }

  /// Started on the display named `display`.
  public func started(display: String) -> [BridgeAction] {
    let count = roster.touchscreens.count
    let pads = roster.touchpads.count
    let lock = pause.startUpPhrase(sources: lockSources)
    return [
      .log(
        "listening on \(display) in \(mode.rawValue) mode, \(count) touchscreen"
          + (count == 1 ? "" : "s")
          + (pads > 0 ? ", \(pads) touchpad" + (pads == 1 ? "" : "s") : "") + "; \(lock)"),
      .flush,
    ]
  }

  /// The bridge stops: touches waiting for a decision go to the applications.
  public mutating func stopping() -> [BridgeAction] {
    guard mode == .claim else { return [.flush] }
    var actions: [BridgeAction] = []
    for (key, master) in session.decideAll() {
      actions.append(.decide(master: master, touch: key.touch, accept: false))
    }
    return actions + [.ungrab] + (gesturesClaimed ? [.ungrabGestures] : []) + [.flush]
  }

  // MARK: What X delivered

  /// One message from the X server, read at `now` (ms on the bridge's clock).
  public mutating func received(_ message: XInputMessage, at now: Double) -> [BridgeAction] {
    switch message {
    case .rawTouch(let raw): return touch(raw, arrival: now, unplugChecked: false)
    case .gesture(let event): return gesture(event, arrival: now)
    case .grabbedTouch, .other, .overlay:
      // The raw events carry everything; the grab only holds the touch.
      return []
    case .hierarchyChanged: return [.listDevices]
    case .deviceChanged(let id): return vanished.contains(id) ? [] : [.lookUpDevice(id)]
    case .screenSaver(let on, let serverTime):
      return lockChanged(.screenSaver(on: on, serverTime: serverTime), engineIdle: false, at: now)
    case .rootResized(let width, let height):
      guard (width, height) != (roster.screen.width, roster.screen.height) else { return [] }
      roster.screen.width = width
      roster.screen.height = height
      return [.log("the screen is now \(width)×\(height) px"), .listDevices]
    }
  }

  /// The RandR outputs read again (the screen changed): touchscreens without
  /// a size of their own take their monitor's at the next device listing.
  public mutating func outputsRead(_ outputs: [MonitorOutput]) { roster.screen.outputs = outputs }

  /// The answer to `listDevices`: new touchscreens are used at once, vanished
  /// ones dropped (their gestures end, their touches are rejected).
  public mutating func devicesListed(_ devices: [XInputDevice], at now: Double) -> [BridgeAction] {
    let (wanted, pads, notes) = roster.sort(devices, gestures: gestures)
    var actions = notes.map(BridgeAction.log)
    vanished.subtract(devices.map(\.id))
    var seen = Set<Int>()
    for device in wanted where use(device, into: &actions, at: now) { seen.insert(device.id) }
    for id in roster.touchscreens.keys.sorted() where !seen.contains(id) {
      drop(id, because: "removed", at: now, into: &actions)
      if !devices.contains(where: { $0.id == id }) { vanished.insert(id) }
    }
    useTouchpads(pads, into: &actions, at: now)
    return actions + resume()
  }

  /// The answer to `lookUpDevice`: nil when the server has no such device.
  public mutating func deviceLookedUp(_ id: Int, _ device: XInputDevice?, at now: Double)
    -> [BridgeAction]
  {
    var actions: [BridgeAction] = []
    if let device, roster.wants(device) { use(device, into: &actions, at: now) }
    if let held = waiting, held.touch.source == id, roster.touchscreens[id] == nil,
      let line = roster.note(Self.notUsed(id))
    {
      actions.append(.log(line))
    }
    return actions + resume()
  }

  /// The answer to `checkForUnplug`: whether a hierarchy change is queued.
  public mutating func unplugChecked(_ pending: Bool, at now: Double) -> [BridgeAction] {
    waiting?.unplugChecked = true
    // Learn of the removal before taking the end for a lift: the device's gestures are then cancelled.
    return pending ? [.listDevices] : resume()
  }

  private static func notUsed(_ id: Int) -> String {
    "touch events from device \(id), which is not a touchscreen xgesture uses: ignored"
  }

  // MARK: Touches

  private mutating func resume() -> [BridgeAction] {
    guard let held = waiting else { return [] }
    waiting = nil
    return touch(
      held.touch, arrival: held.arrival, unplugChecked: held.unplugChecked, lookedUp: true)
  }

  private mutating func touch(
    _ raw: RawTouch, arrival: Double, unplugChecked: Bool, lookedUp: Bool = false
  ) -> [BridgeAction] {
    let key = TouchSession.Key(device: raw.source, touch: raw.touch)
    if session.isOrphan(key) {
      // A touch of a dropped device (the server ends it as it removes the
      // device), of a gesture cancelled by a lock, or one that woke the screen.
      if raw.phase == .end {
        session.forgetOrphan(key)
        wake.ended(key)
      }
      return []
    }
    if raw.phase == .end, roster.touchscreens[raw.source] != nil, !unplugChecked {
      // A device being unplugged has its touches ended first.
      waiting = (raw, arrival, false)
      return [.checkForUnplug]
    }
    guard let geometry = roster.touchscreens[raw.source] else {
      if !lookedUp, !vanished.contains(raw.source), !roster.hasNoted(Self.notUsed(raw.source)) {
        // It may have just been plugged in: asked once.
        waiting = (raw, arrival, unplugChecked)
        return [.lookUpDevice(raw.source)]
      }
      // Not a device xgesture uses: applications must not wait for it.
      guard raw.phase == .begin, mode == .claim else { return [] }
      decidedThisRound = true
      return [.decide(master: raw.master, touch: raw.touch, accept: false)]
    }
    if raw.phase == .begin, wake.wakes(key, beganAt: raw.serverTime) {
      session.orphan(key)
      guard mode == .claim else { return [] }
      decidedThisRound = true
      return [.decide(master: raw.master, touch: raw.touch, accept: false)]
    }
    var actions: [BridgeAction] = []
    var touch = session.position(of: key) ?? TouchSession.Live(master: raw.master, x: .nan, y: .nan)
    if raw.phase != .end {
      // An end's untransformed values are not the device's: the server adds
      // the last position to the end after taking the raw values.
      if let x = raw.untransformed[geometry.x.number] { touch.x = x }
      if let y = raw.untransformed[geometry.y.number] { touch.y = y }
    }
    let phase: TouchPhase
    switch raw.phase {
    case .begin:
      phase = .begin
      session.setLive(key, touch)
      // The engine answers every begin with one decision, a duplicate's too.
      // While paused the lock screen gets every touch at once.
      if mode == .claim, pause.isPaused {
        actions.append(.decide(master: raw.master, touch: raw.touch, accept: false))
        decidedThisRound = true
      } else if mode == .claim {
        session.holdForDecision(key, master: raw.master)
      }
      let down = session.down(on: raw.source)
      if geometry.maxTouches > 0, down > geometry.maxTouches,
        let line = roster.note(
          "device \(raw.source) '\(geometry.name)' has \(down) touches down but announced \(geometry.maxTouches)"
        )
      {
        actions.append(.log(line))
      }
    case .update:
      phase = .update
      if session.position(of: key) != nil { session.setLive(key, touch) }
    case .end:
      phase = .end
      session.setLive(key, nil)
    }
    let time = max(Self.quantize(clock.time(server: raw.serverTime, arrival: arrival)), engineTime)
    engineTime = time
    let position = geometry.millimetres(x: touch.x, y: touch.y)
    actions.append(
      .feed(
        TouchEvent(
          time: time, device: raw.source, touch: raw.touch, phase: phase,
          position: Point(x: Self.quantize(position.x), y: Self.quantize(position.y)))))
    return actions
  }

  // MARK: The engine

  /// What the engine reported: decisions for touches held under the grab
  /// (the first one for a touch wins) and everything else, passed on.
  public mutating func engineReported(_ outputs: [EngineOutput]) -> [BridgeAction] {
    var actions: [BridgeAction] = []
    for item in outputs {
      switch item {
      case .touch(let decision):
        guard mode == .claim else { continue }  // observe mode decides nothing
        if let master = session.decide(
          TouchSession.Key(device: decision.device, touch: decision.touch))
        {
          actions.append(
            .decide(master: master, touch: decision.touch, accept: decision.verdict == .accept))
          decidedThisRound = true
        }
        actions.append(.output(item))
      case .transition, .diagnostic, .hold:
        actions.append(.output(item))
      }
    }
    return actions
  }

  /// The read of the X queue is drained: the last frame is complete.
  public func readDrained() -> [BridgeAction] { [.flushEngine] }

  /// Time passed: the engine's timers due by `now` fire (`deadline` is its `nextDeadline`).
  public mutating func timePassed(to now: Double, engineDeadline deadline: Double?)
    -> [BridgeAction]
  {
    guard let deadline, deadline <= now else { return [] }
    return [.advance(to: advanceTime(to: now))]
  }

  /// New rules are waiting (a reloaded config): they take over now if the
  /// moment is quiet, else at the next quiet moment, so gestures in flight
  /// finish under the rules they began with.
  public mutating func reloadRequested(engineIdle: Bool) -> [BridgeAction] {
    reloadPending = true
    return takeOverIfQuiet(engineIdle: engineIdle)
  }

  /// A round of the loop ends: the round's decisions are sent, and waiting
  /// rules take over if the moment is quiet.
  public mutating func roundEnded(engineIdle: Bool) -> [BridgeAction] {
    var actions: [BridgeAction] = []
    if decidedThisRound {
      actions.append(.flush)
      decidedThisRound = false
    }
    return actions + takeOverIfQuiet(engineIdle: engineIdle)
  }

  /// The new engine gets the touchscreens in use; then every device is looked
  /// at again, as `settings.devices` may have changed.
  private mutating func takeOverIfQuiet(engineIdle: Bool) -> [BridgeAction] {
    guard reloadPending, isQuiet(engineIdle: engineIdle) else { return [] }
    reloadPending = false
    roster.forgetNotes()
    let devices =
      roster.touchscreens.keys.sorted().map { roster.touchscreens[$0]!.deviceGeometry }
      + roster.touchpads.keys.sorted().map { roster.touchpads[$0]! }
    return [.takeOver(devices: devices), .listDevices]
  }
}
