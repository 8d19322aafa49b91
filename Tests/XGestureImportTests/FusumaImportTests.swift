import Testing
import XGestureImport

/// fusuma's config, as its README describes it, with fusuma-plugin-appmatcher's
/// per-application documents (Fixtures/fusuma-every-form.yml).
@Suite("Importing fusuma")
struct FusumaImportTests {
  typealias G = ImportedYAML.Gesture

  static func g(_ keys: [String: String], _ on: [String: [String]]) -> G { G(keys: keys, on: on) }

  /// A one-shot fires once when fusuma sees the gesture (a swipe when it is
  /// recognized, a pinch, rotation or hold when it begins); `threshold`
  /// scales the distance it needs (the README: 0.5 halves the swipe), from
  /// the gesture's own key or the top-level one; `interval`, the delay
  /// before the next one (0.3 s × interval), limits how often it runs.
  /// The `begin`, `update`, `end` events of one place make one continuous
  /// gesture, `update` at most every 0.1 s × interval.
  static let expected: [String: G] = [
    "swipe-left-3": g(
      ["type": "swipe", "fingers": "3", "direction": "left", "min-distance": "4mm"],
      ["recognized": ["keys: alt+Right, every: 150ms"]]),
    "swipe-right-3": g(
      ["type": "swipe", "fingers": "3", "direction": "right", "min-distance": "6mm"],
      ["recognized": ["keys: alt+Left, every: 600ms"]]),
    "swipe-up-3": g(
      ["type": "swipe", "fingers": "3", "direction": "up", "min-distance": "6mm"],
      ["recognized": ["keys: Super_L, every: 150ms"]]),
    "swipe-down-3": g(
      ["type": "swipe", "fingers": "3", "direction": "down", "min-distance": "6mm"],
      ["recognized": ["keys: Super_L, every: 150ms"]]),
    "swipe-right-4": g(
      [
        "type": "swipe", "fingers": "4", "direction": "right", "min-distance": "6mm",
        "simultaneous-with": "[swipe-4-continuous]",
      ],
      ["recognized": ["keys: ctrl+alt+Left, every: 150ms"]]),
    "swipe-4-continuous": g(
      ["type": "pan", "fingers": "4"],
      ["began": ["command: echo began"], "ended": ["command: echo \"moved by $move_x\""]]),
    "pinch-in-2": g(
      [
        "type": "pinch", "fingers": "2", "direction": "in", "min-scale-change": "0.025",
        "min-span-change": "1.5mm",
      ],
      ["began": ["command: xdotool keydown ctrl click 4 keyup ctrl"]]),
    "pinch-out-2": g(
      [
        "type": "pinch", "fingers": "2", "direction": "out", "min-scale-change": "0.025",
        "min-span-change": "1.5mm",
      ],
      ["began": ["command: xdotool keydown ctrl click 5 keyup ctrl"]]),
    // A pinch's one-shot may leave out the finger count: any of fusuma's 2, 3, 4.
    "pinch-in": g(
      [
        "type": "pinch", "fingers": "2-4", "direction": "in", "min-scale-change": "0.025",
        "min-span-change": "1.5mm",
      ],
      ["began": ["keys: super+a"]]),
    "pinch-out-3-continuous": g(
      ["type": "pinch", "fingers": "3", "direction": "out"],
      [
        "began": ["command: echo zoom"], "changed": ["command: echo \"zoom $zoom\", every: 100ms"],
        "ended": ["command: echo done"],
      ]),
    "rotate-clockwise-2": g(
      ["type": "rotate", "fingers": "2", "direction": "clockwise"],
      ["began": ["keys: ctrl+r, every: 600ms"]]),
    "rotate-counterclockwise-2": g(
      ["type": "rotate", "fingers": "2", "direction": "counterclockwise"],
      ["began": ["keys: ctrl+shift+r, every: 600ms"]]),
    // fusuma's hold fires after 0.7 s × threshold.
    "hold-4": g(
      ["type": "long-press", "fingers": "4", "duration": "1400ms"], ["began": ["keys: Super_L"]]),
    "hold-3-continuous": g(
      ["type": "long-press", "fingers": "3", "duration": "180ms"],
      [
        "began": ["command: echo holding"], "ended": ["command: echo released"],
        "cancelled": ["command: echo moved"],
      ]),
    "google-chrome-swipe-left-3": g(
      [
        "type": "swipe", "fingers": "3", "direction": "left", "min-distance": "6mm",
        "apps": "[Google-chrome]",
      ],
      ["recognized": ["keys: ctrl+Page_Down, every: 150ms"]]),
    // fusuma-plugin-sendkey's keys, by the kernel's names.
    "google-chrome-swipe-right-3": g(
      [
        "type": "swipe", "fingers": "3", "direction": "right", "min-distance": "6mm",
        "apps": "[Google-chrome]",
      ],
      ["recognized": ["keys: ctrl+Page_Up, every: 150ms"]]),
  ]

  @Test(
    "Every documented gesture, finger count, direction, event, threshold, interval and context becomes the gesture fusuma describes"
  )
  func everyForm() throws {
    let output = try ImportedYAML(ImportFixture("fusuma-every-form.yml").importing(.fusuma).text)
    #expect(Set(output.gestures.keys) == Set(Self.expected.keys))
    for (name, gesture) in Self.expected {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
  }

  @Test("Plugins' settings and other contexts stay as # not converted: comments at their lines")
  func notConverted() throws {
    let fixture = try ImportFixture("fusuma-every-form.yml")
    let result = try fixture.importing(.fusuma)
    let context = fixture.line(of: "keypress: LEFTCTRL")
    // The device filter, at its own line under plugin:.
    // swipe: 4: left: update: runs with each step left, beside the begin and
    // end of every 4-finger swipe: a pan's steps follow its first motion.
    let expected = [
      fixture.line(of: "xdotool key ctrl+alt+Right"), fixture.line(of: "filters:"),
      fixture.line(of: "command:", after: context),
    ]
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: fixture.path) == expected)
    #expect(result.summary.first == "3 items not converted (see the # not converted: comments)")
    let notes = [
      fixture.line(of: "$move_x"), fixture.line(of: "$zoom"),
      fixture.line(of: "threshold: 2") - 1,  // the hold's command
      fixture.line(of: "command: 'echo holding'"),
      // appmatcher's active window, xgesture's window under the fingers
      fixture.line(of: "application: Google-chrome"),
    ]
    #expect(
      ImportFixture.commentLines("note", in: result.text, file: fixture.path).sorted()
        == notes.sorted())
  }

  @Test("The imported config passes --check")
  func passesCheck() throws {
    let result = try ImportFixture("fusuma-every-form.yml").importing(.fusuma)
    let config = try ImportFixture.check(result.text)
    #expect(config.gestures.count == Self.expected.count)
  }
}
