import Testing
import XGestureConfig
import XGestureImport

/// libinput-gestures skips only lines that start with `#`; the rest of a
/// line after its motion and count is the command, split as Python's
/// `shlex.split` splits it (no comments: a `#` is a word), and run without a
/// shell (Fixtures/libinput-gestures-end-of-line.conf). xdotool takes its
/// aliases (`ctrl`, `control`, `super`, `alt`, `shift`, `meta`, `enter`,
/// `return`) in any case.
@Suite("Importing libinput-gestures lines with a # and xdotool's names in any case")
struct LibinputGesturesEndOfLineTests {
  typealias G = ImportedYAML.Gesture

  /// No `timeout` (1.5 s), no diagonal swipes (45° either side), every touchpad.
  static func swipe(_ direction: String, _ fingers: String, yields: String? = nil, _ action: String)
    -> G
  {
    var keys = [
      "type": "swipe", "fingers": fingers, "direction": direction, "min-velocity": "0mm/s",
      "max-duration": "1500ms", "tolerance": "45deg", "devices": "[touchpads]",
    ]
    if let yields { keys["require-failure-of"] = "[\(yields)]" }
    return G(keys: keys, on: ["recognized": [action]])
  }

  static func pinch(_ direction: String, _ action: String) -> G {
    G(
      keys: ["type": "pinch", "fingers": "2-5", "direction": direction, "devices": "[touchpads]"],
      on: ["ended": [action]])
  }

  static let expected: [String: G] = [
    // xdotool gets 'super+Up', '#' and 'Maximize': the same words here.
    "swipe-up": swipe("up", "3-5", yields: "swipe-up-4", "command: xdotool key super+Up '#' Maximize"),
    "swipe-down-3": swipe("down", "3", "keys: super+Down"),
    "swipe-left-4": swipe("left", "4", "keys: ctrl+alt+Right"),
    "swipe-right-4": swipe("right", "4", "keys: ctrl+alt+Left"),
    // SUPER alone is xdotool's super: Super_L pressed and released.
    "swipe-up-4": swipe("up", "4", "keys: Super_L"),
    "pinch-in": pinch("in", "command: xdotool key ctrl+minus '#zoom'"),
    "pinch-out": pinch("out", "command: notify-send 'Zoom in' '#' loud"),
  ]

  @Test(
    "A # after the command is passed to it as libinput-gestures passes it, never pressed as keys, with a note; _internal refuses it"
  )
  func endOfLine() throws {
    let fixture = try ImportFixture("libinput-gestures-end-of-line.conf")
    let result = try fixture.importing(.libinputGestures)
    let output = try ImportedYAML(result.text)
    #expect(Set(output.gestures.keys) == Set(Self.expected.keys))
    for (name, gesture) in Self.expected {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
    let notes = [
      fixture.line(of: "# Maximize"), fixture.line(of: "#zoom"), fixture.line(of: "# loud"),
    ]
    #expect(ImportFixture.commentLines("note", in: result.text, file: fixture.path) == notes)
    // _internal's own arguments refuse the words: libinput-gestures stops at this line.
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: fixture.path) == [
        fixture.line(of: "# next desktop")
      ])
    _ = try ImportFixture.check(result.text)
  }

  @Test(
    "xdotool's aliases in any case are keys: Super+Down, Control; ENTER, no key to xdotool, stays a command"
  )
  func aliasesInAnyCase() throws {
    let text = """
      gesture swipe up 3 xdotool key Super+Down
      gesture swipe down 3 xdotool key Control+Shift+Tab
      gesture swipe left 3 xdotool key ENTER
      gesture swipe right 3 xdotool key Meta+x
      """
    // X's names, case-sensitive: xdo's symbol map has only the modifiers, so
    // xdotool looks ENTER up as it is, finds no key and ignores it.
    let known: Set = ["Down", "Tab", "Return", "x"]
    let names = KeyNames(isKnown: { known.contains($0) }, candidates: { Array(known) })
    let result = try Importer.convert(.libinputGestures, bytes: Array(text.utf8), file: "l.conf", keyNames: names)
    let output = try ImportedYAML(result.text)
    #expect(output.gestures["swipe-up-3"]?.on["recognized"] == ["keys: super+Down"])
    #expect(output.gestures["swipe-down-3"]?.on["recognized"] == ["keys: ctrl+shift+Tab"])
    #expect(output.gestures["swipe-left-3"]?.on["recognized"] == ["command: xdotool key ENTER"])
    // Meta is no modifier of xgesture's: xdotool runs it, as before.
    #expect(output.gestures["swipe-right-3"]?.on["recognized"] == ["command: xdotool key Meta+x"])
  }
}
