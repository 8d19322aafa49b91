public import XGestureEngine

/// What claim mode costs the applications under a config: the gestures that
/// take one-finger or two-finger touches on a touchscreen from every
/// application (docs/REFERENCE.md §6). In claim mode a touch a gesture uses
/// is accepted — a pan's when it begins, a tap's when it is recognized — and
/// no application sees it: a one-finger pan takes every drag that scrolls a
/// page, a tap every tap on a link, a two-finger pinch every zoom. Gestures
/// of three or more fingers rarely meet an application's own gestures, and
/// those scoped with `apps:` or `not-apps:` leave the other applications
/// alone; neither is named.
///
/// A gesture that can take no touchscreen touch is not named either: one
/// whose `devices:` names only touchpads (it takes touchpad gesture
/// sequences; §7), and an `edge-swipe`, which takes only touches that begin
/// at the screen's edge, where applications rarely look for them.
public struct ClaimCost: Sendable, Equatable {
  /// The gestures that take one-finger touches from every application, in config order.
  public let oneFinger: [String]
  /// The gestures that take two-finger touches from every application, in config order.
  public let twoFingers: [String]

  /// The cost of `rules` in `mode`: nothing in observe mode.
  public init(rules: RuleSet, mode: InputMode) {
    let takers = mode == .claim ? rules.gestures.filter(Self.takesEveryApplication) : []
    oneFinger = takers.filter { $0.recognizer.fingers.contains(1) }.map(\.name)
    twoFingers = takers.filter { $0.recognizer.fingers.contains(2) }.map(\.name)
  }

  /// One sentence for each finger count some gesture takes: for `--check`
  /// and the log (as warnings).
  public var warnings: [String] {
    [Self.warning(oneFinger, "one-finger"), Self.warning(twoFingers, "two-finger")].compactMap { $0 }
  }

  private static func warning(_ names: [String], _ touches: String) -> String? {
    guard !names.isEmpty else { return nil }
    let one = names.count == 1
    return "claim mode: \(names.joined(separator: ", ")) \(one ? "takes" : "take") \(touches) touches"
      + " from every application (\(one ? "it has" : "they have") no apps: or not-apps:)"
      + " — scope \(one ? "it" : "them") with apps:/not-apps:, or bind 3+ fingers"
  }

  /// Whether the gesture can take touchscreen touches over any application.
  private static func takesEveryApplication(_ gesture: GestureDefinition) -> Bool {
    guard gesture.apps == .any, gesture.recognizer.typeName != EdgeSwipeRecognizer.typeName else {
      return false
    }
    guard let devices = gesture.devices else { return true }
    return devices.contains { $0 != .every(.touchpad) }
  }
}
