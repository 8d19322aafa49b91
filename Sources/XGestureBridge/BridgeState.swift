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
  public let requestedMode: InputMode
  /// Whether the server has XInput 2.4: touchpads' gesture events.
  public let gestures: Bool
  // Internal, not private: the extensions in BridgeState+Devices.swift,
  // +Lock.swift, +Touches.swift and +Touchpads.swift use them.
  /// What claim mode holds of the server, and the round's decisions.
  var grabs: Grabs
  var roster: DeviceRoster
  var questions = DeviceQuestions()
  var session = TouchSession()
  var time = EngineTime()
  /// Which touchpad sequences the rules could use (claim mode keeps those).
  public var demand = GestureDemand()
  /// The touchpad gesture sequence going on, by touchpad.
  var sequences: [Int: TouchpadSequence] = [:]
  /// Reloaded rules waiting for a quiet moment to take over.
  private var reload: RuleChange?
  /// What the lock sources say, under the policy: what pausing and
  /// resuming decide from (BridgeState+Lock.swift).
  public internal(set) var lock: LockPause
  /// Whether the actions of the outputs passed on now run: the pause, in
  /// step with the outputs (`ActionState`); the driver moves it as it
  /// reaches each `BridgeAction.actions`.
  public private(set) var actions = ActionState.running
  var wake = ScreenWake()
  /// What Touchégg's daemon would send, when `touchegg-clients` is on
  /// (BridgeState+Touchegg.swift); nil: nothing is worked out.
  var touchegg: ToucheggFeed?
  /// The mouse buttons `stroke` gestures draw with (grabbed on the root).
  public var buttons = ButtonDemand()
  /// The press of a grabbed button going on (BridgeState+Mouse.swift).
  var press: MousePress?
  /// The mouse devices the engine was given, by master pointer.
  var mice: [Int: DeviceGeometry] = [:]

  /// `gestures`: the server has XInput 2.4 (touchpads are used).
  public init(mode: InputMode, screen: ScreenSize, gestures: Bool = false, whenLocked: WhenLocked = .pause) {
    requestedMode = mode
    grabs = mode == .claim ? .claim : .nothing
    self.gestures = gestures
    roster = DeviceRoster(screen: screen)
    lock = LockPause(whenLocked: whenLocked)
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

  /// The X server's time (ms) of a time on the bridge's clock, by the
  /// events seen so far; nil before the first.
  public func serverTime(of time: Double) -> Double? { self.time.serverTime(of: time) }

  /// Whether new rules could take over now, given whether the engine has a
  /// timer or a frame pending.
  public func isQuiet(engineIdle: Bool) -> Bool {
    session.isEmpty && sequences.isEmpty && press == nil && engineIdle
  }

  /// The mode in effect: claim falls back to observe when the grab is refused.
  public var mode: InputMode { grabs == .nothing ? .observe : .claim }

  /// Whether claim mode holds the gesture grabs.
  public var gesturesClaimed: Bool { grabs.holdsGestures }

  /// Whether reloaded rules wait for a quiet moment.
  public var isReloadPending: Bool { reload != nil }

  // MARK: Starting and stopping

  /// The bridge starts: the grab in claim mode (the gesture grabs once the
  /// touch grab is taken), else the gesture selection, then every device.
  public func start() -> [BridgeAction] {
    (mode == .claim ? [.grab] : gestures ? [.selectGestures] : [])
      + (buttons.isEmpty ? [] : [.grabButtons(buttons.buttons)]) + [.listDevices]
  }

  /// The server took the touch grab: the gesture grabs follow (XI 2.4).
  public mutating func grabTaken() -> [BridgeAction] {
    guard gestures else { return [] }
    grabs = .touchesAndGestures(.sent)
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
    grabs = .claim
    return [
      .log("claim mode unavailable for touchpads, observing their gestures instead: \(reason)"),
      .selectGestures,
    ]
  }

  /// Started on the display named `display`.
  public func started(display: String) -> [BridgeAction] {
    let count = roster.touchscreens.count
    let pads = roster.touchpads.count
    let lock = self.lock.startUpPhrase(sources: lockSources)
    return [
      .log(
        "listening on \(display) in \(mode.rawValue) mode, \(count) touchscreen"
          + (count == 1 ? "" : "s")
          + (pads > 0 ? ", \(pads) touchpad" + (pads == 1 ? "" : "s") : "") + "; \(lock)"),
      .flush,
    ]
  }

  /// The bridge stops: touches waiting for a decision go to the applications.
  public mutating func stopping(at now: Double = 0) -> [BridgeAction] {
    var actions = mouseAbandoned(at: now) + (buttons.isEmpty ? [] : [.grabButtons([])])
    guard mode == .claim else { return actions + [.flush] }
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
    case .pointer(let event): return pointer(event, arrival: now)
    case .rawPointer(let raw): return rawPointer(raw, at: now)
    case .grabbedTouch, .other, .overlay:
      // The raw events carry everything; the grab only holds the touch.
      return []
    case .hierarchyChanged: return [.listDevices]
    case .deviceChanged(let id): return questions.hasVanished(id) ? [] : [.lookUpDevice(id)]
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
    questions.listed(devices.map(\.id))
    var seen = Set<Int>()
    for device in wanted where use(device, into: &actions, at: now) { seen.insert(device.id) }
    for id in roster.touchscreens.keys.sorted() where !seen.contains(id) {
      drop(id, because: "removed", at: now, into: &actions)
      if !devices.contains(where: { $0.id == id }) { questions.vanished(id) }
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
    if let held = questions.held, held.touch.source == id, roster.touchscreens[id] == nil,
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

  static func notUsed(_ id: Int) -> String {
    "touch events from device \(id), which is not a touchscreen xgesture uses: ignored"
  }

  // MARK: The engine

  /// What the engine reported: decisions for touches held under the grab
  /// (the first one for a touch wins) and everything else, passed on.
  public mutating func engineReported(_ outputs: [EngineOutput]) -> [BridgeAction] {
    var actions: [BridgeAction] = []
    for item in outputs {
      switch item {
      case .touch(let decision) where isMouse(decision.device):
        actions.append(.output(item))
        actions += mouseDecided(decision)
      case .touch(let decision):
        guard mode == .claim else { continue }  // observe mode decides nothing
        if toucheggParks(decision) {
          actions.append(.output(item))
          continue
        }
        if let master = session.decide(
          TouchSession.Key(device: decision.device, touch: decision.touch))
        {
          actions.append(
            .decide(master: master, touch: decision.touch, accept: decision.verdict == .accept))
          grabs.decided()
        }
        actions.append(.output(item))
      case .transition, .diagnostic, .hold, .preview:
        actions.append(.output(item))
      }
    }
    return actions
  }

  /// The driver reached `BridgeAction.actions(state)`: the outputs passed on
  /// from now on belong to it.
  public mutating func actionsReached(_ state: ActionState) { actions = state }

  /// The read of the X queue is drained: the last frame is complete.
  public func readDrained() -> [BridgeAction] { [.flushEngine] }

  /// Time passed: the engine's timers due by `now` fire (`deadline` is its `nextDeadline`).
  public mutating func timePassed(to now: Double, engineDeadline deadline: Double?)
    -> [BridgeAction]
  {
    let released = toucheggTimePassed(to: now) + mouseTimePassed(to: now)
    guard let deadline, deadline <= now else { return released }
    return released + [.advance(to: time.advance(to: now))]
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
    (grabs.roundEnded() ? [.flush] : []) + takeOverIfQuiet(engineIdle: engineIdle)
  }

  /// The new engine gets the devices in use, and the touchpads' decisions
  /// follow the new rules; then every device is looked at again, as
  /// `settings.devices` may have changed.
  private mutating func takeOverIfQuiet(engineIdle: Bool) -> [BridgeAction] {
    guard let change = reload, isQuiet(engineIdle: engineIdle) else { return [] }
    reload = nil
    demand = GestureDemand(rules: change.rules)
    let regrab = buttons == ButtonDemand(rules: change.rules) ? [] : buttonsChanged(ButtonDemand(rules: change.rules))
    roster.forgetNotes()
    let devices =
      roster.touchscreens.keys.sorted().map { roster.touchscreens[$0]!.deviceGeometry }
      + roster.touchpads.keys.sorted().map { roster.touchpads[$0]! } + mice.keys.sorted().map { mice[$0]! }
    return [.takeOver(change, devices: devices)] + regrab + [.listDevices]
  }
}
