import Testing
import XGestureImport

/// libinput-gestures' config, as its README and default config's comments
/// describe it (Fixtures/libinput-gestures-every-form.conf).
@Suite("Importing libinput-gestures")
struct LibinputGesturesImportTests {
  typealias G = ImportedYAML.Gesture

  /// libinput-gestures acts when the fingers lift, on touchpads only
  /// (`device all`), with no speed needed, within `timeout` (2 s here); a
  /// swipe's direction is its larger axis, within 22.5° once diagonal
  /// swipes are configured; `swipe_threshold 100` is 100 libinput units
  /// (0.0951 mm each). Without a finger count a gesture takes every count
  /// libinput reports (swipes 3 to 5, pinches 2 to 5, holds 1 to 5) and
  /// yields to the same gesture given with a count.
  static func swipe(_ direction: String, _ fingers: String, yields: String? = nil, _ action: String)
    -> G
  {
    var keys = [
      "type": "swipe", "fingers": fingers, "direction": direction, "min-distance": "9.51mm",
      "min-velocity": "0mm/s",
      "max-duration": "2000ms", "tolerance": "22.5deg", "devices": "[touchpads]",
    ]
    if let yields { keys["require-failure-of"] = "[\(yields)]" }
    return G(keys: keys, on: ["recognized": [action]])
  }

  static func turn(
    _ type: String, _ direction: String, _ fingers: String, yields: String? = nil, _ action: String
  ) -> G {
    var keys = ["type": type, "fingers": fingers, "direction": direction, "devices": "[touchpads]"]
    if type == "rotate" { keys["min-angle"] = "15deg" }  // libinput-gestures' rotation threshold
    if let yields { keys["require-failure-of"] = "[\(yields)]" }
    return G(keys: keys, on: ["ended": [action]])
  }

  /// A hold starts after libinput's 180 ms, plus its `on+N` seconds; the
  /// shorter holds wait for the longer ones to fail, so the longest one the
  /// fingers reach runs, as libinput-gestures picks it.
  static func hold(_ fingers: String, _ duration: String, yields: String? = nil, _ action: String)
    -> G
  {
    var keys = ["type": "long-press", "fingers": fingers, "duration": duration]
    if let yields { keys["require-failure-of"] = "[\(yields)]" }
    return G(keys: keys, on: ["began": [action]])
  }

  static let expected: [String: G] = [
    "swipe-up": swipe("up", "3-5", yields: "swipe-up-4", "workspace: next"),
    "swipe-down": swipe("down", "3-5", yields: "swipe-down-4", "workspace: previous, wrap: true"),
    "swipe-left": swipe("left", "3-5", yields: "swipe-left-4", "keys: alt+Right"),
    "swipe-right": swipe("right", "3-5", yields: "swipe-right-4", "keys: alt+Left"),
    "swipe-up-4": swipe("up", "4", "keys: super+Page_Down"),
    "swipe-down-4": swipe("down", "4", "workspace: 1"),  // wmctrl counts desktops from 0
    // In a grid of --cols 4, ws_left moves a column on and ws_right one back.
    "swipe-left-4": swipe("left", "4", "workspace: right"),
    "swipe-right-4": swipe("right", "4", "workspace: left, wrap: true"),
    "pinch-in": turn("pinch", "in", "2-5", yields: "pinch-in-3", "keys: super+s"),
    "pinch-out": turn("pinch", "out", "2-5", "command: amixer set Master 8%+"),
    "pinch-in-3": turn("pinch", "in", "3", "click: right, at: pointer"),
    "hold-4": hold("4", "180ms", yields: "hold-2.2s-4", "keys: ctrl+t"),
    "hold-2.2s-4": hold("4", "2380ms", "keys: ctrl+w"),
    "hold": hold("1-5", "180ms", yields: "hold-4, hold-2.2s-4", "keys: Escape"),
  ]

  /// The arguments a `sh` command line passes (single quotes and `'\''` only).
  static func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var inWord = false
    var escaped = false
    for character in command {
      if escaped {
        word.append(character)
        escaped = false
      } else if character == "'" {
        quoted.toggle()
        inWord = true
      } else if character == " " && !quoted {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if character == "\\" && !quoted {
        escaped = true
        inWord = true
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  @Test(
    "Every documented gesture, motion and finger count becomes the gesture the README describes")
  func everyForm() throws {
    let output = try ImportedYAML(
      ImportFixture("libinput-gestures-every-form.conf").importing(.libinputGestures).text)
    for (name, gesture) in Self.expected {
      #expect(output.gestures[name] == gesture, "\(name)")
    }
    #expect(
      Set(output.gestures.keys)
        == Set(Self.expected.keys).union(["pinch-clockwise", "pinch-anticlockwise-2"]))
  }

  @Test(
    "A command runs the same program with the same arguments through sh as libinput-gestures runs without one"
  )
  func commandsKeepTheirArguments() throws {
    let output = try ImportedYAML(
      ImportFixture("libinput-gestures-every-form.conf").importing(.libinputGestures).text)
    let clockwise = try #require(output.gestures["pinch-clockwise"])
    #expect(clockwise.keys["type"] == "rotate" && clockwise.keys["direction"] == "clockwise")
    #expect(clockwise.keys["fingers"] == "2-5" && clockwise.keys["min-angle"] == "15deg")
    let rotate = try #require(clockwise.on["ended"]?.first?.dropFirst("command: ".count))
    // libinput-gestures expands ~ in the program's name: sh must see it unquoted.
    #expect(rotate.hasPrefix("~/bin/rotate.sh "))
    #expect(Self.shellWords(String(rotate)) == ["~/bin/rotate.sh", "--by", "90 degrees", "it's"])
    let overview = try #require(
      output.gestures["pinch-anticlockwise-2"]?.on["ended"]?.first?.dropFirst("command: ".count))
    #expect(
      Self.shellWords(String(overview)) == [
        "dbus-send", "--session", "--type=method_call", "--dest=org.gnome.Shell",
        "/org/gnome/Shell",
        "org.gnome.Shell.Eval", "string:Main.overview.toggle();",
      ])
  }

  @Test(
    "Inside double quotes a backslash escapes only a quote and a backslash, as Python's shlex has it, so \\$ and \\` keep theirs"
  )
  func doubleQuotesAsShlex() throws {
    let line = #"gesture swipe up echo "cost \$5 at \`date\`" "a\"b" "c\\d""#
    let result = try Importer.convert(.libinputGestures, bytes: Array(line.utf8), file: "libinput-gestures.conf")
    let output = try ImportedYAML(result.text)
    let command = try #require(output.gestures["swipe-up"]?.on["recognized"]?.first?.dropFirst("command: ".count))
    #expect(Self.shellWords(String(command)) == ["echo", #"cost \$5 at \`date\`"#, #"a"b"#, #"c\d"#])
  }

  @Test(
    "Diagonal swipes, unknown gestures and broken lines stay as # not converted: comments at their lines"
  )
  func notConverted() throws {
    let fixture = try ImportFixture("libinput-gestures-every-form.conf")
    let result = try fixture.importing(.libinputGestures)
    let expected = ["swipe left_up", "swipe right_down", "ws_left_up", "gesture tap", "'unclosed"]
      .map { fixture.line(of: $0) }
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: fixture.path) == expected)
    #expect(result.notConverted == expected.count)
    let notes = [
      "--cols 4 ws_left", "--cols 4 -w ws_right", "hold on 4", "hold on+2.2", "hold on xdotool",
    ].map { fixture.line(of: $0) }
    #expect(
      ImportFixture.commentLines("note", in: result.text, file: fixture.path).sorted()
        == notes.sorted())
  }

  @Test("The imported config passes --check")
  func passesCheck() throws {
    let result = try ImportFixture("libinput-gestures-every-form.conf").importing(.libinputGestures)
    let config = try ImportFixture.check(result.text)
    #expect(config.gestures.count == Self.expected.count + 2)
  }
}
