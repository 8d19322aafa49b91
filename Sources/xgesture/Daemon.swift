import XGestureBridge
import XGestureBus
import XGestureConfig
import XGestureDesktop
import XGestureEngine
import XGestureSession
import XGestureSystem
import XGestureX11

/// Runs the bridge on the X server until SIGINT/SIGTERM (exit 0) or a lost
/// connection (exit 1), reloading the config when it changes or on SIGHUP.
///
/// Wiring only, each step a method: the config (`StartingConfig`) and what
/// the daemon opens (`DaemonResources`), then the parts in the order they
/// need each other — the desktop's driver, the reactions that dispatch to
/// it, the bridge whose outputs reach them with their moment, the logind
/// watcher, the session bus's link — and the services of the bridge's poll loop.
final class Daemon {
  private let options: Options
  private let config: StartingConfig
  private let resources: DaemonResources
  private let desktop: DesktopDriver
  private let reactions: Reactions
  private let feedback: FeedbackSwitch
  private let bridge: Bridge
  private let session: Result<SessionLockWatcher, SessionLockError>
  private let bus = BusLink()
  /// Recording for `xgesture --learn` over the session bus.
  private let learning = LearnRecording()
  /// The server Touchégg's clients connect to, while `settings.touchegg-clients` is on.
  private let touchegg = ToucheggClients(environment: ProcessEnvironment.current)

  static func run(options: Options) -> Int32 {
    // A log reader or the X server going away must end in a sentence, not SIGPIPE.
    SignalPipe.ignore(.brokenPipe)
    guard let config = StartingConfig.load(options: options) else { return 1 }
    let resources: DaemonResources
    do {
      resources = try DaemonResources.open(options: options, config: config)
    } catch {
      logLine(error.description)
      return 1
    }
    return Daemon(options: options, config: config, resources: resources).run()
  }

  private init(options: Options, config: StartingConfig, resources: DaemonResources) {
    self.options = options
    self.config = config
    self.resources = resources
    let configuration = config.configuration
    // With --verbose, the desktop's lines of its deadlines: keys that waited for the focus in vain.
    let verboseLog: ((String) -> Void)? = options.verbose ? { logLine($0) } : nil
    let desktop = DesktopDriver(server: X11Desktop(display: resources.display), log: verboseLog)
    let reactions = Reactions(configuration: configuration, options: options, desktop: desktop)
    let feedback = FeedbackSwitch(
      display: resources.display, reactions: reactions, desktop: desktop, showTouches: options.showTouches)
    let mode = options.mode ?? configuration.settings.mode
    let bus = bus
    bridge = Bridge(
      display: resources.display, rules: configuration.rules, mode: mode, recorder: resources.recorder,
      whenLocked: configuration.settings.whenLocked, log: logLine,
      output: { output, moment in
        bus.handle(output)
        reactions.handle(output, now: moment.now)
        feedback.handle(output)
      })
    self.desktop = desktop
    self.reactions = reactions
    self.feedback = feedback
    reactions.attach(to: bridge)
    feedback.attach(to: bridge)
    bus.attach(to: bridge)
    learning.attach(to: bridge)
    learning.send = { bus.recorded($0) }
    reactions.actionReported = { bus.reported($0) }
    session = LockSources.logind(environment: ProcessEnvironment.current)
    bridge.logsWindows = options.verbose
    bridge.sequenceBegan = { desktop.sequenceBegan(over: $0) }
    let loop = bridge
    resources.display.focusArrived = { window in desktop.focusArrived(on: window, at: loop.now) }
    follow(configuration)
  }

  /// What the bridge takes from a config besides its rules (at start and
  /// when a reloaded one takes over): `settings.devices`, and whether windows
  /// are looked up; the feedback overlay, `settings.feedback`; Touchégg's
  /// clients, `settings.touchegg-clients`.
  private func follow(_ configuration: Configuration) {
    let settings = configuration.settings
    bridge.acceptsDevice = { settings.acceptsDevice(id: $0.id, name: $0.name, source: $0.source) }
    bridge.looksUpWindows = configuration.needsWindows
    feedback.adopt(configuration)
    touchegg.follow(settings, bridge: bridge)
  }

  /// Runs the loop, then ends the commands and gives back lent keycodes.
  private func run() -> Int32 {
    watchSession()
    startBus()
    logLine("config: \(config.configuration.summary)")
    logClaimCost(of: config.configuration)
    let ending = bridge.run(stopFD: resources.stop.rawValue, services: services())
    reactions.shutDown()
    desktop.stop()
    withExtendedLifetime(resources.instance) {}
    switch ending {
    case .stopped:
      return 0
    case .connectionLost(let sentence), .failed(let sentence):
      logLine(sentence)
      return 1
    }
  }

  /// The logind session's lock pauses gestures (docs/LOCK.md); without it, the screen saver alone.
  private func watchSession() {
    switch session {
    case .success(let watcher):
      bridge.otherLockSources = [watcher.sourceName]
      watcher.changed = { [bridge] in bridge.sessionLockChanged(locked: $0) }
      watcher.lost = logLine
      if watcher.isLocked { bridge.sessionLockChanged(locked: true) }
    case .failure(let error):
      logLine("\(error.description): only the X screen saver can pause gestures while locked")
    }
  }

  /// On the session bus (docs/REFERENCE.md §15): the methods' answers and the properties.
  private func startBus() {
    let display = resources.display
    bus.start(
      environment: ProcessEnvironment.current,
      methods: .init(
        listDevices: { DeviceDictionary.dictionaries(devices: display.queryDevices(), screen: display.screenSize) },
        listGestures: { [reactions] in
          GestureListing.dictionaries(
            rules: reactions.configuration.rules.gestures, actions: reactions.configuration.gestures.map(\.actions))
        },
        reload: { [unowned self] in reload(force: true) },
        pause: { [bridge] in bridge.pauseRequested(true) },
        resume: { [bridge] in bridge.pauseRequested(false) },
        record: { [learning] in learning.start(for: $0) },
        stopRecording: { [learning] in learning.stop(for: $0) }),
      properties: { [bridge, reactions] in
        BusProperties(
          version: Version.string, mode: bridge.mode.rawValue, configPath: reactions.configuration.file,
          paused: bridge.lock.pausedByRequest, locked: bridge.lock.isLocked)
      })
  }

  /// What the loop serves besides X: SIGHUP, the running commands, the
  /// desktop's deadlines (lent keycodes, slide frames), the feedback
  /// overlay's frames, the session bus's service (what each round made is
  /// sent as the round ends: `BusLink`), the config watcher, the logind
  /// session's bus, Touchégg's clients (while served).
  private func services() -> [Bridge.Service] {
    let hangUp = resources.hangUp
    let desktop = desktop
    var services = [
      Bridge.Service(
        descriptors: { [hangUp.rawValue] },
        serve: { [self] _ in
          SignalPipe.drain(hangUp)
          _ = reload(force: true)
        })
    ]
    if let runner = reactions.runner {
      services.append(
        Bridge.Service(
          descriptors: { runner.descriptors }, deadline: { runner.nextDeadline },
          serve: { runner.service(now: $0) }))
    }
    services.append(
      Bridge.Service(
        descriptors: { [] }, deadline: { desktop.nextDeadline }, serve: { desktop.timePassed(to: $0) }))
    services.append(feedback.service)
    services.append(bus.loopService)
    if let watcher = resources.watcher, watcher.fileDescriptor >= 0 {
      services.append(
        Bridge.Service(
          descriptors: { [watcher.fileDescriptor] }, deadline: { watcher.deadline },
          serve: { [self] now in if watcher.service(now: now) { _ = reload(force: false) } }))
    }
    if case .success(let watcher) = session {
      services.append(
        Bridge.Service(
          descriptors: { watcher.descriptors }, deadline: { [bridge] in watcher.timeout.map { bridge.now + $0 } },
          serve: { _ in watcher.service() }))
      // What sd-bus read while it was asked the session's state.
      watcher.service()
    }
    services.append(touchegg.service)
    return services
  }

  /// In claim mode (the mode xgesture started in: a reload does not change
  /// it), the gestures of `configuration` that take one- or two-finger
  /// touches from every application, one warning a finger count (`ClaimCost`).
  private func logClaimCost(of configuration: Configuration) {
    let mode = options.mode ?? config.configuration.settings.mode
    for warning in ClaimCost(rules: configuration.rules, mode: mode).warnings {
      logLine("\(configuration.file): warning: \(warning)")
    }
  }

  /// The config changed (inotify) or SIGHUP or the session bus's `Reload`
  /// asked (`force`): a new config takes over at the bridge's next quiet
  /// moment; a broken one is refused. Whether it was taken, and what
  /// `--check` prints of it.
  private func reload(force: Bool) -> (ok: Bool, message: String) {
    guard let watcher = resources.watcher else {
      let sentence = "the config cannot be reloaded while xgesture runs; restart xgesture"
      logLine(sentence)
      return (false, sentence + "\n")
    }
    switch watcher.reload(force: force) {
    case .unchanged:
      return (true, ConfigCheck.text(of: reactions.configuration, mode: options.mode))
    case .rejected(let errors):
      logLine("\(errors.description)\n\(config.source): not reloaded — the previous config stays in force")
      return (false, ConfigCheck.text(of: errors, source: config.source))
    case .replaced(let new):
      logLine("config changed: \(new.summary); it takes over when no gesture is in progress")
      for warning in new.warnings { logLine("\(new.file): warning: \(warning)") }
      logClaimCost(of: new)
      if new.settings.mode != config.configuration.settings.mode, options.mode == nil {
        logLine("settings.mode changed: it takes effect when xgesture restarts")
      }
      bridge.replaceRules(new.rules) { [self] in
        reactions.adopt(new)
        follow(new)
        bridge.whenLockedChanged(new.settings.whenLocked)
        logLine("config reloaded: \(new.summary)")
      }
      return (true, ConfigCheck.text(of: new, mode: options.mode))
    }
  }
}
