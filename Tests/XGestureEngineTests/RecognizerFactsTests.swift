import Testing
import XGestureEngine

/// What each recognizer type states about itself, against docs/REFERENCE.md.
/// The table is the docs' own, written out: a type registered without a row
/// here fails, so a new type's facts are decided and documented together.
@Suite("Recognizer facts")
struct RecognizerFactsTests {
  struct Documented {
    /// §2: discrete types have `recognized`, continuous ones `began` … `ended`.
    var kind: GestureKind
    /// §7: swipe sequences make swipes and pans, pinch sequences pinches and
    /// rotations; taps, long presses, tickles and edge swipes never come from a touchpad.
    var touchpad: TouchpadMotion?
    /// §9, `repeat:`: a scale ratio for pinch, degrees for rotate, millimetres
    /// for pan and edge-swipe; no other type measures progress.
    var progress: ProgressUnit?
    /// §9: `{ window: move }` on a pan's `began`; anywhere else it is an error.
    var movesWindows: Bool
  }

  static let documented: [String: Documented] = [
    "tap": Documented(kind: .discrete, touchpad: nil, progress: nil, movesWindows: false),
    "long-press": Documented(kind: .continuous, touchpad: nil, progress: nil, movesWindows: false),
    "pan": Documented(kind: .continuous, touchpad: .swipe, progress: .distance, movesWindows: true),
    "swipe": Documented(kind: .discrete, touchpad: .swipe, progress: nil, movesWindows: false),
    "pinch": Documented(kind: .continuous, touchpad: .pinch, progress: .scale, movesWindows: false),
    "rotate": Documented(kind: .continuous, touchpad: .pinch, progress: .angle, movesWindows: false),
    "edge-swipe": Documented(kind: .continuous, touchpad: nil, progress: .distance, movesWindows: false),
    "tickle": Documented(kind: .discrete, touchpad: nil, progress: nil, movesWindows: false),
    "stroke": Documented(kind: .discrete, touchpad: .swipe, progress: nil, movesWindows: false),
  ]

  @Test("Every registered type states the kind, touchpad motion, progress unit and window use the docs give it")
  func everyType() {
    let registry = RecognizerRegistry.standard
    #expect(registry.facts.map(\.typeName) == registry.typeNames)
    for facts in registry.facts {
      guard let expected = Self.documented[facts.typeName] else {
        Issue.record("'\(facts.typeName)' is registered but not in docs/REFERENCE.md's tables (nor in this test's)")
        continue
      }
      #expect(facts.kind == expected.kind, "\(facts.typeName)")
      #expect(facts.touchpadMotion == expected.touchpad, "\(facts.typeName)")
      #expect(facts.progressUnit == expected.progress, "\(facts.typeName)")
      #expect(facts.movesWindows == expected.movesWindows, "\(facts.typeName)")
    }
    #expect(Set(Self.documented.keys).subtracting(registry.typeNames).isEmpty)
  }

  @Test("A spec carries its type's facts; the registry has none for an unknown word")
  func spec() throws {
    let registry = RecognizerRegistry.standard
    let spec = try registry.spec(type: "rotate", parameters: ["fingers": "3"])
    #expect(spec.facts == registry.facts(of: "rotate"))
    #expect(spec.typeName == "rotate" && spec.kind == .continuous)
    #expect(registry.facts(of: "zoom") == nil)
  }
}
