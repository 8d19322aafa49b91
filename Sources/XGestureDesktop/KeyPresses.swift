/// `keys:` (docs/REFERENCE.md §9): each chord's modifiers pressed in order,
/// then its key, released in reverse; chords in turn. Keysyms that no key
/// shows are pressed on keycodes the `loan` lends.
public struct KeyPresses: Hashable, Sendable {
  public private(set) var loan = KeycodeLoan()

  public init() {}

  /// The presses of `chords` at `now`. A chord with a name X does not know,
  /// or with no keycode to press, ends the action with a note; the chords
  /// before it are pressed.
  public mutating func decide(
    _ chords: [KeyChord], at now: Double, asking server: some DesktopQueries
  ) -> DesktopOutcome {
    var requests: [DesktopRequest] = []
    for chord in chords {
      var codes: [Keycode] = []
      for name in chord.modifiers.map(\.keysym) + [chord.key] {
        guard let keysym = server.keysym(named: name) else {
          return DesktopOutcome(requests, note: "keys: '\(name)' is not a keysym name X knows")
        }
        guard let code = loan.keycode(for: keysym, at: now, asking: server, into: &requests) else {
          return DesktopOutcome(
            requests, note: "keys: no keycode for '\(name)' and no spare keycode to map it to")
        }
        codes.append(code)
      }
      requests.append(.pressKeys(codes))
    }
    return DesktopOutcome(requests)
  }

  /// When a lent keycode is due back.
  public var nextDeadline: Double? { loan.nextDeadline }

  /// Time passed: lent keycodes due back are given back.
  public mutating func timePassed(to now: Double) -> [DesktopRequest] { loan.timePassed(to: now) }

  /// xgesture stops: every lent keycode is given back.
  public mutating func stopping() -> [DesktopRequest] { loan.giveBackAll() }
}
