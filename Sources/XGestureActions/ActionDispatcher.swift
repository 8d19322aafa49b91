import XGestureActionKinds
import XGestureDesktop
import XGestureEngine

/// Carries out the actions bound to a gesture's transition: applies
/// `every:` and previews' commits, then hands each action to its kind
/// (`ActionKind.perform`), which carries itself out through the performers
/// the dispatcher holds — commands (`CommandRunner`), the sound server
/// (`SoundPlaying`, `VolumeControlling`), the desktop (`DesktopControlling`)
/// — and `repeat:`'s progress it keeps; or in dry-run mode prints each as a
/// line instead.
///
/// Lines it writes to the log (`STATE` is the transition's new state;
/// `VARS` are the `XGESTURE_*` variables the command text mentions, with
/// their values — all of them are in its environment):
///
/// - dry run: `[dry-run] pan ended: command: notify-send "$XGESTURE_FLING_X" (XGESTURE_FLING_X=1200)`,
///   `[dry-run] tap recognized: sound: chomp`
/// - verbose, every action run: `action: pan ended: command: … (VARS)`
/// - verbose (and dry run), a skipped one:
///   `action: pinch changed: command: echo $XGESTURE_SCALE (every 50ms) skipped, last ran 20 ms ago`
/// - verbose (and dry run), a previewed one whose preview backed out:
///   `action: pan ended: window: maximize (preview 40mm) not run: its preview backed out at 0.34`
/// - a command that could not start: `pan: cannot start the command: REASON`
/// - a desktop action that did nothing: `swipe: workspace: the window manager has no EWMH desktops`
///
/// Not thread-safe: use it from the loop's thread.
public final class ActionDispatcher: ActionPerformer {
  public enum Mode: Sendable, Equatable {
    /// Run commands and play sounds.
    case run
    /// Print each action as a line instead (`--dry-run`).
    case dryRun
  }

  public let mode: Mode
  /// Also log every action run or skipped (`--verbose`).
  public var verbose: Bool
  private let runner: CommandRunner?
  package let sounds: (any SoundPlaying)?
  package let desktop: (any DesktopControlling)?
  private let logSink: ActionLog
  private var limiter = RateLimiter()
  /// `repeat:` progress per gesture, state and action; a gesture's is forgotten when it begins.
  private var repeats: [ActionSlot: RepeatProgress] = [:]
  /// Told how each action handed over came out, and each previewed one
  /// that backed out (the session bus's `Action` signal); nil costs nothing.
  public var reported: ((ActionReport) -> Void)?
  /// Why the action being carried out failed, when it did (`failed`).
  private var failure: String?

  /// `commands`, `sounds` and `desktop` may be nil in dry-run mode (nothing runs).
  public init(
    mode: Mode, verbose: Bool = false, commands: CommandRunner?, sounds: (any SoundPlaying)?,
    desktop: (any DesktopControlling)? = nil, log: @escaping ActionLog
  ) {
    self.mode = mode
    self.verbose = verbose
    self.runner = commands
    self.sounds = sounds
    self.desktop = desktop
    self.logSink = log
  }

  /// Carries out `actions` (those bound to `transition.gesture` for
  /// `transition.to`, in config order). `every:` is measured on
  /// `transition.time`; `now` (monotonic ms) starts commands' timeouts and
  /// is the desktop's time.
  /// Returns at once.
  public func dispatch(_ transition: GestureTransition, actions: [Action], now: Double) {
    if mode == .run { desktop?.follow(transition, at: now) }
    if transition.to == .began {
      repeats = repeats.filter { $0.key.gesture != transition.gesture }
    }
    // A line is built only when it is written: building it is a measurable
    // share of a tap's way to its key press (docs/BENCHMARKS.md,
    // "Desktop actions").
    let logs = verbose || mode == .dryRun
    // A previewed action of `ended` (docs/REFERENCE.md §10) runs only when its
    // preview, the next slot, committed; the others run on every `ended`.
    var slot = 0
    for (index, action) in actions.enumerated() {
      if action.preview != nil, transition.to == .ended {
        slot += 1
        guard transition.commits(slot: slot - 1) else {
          if logs {
            log("\(linePrefix) \(Self.head(transition)): \(action) not run: \(Self.backedOut(transition, slot - 1))")
          }
          report(transition, action, .backedOut)
          continue
        }
      }
      let key = ActionSlot(gesture: transition.gesture, state: transition.to.rawValue, index: index)
      if let every = action.every {
        let since = limiter.elapsed(key, at: transition.time)
        if !limiter.allow(key, every: every, at: transition.time) {
          if logs {
            let ago = since.map { ", last ran \(decimal($0, places: 0)) ms ago" } ?? ""
            log("\(linePrefix) \(Self.head(transition)): \(action) skipped\(ago)")
          }
          continue
        }
      }
      if logs { log("\(linePrefix) \(Self.head(transition)): \(action.logText(for: transition))") }
      if mode == .dryRun { continue }
      failure = nil
      action.kind.value.perform(
        ActionRun(transition: transition, now: now, timeout: action.timeout, slot: key), by: self)
      let previewed = action.preview != nil && transition.to == .ended
      report(transition, action, failure.map(ActionOutcome.failed) ?? (previewed ? .committed : .ran))
    }
  }

  private func report(_ transition: GestureTransition, _ action: Action, _ outcome: ActionOutcome) {
    guard let reported else { return }
    reported(
      ActionReport(gesture: transition.gesture, state: transition.to.rawValue, action: "\(action)", outcome: outcome))
  }

  /// `pan ended`: the gesture and its new state, as lines name a transition.
  private static func head(_ transition: GestureTransition) -> String {
    "\(transition.gesture) \(transition.to.rawValue)"
  }

  /// Why a previewed action did not run: "its preview backed out at 0.34".
  private static func backedOut(_ transition: GestureTransition, _ slot: Int) -> String {
    guard transition.previews.indices.contains(slot) else { return "no preview decided it" }
    return "its preview backed out at \(decimal(transition.previews[slot].progress, places: 2, keepingZeros: true))"
  }

  /// Forgets `every:` history of gestures not in `gestures` (config reload).
  public func keepRateLimits(only gestures: Set<String>) { limiter.keep(only: gestures) }

  private var linePrefix: String { mode == .dryRun ? "[dry-run]" : "action:" }

  // MARK: - ActionPerformer: what the actions' kinds carry themselves out with

  package var commands: (any CommandRunning)? { runner }
  package func log(_ line: String) { logSink(line) }
  package func failed(_ run: ActionRun, _ sentence: String) {
    failure = sentence
    logSink("\(run.transition.gesture): \(sentence)")
  }
  package func progress(of slot: ActionSlot) -> RepeatProgress { repeats[slot] ?? RepeatProgress() }
  package func keep(_ progress: RepeatProgress, for slot: ActionSlot) { repeats[slot] = progress }
}
