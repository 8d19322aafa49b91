import Foundation
import Testing

@testable import XGestureConfig

/// Bad config files and the exact errors they give. `$DIR` in an expected
/// message stands for the test's folder (the config's folder).
@Suite("Bad configs")
struct BadConfigTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var text: String
    var errors: [String]
    var description: String { name }
  }

  /// A folder with a sound, a file that is not audio, and a one-sound theme.
  static func fixture() throws -> (TestFolder, ConfigLoader) {
    let folder = try TestFolder()
    try folder.write("sounds/chomp.wav", TestFolder.wav)
    try folder.write("sounds/notes.wav", "these are my notes, not a sound\n")
    try folder.write(
      "share/sounds/freedesktop/stereo/bell.oga", Data("OggS".utf8) + Data(count: 40))
    let loader = ConfigLoader(
      environment: ["HOME": folder.path + "/home", "XDG_DATA_DIRS": folder.path + "/share"],
      builtInFolder: nil)
    return (folder, loader)
  }

  static func errors(_ text: String) throws -> [String] {
    let (folder, loader) = try fixture()
    do {
      _ = try loader.load(text: text, file: "config.yaml", folder: folder.path)
      return []
    } catch {
      return error.errors.map { $0.description.replacingOccurrences(of: folder.path, with: "$DIR") }
    }
  }

  static let cases: [Case] = [
    Case(
      name: "an unknown type close to a known one",
      text: "gestures:\n  tap:\n    type: tapp\n",
      errors: ["config.yaml:3:11: unknown type 'tapp' — did you mean 'tap'?"]),
    Case(
      name: "an unknown type far from every known one",
      text: "gestures:\n  zoom:\n    type: zoom\n",
      errors: [
        "config.yaml:3:11: unknown type 'zoom' — the types are tap, long-press, pan, swipe, pinch, rotate, edge-swipe, tickle, stroke"
      ]),
    Case(
      name: "a misspelt section, which also leaves the gestures out",
      text: "gesture:\n  tap:\n    type: tap\n",
      errors: [
        "config.yaml:1:1: unknown key 'gesture' — did you mean 'gestures'?",
        "config.yaml:1:1: no 'gestures:' section — a config binds at least one gesture (see docs/CONFIG.md)",
      ]),
    Case(
      name: "an unknown parameter close to a known one",
      text: "gestures:\n  tap:\n    type: tap\n    slopp: 3mm\n",
      errors: ["config.yaml:4:5: unknown key 'slopp' in gesture 'tap' — did you mean 'slop'?"]),
    Case(
      name: "an unknown settings key",
      text: "settings:\n  volumes: 50%\ngestures:\n  tap: { type: tap }\n",
      errors: ["config.yaml:2:3: unknown key 'volumes' in 'settings' — did you mean 'volume'?"]),
    Case(
      name: "a length without its unit",
      text: "gestures:\n  tap:\n    type: tap\n    slop: 3\n",
      errors: ["config.yaml:4:11: gesture 'tap', 'slop': '3' needs its unit, like 3mm or 25px"]),
    Case(
      name: "a duration in the wrong unit",
      text: "gestures:\n  tap:\n    type: tap\n    max-duration: 3mm\n",
      errors: [
        "config.yaml:4:19: gesture 'tap', 'max-duration': unit 'mm' does not fit here — use ms, s (like 500ms or 0.5s)"
      ]),
    Case(
      name: "a negative duration",
      text: "gestures:\n  tap:\n    type: tap\n    max-duration: -5ms\n",
      errors: [
        "config.yaml:4:19: gesture 'tap', 'max-duration': must not be negative, found '-5ms'"
      ]),
    Case(
      name: "a zero duration",
      text: "gestures:\n  hold:\n    type: long-press\n    duration: 0ms\n",
      errors: [
        "config.yaml:4:15: gesture 'hold', 'duration': must be longer than zero, found '0ms'"
      ]),
    Case(
      name: "zero fingers",
      text: "gestures:\n  tap:\n    type: tap\n    fingers: 0\n",
      errors: [
        "config.yaml:4:14: gesture 'tap', 'fingers': expected a finger count like 2 or a range like 2-4 (1 to 10), found '0'"
      ]),
    Case(
      name: "eleven fingers",
      text: "gestures:\n  pan:\n    type: pan\n    fingers: 11\n",
      errors: [
        "config.yaml:4:14: gesture 'pan', 'fingers': expected a finger count like 2 or a range like 2-4 (1 to 10), found '11'"
      ]),
    Case(
      name: "a finger range beyond ten",
      text: "gestures:\n  pan:\n    type: pan\n    fingers: 2-11\n",
      errors: [
        "config.yaml:4:14: gesture 'pan', 'fingers': expected a finger count like 2 or a range like 2-4 (1 to 10), found '2-11'"
      ]),
    Case(
      name: "an unknown gesture in a rule",
      text:
        "gestures:\n  pan: { type: pan }\n  tap:\n    type: tap\n    require-failure-of: [pann]\n",
      errors: [
        "config.yaml:5:26: 'tap' require-failure-of names 'pann', which is not a gesture — did you mean 'pan'?"
      ]),
    Case(
      name: "a require-failure-of cycle",
      text: """
        gestures:
          a: { type: tap, require-failure-of: [b] }
          b: { type: pan, require-failure-of: [c] }
          c: { type: swipe, require-failure-of: [a] }

        """,
      errors: [
        "config.yaml:2:40: require-failure-of rules form a cycle: a → b → c → a — one of them must not wait for the other"
      ]),
    Case(
      name: "every rule problem at once, each at its name, next to other mistakes",
      text: """
        gestures:
          a: { type: tap, require-failure-of: [b] }
          b: { type: pan, require-failure-of: [a, pann] }
          c: { type: tapp, simultaneous-with: [c] }
          d: { type: swipe, require-failure-of: [zoom, zoom] }

        """,
      errors: [
        "config.yaml:2:40: require-failure-of rules form a cycle: a → b → a — one of them must not wait for the other",
        "config.yaml:3:43: 'b' require-failure-of names 'pann', which is not a gesture",
        "config.yaml:4:14: unknown type 'tapp' — did you mean 'tap'?",
        "config.yaml:4:40: 'c' names itself in simultaneous-with",
        "config.yaml:5:42: 'd' require-failure-of names 'zoom', which is not a gesture",
        "config.yaml:5:48: 'd' require-failure-of names 'zoom', which is not a gesture",
      ]),
    Case(
      name: "a rule naming a gesture whose own definition is wrong is not an error",
      text: "gestures:\n  pan: { type: pann }\n  tap: { type: tap, require-failure-of: [pan] }\n",
      errors: ["config.yaml:2:16: unknown type 'pann' — did you mean 'pan'?"]),
    Case(
      name: "a zero optional duration",
      text: "gestures:\n  tk:\n    type: tickle\n    max-duration: 0s\n",
      errors: [
        "config.yaml:4:19: gesture 'tk', 'max-duration': must be longer than zero, found '0s'"
      ]),
    Case(
      name: "a gesture naming itself",
      text: "gestures:\n  pan:\n    type: pan\n    simultaneous-with: pan\n",
      errors: ["config.yaml:4:24: 'pan' names itself in simultaneous-with"]),
    Case(
      name: "a missing sound file",
      text: "sounds:\n  crunch: sounds/crunch.wav\ngestures:\n  tap: { type: tap }\n",
      errors: [
        "config.yaml:2:11: sound 'crunch': 'sounds/crunch.wav' ($DIR/sounds/crunch.wav) cannot be read (No such file or directory)"
      ]),
    Case(
      name: "a sound file that is not audio",
      text: "sounds:\n  notes: sounds/notes.wav\ngestures:\n  tap: { type: tap }\n",
      errors: [
        "config.yaml:2:10: sound 'notes': 'sounds/notes.wav' ($DIR/sounds/notes.wav) is not a sound file (WAV, FLAC or Ogg)"
      ]),
    Case(
      name: "a sound name in neither sounds nor the theme",
      text:
        "sounds:\n  chomp: sounds/chomp.wav\ngestures:\n  tap:\n    type: tap\n    on: { recognized: { sound: chmop } }\n",
      errors: [
        "config.yaml:6:32: unknown sound 'chmop': not in 'sounds:' and not in the 'freedesktop' sound theme (looked in $DIR/home/.local/share:$DIR/share) — did you mean 'chomp'?"
      ]),
    Case(
      name: "an unclosed flow list",
      text: "gestures:\n  tap:\n    type: tap\n    require-failure-of: [pan\n",
      errors: [
        "config.yaml:5:1: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at line 4, column 25)"
      ]),
    Case(
      name: "a value where a key belongs",
      text: "gestures:\n  tap:\n    type: tap\n   fingers: 2\n",
      errors: [
        "config.yaml:4:4: YAML syntax error: did not find expected key (while parsing a block mapping at line 2, column 3)"
      ]),
    Case(
      name: "two gestures with the same name",
      text:
        "gestures:\n  tap: { type: tap }\n  pan: { type: pan }\n  tap: { type: tap, taps: 2 }\n",
      errors: [
        "config.yaml:4:3: the gesture name 'tap' is used twice (first at line 2) — each gesture needs its own name"
      ]),
    Case(
      name: "a settings key given twice",
      text: "settings:\n  mode: observe\n  mode: claim\ngestures:\n  tap: { type: tap }\n",
      errors: ["config.yaml:3:3: 'mode' is given twice (first at line 2)"]),
    Case(
      name: "a tab in the indentation",
      text: "gestures:\n  tap:\n\ttype: tap\n",
      errors: [
        "config.yaml:3:1: a tab in the indentation — YAML indents with spaces only; replace the tab with spaces"
      ]),
    Case(
      name: "an empty file",
      text: "",
      errors: [
        "config.yaml:1:1: the file is empty — a config needs a 'gestures:' section (see docs/CONFIG.md)"
      ]),
    Case(
      name: "a file of comments only",
      text: "# nothing yet\n\n",
      errors: [
        "config.yaml:1:1: the file is empty — a config needs a 'gestures:' section (see docs/CONFIG.md)"
      ]),
    Case(
      name: "a YAML alias",
      text: "gestures:\n  tap: &t { type: tap }\n  again: *t\n",
      errors: [
        "config.yaml:3:10: YAML aliases ('*t') are not allowed in a config — write the value out"
      ]),
    Case(
      name: "a misspelt state",
      text: "gestures:\n  tap:\n    type: tap\n    on:\n      recognised: echo hi\n",
      errors: [
        "config.yaml:5:7: unknown state 'recognised' in gesture 'tap' — did you mean 'recognized'?"
      ]),
    Case(
      name: "a state far from every state, of a gesture whose type is wrong: every state is listed",
      text: "gestures:\n  g:\n    type: tapp\n    on:\n      zzzz: echo hi\n",
      errors: [
        "config.yaml:3:11: unknown type 'tapp' — did you mean 'tap'?",
        "config.yaml:5:7: unknown state 'zzzz' in gesture 'g' — the states are began, changed, ended, cancelled, recognized, failed",
      ]),
    Case(
      name: "an unknown key far from every key of the type: its parameters and the rule keys are listed",
      text: "gestures:\n  tap:\n    type: tap\n    zzzzzz: 1\n",
      errors: [
        "config.yaml:4:5: unknown key 'zzzzzz' in gesture 'tap' — a tap gesture takes fingers, taps, slop, max-duration, interval, distance, type, require-failure-of, simultaneous-with, devices, apps, not-apps, on"
      ]),
    Case(
      name: "an unknown section far from every section",
      text: "gestures:\n  tap: { type: tap }\nzzzzzz: 1\n",
      errors: ["config.yaml:3:1: unknown key 'zzzzzz' — the sections are settings, sounds and gestures"]),
    Case(
      name: "a state the type does not have",
      text: "gestures:\n  tap:\n    type: tap\n    on:\n      ended: echo hi\n",
      errors: [
        "config.yaml:5:7: a tap gesture is discrete and has no 'ended' state — it has recognized, failed"
      ]),
    Case(
      name: "an action with both a command and a sound",
      text:
        "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: { command: echo, sound: bell }\n",
      errors: [
        "config.yaml:5:36: an action is one thing ('command' here), not 'command' and 'sound' — write two actions in a list"
      ]),
    Case(
      name: "a rate limit without its unit",
      text:
        "gestures:\n  pinch:\n    type: pinch\n    on:\n      changed: { command: echo, every: 50 }\n",
      errors: ["config.yaml:5:40: 'every': '50' needs its unit, like 500ms or 0.5s"]),
    Case(
      name: "a rate limit of zero",
      text:
        "gestures:\n  pinch:\n    type: pinch\n    on:\n      changed: { command: echo, every: 0s }\n",
      errors: ["config.yaml:5:40: 'every' must be longer than zero, found '0s'"]),
    Case(
      name: "a timeout on a sound",
      text:
        "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: { sound: bell, timeout: 1s }\n",
      errors: ["config.yaml:5:34: 'timeout' applies to commands only, not to sounds"]),
    Case(
      name: "an empty action",
      text: "gestures:\n  pan:\n    type: pan\n    on:\n      ended:\n",
      errors: [
        "config.yaml:5:13: no action given for 'ended' — write a command, { command: … } or { sound: … }"
      ]),
    Case(
      name: "a misspelt action key",
      text: "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: { comand: echo hi }\n",
      errors: ["config.yaml:5:21: unknown key 'comand' in an action — did you mean 'command'?"]),
    Case(
      name: "an action map with neither command nor sound",
      text: "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: { every: 1s }\n",
      errors: [
        "config.yaml:5:19: an action needs one of 'command:', 'sound:', 'keys:', 'click:', 'scroll:', 'workspace:', 'window:', 'repeat:', 'volume:'"
      ]),
    Case(
      name: "an empty list of actions",
      text: "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: []\n",
      errors: ["config.yaml:5:19: no action given for 'recognized' — the list is empty"]),
    Case(
      name: "an action naming a sound whose file is bad: one error, at the file",
      text:
        "sounds:\n  notes: sounds/notes.wav\ngestures:\n  tap:\n    type: tap\n    on: { recognized: { sound: notes } }\n",
      errors: [
        "config.yaml:2:10: sound 'notes': 'sounds/notes.wav' ($DIR/sounds/notes.wav) is not a sound file (WAV, FLAC or Ogg)"
      ]),
    Case(
      name: "an unknown device-list form",
      text: "settings:\n  devices: ELAN\ngestures:\n  tap: { type: tap }\n",
      errors: [
        "config.yaml:2:12: 'devices' must be 'all' or a list of device names, XI ids, touchscreens or touchpads like [\"ELAN Touchscreen\", 11, touchpads], found 'ELAN'"
      ]),
    Case(
      name: "a volume above 100%",
      text: "settings:\n  volume: 120%\ngestures:\n  tap: { type: tap }\n",
      errors: ["config.yaml:2:11: 'volume' must be between 0% and 100%, found '120%'"]),
    Case(
      name: "a volume without its unit",
      text: "settings:\n  volume: 80\ngestures:\n  tap: { type: tap }\n",
      errors: ["config.yaml:2:11: 'volume' needs its unit: write 80%"]),
    Case(
      name: "an unknown mode",
      text: "settings:\n  mode: clam\ngestures:\n  tap: { type: tap }\n",
      errors: [
        "config.yaml:2:9: unknown mode 'clam' — did you mean 'claim'? (the modes are observe and claim)"
      ]),
    Case(
      name: "an unknown when-locked value",
      text: "settings:\n  when-locked: paus\ngestures:\n  tap: { type: tap }\n",
      errors: [
        "config.yaml:2:16: unknown 'when-locked' value 'paus' — did you mean 'pause'? (pause, the default, or run for a kiosk)"
      ]),
    Case(
      name: "a touchegg-clients value that is not on or off",
      text: "settings:\n  touchegg-clients: yes please\ngestures:\n  tap: { type: tap }\n",
      errors: [
        "config.yaml:2:21: 'touchegg-clients' is on or off (off, the default), found 'yes please'"
      ]),
    Case(
      name: "a list at the top",
      text: "- tap\n- pan\n",
      errors: [
        "config.yaml:1:1: the config must be a map with 'settings:', 'sounds:' and 'gestures:' sections, found a list"
      ]),
    Case(
      name: "a second document",
      text: "gestures:\n  tap: { type: tap }\n---\ngestures: {}\n",
      errors: ["config.yaml:3:1: a second YAML document ('---') — the config is one document"]),
    Case(
      name: "a gesture without a type",
      text: "gestures:\n  tap:\n    fingers: 2\n",
      errors: [
        "config.yaml:2:3: gesture 'tap' has no 'type:' — one of tap, long-press, pan, swipe, pinch, rotate, edge-swipe, tickle, stroke"
      ]),
    Case(
      name: "several mistakes, all reported in file order",
      text: """
        settings:
          mode: clam
        gestures:
          tap:
            type: tapp
          pan:
            type: pan
            fingers: 0
            on:
              recognized: echo no

        """,
      errors: [
        "config.yaml:2:9: unknown mode 'clam' — did you mean 'claim'? (the modes are observe and claim)",
        "config.yaml:5:11: unknown type 'tapp' — did you mean 'tap'?",
        "config.yaml:10:7: a pan gesture is continuous and has no 'recognized' state — it has began, changed, ended, cancelled, failed",
      ]),
  ]

  @Test("A bad config gives exactly these errors", arguments: cases)
  func badConfig(_ example: Case) throws {
    let errors = try Self.errors(example.text)
    #expect(errors == example.errors)
  }

  @Test("Binary garbage is named as such, at the NUL byte")
  func binary() throws {
    let (folder, loader) = try Self.fixture()
    let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0xFF]
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: "x", line: 1, column: 8,
          message:
            "the file contains a NUL byte: it is binary, not YAML text — is this the right file?")
      ])
    ) {
      _ = try loader.load(bytes: bytes, file: "x", folder: folder.path)
    }
  }

  @Test("Invalid UTF-8 is pointed at with its byte")
  func invalidUTF8() throws {
    let (folder, loader) = try Self.fixture()
    let bytes = Array("gestures:\n  tä".utf8) + [0xC3, 0x28] + Array("p: { type: tap }\n".utf8)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: "x", line: 2, column: 5,
          message: "invalid UTF-8 (byte 0xC3) — save the file as UTF-8")
      ])
    ) {
      _ = try loader.load(bytes: bytes, file: "x", folder: folder.path)
    }
    // Lines end with CR LF or a lone CR too, as libyaml counts them.
    let crlf = Array("gestures:\r\n  tap:\r    \t".utf8) + [0xFF]
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: "x", line: 3, column: 6,
          message: "invalid UTF-8 (byte 0xFF) — save the file as UTF-8")
      ])
    ) {
      _ = try loader.load(bytes: crlf, file: "x", folder: folder.path)
    }
  }

  @Test("A tab in the indentation is found after CR line ends")
  func tabAfterCR() throws {
    #expect(
      try Self.errors("gestures:\r\n  tap:\r\ttype: tap\r") == [
        "config.yaml:3:1: a tab in the indentation — YAML indents with spaces only; replace the tab with spaces"
      ])
  }

  @Test("A sound path that is a FIFO is refused without blocking")
  func fifoSound() throws {
    let (folder, loader) = try Self.fixture()
    #expect(mkfifo(folder.path + "/sounds/pipe.wav", 0o600) == 0)
    let text = "sounds:\n  pipe: sounds/pipe.wav\ngestures:\n  tap: { type: tap }\n"
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: "c", line: 2, column: 9,
          message:
            "sound 'pipe': 'sounds/pipe.wav' (\(folder.path)/sounds/pipe.wav) is not a regular file"
        )
      ])
    ) {
      _ = try loader.load(text: text, file: "c", folder: folder.path)
    }
  }

  @Test("A 10 MB file is refused without being parsed, read from disk or given as bytes")
  func tooBig() throws {
    let (folder, loader) = try Self.fixture()
    let big = Data(repeating: UInt8(ascii: "#"), count: 10 * 1024 * 1024)
    let path = try folder.write("big.yaml", big, mode: 0o600)
    let message =
      "the file is 10485760 bytes; a config file may be at most 1048576 bytes (1 MiB) — is this the right file?"
    #expect(throws: ConfigErrors([ConfigError(file: path, line: 1, column: 1, message: message)])) {
      _ = try loader.load(path: path)
    }
    #expect(throws: ConfigErrors([ConfigError(file: "x", line: 1, column: 1, message: message)])) {
      _ = try loader.load(bytes: Array(big), file: "x", folder: folder.path)
    }
  }

  @Test("A billion-laughs alias bomb is refused at its first alias, quickly")
  func aliasBomb() throws {
    var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      let previous = "*a\(level - 1)"
      text +=
        "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ")
        + "]\n"
    }
    text += "gestures: *a9\n"
    let start = ContinuousClock.now
    let errors = try Self.errors(text)
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(
      errors == [
        "config.yaml:2:10: YAML aliases ('*a0') are not allowed in a config — write the value out"
      ])
  }

  @Test("Nesting deeper than the cap is refused, not recursed into")
  func deepNesting() throws {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      try Self.errors(text) == [
        "config.yaml:1:65: the YAML is nested more than 64 levels deep — a config needs four"
      ])
  }
}
