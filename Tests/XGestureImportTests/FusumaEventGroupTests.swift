import Testing
import XGestureImport

/// fusuma's `begin:`, `update:` and `end:` of one gesture type and finger
/// count are one gesture: fusuma matches the direction of each step of it
/// (a direction under them is the step's, not the gesture's), so a key held
/// at `begin` stays held while the updates act, until `end`
/// (Fixtures/fusuma-begin-update-end.yml).
@Suite("Importing fusuma's begin, update and end as one gesture")
struct FusumaEventGroupTests {
  typealias G = ImportedYAML.Gesture

  static let expected: [String: G] = [
    // Ctrl held for the whole pinch; each step out clicks 4, each step in 5:
    // a repeat, forward ×1.1 out, back ÷1.1 in.
    "pinch-2-continuous": G(
      keys: ["type": "pinch", "fingers": "2"],
      on: [
        "began": ["command: xdotool keydown ctrl"],
        "changed": [
          "repeat: { every: 10%, do: { click: 4, at: pointer }, reverse: { click: 5, at: pointer } }"
        ],
        "ended": ["command: xdotool keyup ctrl"],
      ]),
    // The same begin and end under both directions: whichever way it goes.
    "pinch-3-continuous": G(
      keys: ["type": "pinch", "fingers": "3"],
      on: [
        "began": ["command: xdotool keydown ctrl"],
        "changed": [
          "repeat: { every: 10%, do: { click: 4, at: pointer }, reverse: { click: 5, at: pointer } }"
        ],
        "ended": ["command: xdotool keyup ctrl"],
      ]),
    // Alt held for the whole swipe; its updates left and right have no form.
    "swipe-3-continuous": G(
      keys: ["type": "pan", "fingers": "3"],
      on: ["began": ["command: xdotool keydown alt"], "ended": ["command: xdotool keyup alt"]]),
    // The wheel up going up and down going down: scrolling the traditional way.
    "swipe-4-continuous": G(
      keys: ["type": "pan", "fingers": "4"],
      on: ["changed": ["scroll: traditional"], "ended": ["command: echo scrolled"]]),
    "rotate-2-continuous": G(
      keys: ["type": "rotate", "fingers": "2"],
      on: ["changed": ["repeat: { every: 15deg, do: { keys: ctrl+r }, reverse: { keys: ctrl+shift+r } }"]]),
    // fusuma-plugin-sendkey's list: the keys in turn.
    "hold-3": G(
      keys: ["type": "long-press", "fingers": "3", "duration": "700ms"],
      on: ["began": ["keys: [shift+F10, t, Return, Escape]"]]),
  ]

  @Test("A key held from begin to end stays held while the updates of each direction act")
  func oneGesture() throws {
    let fixture = try ImportFixture("fusuma-begin-update-end.yml")
    let result = try fixture.importing(.fusuma)
    let output = try ImportedYAML(result.text)
    #expect(Set(output.gestures.keys) == Set(Self.expected.keys))
    for (name, gesture) in Self.expected {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
    let swipe = fixture.line(of: "swipe:")
    // Each step left or right, and a begin only when the first step goes up.
    let updates = [
      fixture.line(of: "xdotool key shift+Tab", after: swipe),
      fixture.line(of: "xdotool key Tab", after: swipe),
      fixture.line(of: "echo going up"),
    ]
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: fixture.path) == updates)
    _ = try ImportFixture.check(result.text)
  }
}
