public import XGestureBridge
public import XGestureEngine
import XGestureSystem
public import XGestureTouchegg

/// The X11 bridge: XInput touch events in, the engine in the middle, its
/// outputs out — on one thread, in one poll() loop (docs/X11.md).
///
///     let bridge = Bridge(display: display, rules: rules, mode: .claim, log: log) { output, moment in … }
///     let ending = bridge.run(stopFD: signals)
///
/// This is the thin part that makes the X calls and waits: what to do with
/// each event is decided by `BridgeState` and carried out by `BridgeDriver`.
/// Engine time is milliseconds on CLOCK_MONOTONIC since the bridge was made,
/// rounded to a thousandth (so a recorded trace replays to the same values);
/// event times come from the server's timestamps through `ServerClock`.
public final class Bridge {
  /// How `run` ended.
  public enum Ending: Equatable, Sendable {
    /// The stop descriptor became readable.
    case stopped
    /// The X connection was lost; the sentence says so.
    case connectionLost(String)
    /// The loop itself failed (poll); the sentence says how.
    case failed(String)
  }

  public let display: XDisplay
  private let driver: BridgeDriver
  private let origin = MonotonicClock.nanoseconds()
  private var started = false

  /// `makeEngine` builds the engine for a rule set; a benchmark may wrap
  /// `Engine` to watch its input. `output` gets each of the engine's outputs
  /// with its moment: the bridge's time (whether actions run: `actions`).
  public init(
    display: XDisplay, rules: RuleSet, mode: InputMode, recorder: TraceRecorder? = nil,
    makeEngine: @escaping (RuleSet) -> any BridgeEngine = { Engine(rules: $0) },
    whenLocked: WhenLocked = .pause,
    log: @escaping (String) -> Void, output: @escaping (EngineOutput, Moment) -> Void
  ) {
    self.display = display
    let size = display.queryRootSize()
    let millimetres = display.screenMillimetres
    var deliver: (EngineOutput) -> Void = { _ in }
    driver = BridgeDriver(
      mode: mode,
      screen: ScreenSize(
        width: size.width, height: size.height, widthMM: millimetres.width,
        heightMM: millimetres.height, outputs: display.queryMonitorOutputs()),
      gestures: display.xinputVersion >= (2, 4),
      rules: rules, server: display, makeEngine: makeEngine, recorder: recorder,
      whenLocked: whenLocked, log: log, output: { deliver($0) })
    // The moment is the bridge's own, readable once the driver exists.
    deliver = { [unowned self] in output($0, Moment(now: now)) }
  }

  /// The mode asked for.
  public var requestedMode: InputMode { driver.state.requestedMode }
  /// The mode in effect (claim falls back to observe when the grab is refused).
  public var mode: InputMode { driver.state.mode }
  /// The touchscreens in use, by device id.
  public var touchscreens: [Int: TouchGeometry] { driver.state.touchscreens }
  /// The touchpads in use, by device id.
  public var touchpads: [Int: DeviceGeometry] { driver.state.touchpads }
  /// Which devices to use (`settings.devices`); all touchscreens by default.
  public var acceptsDevice: (XInputDevice) -> Bool {
    get { driver.acceptsDevice }
    set { driver.acceptsDevice = newValue }
  }
  /// Whether to look up the application window under each sequence's first
  /// touch (per-application bindings, `XGESTURE_WINDOW`), and log it (`--verbose`).
  public var looksUpWindows: Bool {
    get { driver.looksUpWindows }
    set { driver.looksUpWindows = newValue }
  }
  /// Called with the application window under each sequence's first touch
  /// (when `looksUpWindows`): a sliding window stops under a new touch.
  public var sequenceBegan: ((AppWindow?) -> Void)? {
    get { driver.sequenceBegan }
    set { driver.sequenceBegan = newValue }
  }
  /// Told each touch event fed to the engine with its device's geometry
  /// (the overlay's dots); nil by default, at no cost.
  public var touchFed: ((TouchEvent, DeviceGeometry) -> Void)? {
    get { driver.touchFed }
    set { driver.touchFed = newValue }
  }
  /// Whether a gesture of `type` is still undecided on the device's current
  /// sequence (`Engine.undecided(type:on:)`): the overlay's ink asks it.
  public func undecided(type: String, on device: Int) -> Bool { driver.engine.undecided(type: type, on: device) }
  /// Told each touch event fed to the engine with its device's geometry,
  /// for a recording (`xgesture --learn` over the session bus); nil by
  /// default, at no cost. Beside `touchFed`, which the overlay owns.
  public var touchRecorded: ((TouchEvent, DeviceGeometry) -> Void)? {
    get { driver.touchRecorded }
    set { driver.touchRecorded = newValue }
  }
  /// Told when the engine loses a device: the touches fed on it are over.
  public var deviceRemoved: ((_ device: Int, _ time: Double) -> Void)? {
    get { driver.deviceRemoved }
    set { driver.deviceRemoved = newValue }
  }
  /// Told when the compositing manager or the outputs change (after
  /// `XDisplay.watchOverlayChanges`).
  public var overlayChanged: ((OverlayChange) -> Void)? {
    get { driver.overlayChanged }
    set { driver.overlayChanged = newValue }
  }
  /// Told what Touchégg's daemon would send for the same fingers
  /// (`touchegg-clients: on`); nil (the default): nothing is worked out.
  /// Set it before `start`.
  public var toucheggSignals: (([ToucheggSignal]) -> Void)? {
    get { driver.toucheggSignals }
    set { driver.toucheggSignals = newValue }
  }
  public var logsWindows: Bool {
    get { driver.logsWindows }
    set { driver.logsWindows = newValue }
  }
  /// Whether new rules could take over now.
  public var isQuiet: Bool { driver.isQuiet }

  /// Whether the actions of the outputs run now, or are paused: the session
  /// is locked or the screen saver is on (docs/LOCK.md). What runs or shows
  /// the outputs' actions asks it for each output, touch and frame.
  public var actions: ActionState { driver.state.actions }

  /// Lock sources watched besides the X screen saver (the daemon's logind
  /// watcher), named for the start-up line; set before `run`.
  public var otherLockSources: [String] = []

  /// Whether the X server's screen saver is watched (after `start`).
  public private(set) var watchesScreenSaver = false

  /// Whether gestures are paused, and why: the lock's sources and the session bus's `Pause`.
  public var lock: LockPause { driver.state.lock }

  /// The X server's time (ms) of a time on the bridge's clock (an output's);
  /// 0 before the first event.
  public func serverTime(of time: Double) -> UInt64 {
    driver.state.serverTime(of: time).map { UInt64(max(0, $0.rounded())) } ?? 0
  }

  /// The session bus's `Pause` (true) or `Resume` (false).
  public func pauseRequested(_ paused: Bool) {
    driver.lockChanged(.request(paused: paused), at: now)
  }

  /// Recording for `xgesture --learn` began (true) or ended (false): the actions pause meanwhile.
  public func learningChanged(recording: Bool) {
    driver.lockChanged(.learning(recording: recording), at: now)
  }

  /// logind says the session is locked or not.
  public func sessionLockChanged(locked: Bool) {
    driver.lockChanged(.session(locked: locked), at: now)
  }

  /// A reloaded config's `settings.when-locked`.
  public func whenLockedChanged(_ policy: WhenLocked) {
    driver.lockChanged(.policy(policy), at: now)
  }

  /// Milliseconds since the bridge was made, to a thousandth.
  public var now: Double { (Double(MonotonicClock.nanoseconds() - origin) / 1000).rounded() / 1000 }

  /// Selects events, takes the grab in claim mode (falling back to observe
  /// with the reason), and adds the touchscreens present. `run` calls it.
  public func start() {
    guard !started else { return }
    started = true
    display.selectBridgeEvents()
    let saver = display.watchScreenSaver()
    watchesScreenSaver = saver.watched
    driver.lockSources = otherLockSources + (saver.watched ? [XDisplay.screenSaverSourceName] : [])
    if saver.on {
      driver.lockChanged(.screenSaver(on: true, serverTime: 0, forced: false), at: now)
    }
    driver.start(display: display.name, at: now)
    logProtocolErrors()
  }

  /// Replaces the rules (a reloaded config) at the next quiet moment;
  /// `tookOver` runs when they are in force (`BridgeDriver.replaceRules`).
  public func replaceRules(_ rules: RuleSet, tookOver: @escaping () -> Void) {
    driver.replaceRules(rules, tookOver: tookOver, at: now)
  }

  /// Runs until `stopFD` is readable or the connection is lost. Ungrabs on the way out.
  public func run(stopFD: Int32? = nil, services: [Service] = []) -> Ending {
    start()
    var waiting = PollSet<Waiter>()
    var ending = Ending.stopped
    while true {
      // One round: every queued event, the timers due, then the round's decisions sent at once.
      while !display.isConnectionLost, display.hasPendingEvent {
        driver.receive(display.nextMessage(), at: now)
      }
      if display.isConnectionLost {
        return .connectionLost(
          "lost the connection to the X server '\(display.name)' — the X session ended")
      }
      driver.readDrained(at: now)
      driver.timePassed(to: now)
      driver.roundEnded(at: now)
      logProtocolErrors()
      // The last X call before poll(): it flushes and reads, and an event it
      // reads into Xlib's queue would not wake poll() — so handle it first.
      if display.hasPendingEvent { continue }
      var deadline = driver.nextDeadline
      waiting.removeAll()
      waiting.add(FileDescriptor(rawValue: display.fileDescriptor), tag: .x)
      if let stopFD { waiting.add(FileDescriptor(rawValue: stopFD), tag: .stop) }
      for (index, service) in services.enumerated() {
        for fd in service.descriptors() { waiting.add(FileDescriptor(rawValue: fd), tag: .service(index)) }
        for fd in service.writeDescriptors() {
          waiting.addForWriting(FileDescriptor(rawValue: fd), tag: .service(index))
        }
        if let due = service.deadline() { deadline = min(deadline ?? due, due) }
      }
      do {
        guard try waiting.wait(timeout: deadline.map { min($0 - now, 86_400_000) }) else { continue }
      } catch {
        ending = .failed("poll failed: \(error.sentence)")
        break
      }
      if waiting.isReadable(.stop) { break }
      let time = now
      for (index, service) in services.enumerated() {
        if waiting.isReadable(.service(index)) || (service.deadline().map { $0 <= time } ?? false) {
          service.serve(time)
        }
      }
    }
    driver.stop(at: now)
    return ending
  }

  /// Whose descriptor a poll entry is: the X connection, the stop
  /// descriptor, or a service's (by its index).
  private enum Waiter: Equatable {
    case x, stop
    case service(Int)
  }

  private func logProtocolErrors() {
    for line in display.drainProtocolErrors() { driver.log(line) }
  }
}
