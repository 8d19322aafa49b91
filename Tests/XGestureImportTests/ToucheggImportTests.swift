import Testing
import XGestureConfig
import XGestureImport

/// Touchégg's config, as its README describes it (Fixtures/touchegg-every-form.conf).
@Suite("Importing Touchégg")
struct ToucheggImportTests {
  typealias G = ImportedYAML.Gesture

  /// A gesture as the README's meaning makes it: the type, fingers and
  /// direction of `<gesture>`, the section's applications, the action.
  static func gesture(
    _ type: String, _ fingers: String, _ direction: String? = nil, apps: String? = nil,
    on: [String: [String]]
  ) -> G {
    var keys = ["type": type, "fingers": fingers]
    if let direction { keys["direction"] = direction }
    if let apps { keys["apps"] = apps }
    return G(keys: keys, on: on)
  }

  /// Swipes are continuous and act once at their end, animated unless
  /// `animate` is false: a directed pan whose window or desktop action runs
  /// on `ended` with a preview (a complete swipe is 40 mm; a pinch out ×2,
  /// in ×0.5). SEND_KEYS and RUN_COMMAND run `on` begin by default, with
  /// `repeat` once per step (10 steps, or `times`) and `decrease…` back.
  /// SEND_KEYS activates the window under the pointer first (Touchégg's
  /// send-keys: only the active window receives shortcuts): its keys go to
  /// the window under the gesture, which a global gesture must say
  /// (`target: under`) and an application's has by default. It presses a
  /// keysym's key with only the modifiers given: `T` is the t key.
  static let expected: [String: G] = {
    let chrome = "[Google-chrome, Chromium-browser]"
    let echo = "command: echo 'it''s: a #tag & ünïcode' \"[x]\" {y} <z>"
    return [
      "swipe-up-3": gesture("pan", "3", "up", on: ["ended": ["window: maximize, preview: 40mm"]]),
      "swipe-down-3": gesture("pan", "3", "down", on: ["ended": ["window: minimize"]]),
      "swipe-left-3": gesture(
        "pan", "3", "left", on: ["ended": ["window: tile-left, preview: 40mm"]]),
      "swipe-right-3": gesture(
        "pan", "3", "right", on: ["ended": ["window: tile-right, preview: 40mm"]]),
      "swipe-up-2": gesture("pan", "2", "up", on: ["ended": ["window: fullscreen, preview: 40mm"]]),
      "pinch-in-3": gesture("pinch", "3", "in", on: ["ended": ["window: close, preview: 0.5"]]),
      "swipe-left-4": gesture(
        "pan", "4", "left", on: ["ended": ["workspace: next, wrap: true, preview: 40mm"]]),
      "swipe-right-4": gesture("pan", "4", "right", on: ["ended": ["workspace: previous"]]),
      // auto: natural scrolling, as Touchégg takes it on touchscreens.
      "swipe-up-4": gesture("pan", "4", "up", on: ["ended": ["workspace: next, preview: 40mm"]]),
      "swipe-down-4": gesture("pan", "4", "down", on: ["ended": ["workspace: previous"]]),
      "pinch-in-5": gesture("pinch", "5", "in", on: ["ended": ["workspace: up"]]),
      "pinch-out-5": gesture("pinch", "5", "out", on: ["ended": ["workspace: down"]]),
      "swipe-left-5": gesture("pan", "5", "left", on: ["ended": ["workspace: left"]]),
      "swipe-right-5": gesture("pan", "5", "right", on: ["ended": ["workspace: right"]]),
      "pinch-out-4": gesture(
        "pinch", "4", "out", on: ["ended": ["window: show-desktop, preview: 2"]]),
      "pinch-in-4": gesture("pinch", "4", "in", on: ["began": ["keys: super+a, target: under"]]),
      "swipe-up-5": gesture(
        "pan", "5", "up", on: ["ended": ["keys: ctrl+alt+t, target: under, preview: 40mm"]]),
      "swipe-down-5": gesture(
        "pan", "5", "down",
        on: [
          "began": ["keys: XF86AudioMute, target: under"],
          "ended": ["keys: XF86AudioMute, target: under"],
        ]),
      "swipe-left-2": gesture("pan", "2", "left", on: ["began": ["click: left"]]),
      "tap-2": gesture("tap", "2", on: ["recognized": ["click: right"]]),
      "tap-3": gesture("tap", "3", on: ["recognized": ["click: middle"]]),
      "tap-4": gesture("tap", "4", on: ["recognized": ["click: back"]]),
      "tap-5": gesture("tap", "5", on: ["recognized": ["click: forward"]]),
      "google-chrome-pinch-in-2": gesture(
        "pinch", "2", "in", apps: chrome,
        on: [
          "changed": [
            "repeat: { every: 10%, do: { keys: ctrl+KP_Subtract }, reverse: { keys: ctrl+KP_Add } }"
          ]
        ]),
      "google-chrome-pinch-out-2": gesture(
        "pinch", "2", "out", apps: chrome,
        on: [
          "changed": [
            "repeat: { every: 20%, do: { keys: ctrl+KP_Add }, reverse: { keys: ctrl+KP_Subtract } }"
          ]
        ]),
      "google-chrome-swipe-up-3": gesture(
        "pan", "3", "up", apps: chrome,
        on: [
          "began": [
            "command: notify-send 'Hello World' \"Swipe up, DEVICE_TYPE=$TOUCHEGG_DEVICE_TYPE\""
          ]
        ]),
      "firefox-swipe-left-3": gesture(
        "pan", "3", "left", apps: "[Firefox]",
        on: [
          "changed": [
            "repeat: { every: 4mm, do: { keys: alt+shift+Tab }, reverse: { keys: alt+Tab } }"
          ]
        ]),
      "firefox-swipe-right-3": gesture(
        "pan", "3", "right", apps: "[Firefox]",
        on: [
          "changed": [
            "repeat: { every: 4mm, do: { keys: alt+Tab }, reverse: { keys: alt+shift+Tab } }"
          ]
        ]),
      "firefox-swipe-down-4": gesture(
        "pan", "4", "down", apps: "[Firefox]",
        on: [
          "changed": [
            "repeat: { every: 10mm, do: { keys: ctrl+Tab }, reverse: { command: notify-send 'Swipe direction' 'UP' } }"
          ]
        ]),
      "xterm-swipe-down-3": gesture(
        "pan", "3", "down", apps: "[XTerm]", on: ["ended": ["workspace: 2"]]),
      "xterm-pinch-out-3": gesture(
        "pinch", "3", "out", apps: "[XTerm]", on: ["began": ["click: middle, at: pointer"]]),
      "xterm-tap-2": gesture("tap", "2", apps: "[XTerm]", on: ["recognized": [echo, echo]]),
      "xterm-tap-3": gesture(
        "tap", "3", apps: "[XTerm]",
        on: ["recognized": ["command: printf 'a\tb'\nnotify-send \"done\""]]),
      "xterm-pinch-in-2": gesture(
        "pinch", "2", "in", apps: "[XTerm]",
        on: [
          "changed": [
            "repeat: { every: 6%, do: { keys: ctrl+minus }, reverse: { keys: ctrl+plus } }"
          ]
        ]),
      "xterm-swipe-up-4": gesture(
        "pan", "4", "up", apps: "[XTerm]", on: ["ended": ["keys: super+Page_Up, preview: 40mm"]]),
    ]
  }()

  @Test(
    "Every documented gesture, direction, action and option becomes the gesture the README describes"
  )
  func everyForm() throws {
    let fixture = try ImportFixture("touchegg-every-form.conf")
    let output = try ImportedYAML(fixture.importing(.touchegg).text)
    #expect(Set(output.gestures.keys) == Set(Self.expected.keys))
    for (name, gesture) in Self.expected {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
  }

  @Test(
    "The settings become settings.feedback: animation_delay → delay, the threshold → commit, the colours"
  )
  func settings() throws {
    let output = try ImportedYAML(
      ImportFixture("touchegg-every-form.conf").importing(.touchegg).text)
    #expect(
      output.settings == [
        "feedback.delay": "200ms", "feedback.commit": "30%", "feedback.color": "#909090",
        "feedback.border": "#ffffff",
      ])
  }

  @Test(
    "What Touchégg has no form for stays as # not converted: comments at its line, and is counted")
  func notConverted() throws {
    let fixture = try ImportFixture("touchegg-every-form.conf")
    let result = try fixture.importing(.touchegg)
    let drag = fixture.line(of: "<gesture type=\"SWIPE\" fingers=\"2\" direction=\"DOWN\">") + 1
    let repeatedTap = fixture.line(of: "<gesture type=\"TAP\" fingers=\"6\">") + 1
    let expected = [
      fixture.line(of: "name=\"shadow\""), drag, repeatedTap, fixture.line(of: "type=\"ROTATE\""),
      fixture.line(of: "fingers=\"6\" direction=\"IN\""),
    ]
    let lines = ImportFixture.commentLines("not converted", in: result.text, file: fixture.path)
    #expect(lines.sorted() == expected.sorted())
    #expect(result.notConverted == 5)
    #expect(result.summary.first == "5 items not converted (see the # not converted: comments)")
  }

  @Test("What works differently is said in # note: comments at its line")
  func notes() throws {
    let fixture = try ImportFixture("touchegg-every-form.conf")
    let result = try fixture.importing(.touchegg)
    func action(after marker: String) -> Int { fixture.line(of: marker) + 1 }
    let close = action(after: "<gesture type=\"PINCH\" fingers=\"3\" direction=\"IN\">")
    let expected = [
      close, close,  // its own colour and border colour
      action(after: "<gesture type=\"SWIPE\" fingers=\"4\" direction=\"LEFT\">"),  // animationPosition
      action(after: "<gesture type=\"SWIPE\" fingers=\"4\" direction=\"UP\">"),  // auto
      action(after: "<gesture type=\"SWIPE\" fingers=\"4\" direction=\"DOWN\">"),  // auto
    ]
    let chrome = fixture.line(of: "Google-chrome,Chromium-browser")
    let firefox = fixture.line(of: "name=\"Firefox\"")
    let held = [
      fixture.line(of: "direction=\"IN\">", after: chrome) + 1,
      fixture.line(of: "direction=\"OUT\">", after: chrome) + 1,
      fixture.line(of: "direction=\"LEFT\">", after: firefox) + 1,
      fixture.line(of: "direction=\"RIGHT\">", after: firefox) + 1,
      fixture.line(of: "direction=\"UP\">", after: chrome) + 1,  // $TOUCHEGG_DEVICE_TYPE
    ]
    let lines = ImportFixture.commentLines("note", in: result.text, file: fixture.path)
    #expect(lines.sorted() == (expected + held).sorted())
  }

  @Test("The imported config passes --check")
  func passesCheck() throws {
    let result = try ImportFixture("touchegg-every-form.conf").importing(.touchegg)
    let config = try ImportFixture.check(result.text)
    #expect(config.gestures.count == Self.expected.count)
  }

  @Test(
    "Touchégg keeps the last binding of one application, type, fingers and direction, and so does the import"
  )
  func lastBindingWins() throws {
    let xml = """
      <touchégg>
        <application name="All">
          <gesture type="TAP" fingers="2"><action type="MOUSE_CLICK"><button>2</button></action></gesture>
          <gesture type="TAP" fingers="2"><action type="MOUSE_CLICK"><button>3</button></action></gesture>
        </application>
        <application name="Firefox, XTerm">
          <gesture type="TAP" fingers="3">
            <action type="RUN_COMMAND"><command><![CDATA[echo <first> && echo "both"]]></command></action>
          </gesture>
        </application>
        <application name="xterm">
          <gesture type="TAP" fingers="3"><action type="SHOW_DESKTOP"/></gesture>
        </application>
      </touchégg>
      """
    let result = try Importer.convert(.touchegg, bytes: Array(xml.utf8), file: "t.conf")
    let output = try ImportedYAML(result.text)
    #expect(
      output.gestures == [
        "tap-2": Self.gesture("tap", "2", on: ["recognized": ["click: right"]]),
        "firefox-tap-3": Self.gesture(
          "tap", "3", apps: "[Firefox]",
          on: ["recognized": ["command: echo <first> && echo \"both\""]]),
        "xterm-tap-3": Self.gesture(
          "tap", "3", apps: "[xterm]", on: ["recognized": ["window: show-desktop"]]),
      ])
    // The first tap was replaced (a note at its line); the Firefox, XTerm one only lost XTerm.
    #expect(ImportFixture.commentLines("note", in: result.text, file: "t.conf") == [3])
    #expect(result.notConverted == 0)
  }
}
