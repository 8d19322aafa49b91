public import XGestureEngine

/// Which touchpad gesture sequences the configured gestures could use: claim
/// mode keeps those at their begin and replays the others to the window
/// under the pointer. A swipe sequence can make a `swipe` or a `pan`; a pinch
/// sequence a `pinch` or a `rotate` — each with its finger count and
/// `devices:`.
public struct GestureDemand: Sendable {
  private struct Use: Sendable {
    var kind: GestureEvent.Kind
    var fingers: ClosedRange<Int>
    var devices: [DeviceSelector]?
  }

  private var uses: [Use] = []

  /// Nothing is wanted.
  public init() {}

  public init(rules: RuleSet) {
    uses = rules.gestures.compactMap { gesture in
      guard let kind = Self.sequenceKind(of: gesture.recognizer.typeName) else { return nil }
      return Use(kind: kind, fingers: gesture.recognizer.fingers, devices: gesture.devices)
    }
  }

  /// The sequence kind a gesture type is made of on a touchpad; nil for the
  /// types a touchpad cannot make.
  public static func sequenceKind(of type: String) -> GestureEvent.Kind? {
    switch type {
    case "swipe", "pan": .swipe
    case "pinch", "rotate": .pinch
    default: nil
    }
  }

  /// Whether some configured gesture could use a `kind` sequence of
  /// `fingers` fingers on `device`.
  public func wants(_ kind: GestureEvent.Kind, fingers: Int, on device: DeviceGeometry) -> Bool {
    uses.contains { use in
      use.kind == kind && use.fingers.contains(fingers)
        && (use.devices?.contains { $0.matches(device) } ?? true)
    }
  }
}
