public import XGestureEngine

/// One press of a grabbed mouse button (a `stroke` gesture's `button:`), from
/// the press to what becomes of it: a stroke the application never sees, or
/// the press passed on to the window under the pointer as it was.
///
/// The grab is synchronous: at the press the server holds the pointer's
/// events back (frozen) until the bridge says what to do with them. While
/// frozen the press is undecided, and only the raw motion of the devices
/// says whether the pointer moves. Then:
///
/// - released without moving past `slop`: a click. The press is passed
///   (`pass`: the server replays it to the window under the pointer, and the
///   release it held back follows), so the application gets exactly one click.
/// - the engine rejects the press (no stroke gesture can use it: `apps:`
///   names other windows, or it rested for the strokes' `pass-after`):
///   passed at once; the application gets the drag that follows live.
/// - held back for `holdLimit` whatever the engine says: passed.
/// - moved past `slop`: kept (`keep`: the events come on to xgesture), and the
///   pointer's path is fed to the engine as a touch. At the release the
///   engine's verdict decides: accepted (a stroke was recognized), nothing
///   more; rejected (no shape), the press, its motion and the release are
///   replayed (`replay`) to the window under the pointer.
///
/// Positions are root pixels; times ms on the bridge's clock.
public struct MousePress: Sendable, Equatable {
  public enum Phase: Sendable, Equatable {
    /// Held back by the grab, undecided; `moved` is the raw motion summed since the press.
    case frozen(moved: Point)
    /// Kept: a stroke is drawn; the engine's verdict if it came before the release.
    case drawing(verdict: TouchDecision.Verdict?)
    /// Released after drawing: waiting for the engine's verdict.
    case released
    /// Nothing more to do: passed, swallowed or replayed.
    case over
  }

  /// What the press asks for, in order.
  public enum Step: Sendable, Equatable, CustomStringConvertible {
    /// Let the held-back events come on to xgesture (the press is a stroke's).
    case keep
    /// Replay the press to the window under the pointer, with what the server
    /// held back after it (the press was never a stroke).
    case pass
    /// Hand the engine the press (`begin`), the pointer's motion (`update`),
    /// the release (`end`) or the press taken away (`cancel`), at a root position.
    case feed(TouchPhase, Point)
    /// Press `button` at the path's first point, move along it and release at
    /// its last, for the window under the pointer (a drag that is no shape).
    case replay(button: Int, path: [Point])

    public var description: String {
      switch self {
      case .keep: "keep"
      case .pass: "pass"
      case .feed(let phase, let p): "feed \(phase.rawValue) at \(p.x),\(p.y)"
      case .replay(let button, let path): "replay button \(button) along \(path.count) points"
      }
    }
  }

  public let button: Int
  /// The master pointer the press came through (the grab is on it).
  public let master: Int
  /// Where and when the press happened.
  public let start: Point
  public let pressTime: Double
  /// The longest the press is held back undecided, ms.
  public let holdLimit: Double
  /// How far the pointer may move and the press still be a click, px.
  public let slop: Double
  public private(set) var phase: Phase = .frozen(moved: .zero)
  /// The pointer's path while drawing, from the press: what a replay moves along.
  public private(set) var path: [Point]

  /// A press of `button` at `start` (root px) at `time`: the engine gets the
  /// touch's begin; the pointer stays frozen until one of the inputs decides.
  public init(
    button: Int, master: Int, at start: Point, time: Double, holdLimit: Double, slop: Double
  ) {
    self.button = button
    self.master = master
    self.start = start
    pressTime = time
    self.holdLimit = holdLimit
    self.slop = slop
    path = [start]
  }

  /// What the press asks for as it begins.
  public var began: [Step] { [.feed(.begin, start)] }

  /// When the frozen press passes unless something else decides it first.
  public var deadline: Double? {
    guard case .frozen = phase else { return nil }
    return pressTime + holdLimit
  }

  /// Whether the pointer is held back (the bridge watches raw motion meanwhile).
  public var isFrozen: Bool {
    if case .frozen = phase { return true }
    return false
  }

  public var isOver: Bool { phase == .over }

  /// The devices' raw motion while frozen, px: past `slop` the press is kept
  /// as a stroke's (the motion held back then comes through the grab).
  public mutating func rawMotion(dx: Double, dy: Double) -> [Step] {
    guard case .frozen(let moved) = phase else { return [] }
    let total = moved + Point(x: dx, y: dy)
    guard total.length > slop else {
      phase = .frozen(moved: total)
      return []
    }
    phase = .drawing(verdict: nil)
    return [.keep]
  }

  /// The pointer at `point`, through the grab (only once kept).
  public mutating func moved(to point: Point) -> [Step] {
    guard case .drawing = phase else { return [] }
    path.append(point)
    return [.feed(.update, point)]
  }

  /// The button released at `point`: through the raw events while frozen (a
  /// click: passed), through the grab while drawing (the engine decides).
  public mutating func released(at point: Point) -> [Step] {
    switch phase {
    case .frozen: return pass()
    case .drawing(let verdict):
      path.append(point)
      phase = .released
      let end = Step.feed(.end, point)
      guard let verdict else { return [end] }
      return [end] + decided(verdict)
    case .released, .over: return []
    }
  }

  /// Time passed: a press frozen for `holdLimit` passes.
  public mutating func timePassed(to now: Double) -> [Step] {
    guard let deadline, now >= deadline else { return [] }
    return pass()
  }

  /// The engine's verdict on the press's touch: a rejection while frozen
  /// passes it; at the release it decides between nothing and a replay.
  public mutating func engineDecided(_ verdict: TouchDecision.Verdict) -> [Step] {
    switch phase {
    case .frozen:
      // Accepted before it moved: stays undecided (a stroke is recognized
      // only at the release); rejected: no stroke can use it.
      return verdict == .reject ? pass() : []
    case .drawing:
      phase = .drawing(verdict: verdict)
      return []
    case .released: return decided(verdict)
    case .over: return []
    }
  }

  /// The bridge stops: a frozen press goes to the application.
  public mutating func stopping() -> [Step] { isFrozen ? pass() : [] }

  private mutating func pass() -> [Step] {
    phase = .over
    return [.pass, .feed(.cancel, start)]
  }

  private mutating func decided(_ verdict: TouchDecision.Verdict) -> [Step] {
    phase = .over
    return verdict == .accept ? [] : [.replay(button: button, path: path)]
  }
}
