import Testing

@testable import XGestureEngine

@Suite("Rule sets")
struct RuleSetTests {
  static func gesture(_ name: String, _ type: String = "tap", requires: [String] = [], with: [String] = [])
    throws -> GestureDefinition
  {
    GestureDefinition(
      name: name, recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: [:]),
      requireFailureOf: requires, simultaneousWith: with)
  }

  @Test("A rule naming an unknown gesture is an error with a suggestion")
  func unknownName() throws {
    let gestures = [try Self.gesture("tap", requires: ["pann"]), try Self.gesture("pan", "pan")]
    #expect(throws: RuleError.unknownGesture("pann", in: "tap", rule: "require-failure-of", suggestion: "pan")) {
      try RuleSet(gestures)
    }
    let error = RuleError.unknownGesture("pann", in: "tap", rule: "require-failure-of", suggestion: "pan")
    #expect(error.description == "'tap' require-failure-of names 'pann', which is not a gesture — did you mean 'pan'?")
  }

  @Test("A simultaneous-with rule naming an unknown gesture is an error too")
  func unknownSimultaneous() throws {
    #expect(throws: RuleError.unknownGesture("zoom", in: "tap", rule: "simultaneous-with", suggestion: nil)) {
      try RuleSet([try Self.gesture("tap", with: ["zoom"])])
    }
  }

  @Test("A require-failure-of cycle is an error that names the cycle")
  func cycle() throws {
    let gestures = [
      try Self.gesture("pan", "pan"),
      try Self.gesture("a", requires: ["b"]),
      try Self.gesture("b", requires: ["pan", "c"]),
      try Self.gesture("c", requires: ["a"]),
    ]
    #expect(throws: RuleError.cycle(["a", "b", "c", "a"])) { try RuleSet(gestures) }
    #expect(
      RuleError.cycle(["a", "b", "a"]).description
        == "require-failure-of rules form a cycle: a → b → a — one of them must not wait for the other")
  }

  @Test("A chain without a cycle is accepted, and requirements are one-directional")
  func chain() throws {
    let rules = try RuleSet([
      try Self.gesture("single", requires: ["double"]), try Self.gesture("double", requires: ["triple"]),
      try Self.gesture("triple"),
    ])
    #expect(rules.requires == [[1], [2], []])
    #expect(rules.dependents == [[], [0], [1]])
  }

  @Test("Simultaneous-with declared on one side holds both ways")
  func symmetric() throws {
    let rules = try RuleSet([
      try Self.gesture("pinch", "pinch", with: ["rotate"]), try Self.gesture("rotate", "rotate"),
    ])
    #expect(rules.simultaneous == [false, true, true, false])
  }

  @Test("A gesture naming itself, or a name used twice, is an error")
  func selfAndDuplicate() throws {
    #expect(throws: RuleError.selfReference("tap", rule: "require-failure-of")) {
      try RuleSet([try Self.gesture("tap", requires: ["tap"])])
    }
    #expect(throws: RuleError.duplicateName("tap")) { try RuleSet([try Self.gesture("tap"), try Self.gesture("tap")]) }
  }
}

@Suite("Recognizer parameters")
struct ParameterTests {
  let registry = RecognizerRegistry.standard

  @Test("Every type of docs/REFERENCE.md is registered under its config word")
  func types() {
    #expect(
      registry.typeNames == ["tap", "long-press", "pan", "swipe", "pinch", "rotate", "edge-swipe", "tickle", "stroke"])
  }

  @Test("An unknown type is an error listing the types")
  func unknownType() {
    #expect {
      _ = try registry.spec(type: "tapp", parameters: [:])
    } throws: { error in
      (error as? ParameterError)?.description
        == "'type': unknown type 'tapp' — the types are tap, long-press, pan, swipe, pinch, rotate, edge-swipe, tickle, stroke"
    }
  }

  @Test("A parameter the type does not take is an error listing what it takes")
  func unknownKey() {
    #expect(
      throws: ParameterError(
        key: "speed",
        message:
          "a tap gesture has no parameter 'speed' — it takes fingers, taps, slop, max-duration, interval, distance")
    ) {
      _ = try registry.spec(type: "tap", parameters: ["speed": "3mm"])
    }
  }

  @Test(
    "Values without their unit, or with the wrong one, are errors",
    arguments: [
      ("tap", "slop", "3", "'3' needs its unit, like 3mm or 25px"),
      ("tap", "slop", "3ms", "unit 'ms' does not fit here — use mm, px (like 3mm or 25px)"),
      ("tap", "max-duration", "750", "'750' needs its unit, like 500ms or 0.5s"),
      ("swipe", "min-velocity", "50mm", "unit 'mm' does not fit here — use mm/s, px/s (like 50mm/s or 300px/s)"),
      ("swipe", "tolerance", "30", "'30' needs its unit, like 30deg"),
      ("swipe", "direction", "north", "unknown value 'north' — expected one of 'left', 'right', 'up', 'down'"),
      ("pan", "direction", "north", "unknown value 'north' — expected one of 'left', 'right', 'up', 'down'"),
      ("pinch", "direction", "inward", "unknown value 'inward' — expected one of 'in', 'out'"),
      ("rotate", "direction", "cw", "unknown value 'cw' — expected one of 'clockwise', 'counterclockwise'"),
      (
        "pan", "tolerance", "10deg",
        "a pan without 'direction' goes any way: give 'direction' (left, right, up, down or a list) or leave 'tolerance' out"
      ),
      ("tap", "fingers", "4-2", "expected a finger count like 2 or a range like 2-4 (1 to 10), found '4-2'"),
      ("tap", "taps", "0", "expected a whole number of at least 1, found '0'"),
      ("tap", "slop", "-3mm", "must not be negative, found '-3mm'"),
      ("tap", "slop", "mm", "expected a number with its unit, like 3mm or 25px, found 'mm'"),
    ])
  func badValues(type: String, key: String, value: String, message: String) {
    #expect(throws: ParameterError(key: key, message: message)) {
      _ = try registry.spec(type: type, parameters: [key: .scalar(value)])
    }
  }

  @Test("Units convert: seconds to ms, a finger range, ratios as bare numbers")
  func conversions() throws {
    var set = ParameterSet(["max-duration": "0.5s", "fingers": "2-4", "min-scale-change": "0.1", "slop": "25px"])
    #expect(try set.duration("max-duration", default: 0) == 500)
    #expect(try set.fingers(default: 1...1) == 2...4)
    #expect(try set.ratio("min-scale-change", default: 0) == 0.1)
    let slop = try set.length("slop", default: Defaults.slop)
    let device = DeviceGeometry(id: 1, name: "d", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080)
    // 1920 px over 294 mm and 1080 px over 165 mm: about 6.54 px/mm; 25 px is the tutorial's stroke (its MOVE_AMT_PER_TICKLE).
    #expect(abs(slop.millimetres(on: device) - 25 / ((1920.0 / 294 + 1080.0 / 165) / 2)) < 1e-9)
    #expect(set.unknownKeys.isEmpty)
  }

  @Test("The spec reports the finger range its parameters ask for")
  func fingerRange() throws {
    #expect(try registry.spec(type: "swipe", parameters: ["fingers": "3"]).fingers == 3...3)
    #expect(try registry.spec(type: "pinch", parameters: [:]).fingers == 2...2)
    #expect(registry.parameterNames(of: "tickle") == ["fingers", "strokes", "stroke-length", "axis", "max-duration"])
  }
}
