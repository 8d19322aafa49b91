public import XGestureEngine

/// The configured gestures that act on the same fingers as the gestures
/// `touchegg-clients: on` sends to Touchégg's clients (docs/REFERENCE.md
/// §15): on touchscreens swipes, pinches and taps of 2–5 fingers, on
/// touchpads swipes of 3–5 and pinches of 2–5. Both then act on one
/// movement — the desktop's animation and xgesture's action — which
/// `--check` says, naming the gesture and the fingers.
///
/// A gesture's type says what it shares: a `swipe`, `pan`, `edge-swipe` or
/// `tickle` moves the fingers as a swipe does, a `pinch` or `rotate` as a
/// pinch, a `tap` as a tap; a `long-press` holds still and shares nothing.
public struct ToucheggOverlap: Sendable, Equatable {
  /// One gesture and what it shares, in config order.
  public struct Overlap: Sendable, Equatable {
    public var gesture: String
    /// "swipes", "pinches" or "taps".
    public var kind: String
    /// The finger counts both act on.
    public var fingers: ClosedRange<Int>
    public var source: DeviceSource
  }

  public let overlaps: [Overlap]

  /// The overlaps of `rules` when `forwarding` (`touchegg-clients: on`);
  /// none otherwise.
  public init(rules: RuleSet, forwarding: Bool) {
    guard forwarding else {
      overlaps = []
      return
    }
    overlaps = rules.gestures.flatMap { gesture in
      DeviceSource.allCases.compactMap { Self.overlap(gesture, on: $0) }
    }
  }

  /// One sentence per overlap, for `--check` (as warnings).
  public var warnings: [String] {
    overlaps.map { o in
      let count =
        o.fingers.count == 1 ? "\(o.fingers.lowerBound)" : "\(o.fingers.lowerBound)–\(o.fingers.upperBound)"
      return "touchegg-clients: gesture '\(o.gesture)' acts on the same fingers as the \(count)-finger"
        + " \(o.kind) on \(o.source.rawValue)s sent to Touchégg's clients: both act on them"
        + " — bind other fingers, or turn touchegg-clients off"
    }
  }

  /// What `gesture` shares with the forwarded gestures on `source`.
  private static func overlap(_ gesture: GestureDefinition, on source: DeviceSource) -> Overlap? {
    if let devices = gesture.devices, !devices.contains(where: { $0 != .every(other(source)) }) {
      return nil
    }
    let forwarded: (kind: String, fingers: ClosedRange<Int>)
    switch source {
    case .touchscreen:
      switch gesture.recognizer.typeName {
      case SwipeRecognizer.typeName, PanRecognizer.typeName, EdgeSwipeRecognizer.typeName,
        TickleRecognizer.typeName:
        forwarded = ("swipes", 2...5)
      case PinchRecognizer.typeName, RotateRecognizer.typeName: forwarded = ("pinches", 2...5)
      case TapRecognizer.typeName: forwarded = ("taps", 2...5)
      default: return nil
      }
    case .touchpad:
      switch gesture.recognizer.facts.touchpadMotion {
      case .swipe: forwarded = ("swipes", 3...5)
      case .pinch: forwarded = ("pinches", 2...5)
      case nil: return nil
      }
    case .mouse:
      return nil
    }
    let fingers = gesture.recognizer.fingers.clamped(to: forwarded.fingers)
    guard gesture.recognizer.fingers.overlaps(forwarded.fingers) else { return nil }
    return Overlap(gesture: gesture.name, kind: forwarded.kind, fingers: fingers, source: source)
  }

  private static func other(_ source: DeviceSource) -> DeviceSource {
    switch source {
    case .touchscreen: .touchpad
    case .touchpad: .touchscreen
    // Touchégg has no mouse gestures: `overlap` finds none on a mouse.
    case .mouse: .mouse
    }
  }
}
