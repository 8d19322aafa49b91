/// Why a gesture failed or was cancelled: one sentence in the transition log.
///
/// Boxed (`indirect`): a reason is a word, so a verdict that carries one, a
/// transition's reason and the arena's passing of it on copy a reference,
/// where the unboxed enum's many payloads were copied and destroyed through
/// its value witnesses; most transitions have none.
public indirect enum FailureReason: Hashable, Sendable, CustomStringConvertible {
  /// A touch moved further than a limit allows: "moved 5.2 mm > slop 3 mm".
  case moved(distance: Double, limit: Double, parameter: String)
  /// Too much time passed: "interval 300 ms passed" (at the deadline), or
  /// "800 ms > max-duration 750 ms" (noticed later).
  case timedOut(elapsed: Double, limit: Double, parameter: String)
  /// The number of fingers is outside the gesture's range.
  case fingers(count: Int, expected: ClosedRange<Int>, late: Bool)
  /// Any other sentence a recognizer gives (written out when read).
  case note(FailureNote)
  /// Another gesture on the same touches fired first (default exclusivity).
  case prevented(by: String, state: GestureState)
  /// A gesture this one requires to fail began or was recognized.
  case required(String, state: GestureState)
  case deviceRemoved
  /// The device was added again with a new geometry while this gesture was live.
  case deviceReplaced
  case touchCancelled(Int)
  /// The safety net: still undecided this long (ms) after the last touch
  /// lifted — 1 s, or the longest timer a gesture of the device declares.
  case undecided(after: Double)

  public var description: String {
    switch self {
    case .moved(let distance, let limit, let parameter):
      "moved \(decimal(distance, places: 1)) mm > \(parameter) \(decimal(limit, places: 1)) mm"
    case .timedOut(let elapsed, let limit, let parameter):
      decimal(elapsed, places: 0) == decimal(limit, places: 0)
        ? "\(parameter) \(decimal(limit, places: 0)) ms passed"
        : "\(decimal(elapsed, places: 0)) ms > \(parameter) \(decimal(limit, places: 0)) ms"
    case .fingers(let count, let expected, let late):
      (late ? "finger landed after the landing window: " : "")
        + "\(count) finger\(count == 1 ? "" : "s"), needs \(Self.range(expected))"
    case .note(let note): note.description
    case .prevented(let name, let state): "\(name) \(state.rawValue) first"
    case .required(let name, let state): "required \(name) \(state.rawValue)"
    case .deviceRemoved: "device removed"
    case .touchCancelled(let id): "touch \(id) cancelled"
    case .deviceReplaced: "device replaced by a new geometry"
    case .undecided(let after): "still undecided \(decimal(after / 1000, places: 3)) s after the last touch lifted"
    }
  }

  static func range(_ r: ClosedRange<Int>) -> String {
    r.lowerBound == r.upperBound ? "\(r.lowerBound)" : "\(r.lowerBound)-\(r.upperBound)"
  }
}
