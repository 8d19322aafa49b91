public import XGestureEngine
import XGestureScreen

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
  /// What claim mode holds of the server.
  enum Grabs: Equatable {
    /// Nothing: observe mode, asked for, or fallen back to when the grab was refused.
    case nothing
    /// The touch grab (touchpads observed, or none: an XI 2.2 server).
    case touches
    /// The touch grab and the touchpads' gesture grabs.
    case touchesAndGestures
  }

  /// The questions answered about a touch event, in the order they are
  /// asked: none yet; whether its device is one to use (`lookUpDevice`, for
  /// a device never met); whether its touchscreen is being unplugged
  /// (`checkForUnplug`, for an end).
  enum Asked: Comparable {
    case nothing, device, unplug
  }

  /// A touch event held while the server answers `question` about it.
  struct HeldTouch {
    var touch: RawTouch
    var arrival: Double
    var question: Asked
  }

  public let requestedMode: InputMode
  var grabs: Grabs
  // Internal, not private: the extensions in BridgeState+Devices.swift,
  // BridgeState+Lock.swift and BridgeState+Touchpads.swift use them.
  var roster: DeviceRoster
  var session = TouchSession()
  var clock = ServerClock()
  /// The latest time handed to the engine, ms.
  var engineTime = -Double.infinity
  /// Whether the server has XInput 2.4: touchpads' gesture events.
  public let gestures: Bool
  /// Which touchpad sequences the rules could use (claim mode keeps those).
  public var demand = GestureDemand()
  /// The touchpad gesture sequence going on, by touchpad.
  var sequences: [Int: TouchpadSequence] = [:]
  /// The touch event waiting for the answer to its question, if any.
  private var held: HeldTouch?
  /// Devices dropped because the server no longer listed them: events still
  /// queued about them are not worth a look-up (it would fail, BadDevice).
  private var vanished: Set<Int> = []
  /// Whether decisions of this round wait for the round's flush.
  var decidedThisRound = false
  /// Reloaded rules waiting for a quiet moment to take over.
  private var reload: RuleChange?
  /// Whether the screen is locked or blanked, and what that means.
  var pause: LockPause
  /// Whether the actions of the outputs passed on now must not run, in step
  /// with them: the driver sets it as it reaches each `pauseActions`, which
  /// come before a pause's cancellations and after a resume's
  /// (BridgeState+Lock.swift). `pause` says what the lock is now; this, what
  /// the outputs on their way belong to.
  public internal(set) var actionsPaused = false
  var wake = ScreenWake()

  /// `gestures`: the server has XInput 2.4 (touchpads are used).
  public init(mode: InputMode, screen: ScreenSize, gestures: Bool = false, whenLocked: WhenLocked = .pause) {
    requestedMode = mode
    grabs = mode == .claim ? .touches : .nothing
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

  /// The mode in effect: claim falls back to observe when the grab is refused.
  public var mode: InputMode { grabs == .nothing ? .observe : .claim }

  /// Whether claim mode holds the gesture grabs.
  public var gesturesClaimed: Bool { grabs == .touchesAndGestures }

  /// Whether reloaded rules wait for a quiet moment.
  public var isReloadPending: Bool { reload != nil }

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
    grabs = .touchesAndGestures
    return [.grabGestures]
  }

  /// The server refused the grab: observe instead.
  public mutating func grabRefused(_ reason: String) -> [BridgeAction] {
    grabs = .nothing
    return [.log("claim mode unavailable, observing instead: \(reason)")]
      + (gestures ? [.selectGestures] : [])
  }

  /// The server refused the gesture grabs: touchpads are observed.
  public mutating func gestureGrabRefused(_ reason: String) -> [BridgeAction] {
    grabs = .touches
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
    case .rawTouch(let raw): return touch(raw, arrival: now)
    case .gesture(let event): return gesture(event, arrival: now)
    case .grabbedTouch, .other, .overlay:
      // The raw events carry everything; the grab only holds the touch.
      return []
    case .hierarchyChanged: return [.listDevices]
    case .deviceChanged(let id): return vanished.contains(id) ? [] : [.lookUpDevice(id)]
    case .screenSaver(let on, let serverTime, let forced):
      return lockChanged(
        .screenSaver(on: on, serverTime: serverTime, forced: forced), engineIdle: false, at: now)
    case .rootResized(let width, let height):
      guard (width, height) != (roster.screen.width, roster.screen.height) else { return [] }
      roster.screen.width = width
      roster.screen.height = height
      return [.log("the screen is now \(width)×\(height) px"), .listDevices]
    }
  }

  /// The RandR outputs read again (the screen changed): touchscreens without
  /// a size of their own take their monitor's at the next device listing.
  public mutating func outputsRead(_ outputs: [Monitor]) { roster.screen.outputs = outputs }

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
    if let held, held.touch.source == id, roster.touchscreens[id] == nil,
      let line = roster.note(Self.notUsed(id))
    {
      actions.append(.log(line))
    }
    return actions + resume()
  }

  /// The answer to `checkForUnplug`: whether a hierarchy change is queued.
  public mutating func unplugChecked(_ pending: Bool, at now: Double) -> [BridgeAction] {
    // Learn of the removal before taking the end for a lift: the device's gestures are then cancelled.
    return pending ? [.listDevices] : resume()
  }

  private static func notUsed(_ id: Int) -> String {
    "touch events from device \(id), which is not a touchscreen xgesture uses: ignored"
  }

  // MARK: Touches

  /// The held touch event, now that its question is answered.
  private mutating func resume() -> [BridgeAction] {
    guard let held else { return [] }
    self.held = nil
    return touch(held.touch, arrival: held.arrival, asked: held.question)
  }

  /// One raw touch event, after the questions `asked` about it were answered.
  private mutating func touch(_ raw: RawTouch, arrival: Double, asked: Asked = .nothing)
    -> [BridgeAction]
  {
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
    guard let geometry = roster.touchscreens[raw.source] else {
      return untracked(raw, arrival: arrival, asked: asked)
    }
    if raw.phase == .end, asked < .unplug {
      // A device being unplugged has its touches ended first.
      held = HeldTouch(touch: raw, arrival: arrival, question: .unplug)
      return [.checkForUnplug]
    }
    if raw.phase == .begin, wake.wakes(key, beganAt: raw.serverTime) {
      session.orphan(key)
      return rejectedAtOnce(raw)
    }
    return fed(raw, key: key, on: geometry, arrival: arrival)
  }

  /// A touch of a device that is not a touchscreen in use: the device is
  /// looked up once (it may have just been plugged in); else the touch is
  /// ignored, and in claim mode its begin rejected, so that applications
  /// need not wait for it.
  private mutating func untracked(_ raw: RawTouch, arrival: Double, asked: Asked)
    -> [BridgeAction]
  {
    if asked == .nothing, !vanished.contains(raw.source),
      !roster.hasNoted(Self.notUsed(raw.source))
    {
      held = HeldTouch(touch: raw, arrival: arrival, question: .device)
      return [.lookUpDevice(raw.source)]
    }
    return raw.phase == .begin ? rejectedAtOnce(raw) : []
  }

  /// Claim mode: the touch beginning goes to the applications at once.
  private mutating func rejectedAtOnce(_ raw: RawTouch) -> [BridgeAction] {
    guard mode == .claim else { return [] }
    decidedThisRound = true
    return [.decide(master: raw.master, touch: raw.touch, accept: false)]
  }

  /// A touch event on a touchscreen in use, for the engine: its position
  /// kept (an update carries only the valuators that changed), in
  /// millimetres from the untransformed values, at its server time.
  private mutating func fed(
    _ raw: RawTouch, key: TouchSession.Key, on geometry: TouchGeometry, arrival: Double
  ) -> [BridgeAction] {
    var actions: [BridgeAction] = []
    var position = session.position(of: key) ?? TouchSession.Position(x: .nan, y: .nan)
    if raw.phase != .end {
      // An end's untransformed values are not the device's: the server adds
      // the last position to the end after taking the raw values.
      if let x = raw.untransformed[geometry.x.number] { position.x = x }
      if let y = raw.untransformed[geometry.y.number] { position.y = y }
    }
    let phase: TouchPhase
    switch raw.phase {
    case .begin:
      phase = .begin
      session.setPosition(key, position)
      actions = began(raw, key: key, on: geometry)
    case .update:
      phase = .update
      if session.position(of: key) != nil { session.setPosition(key, position) }
    case .end:
      phase = .end
      session.setPosition(key, nil)
    }
    let time = max(Self.quantize(clock.time(server: raw.serverTime, arrival: arrival)), engineTime)
    engineTime = time
    let millimetres = geometry.millimetres(x: position.x, y: position.y)
    actions.append(
      Self.feed(time: time, device: raw.source, touch: raw.touch, phase: phase, at: millimetres))
    return actions
  }

  /// A begin on a touchscreen in use: in claim mode held for the engine's
  /// decision (it answers every begin once, a duplicate's too), or while
  /// paused rejected at once — the lock screen gets every touch; and a note
  /// when more touches are down than the device announced.
  private mutating func began(_ raw: RawTouch, key: TouchSession.Key, on geometry: TouchGeometry)
    -> [BridgeAction]
  {
    var actions: [BridgeAction] = []
    if pause.isPaused {
      actions = rejectedAtOnce(raw)
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
    return actions
  }

  /// One event for the engine, its time and millimetres rounded to a
  /// thousandth (what a trace keeps).
  static func feed(time: Double, device: Int, touch: Int, phase: TouchPhase, at position: Point)
    -> BridgeAction
  {
    .feed(
      TouchEvent(
        time: time, device: device, touch: touch, phase: phase,
        position: Point(x: quantize(position.x), y: quantize(position.y))))
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
      case .transition, .diagnostic, .hold, .preview:
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
  public mutating func reloadRequested(_ change: RuleChange, engineIdle: Bool) -> [BridgeAction] {
    reload = change
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

  /// The new engine gets the devices in use, and the touchpads' decisions
  /// follow the new rules; then every device is looked at again, as
  /// `settings.devices` may have changed.
  private mutating func takeOverIfQuiet(engineIdle: Bool) -> [BridgeAction] {
    guard let change = reload, isQuiet(engineIdle: engineIdle) else { return [] }
    reload = nil
    demand = GestureDemand(rules: change.rules)
    roster.forgetNotes()
    let devices =
      roster.touchscreens.keys.sorted().map { roster.touchscreens[$0]!.deviceGeometry }
      + roster.touchpads.keys.sorted().map { roster.touchpads[$0]! }
    return [.takeOver(change, devices: devices), .listDevices]
  }
}
