/// Spare keycodes lent to keysyms that no key shows (docs/REFERENCE.md §9):
/// a keysym on no keycode's first level is pressed on a spare keycode (one
/// with no keysym), mapped to it for the press, and given back its empty
/// mapping `holdTime` after the last press that used it, so that clients
/// that reread the mapping on MappingNotify still find the key. Every
/// keycode lent is given back at one deadline, moved on by each use.
public struct KeycodeLoan: Hashable, Sendable {
  /// How long a lent keycode keeps its keysym after its last press, ms.
  public static let holdTime = 100.0

  /// The keycodes lent out, to the keysym each was given.
  public private(set) var lent: [Keycode: Keysym] = [:]
  /// When they are given back, ms; nil when none is lent.
  public private(set) var due: Double?

  public init() {}

  /// The keycode to press for `keysym` at `now`: one already lent to it, else
  /// one that shows it, else the highest spare one not yet lent, whose lend
  /// goes into `requests`. nil when no keycode can have it.
  public mutating func keycode(
    for keysym: Keysym, at now: Double, asking server: some DesktopQueries,
    into requests: inout [DesktopRequest]
  ) -> Keycode? {
    if let code = lent.first(where: { $0.value == keysym })?.key {
      due = now + Self.holdTime
      return code
    }
    if let code = server.keycode(showing: keysym) { return code }
    guard let spare = server.spareKeycodes().reversed().first(where: { lent[$0] == nil }) else {
      return nil
    }
    lent[spare] = keysym
    due = now + Self.holdTime
    requests.append(.lend(spare, keysym))
    return spare
  }

  /// A press made at `now` (one that waited for the focus): whatever is lent
  /// stays lent `holdTime` after it.
  public mutating func used(at now: Double) {
    guard !lent.isEmpty else { return }
    due = max(due ?? now, now + Self.holdTime)
  }

  /// When the lent keycodes are due back.
  public var nextDeadline: Double? { due }

  /// Time passed: the lent keycodes are given back once due.
  public mutating func timePassed(to now: Double) -> [DesktopRequest] {
    guard let due, now >= due else { return [] }
    return giveBackAll()
  }

  /// Every lent keycode given back now (xgesture stops).
  public mutating func giveBackAll() -> [DesktopRequest] {
    guard !lent.isEmpty else { return [] }
    let codes = lent.keys.sorted()
    lent.removeAll()
    due = nil
    return [.giveBack(codes)]
  }
}
