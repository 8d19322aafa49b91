import XGestureEngine

/// The gestures of the default config (the benchmark uses the same set).
enum StandardGestures {
  static let list:
    [(name: String, type: String, parameters: [String: ParameterValue], requires: [String], with: [String])] = [
      ("pan", "pan", [:], [], []),
      ("tap", "tap", [:], ["pan"], []),
      ("tickle", "tickle", [:], [], ["pan"]),
      ("pinch", "pinch", [:], [], ["rotate"]),
      ("rotate", "rotate", [:], [], []),
      ("long-press", "long-press", [:], [], []),
      ("double-tap", "tap", ["taps": "2"], [], []),
      ("swipe-left", "swipe", ["fingers": "3", "direction": "left"], [], []),
      ("swipe-right", "swipe", ["fingers": "3", "direction": "right"], [], []),
      ("swipe-up", "swipe", ["fingers": "3", "direction": "up"], [], []),
      ("swipe-down", "swipe", ["fingers": "3", "direction": "down"], [], []),
      ("edge", "edge-swipe", ["edge": "left"], [], []),
    ]

  static func rules() throws -> RuleSet {
    try RuleSet(
      list.map { g in
        GestureDefinition(
          name: g.name, recognizer: try RecognizerRegistry.standard.spec(type: g.type, parameters: g.parameters),
          requireFailureOf: g.requires, simultaneousWith: g.with)
      })
  }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
