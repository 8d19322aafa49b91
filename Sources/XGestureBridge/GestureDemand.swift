public import XGestureEngine

/// Which touchpad gesture sequences the configured gestures could use: claim
/// mode keeps those at their begin and replays the others to the window
/// under the pointer. Each gesture's type says which sequences can make it
/// (`RecognizerFacts.touchpadMotion`: a swipe sequence makes a `swipe` or a
/// `pan`, a pinch sequence a `pinch` or a `rotate`); the gesture adds its
/// finger count and `devices:`.
public struct GestureDemand: Sendable {
  private struct Use: Sendable {
    var motion: TouchpadMotion
    var fingers: ClosedRange<Int>
    var devices: [DeviceSelector]?
  }

  private var uses: [Use] = []

  /// Nothing is wanted.
  public init() {}

  public init(rules: RuleSet) {
    uses = rules.gestures.compactMap { gesture in
      guard let motion = gesture.recognizer.facts.touchpadMotion else { return nil }
      return Use(motion: motion, fingers: gesture.recognizer.fingers, devices: gesture.devices)
    }
  }

  /// Whether some configured gesture could use a `kind` sequence of
  /// `fingers` fingers on `device`.
  public func wants(_ kind: GestureEvent.Kind, fingers: Int, on device: DeviceGeometry) -> Bool {
    let motion = kind.motion
    return uses.contains { use in
      use.motion == motion && use.fingers.contains(fingers)
        && (use.devices?.contains { $0.matches(device) } ?? true)
    }
  }
}

extension GestureEvent.Kind {
  /// The engine's name for the sequences of this kind.
  var motion: TouchpadMotion {
    switch self {
    case .swipe: .swipe
    case .pinch: .pinch
    }
  }
}
