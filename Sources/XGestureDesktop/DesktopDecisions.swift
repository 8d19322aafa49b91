public import XGestureEngine

/// The desktop actions' decisions, apart from every X call (as
/// `BridgeState` is the bridge's): one mutating method per input — an action
/// to carry out, a transition to follow, a sequence that began, time that
/// passed, the end — each returning the requests a `DesktopServer` carries
/// out, in order. The server is only asked (`DesktopQueries`); the time is
/// an input, ms on the caller's clock.
///
/// Each kind of action has its decision beside this file (`KeyPresses`,
/// `Clicks`, `Scrolls`, `WorkspaceSwitch`, `WindowRequests`, `Tiling`, `WindowMoves`); a new kind
/// is a new file and a case in `perform`, and if it keeps state across
/// inputs (a deadline, a transition to follow), a line in each input below.
public struct DesktopDecisions: Equatable, Sendable {
  public private(set) var keys = KeyPresses()
  public private(set) var moves = WindowMoves()
  public private(set) var tiling = Tiling()
  public private(set) var restored = RestoredFrames()
  public private(set) var scrolls = Scrolls()

  public init() {}

  /// `action` for a gesture at `place`, at `now`.
  public mutating func perform(
    _ action: DesktopAction, place: GesturePlace, at now: Double, asking server: some DesktopQueries
  ) -> DesktopOutcome {
    switch action {
    case .keys(let chords, let target):
      return keys.decide(chords, to: target, place: place, at: now, asking: server)
    case .click(let button, let position):
      return Clicks.decide(button: button, at: position, place: place, asking: server)
    case .scroll(let style, let step):
      return scrolls.perform(style, step: step, place: place)
    case .workspace(let target, let wrap):
      return WorkspaceSwitch.decide(target, wrap: wrap, asking: server)
    case .window(.move, _):
      return moves.began(place, asking: server)
    case .window(let command, let target):
      return window(command, target: target, place: place, asking: server)
    }
  }

  /// A `window:` request: tiles are `Tiling`'s; a maximize or fullscreen
  /// toggle first remembers the frame it will return to.
  private mutating func window(
    _ command: WindowCommand, target: WindowTarget, place: GesturePlace, asking server: some DesktopQueries
  ) -> DesktopOutcome {
    guard command != .showDesktop else {
      return WindowRequests.decide(command, target: target, place: place, asking: server)
    }
    let window: UInt
    switch WindowRequests.subject(of: command, target: target, place: place, asking: server) {
    case .success(let found): window = found
    case .failure(let missing): return .nothing(missing.note)
    }
    switch command {
    case .tileLeft: return tiling.decide(.left, window, asking: server)
    case .tileRight: return tiling.decide(.right, window, asking: server)
    case .maximize, .fullscreen: restored.toggling(command, window, asking: server)
    case .minimize, .close, .raise, .showDesktop, .move: break
    }
    return WindowRequests.decide(command, target: target, place: place, asking: server)
  }

  /// Every transition, before its actions.
  public mutating func follow(
    _ transition: GestureTransition, at now: Double, asking server: some DesktopQueries
  ) -> [DesktopRequest] {
    moves.follow(transition, at: now, asking: server) + scrolls.follow(transition, at: now, asking: server)
  }

  /// A touch sequence began over `window` (nil: the root): a slide on that
  /// window stops, and so does every kinetic scroll.
  public mutating func sequenceBegan(over window: AppWindow?) {
    scrolls.touched()
    guard let window else { return }
    moves.touched(window.id)
  }

  /// `window` got the focus (a FocusIn on it): keys waiting for it are pressed.
  public mutating func focusArrived(on window: UInt, at now: Double) -> [DesktopRequest] {
    keys.focusArrived(on: window, at: now)
  }

  /// When time must next pass (`timePassed(to:)`).
  public var nextDeadline: Double? {
    [keys.nextDeadline, moves.nextDeadline, scrolls.nextDeadline].compactMap { $0 }.min()
  }

  /// Time passed: keys that waited for the focus long enough are pressed
  /// (the note says so), lent keycodes due back are given back, slides and
  /// kinetic scrolls due move on.
  public mutating func timePassed(to now: Double) -> DesktopOutcome {
    var outcome = keys.timePassed(to: now)
    outcome.requests += moves.timePassed(to: now) + scrolls.timePassed(to: now)
    return outcome
  }

  /// xgesture stops: nothing it lent stays lent.
  public mutating func stopping() -> [DesktopRequest] { keys.stopping() }
}
