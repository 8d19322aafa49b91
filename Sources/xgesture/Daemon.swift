import XGestureConfig
import XGestureEngine
import XGestureSystem
import XGestureBridge
import XGestureX11

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the bridge on the X server until SIGINT/SIGTERM (exit 0) or a lost
/// connection (exit 1), reloading the config when it changes or on SIGHUP.
enum Daemon {
  static func run(options: Options) -> Int32 {
    // A log reader or the X server going away must end in a sentence, not SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let environment = ProcessEnvironment.current
    let source = ConfigLocation.locate(commandLine: options.configPath)
    let loader = ConfigLoader(keyNames: X11Desktop.keyNames)
    let configuration: Configuration
    do {
      configuration = try loader.load(source)
    } catch {
      logLine("\(error.description)\n\(source): not loaded — fix it (xgesture --check shows every error)")
      return 1
    }
    for warning in configuration.warnings { logLine("\(configuration.file): warning: \(warning)") }

    let display: XDisplay
    do {
      display = try XDisplay(environment: environment)
    } catch {
      logLine(error.description)
      return 1
    }
    let instance: SingleInstance?
    do {
      instance = try SingleInstance.claim(display: display.name, environment: environment)
    } catch {
      logLine(error.description)
      return 1
    }
    var recorder: TraceRecorder?
    if let path = options.recordPath {
      do {
        recorder = try TraceRecorder(path: path)
      } catch {
        logLine(error.description)
        return 1
      }
    }
    let stop: FileDescriptor
    let hangUp: FileDescriptor
    do {
      stop = try Signals.descriptor(for: [SIGINT, SIGTERM])
      hangUp = try Signals.descriptor(for: [SIGHUP])
    } catch {
      logLine("cannot watch signals: \(error)")
      return 1
    }
    let watcher: ConfigWatcher?
    do {
      watcher = try ConfigWatcher(source: source, configuration: configuration, loader: loader)
    } catch {
      logLine("the config cannot be reloaded while xgesture runs: \(error.description)")
      watcher = nil
    }

    var bridge: Bridge!
    var feedback: FeedbackSwitch?
    let desktop = X11Desktop(display: display, now: { bridge.now })
    let reactions = Reactions(configuration: configuration, options: options, desktop: desktop)
    let mode: InputMode = options.mode ?? (configuration.settings.mode == .claim ? .claim : .observe)
    bridge = Bridge(
      display: display, rules: configuration.rules, mode: mode, recorder: recorder,
      whenLocked: configuration.settings.whenLocked, log: logLine,
      output: { output in
        reactions.handle(output, now: bridge.now, paused: bridge.actionsPaused)
        feedback?.handle(output)
      })
    bridge.acceptsDevice = devicePicker(configuration)
    bridge.looksUpWindows = configuration.needsWindows
    bridge.logsWindows = options.verbose
    let session = LockSources.logind(environment: environment)
    switch session {
    case .success(let watcher):
      bridge.otherLockSources = [LockSources.name(watcher)]
      watcher.changed = { bridge.sessionLockChanged(locked: $0) }
      watcher.lost = logLine
      if watcher.isLocked { bridge.sessionLockChanged(locked: true) }
    case .failure(let error):
      logLine("\(error.description): only the X screen saver can pause gestures while locked")
    }
    logLine("config: \(configuration.summary)")

    func reload(force: Bool) {
      guard let watcher else {
        logLine("the config cannot be reloaded while xgesture runs; restart xgesture")
        return
      }
      switch watcher.reload(force: force) {
      case .unchanged:
        break
      case .rejected(let errors):
        logLine("\(errors.description)\n\(source): not reloaded — the previous config stays in force")
      case .replaced(let new):
        logLine("config changed: \(new.summary); it takes over when no gesture is in progress")
        if new.settings.mode != configuration.settings.mode, options.mode == nil {
          logLine("settings.mode changed: it takes effect when xgesture restarts")
        }
        bridge.replaceRules(new.rules) {
          reactions.adopt(new)
          bridge.acceptsDevice = devicePicker(new)
          bridge.looksUpWindows = new.needsWindows
          bridge.whenLockedChanged(new.settings.whenLocked)
          feedback?.adopt(new)
          logLine("config reloaded: \(new.summary)")
        }
      }
    }

    var services: [Bridge.Service] = [
      Bridge.Service(descriptors: { [hangUp.rawValue] }) { _ in
        Signals.drain(hangUp)
        reload(force: true)
      }
    ]
    if let runner = reactions.runner {
      services.append(
        Bridge.Service(
          descriptors: { runner.descriptors }, deadline: { runner.nextDeadline },
          serve: { now in runner.service(now: now) }))
    }
    services.append(
      Bridge.Service(
        descriptors: { [] }, deadline: { desktop.keyboard.nextDeadline },
        serve: { now in desktop.keyboard.service(now: now) }))
    services.append(
      Bridge.Service(
        descriptors: { [] }, deadline: { desktop.mover.nextDeadline },
        serve: { now in desktop.mover.service(now: now) }))
    bridge.sequenceBegan = { window in desktop.mover.touched(window) }
    let overlay = FeedbackSwitch(display: display, bridge: bridge, reactions: reactions, showTouches: options.showTouches)
    overlay.adopt(configuration)
    feedback = overlay
    services.append(overlay.service)
    if let watcher, watcher.fileDescriptor >= 0 {
      services.append(
        Bridge.Service(
          descriptors: { [watcher.fileDescriptor] }, deadline: { watcher.deadline },
          serve: { now in if watcher.service(now: now) { reload(force: false) } }))
    }

    if case .success(let watcher) = session {
      services.append(
        Bridge.Service(
          descriptors: { watcher.descriptors }, deadline: { watcher.timeout.map { bridge.now + $0 } },
          serve: { _ in watcher.service() }))
      // What sd-bus read while it was asked the session's state.
      watcher.service()
    }
    let ending = bridge.run(stopFD: stop.rawValue, services: services)
    reactions.shutDown()
    desktop.keyboard.service(now: bridge.now, force: true)
    withExtendedLifetime(instance) {}
    switch ending {
    case .stopped:
      return 0
    case .connectionLost(let sentence), .failed(let sentence):
      logLine(sentence)
      return 1
    }
  }

  /// `settings.devices`: every touchscreen, or those named or numbered.
  private static func devicePicker(_ configuration: Configuration) -> (XInputDevice) -> Bool {
    let settings = configuration.settings
    return { settings.acceptsDevice(id: $0.id, name: $0.name, source: $0.source) }
  }
}
