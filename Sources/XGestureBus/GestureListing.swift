public import XGestureActionKinds
public import XGestureEngine

/// The `ListGestures` method's answer (docs/REFERENCE.md §15): one
/// dictionary per configured gesture, in config order — `name`, `type`,
/// `fingers` (`ai`: the fewest and the most), `devices` (`as`, the config's
/// words; empty for every device), `rules` (`a{sv}`: `require-failure-of`,
/// `simultaneous-with`, `apps`, `not-apps`, each `as`, those set) and
/// `actions` (`a{sv}`: per state with actions, `as` of each as the config
/// reads back).
public enum GestureListing {
  /// `rules[i]` is the gesture whose actions per state are `actions[i]`.
  public static func dictionaries(
    rules: [GestureDefinition], actions: [[GestureState: [Action]]]
  ) -> [BusDictionary] {
    zip(rules, actions).map(dictionary)
  }

  private static func dictionary(_ gesture: GestureDefinition, _ actions: [GestureState: [Action]]) -> BusDictionary {
    let fingers = gesture.recognizer.fingers
    return [
      BusPair("name", .string(gesture.name)),
      BusPair("type", .string(gesture.recognizer.typeName)),
      BusPair("fingers", .int32s([Int32(clamping: fingers.lowerBound), Int32(clamping: fingers.upperBound)])),
      BusPair("devices", .strings((gesture.devices ?? []).map(word))),
      BusPair("rules", .dictionary(rules(of: gesture))),
      BusPair("actions", .dictionary(perState(actions))),
    ]
  }

  private static func rules(of gesture: GestureDefinition) -> BusDictionary {
    var rules: BusDictionary = []
    if !gesture.requireFailureOf.isEmpty {
      rules.append(BusPair("require-failure-of", .strings(gesture.requireFailureOf)))
    }
    if !gesture.simultaneousWith.isEmpty {
      rules.append(BusPair("simultaneous-with", .strings(gesture.simultaneousWith)))
    }
    if let only = gesture.apps.only { rules.append(BusPair("apps", .strings(only))) }
    if !gesture.apps.except.isEmpty { rules.append(BusPair("not-apps", .strings(gesture.apps.except))) }
    return rules
  }

  /// The states in the order a gesture goes through them.
  private static func perState(_ actions: [GestureState: [Action]]) -> BusDictionary {
    let order: [GestureState] = [.possible, .began, .changed, .ended, .cancelled, .recognized, .failed]
    return order.compactMap { state in
      guard let list = actions[state], !list.isEmpty else { return nil }
      return BusPair(state.rawValue, .strings(list.map(\.description)))
    }
  }

  /// A device as `devices:` names it: its id, its name, `touchscreens`, `touchpads`.
  private static func word(_ device: DeviceSelector) -> String {
    switch device {
    case .id(let id): String(id)
    case .name(let name): name
    case .every(let source): source.rawValue + "s"
    }
  }
}
