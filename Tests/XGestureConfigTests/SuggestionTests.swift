import Testing
import XGestureEngine

@testable import XGestureConfig

/// The one "did you mean" of xgesture (`EditDistance`, in the engine), as the
/// config reader and the rule set both use it.
@Suite("Did you mean")
struct SuggestionTests {
  static let types = [
    "tap", "long-press", "pan", "swipe", "pinch", "rotate", "edge-swipe", "tickle",
  ]

  @Test("Typos, swapped letters and case find the word; distant words find nothing")
  func closest() {
    #expect(EditDistance.closest(to: "tapp", among: Self.types) == "tap")
    #expect(EditDistance.closest(to: "longpress", among: Self.types) == "long-press")
    #expect(EditDistance.closest(to: "rotaet", among: Self.types) == "rotate")
    #expect(EditDistance.closest(to: "Pinch", among: Self.types) == "pinch")
    #expect(EditDistance.closest(to: "zoom", among: Self.types) == nil)
    #expect(EditDistance.closest(to: String(repeating: "tap", count: 30), among: Self.types) == nil)
  }

  @Test("A short word allows one edit; a word of six or more, two; of nine or more, three")
  func threshold() {
    // "pan" (3 letters): one edit at most.
    #expect(EditDistance.closest(to: "pa", among: ["pan"]) == "pan")
    #expect(EditDistance.closest(to: "pxy", among: ["pan"]) == nil)
    // "swxpe" is one edit from "swipe"; "swxpxs" three: too far for six letters.
    #expect(EditDistance.closest(to: "swxpe", among: ["swipe"]) == "swipe")
    #expect(EditDistance.closest(to: "swxpxs", among: ["swipe"]) == nil)
    #expect(EditDistance.closest(to: "rcognisd", among: ["recognized"]) == nil)
    #expect(EditDistance.closest(to: "recognsed", among: ["recognized"]) == "recognized")
  }

  @Test("Edit distance counts a swap of neighbours as one edit")
  func distance() {
    #expect(EditDistance.between("recognized", "recognised") == 1)
    #expect(EditDistance.between("ab", "ba") == 1)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("kitten", "sitting") == 3)
    #expect(EditDistance.between("ca", "abc") == 3)  // optimal string alignment, not Damerau
  }

  @Test("The rule set and the config suggest alike: a near gesture name, never the gesture itself")
  func sameSuggestionInRules() throws {
    let spec = try RecognizerRegistry.standard.spec(type: "tap", parameters: [:])
    // "tapp" is one edit from the owner "tap" and from "taps": the owner is never suggested.
    let owner = GestureDefinition(name: "tap", recognizer: spec, requireFailureOf: ["tapp"])
    let taps = GestureDefinition(name: "taps", recognizer: spec)
    #expect(
      throws: RuleError.unknownGesture(
        "tapp", in: "tap", rule: "require-failure-of", suggestion: "taps")
    ) {
      try RuleSet([owner, taps])
    }
    let problems = RuleSet.problems(in: [
      RuleSet.Links(name: "double-tap", requireFailureOf: ["trpile-tap"]),
      RuleSet.Links(name: "triple-tap"),
    ])
    #expect(
      problems == [
        .unknownGesture(
          "trpile-tap", in: "double-tap", rule: "require-failure-of", suggestion: "triple-tap")
      ])
  }
}
