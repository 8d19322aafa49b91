import Testing
import XGestureImport

/// Touchégg 1.x's config (its wiki's "All gestures supported" and "All
/// actions supported", the `when` attribute of its actions): actions as
/// text, run once at the gesture's end (at its start with
/// `when="AT_START"`), never animated; `ALL` as every direction not bound
/// on its own; `composed_gestures_time` turning double taps on.
@Suite("Importing Touchégg 1.x")
struct ToucheggLegacyImportTests {
  typealias G = ImportedYAML.Gesture

  static func gesture(
    _ type: String, _ fingers: String, _ direction: String? = nil, apps: String? = nil,
    extra: [String: String] = [:], on: [String: [String]]
  ) -> G {
    var keys = ["type": type, "fingers": fingers].merging(extra) { $1 }
    if let direction { keys["direction"] = direction }
    if let apps { keys["apps"] = apps }
    return G(keys: keys, on: on)
  }

  /// SCROLL SPEED=5 clicks the wheel every 40 − 2 × 5 = 30 pixels of motion:
  /// 30 × 25.4 / 96 mm at 96 dpi. INVERTED=true is the touchscreen's way,
  /// the content following the fingers: natural.
  static let thirtyPixels = "7.938mm"

  /// The shipped config's form: taps click (BUTTON=3 the right button),
  /// drags act at their end, CHANGE_DESKTOP goes round, SEND_KEYS presses
  /// its keysyms' keys with Control, Shift, Super or Alt held, after
  /// activating the window under the pointer (`target: under`).
  static let defaults: [String: G] = {
    let viewers = "[Evince, Eog]"
    let browsers = "[Firefox, Nautilus]"
    var expected: [String: G] = [
      "tap-2": gesture("tap", "2", on: ["recognized": ["click: right"]]),
      "tap-3": gesture("tap", "3", on: ["recognized": ["click: middle"]]),
      "tap-5": gesture("tap", "5", on: ["recognized": ["window: close"]]),
      "drag-up-3": gesture("pan", "3", "up", on: ["ended": ["window: maximize"]]),
      "drag-down-3": gesture("pan", "3", "down", on: ["ended": ["window: minimize"]]),
      // ALL: the directions not bound on their own.
      "drag-left-3": gesture("pan", "3", "left", on: ["began": ["window: move"]]),
      "drag-right-3": gesture("pan", "3", "right", on: ["began": ["window: move"]]),
      "drag-left-4": gesture("pan", "4", "left", on: ["ended": ["workspace: next, wrap: true"]]),
      "drag-right-4": gesture(
        "pan", "4", "right", on: ["ended": ["workspace: previous, wrap: true"]]),
      "drag-up-4": gesture("pan", "4", "up", on: ["ended": ["keys: ctrl+alt+Up, target: under"]]),
      "drag-down-4": gesture("pan", "4", "down", on: ["ended": ["window: show-desktop"]]),
      "evince-pinch-in-2": gesture(
        "pinch", "2", "in", apps: viewers, on: ["ended": ["keys: ctrl+minus"]]),
      "evince-pinch-out-2": gesture(
        "pinch", "2", "out", apps: viewers, on: ["ended": ["keys: ctrl+plus"]]),
      // ROTATE LEFT turns counterclockwise; R is the r key, Shift held as written.
      "evince-rotate-left-2": gesture(
        "rotate", "2", "counterclockwise", apps: viewers, on: ["ended": ["keys: ctrl+shift+r"]]),
      "evince-rotate-right-2": gesture(
        "rotate", "2", "clockwise", apps: viewers, on: ["ended": ["keys: ctrl+r"]]),
      "firefox-drag-left-2": gesture(
        "pan", "2", "left", apps: browsers, on: ["ended": ["keys: alt+Right"]]),
      "firefox-drag-right-2": gesture(
        "pan", "2", "right", apps: browsers, on: ["ended": ["keys: alt+Left"]]),
    ]
    for direction in ["up", "down", "left", "right"] {
      expected["drag-\(direction)-2"] = gesture(
        "pan", "2", direction, on: ["changed": ["scroll: natural, every: \(thirtyPixels)"]])
    }
    return expected
  }()

  @Test(
    "A 1.x config's text actions keep their meaning: BUTTON=3 is a right click, NEXT and PREVIOUS go round, keys are keys"
  )
  func defaultsConvert() throws {
    let fixture = try ImportFixture("touchegg-1x-defaults.conf")
    let result = try fixture.importing(.touchegg)
    let output = try ImportedYAML(result.text)
    #expect(Set(output.gestures.keys) == Set(Self.defaults.keys))
    for (name, gesture) in Self.defaults {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
    // Touchégg 1.x animates nothing: no preview, no feedback settings.
    #expect(!result.text.contains("preview"))
    #expect(output.settings.isEmpty)
    _ = try ImportFixture.check(result.text)
  }

  @Test(
    "1.x's gestures without an xgesture form are named with their line: a double tap 1.x never sees, a tap and hold, a resize"
  )
  func defaultsNotConverted() throws {
    let fixture = try ImportFixture("touchegg-1x-defaults.conf")
    let result = try fixture.importing(.touchegg)
    let expected = [
      fixture.line(of: "type=\"DOUBLE_TAP\""),
      fixture.line(of: "type=\"RESIZE_WINDOW\""),
      fixture.line(of: "type=\"TAP_AND_HOLD\""),
    ]
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: fixture.path) == expected)
    #expect(result.text.contains("composed_gestures_time is 0"))
    let notes = [fixture.line(of: "type=\"SCROLL\""), fixture.line(of: "type=\"MOVE_WINDOW\"")]
    #expect(ImportFixture.commentLines("note", in: result.text, file: fixture.path) == notes)
  }

  static let everyForm: [String: G] = {
    var expected: [String: G] = [
      // A tap waits for its fingers' double tap to fail, as 1.x holds it back.
      "tap-1": gesture(
        "tap", "1", extra: ["require-failure-of": "[double-tap-1]"],
        on: ["recognized": ["click: left"]]),
      // RUN_COMMAND runs no shell: Qt's words, """ a literal quote, $ and | plain.
      "double-tap-1": gesture(
        "tap", "1", extra: ["taps": "2", "interval": "200ms"],
        on: ["recognized": ["command: notify-send 'Double tap' 'a \"quoted\" word' '$USER|cat'"]]),
      "tap-2": gesture("tap", "2", on: ["recognized": ["click: forward"]]),
      "tap-3": gesture("tap", "3", on: ["recognized": ["click: left"]]),
      "tap-4": gesture("tap", "4", on: ["recognized": ["window: show-desktop"]]),
      "tap-5": gesture("tap", "5", on: ["recognized": ["window: minimize"]]),
      "drag-up-2": gesture("pan", "2", "up", on: ["began": ["workspace: next, wrap: true"]]),
      "drag-right-3": gesture(
        "pan", "3", "right", on: ["ended": ["keys: Super_L, target: under"]]),
      "drag-up-4": gesture("pan", "4", "up", on: ["ended": ["window: show-desktop"]]),
      "drag-left-5": gesture(
        "pan", "5", "left", on: ["changed": ["scroll: traditional, every: \(thirtyPixels)"]]),
      "pinch-in-2": gesture("pinch", "2", "in", on: ["ended": ["keys: ctrl+minus, target: under"]]),
      "pinch-in-3": gesture(
        "pinch", "3", "in", on: ["ended": ["keys: [ctrl+a, ctrl+c], target: under"]]),
      "pinch-in-5": gesture("pinch", "5", "in", on: ["ended": ["click: right"]]),
      "rotate-left-3": gesture("rotate", "3", "counterclockwise", on: ["ended": ["workspace: 2"]]),
      "rotate-right-3": gesture("rotate", "3", "clockwise", on: ["ended": ["workspace: 2"]]),
      "gimp-tap-2": gesture("tap", "2", apps: "[Gimp]", on: ["recognized": ["click: middle"]]),
    ]
    for direction in ["down", "left", "right"] {
      expected["drag-\(direction)-4"] = gesture(
        "pan", "4", direction, on: ["ended": ["keys: super+Page_Down"]])
    }
    return expected
  }()

  @Test("Every 1.x gesture type, direction, action and setting becomes what 1.x did with it")
  func everyFormConverts() throws {
    let fixture = try ImportFixture("touchegg-1x-every-form.conf")
    let result = try fixture.importing(.touchegg)
    let output = try ImportedYAML(result.text)
    #expect(Set(output.gestures.keys) == Set(Self.everyForm.keys))
    for (name, gesture) in Self.everyForm {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
    #expect(!result.text.contains("preview"))
    _ = try ImportFixture.check(result.text)
  }

  @Test("What 1.x ran that has no xgesture form, or what 1.x never ran, is named at its line")
  func everyFormNotConverted() throws {
    let fixture = try ImportFixture("touchegg-1x-every-form.conf")
    let result = try fixture.importing(.touchegg)
    func gesture(_ marker: String) -> Int { fixture.line(of: marker) }
    func action(_ marker: String) -> Int { fixture.line(of: marker) + 1 }
    let expected = [
      gesture("name=\"animation_speed\""),
      gesture("type=\"TAP\" fingers=\"6\""),
      action("type=\"DRAG\" fingers=\"1\" direction=\"UP\""),  // DRAG_AND_DROP holds a button
      action("type=\"DRAG\" fingers=\"2\" direction=\"DOWN\""),  // CHANGE_VIEWPORT
      action("type=\"DRAG\" fingers=\"3\" direction=\"LEFT\""),  // AltGr
      gesture("type=\"DRAG\" fingers=\"3\" direction=\"IN\""),
      gesture("fingers=\"ALL\""),
      action("type=\"PINCH\" fingers=\"4\" direction=\"OUT\""),  // no keysym name
      action("type=\"PINCH\" fingers=\"5\" direction=\"OUT\""),  // RESIZE_WINDOW
      gesture("type=\"TAP_AND_HOLD\""),
    ]
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: fixture.path)
        == expected.sorted())
    let notes = [
      action("type=\"TAP\" fingers=\"3\""),  // button=3 is no BUTTON=: a left click
      action("type=\"TAP\" fingers=\"4\""),  // only the last <action> runs
      gesture("type=\"TAP\" fingers=\"5\""),  // bound again
      action("type=\"DRAG\" fingers=\"2\" direction=\"UP\""),  // next is no NEXT
      action("type=\"DRAG\" fingers=\"5\""), action("type=\"DRAG\" fingers=\"5\""),  // SPEED=15, scroll:
    ]
    #expect(
      ImportFixture.commentLines("note", in: result.text, file: fixture.path) == notes.sorted())
  }

  @Test("A damaged XML file is an error at the line and column where it is damaged")
  func damagedXML() throws {
    let text = """
      <touchégg>
        <application name="All">
          <gesture type="TAP" fingers="2" direction="">
            <action type="RUN_COMMAND">a && b</action>
          </gesture>
        </application>
      </touchégg>
      """
    let error = try #require(throws: ImportError.self) {
      try Importer.convert(.touchegg, bytes: Array(text.utf8), file: "t.conf")
    }
    #expect(error.description.hasPrefix("t.conf:4:36: "), "\(error)")
    #expect(error.message.contains("&amp;"), "\(error)")
    let unclosed = "<touchégg>\n  <application name=\"All\">\n    <gesture type=\"TAP\">\n</touchégg>\n"
    let second = try #require(throws: ImportError.self) {
      try Importer.convert(.touchegg, bytes: Array(unclosed.utf8), file: "t.conf")
    }
    // </touchégg> closes the <gesture> of line 3: the damage is where it stands.
    #expect(second.description.hasPrefix("t.conf:4:1: "), "\(second)")
  }

  @Test(
    "A 2.x config's text actions are not read as 1.x: a file with any 2.x form is read as 2.x reads it")
  func secondFormatWins() throws {
    let xml = """
      <touchégg>
        <application name="All">
          <gesture type="SWIPE" fingers="3" direction="UP">
            <action type="MAXIMIZE_RESTORE_WINDOW"><animate>false</animate></action>
          </gesture>
          <gesture type="DRAG" fingers="3" direction="DOWN">
            <action type="MINIMIZE_WINDOW"></action>
          </gesture>
        </application>
      </touchégg>
      """
    let result = try Importer.convert(.touchegg, bytes: Array(xml.utf8), file: "t.conf")
    let output = try ImportedYAML(result.text)
    // 2.x animates a window action unless told not to: the drag previews.
    #expect(
      output.gestures["swipe-down-3"]
        == Self.gesture("pan", "3", "down", on: ["ended": ["window: minimize, preview: 40mm"]]))
  }
}
