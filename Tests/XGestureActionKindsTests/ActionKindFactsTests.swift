import Testing
import XGestureActionKinds
import XGestureDesktop
import XGestureEngine

/// What each action kind states about itself, against docs/REFERENCE.md §9
/// and §10. The table is the docs' own, written out: a kind registered
/// without a row here fails, so a new kind's facts are decided and documented together.
@Suite("Action kind facts")
struct ActionKindFactsTests {
  struct Documented {
    /// §9: the keys beside the kind's own that it takes.
    var extraKeys: [String]
    /// §9: `every:` beside `scroll:` is its travel per wheel click; beside the others a rate limit.
    var everyIsOwn: Bool
    /// §9: `timeout:` is a command's alone.
    var takesTimeout: Bool
    /// What carries it out: commands a runner, sounds and the volume the
    /// PulseAudio connection, desktop actions the X connection; a
    /// `repeat:`'s steps say theirs.
    var performers: ActionNeeds
    /// §10: a window request or a workspace switch previews as a picture, any other action as a label.
    var previewsPicture: Bool
  }

  static let documented: [String: Documented] = [
    "command": Documented(
      extraKeys: [], everyIsOwn: false, takesTimeout: true, performers: .commands, previewsPicture: false),
    "sound": Documented(
      extraKeys: [], everyIsOwn: false, takesTimeout: false, performers: .soundServer, previewsPicture: false),
    "keys": Documented(
      extraKeys: ["target"], everyIsOwn: false, takesTimeout: false, performers: .desktop, previewsPicture: false),
    "click": Documented(
      extraKeys: ["at"], everyIsOwn: false, takesTimeout: false, performers: .desktop, previewsPicture: false),
    "scroll": Documented(
      extraKeys: [], everyIsOwn: true, takesTimeout: false, performers: .desktop, previewsPicture: false),
    "workspace": Documented(
      extraKeys: ["wrap"], everyIsOwn: false, takesTimeout: false, performers: .desktop, previewsPicture: true),
    "window": Documented(
      extraKeys: ["target"], everyIsOwn: false, takesTimeout: false, performers: .desktop, previewsPicture: true),
    "repeat": Documented(extraKeys: [], everyIsOwn: false, takesTimeout: false, performers: [], previewsPicture: false),
    "volume": Documented(
      extraKeys: ["step"], everyIsOwn: false, takesTimeout: false, performers: .soundServer, previewsPicture: false),
  ]

  @Test("Every registered kind states the keys, every:, timeout:, performers and preview the docs give it")
  func everyKind() {
    let registry = ActionKindRegistry.standard
    #expect(registry.facts.map(\.key) == registry.keys)
    #expect(Set(registry.keys).count == registry.keys.count, "two kinds share a key")
    for facts in registry.facts {
      guard let expected = Self.documented[facts.key] else {
        Issue.record("'\(facts.key)' is registered but not in docs/REFERENCE.md §9 (nor in this test's table)")
        continue
      }
      #expect(facts.extraKeys == expected.extraKeys, "\(facts.key)")
      #expect(facts.everyIsOwn == expected.everyIsOwn, "\(facts.key)")
      #expect(facts.takesTimeout == expected.takesTimeout, "\(facts.key)")
      #expect(facts.performers == expected.performers, "\(facts.key)")
      #expect(facts.previewsPicture == expected.previewsPicture, "\(facts.key)")
    }
    #expect(Set(Self.documented.keys).subtracting(registry.keys).isEmpty)
  }

  @Test("An extra key belongs to the kinds that take it, and to no other")
  func owners() {
    let registry = ActionKindRegistry.standard
    #expect(registry.owners(of: "target") == ["keys", "window"])
    #expect(registry.owners(of: "step") == ["volume"])
    #expect(registry.owners(of: "every") == nil)
    #expect(registry.facts(of: "zoom") == nil)
  }

  @Test("An action's needs: its kind's performers, and the window under the gesture when it acts on it")
  func needs() {
    #expect(Action.Kind.command("true").needs == [.commands, .window])
    #expect(Action.Kind.sound(name: "bell", path: "bell.oga").needs == .soundServer)
    #expect(Action.Kind.desktop(.keys([KeyChord(key: "a")], to: .focused)).needs == .desktop)
    #expect(Action.Kind.desktop(.keys([KeyChord(key: "a")], to: .under)).needs == [.desktop, .window])
    #expect(Action.Kind.desktop(.window(.showDesktop, target: .under)).needs == .desktop)
    #expect(Action.Kind.desktop(.window(.close, target: .active)).needs == .desktop)
    #expect(Action.Kind.desktop(.scroll(.natural, step: 4)).needs == [.desktop, .window])
    let stepped = RepeatAction(
      step: .scale(fraction: 0.1), forward: [Action(.sound(name: "tick", path: "tick.oga"))],
      reverse: [Action(.desktop(.click(button: 1, at: .gesture)))])
    #expect(Action.Kind.repeat(stepped).needs == [.soundServer, .desktop])
  }
}
