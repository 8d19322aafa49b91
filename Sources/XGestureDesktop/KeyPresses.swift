/// `keys:` (docs/REFERENCE.md §9): each chord's modifiers pressed in
/// order, then its key, released in reverse; chords in turn. Keysyms that no
/// key shows are pressed on keycodes the `loan` lends.
///
/// Keys to the window under the gesture (`KeyTarget.under`) go to it: when
/// it is not the active window, the window manager is asked to activate it
/// and the presses wait (`FocusWait`) until it has the focus, at most 100
/// ms. Keys to the focused window are pressed at once and activate nothing.
public struct KeyPresses: Hashable, Sendable {
  public private(set) var loan = KeycodeLoan()
  /// Presses waiting for a window to take the focus.
  public private(set) var waiting: FocusWait?

  public init() {}

  /// The presses of `chords` for a gesture at `place`, at `now`. A chord with
  /// a name X does not know, or with no keycode to press, ends the action
  /// with a note; the chords before it are pressed.
  public mutating func decide(
    _ chords: [KeyChord], to target: KeyTarget, place: GesturePlace, at now: Double,
    asking server: some DesktopQueries
  ) -> DesktopOutcome {
    var requests: [DesktopRequest] = []
    let (presses, note) = keycodes(of: chords, at: now, asking: server, into: &requests)
    if waiting != nil {
      waiting?.hold(presses)
    } else if target == .under, let window = place.window, server.activeWindow() != window {
      waiting = FocusWait(window: window, since: now, presses: presses)
      requests.append(.window(.activate, window))
    } else {
      requests += presses.map(DesktopRequest.pressKeys)
    }
    return DesktopOutcome(requests, note: note)
  }

  /// Each chord's keycodes, the lends they need going into `requests`; the
  /// note of the chord that cannot be pressed, which ends the list.
  private mutating func keycodes(
    of chords: [KeyChord], at now: Double, asking server: some DesktopQueries,
    into requests: inout [DesktopRequest]
  ) -> ([[Keycode]], String?) {
    var presses: [[Keycode]] = []
    for chord in chords {
      var codes: [Keycode] = []
      for name in chord.modifiers.map(\.keysym) + [chord.key] {
        guard let keysym = server.keysym(named: name) else {
          return (presses, "keys: '\(name)' is not a keysym name X knows")
        }
        guard let code = loan.keycode(for: keysym, at: now, asking: server, into: &requests) else {
          return (presses, "keys: no keycode for '\(name)' and no spare keycode to map it to")
        }
        codes.append(code)
      }
      presses.append(codes)
    }
    return (presses, nil)
  }

  /// `window` has the focus (its FocusIn): the presses waiting for it are made.
  public mutating func focusArrived(on window: UInt, at now: Double) -> [DesktopRequest] {
    guard waiting?.window == window else { return [] }
    return release(at: now)
  }

  /// The presses held, made now; a lent keycode stays lent `holdTime` after them.
  private mutating func release(at now: Double) -> [DesktopRequest] {
    guard let held = waiting else { return [] }
    waiting = nil
    loan.used(at: now)
    return held.presses.map(DesktopRequest.pressKeys)
  }

  /// When presses stop waiting for the focus, or a lent keycode is due back.
  public var nextDeadline: Double? {
    guard let waiting else { return loan.nextDeadline }
    return min(waiting.deadline, loan.nextDeadline ?? waiting.deadline)
  }

  /// Time passed: presses that waited their limit go to whatever has the
  /// focus (and the note says so); then lent keycodes due back are given back.
  public mutating func timePassed(to now: Double) -> DesktopOutcome {
    var outcome = DesktopOutcome()
    if let held = waiting, held.deadline <= now {
      outcome.requests = release(at: now)
      outcome.note =
        "keys: window 0x\(String(held.window, radix: 16)) did not take the focus within \(Int(FocusWait.limit)) ms; the keys went to the focused window"
    }
    if waiting == nil { outcome.requests += loan.timePassed(to: now) }
    return outcome
  }

  /// xgesture stops: presses still waiting are dropped, every lent keycode is given back.
  public mutating func stopping() -> [DesktopRequest] {
    waiting = nil
    return loan.giveBackAll()
  }
}
