public import XGestureEngine
public import XGestureTouchegg

/// Carries out what a `BridgeState` decides: engine actions on the engine
/// (whose outputs go back to the state), X actions on a `TouchServer`, log
/// lines and outputs to its owner.
///
/// `Bridge` runs one on the X connection inside its poll() loop; the decision
/// tests run one on a stand-in server, on a clock of their own. Every input
/// takes the time it happened at, ms on the bridge's clock.
public final class BridgeDriver {
  public private(set) var state: BridgeState
  public private(set) var engine: any BridgeEngine
  public let server: any TouchServer
  private let makeEngine: (RuleSet) -> any BridgeEngine
  private let recorder: TraceRecorder?
  package let log: (String) -> Void
  private let output: (EngineOutput) -> Void
  private var outputs: [EngineOutput] = []
  /// Whether to look up the application window under each sequence's first
  /// touch (per-application bindings, `XGESTURE_WINDOW`): one look-up per
  /// sequence, when the engine says a begin starts one.
  public var looksUpWindows = false
  /// Told the window each sequence began over (when `looksUpWindows`).
  public var sequenceBegan: ((AppWindow?) -> Void)?
  /// Told each touch event fed to the engine, with its device's geometry
  /// (the overlay's `touches: on`); nil costs nothing on the way.
  public var touchFed: ((TouchEvent, DeviceGeometry) -> Void)?
  /// Told the same, for a recording (`xgesture --learn` over the session bus); nil costs nothing.
  public var touchRecorded: ((TouchEvent, DeviceGeometry) -> Void)?
  /// Told when the engine loses a device (unplugged, changed, paused): its
  /// touches that were fed end there, with no event of their own.
  public var deviceRemoved: ((_ device: Int, _ time: Double) -> Void)?
  /// Told what the overlay watches on the server (its windows follow it).
  public var overlayChanged: ((OverlayChange) -> Void)?
  /// Told what Touchégg's daemon would send for the fingers
  /// (`touchegg-clients: on`, docs/REFERENCE.md §15); nil: nothing is
  /// worked out. Set it before `start`, so touchpads' sizes are known.
  public var toucheggSignals: (([ToucheggSignal]) -> Void)? {
    didSet { state.forwardsToTouchegg = toucheggSignals != nil }
  }
  /// Also log the window a sequence began on (`--verbose`).
  public var logsWindows = false

  /// `makeEngine` builds the engine for a rule set (at start and when new
  /// rules take over); `Engine(rules:)` unless a caller watches it.
  public init(
    mode: InputMode, screen: ScreenSize, gestures: Bool = false, rules: RuleSet,
    server: any TouchServer,
    makeEngine: @escaping (RuleSet) -> any BridgeEngine = { Engine(rules: $0) },
    recorder: TraceRecorder? = nil, whenLocked: WhenLocked = .pause,
    log: @escaping (String) -> Void, output: @escaping (EngineOutput) -> Void
  ) {
    state = BridgeState(mode: mode, screen: screen, gestures: gestures, whenLocked: whenLocked)
    state.demand = GestureDemand(rules: rules)
    engine = makeEngine(rules)
    self.server = server
    self.makeEngine = makeEngine
    self.recorder = recorder
    self.log = log
    self.output = output
  }

  /// Which touchscreens to use (`settings.devices`); all by default.
  public var acceptsDevice: (XInputDevice) -> Bool {
    get { state.acceptsDevice }
    set { state.acceptsDevice = newValue }
  }

  /// The lock sources watched, for the start-up line (set before `start`).
  public var lockSources: [String] {
    get { state.lockSources }
    set { state.lockSources = newValue }
  }

  /// When the engine next needs time to pass (`timePassed(to:)`).
  public var nextDeadline: Double? {
    guard let touchegg = state.toucheggDeadline else { return engine.nextDeadline }
    return min(engine.nextDeadline ?? touchegg, touchegg)
  }

  /// Whether new rules could take over now.
  public var isQuiet: Bool { state.isQuiet(engineIdle: engine.nextDeadline == nil) }

  // MARK: Inputs

  /// Takes the grab in claim mode (falling back to observe), adds the devices present.
  public func start(display: String, at now: Double) {
    perform(state.start(), at: now)
    perform(state.started(display: display), at: now)
  }

  public func receive(_ message: XInputMessage, at now: Double) {
    if case .screenSaver(let on, let serverTime, let forced) = message {
      lockChanged(.screenSaver(on: on, serverTime: serverTime, forced: forced), at: now)
      return
    }
    if case .overlay(let change) = message {
      overlayChanged?(change)
      return
    }
    // The monitors may have changed with the screen: their sizes are read again.
    if case .rootResized = message { state.outputsRead(server.queryMonitorOutputs()) }
    perform(state.received(message, at: now), at: now)
  }

  /// A lock source or `settings.when-locked` changed (docs/LOCK.md).
  public func lockChanged(_ event: LockEvent, at now: Double) {
    perform(state.lockChanged(event, engineIdle: engine.nextDeadline == nil, at: now), at: now)
  }

  /// The read of the X queue is drained: the last frame runs.
  public func readDrained(at now: Double) { perform(state.readDrained(), at: now) }

  /// Fires the engine's timers due by `now`.
  public func timePassed(to now: Double) {
    perform(state.timePassed(to: now, engineDeadline: engine.nextDeadline), at: now)
  }

  /// Ends a round: flushes its decisions; waiting rules take over if quiet.
  public func roundEnded(at now: Double) {
    perform(state.roundEnded(engineIdle: engine.nextDeadline == nil), at: now)
  }

  /// Replaces the rules (a reloaded config) at the next quiet moment — no
  /// finger down, no touch waiting for a decision, no engine timer — so that
  /// gestures in flight finish under the rules they began with. `tookOver`
  /// runs when the new rules are in force (it may set `acceptsDevice`: every
  /// device is looked at again afterwards).
  public func replaceRules(_ rules: RuleSet, tookOver: @escaping () -> Void, at now: Double) {
    let change = RuleChange(rules: rules, tookOver: tookOver)
    perform(state.reloadRequested(change, engineIdle: engine.nextDeadline == nil), at: now)
  }

  /// Touches waiting for a decision go to the applications; the grab is released.
  public func stop(at now: Double) { perform(state.stopping(), at: now) }

  // MARK: Carrying out

  private func perform(_ actions: [BridgeAction], at now: Double) {
    for action in actions {
      switch action {
      case .grab: perform(grab(), at: now)
      case .ungrab: server.ungrabTouches()
      case .grabGestures: perform(grabGestures(), at: now)
      case .ungrabGestures: server.ungrabGestures()
      case .selectGestures: perform(selectGestures(), at: now)
      case .allowGesture(let master, let keep): server.allowGesture(master: master, keep: keep)
      case .listDevices: perform(state.devicesListed(server.queryDevices(), at: now), at: now)
      case .lookUpDevice(let id):
        perform(state.deviceLookedUp(id, server.queryDevice(id: id), at: now), at: now)
      case .checkForUnplug:
        perform(state.unplugChecked(server.hierarchyChangeQueued, at: now), at: now)
      case .decide(let master, let touch, let accept):
        server.allowTouch(master: master, touch: touch, accept: accept)
      case .flush: server.flush()
      case .addDevice(let device, let time):
        recorder?.device(device)
        engine.use(device, at: time, into: &outputs)
        reportEngine(at: now)
      case .removeDevice(let id, let time):
        recorder?.removal(time: time, device: id)
        engine.removeDevice(id, at: time, into: &outputs)
        deviceRemoved?(id, time)
        reportEngine(at: now)
      case .feed(let event):
        recorder?.event(event)
        engine.handle(event, sequenceWindow: { window(under: event) }, into: &outputs)
        if let touchFed, let geometry = state.geometry(of: event.device) { touchFed(event, geometry) }
        if let touchRecorded, let geometry = state.geometry(of: event.device) { touchRecorded(event, geometry) }
        reportEngine(at: now)
      case .advance(let time):
        engine.advance(to: time, into: &outputs)
        reportEngine(at: now)
      case .flushEngine:
        engine.flush(into: &outputs)
        reportEngine(at: now)
      case .takeOver(let change, let devices): takeOver(change, devices: devices, at: now)
      case .actions(let actions): state.actionsReached(actions)
      case .touchegg(let signals): toucheggSignals?(signals)
      case .log(let line): log(line)
      case .output(let item): output(item)
      }
    }
  }

  /// Takes the touch grab; the state's answer to the taking or the refusal.
  private func grab() -> [BridgeAction] {
    do {
      try server.grabTouches()
      return state.grabTaken()
    } catch {
      return state.grabRefused(error.description)
    }
  }

  private func grabGestures() -> [BridgeAction] {
    do {
      try server.grabGestures()
      return []
    } catch {
      return state.gestureGrabRefused(error.description)
    }
  }

  private func selectGestures() -> [BridgeAction] {
    do {
      try server.selectGestures()
      return []
    } catch {
      return state.gestureSelectionRefused(error.description)
    }
  }

  /// A new engine for the change's rules, given the devices (nothing is in
  /// flight: they are not recorded again); then the change's caller is told.
  private func takeOver(_ change: RuleChange, devices: [DeviceGeometry], at now: Double) {
    let successor = makeEngine(change.rules)
    for device in devices { successor.use(device, at: now, into: &outputs) }
    engine = successor
    reportEngine(at: now)
    change.tookOver()
  }

  private func reportEngine(at now: Double) {
    guard !outputs.isEmpty else { return }
    let reported = outputs
    outputs.removeAll(keepingCapacity: true)
    perform(state.engineReported(reported), at: now)
  }

  /// The application window under the sequence `event` starts (the engine
  /// asks for it at the sequence's first begin), when `looksUpWindows`: under
  /// the first touch on a touchscreen, under the pointer for a touchpad.
  private func window(under event: TouchEvent) -> AppWindow? {
    guard looksUpWindows, let point = state.sequenceOrigin(of: event) else { return nil }
    let x = Int(point.x.rounded(.down))
    let y = Int(point.y.rounded(.down))
    let window = server.applicationWindow(atX: x, y: y)
    sequenceBegan?(window)
    if logsWindows {
      log(
        "sequence on device \(event.device) began at \(x),\(y) over "
          + (window.map { "window \($0.description)" } ?? "the root window"))
    }
    return window
  }
}
