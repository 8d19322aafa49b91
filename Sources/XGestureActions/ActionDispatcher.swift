import XGestureDesktop
import XGestureEngine

/// Carries out the actions bound to a gesture's transition: applies
/// `every:`, then runs commands (`CommandRunner`) and plays sounds
/// (`SoundPlaying`), hands desktop actions to a `DesktopControlling`, or in
/// dry-run mode prints each as a line instead.
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
public final class ActionDispatcher {
  public enum Mode: Sendable, Equatable {
    /// Run commands and play sounds.
    case run
    /// Print each action as a line instead (`--dry-run`).
    case dryRun
  }

  public let mode: Mode
  /// Also log every action run or skipped (`--verbose`).
  public var verbose: Bool
  private let commands: CommandRunner?
  private let sounds: (any SoundPlaying)?
  private let desktop: (any DesktopControlling)?
  private let log: ActionLog
  private var limiter = RateLimiter()
  /// `repeat:` progress per gesture, state and action; a gesture's is forgotten when it begins.
  private var repeats: [RateLimiter.Key: RepeatProgress] = [:]

  /// `commands`, `sounds` and `desktop` may be nil in dry-run mode (nothing runs).
  public init(
    mode: Mode, verbose: Bool = false, commands: CommandRunner?, sounds: (any SoundPlaying)?,
    desktop: (any DesktopControlling)? = nil, log: @escaping ActionLog
  ) {
    self.mode = mode
    self.verbose = verbose
    self.commands = commands
    self.sounds = sounds
    self.desktop = desktop
    self.log = log
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
          continue
        }
      }
      let key = RateLimiter.Key(
        gesture: transition.gesture, state: transition.to.rawValue, index: index)
      if let every = action.every {
        let since = limiter.elapsed(key, at: transition.time)
        if !limiter.allow(key, every: every, at: transition.time) {
          if logs {
            let ago = since.map { ", last ran \(CommandRunner.format($0)) ms ago" } ?? ""
            log("\(linePrefix) \(Self.head(transition)): \(action) skipped\(ago)")
          }
          continue
        }
      }
      if logs { log("\(linePrefix) \(Self.head(transition)): \(describe(action, transition))") }
      if mode == .dryRun { continue }
      perform(action, transition, key: key, now: now)
    }
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

  /// Runs one action (no `every:` check, no line).
  private func perform(
    _ action: Action, _ transition: GestureTransition, key: RateLimiter.Key, now: Double
  ) {
    switch action.kind {
    case .command(let text):
      do {
        try commands?.run(
          text, gesture: transition.gesture, variables: transition.environment,
          timeout: action.timeout, now: now)
      } catch {
        log("\(transition.gesture): cannot start the command: \(error)")
      }
    case .sound(let name, let path):
      sounds?.play(name: name, path: path)
    case .desktop(let desktopAction):
      let d = transition.data
      let place = GesturePlace(
        gesture: transition.gesture, window: transition.window?.id, x: d.x, y: d.y,
        landingX: d.landingX, landingY: d.landingY, travelXMM: d.travelXMM, travelYMM: d.travelYMM,
        source: d.source)
      guard let desktop else {
        log("\(transition.gesture): \(desktopAction) not done: no X connection (--replay)")
        return
      }
      if let line = desktop.perform(desktopAction, gesture: place, at: now) {
        log("\(transition.gesture): \(line)")
      }
    case .repeat(let repeating):
      var progress = repeats[key] ?? RepeatProgress()
      let target = progress.steps(of: repeating.step, in: transition.data)
      while progress.taken != target {
        let forward = progress.taken < target
        progress.taken += forward ? 1 : -1
        for inner in forward ? repeating.forward : repeating.reverse {
          perform(inner, transition, key: key, now: now)
        }
      }
      repeats[key] = progress
    }
  }

  /// Forgets `every:` history of gestures not in `gestures` (config reload).
  public func keepRateLimits(only gestures: Set<String>) { limiter.keep(only: gestures) }

  private var linePrefix: String { mode == .dryRun ? "[dry-run]" : "action:" }

  /// The action, plus for a command the variables its text mentions.
  private func describe(_ action: Action, _ transition: GestureTransition) -> String {
    guard case .command(let text) = action.kind else { return action.description }
    let used = transition.environment.filter { Self.mentions(text, $0.name) }
    if used.isEmpty { return action.description }
    return action.description + " (" + used.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
      + ")"
  }

  /// True when `text` mentions the variable `name` as a whole word.
  static func mentions(_ text: String, _ name: String) -> Bool {
    var rest = Substring(text)
    while let range = rest.firstRange(of: name) {
      let after = rest[range.upperBound...].first
      if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
