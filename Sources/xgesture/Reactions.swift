import XGestureActionKinds
import XGestureActions
import XGestureBridge
import XGestureConfig
import XGestureDesktop
import XGestureEngine
import XGestureX11

/// What the engine's outputs do, under the config in force: transitions run
/// their bound actions (or print them with --dry-run), `--verbose` prints
/// every transition and touch decision, bad input is logged.
final class Reactions {
  private(set) var configuration: Configuration
  let runner: CommandRunner?
  let sounds: SoundPlayer?
  private let dispatcher: ActionDispatcher
  private let verbose: Bool
  /// The bridge whose outputs these are (`attach`), asked whether actions
  /// run; none with --replay. Weak: the bridge's output handler holds this.
  private weak var bridge: Bridge?

  /// `desktop` carries out `keys:`, `click:`, `workspace:` and `window:` (nil with --replay).
  init(configuration: Configuration, options: Options, desktop: (any DesktopControlling)? = nil) {
    self.configuration = configuration
    verbose = options.verbose
    if options.dryRun {
      runner = nil
      sounds = nil
    } else {
      runner = CommandRunner(log: logLine)
      var player: SoundPlayer?
      // PulseAudio is asked only when the config names a sound or an action needs
      // the sound server (a sound, the volume: `ActionKind.needs`).
      if !configuration.sounds.isEmpty || configuration.needsSoundServer {
        do {
          player = try SoundPlayer(.init(volume: configuration.settings.volume / 100), log: logLine)
        } catch {
          logLine("sounds are off: \(error)")
        }
      }
      sounds = player
    }
    dispatcher = ActionDispatcher(
      mode: options.dryRun ? .dryRun : .run, verbose: options.verbose, commands: runner, sounds: sounds,
      desktop: options.dryRun ? nil : desktop, log: logLine)
    sounds?.load(configuration.soundFiles)
  }

  /// The bridge is made (after this, whose output handler feeds `handle`).
  func attach(to bridge: Bridge) { self.bridge = bridge }

  /// Told how each action came out (the session bus's `Action` signal).
  var actionReported: ((ActionReport) -> Void)? {
    get { dispatcher.reported }
    set { dispatcher.reported = newValue }
  }

  /// Handles one engine output; `now` is the caller's clock in ms. While the
  /// bridge's actions are paused (the screen is locked or blanked) no action runs.
  func handle(_ output: EngineOutput, now: Double) {
    switch output {
    case .transition(let transition):
      if verbose { logLine(transition.logLine) }
      guard bridge?.actions != .paused else { return }
      dispatcher.dispatch(transition, actions: configuration.actions(for: transition), now: now)
    case .touch(let decision):
      if verbose { logLine(decision.logLine) }
    case .hold(let hold):
      if verbose { logLine(hold.logLine) }
    case .preview(let preview):
      if verbose { logLine(preview.logLine) }
    case .diagnostic(let diagnostic):
      logLine(diagnostic.logLine)
    }
  }

  /// Takes a reloaded config's actions and sounds (its rules are the engine's business).
  func adopt(_ configuration: Configuration) {
    self.configuration = configuration
    if sounds == nil, runner != nil, configuration.needsSoundServer {
      logLine(
        "the new config plays sounds or sets the volume, and xgesture connects to PulseAudio only at launch:"
          + " restart xgesture for them")
    }
    sounds?.volume = configuration.settings.volume / 100
    sounds?.load(configuration.soundFiles)
    dispatcher.keepRateLimits(only: Set(configuration.gestures.map(\.name)))
  }

  /// Ends every running command and the sound client.
  func shutDown() {
    runner?.killAll()
    sounds?.stop()
  }
}
