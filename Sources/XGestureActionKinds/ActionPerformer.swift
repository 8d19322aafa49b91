import XGestureDesktop
import XGestureEngine

/// What carries actions out, as an action kind sees it (`ActionKind.perform`):
/// the performers' interfaces — each nil where there is none (no X
/// connection with `--replay`, no sound server) — the log, and the progress
/// of `repeat:` actions. `ActionDispatcher` is the one in the daemon.
package protocol ActionPerformer: AnyObject {
  var commands: (any CommandRunning)? { get }
  var sounds: (any SoundPlaying)? { get }
  var desktop: (any DesktopControlling)? { get }
  /// Writes a line to the log.
  func log(_ line: String)
  /// `run`'s action could not be carried out, and `sentence` says why
  /// ("cannot start the command: …"): logged after the gesture's name, and
  /// the action's outcome (`ActionOutcome.failed`).
  func failed(_ run: ActionRun, _ sentence: String)
  /// Where the `repeat:` in `slot` stands in its gesture (fresh when the gesture began).
  func progress(of slot: ActionSlot) -> RepeatProgress
  func keep(_ progress: RepeatProgress, for slot: ActionSlot)
}

/// One action being carried out: the transition it is bound to, the
/// caller's clock (ms; commands' timeouts and the desktop's deadlines), the
/// action's `timeout:`, and the slot it fills (its gesture, state and place in the list).
package struct ActionRun {
  package var transition: GestureTransition
  package var now: Double
  package var timeout: Double?
  package var slot: ActionSlot

  package init(transition: GestureTransition, now: Double, timeout: Double?, slot: ActionSlot) {
    self.transition = transition
    self.now = now
    self.timeout = timeout
    self.slot = slot
  }

  /// Where the gesture is, as the desktop takes it.
  package var place: GesturePlace {
    let d = transition.data
    return GesturePlace(
      gesture: transition.gesture, window: transition.window?.id, x: d.x, y: d.y,
      landingX: d.landingX, landingY: d.landingY, travelXMM: d.travelXMM, travelYMM: d.travelYMM,
      source: d.source)
  }
}

/// An action's place among a gesture's: what `every:` and `repeat:` keep
/// their history by.
public struct ActionSlot: Hashable, Sendable {
  public var gesture: String
  public var state: String
  public var index: Int

  public init(gesture: String, state: String, index: Int) {
    self.gesture = gesture
    self.state = state
    self.index = index
  }
}

/// What the dispatcher needs of a command runner: `CommandRunner` in the
/// daemon (the performer, beside the sound player).
public protocol CommandRunning: AnyObject {
  /// Starts `command` with `/bin/sh -c` for `gesture`, its `variables` in
  /// the environment, killed after `timeout` ms (from `now`) if given.
  func start(
    _ command: String, gesture: String, variables: [(name: String, value: String)], timeout: Double?, now: Double
  ) throws
}

extension ActionPerformer {
  /// Hands `action` to the desktop for `run`'s gesture; logs why when it
  /// did nothing, or when there is no X connection (`--replay`).
  package func performOnDesktop(_ action: DesktopAction, _ run: ActionRun) {
    guard let desktop else {
      failed(run, "\(action) not done: no X connection (--replay)")
      return
    }
    if let line = desktop.perform(action, gesture: run.place, at: run.now) { failed(run, line) }
  }
}
