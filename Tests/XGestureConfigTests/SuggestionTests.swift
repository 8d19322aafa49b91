import Testing

@testable import XGestureConfig

@Suite("Did you mean")
struct SuggestionTests {
  @Test("Typos, swapped letters and case find the word; distant words find nothing")
  func closest() {
    let types = ["tap", "long-press", "pan", "swipe", "pinch", "rotate", "edge-swipe", "tickle"]
    #expect(Suggestion.closest(to: "tapp", among: types) == "tap")
    #expect(Suggestion.closest(to: "longpress", among: types) == "long-press")
    #expect(Suggestion.closest(to: "rotaet", among: types) == "rotate")
    #expect(Suggestion.closest(to: "Pinch", among: types) == "pinch")
    #expect(Suggestion.closest(to: "zoom", among: types) == nil)
    #expect(Suggestion.closest(to: String(repeating: "tap", count: 30), among: types) == nil)
  }

  @Test("Edit distance counts a swap of neighbours as one edit")
  func distance() {
    #expect(Suggestion.editDistance("recognized", "recognised") == 1)
    #expect(Suggestion.editDistance("ab", "ba") == 1)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
  }
}
