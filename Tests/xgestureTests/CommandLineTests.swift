import Foundation
import Testing
import XGestureTestSupport

/// The command line (docs/xgesture.1), through the built binary.
@Suite("The xgesture command line")
struct CommandLineTests {
  /// Every option of the command line, as the manual page lists them.
  static let options = [
    "--config", "--list-devices", "--check", "--mode", "--verbose", "--dry-run", "--record",
    "--replay", "--show-touches", "--import", "--monitor", "--json", "--learn", "--examples", "--from",
    "--version", "--help",
  ]

  @Test("--version prints the program's name and a version number, and exits 0")
  func version() throws {
    let result = try XGestureProcess.run(["--version"])
    #expect(result.status == .exited(0), "\(result.output)")
    let words = result.output.trimmingCharacters(in: .newlines).split(separator: " ")
    #expect(words.count == 2 && words[0] == "xgesture", "\(result.output)")
    let numbers = words.last.map { $0.split(separator: ".").compactMap { Int($0) } } ?? []
    #expect(numbers.count == 3, "not a version number: \(result.output)")
  }

  @Test("--help shows the usage with every option, and exits 0")
  func help() throws {
    for flag in ["--help", "-h"] {
      let result = try XGestureProcess.run([flag])
      #expect(result.status == .exited(0), "\(result.output)")
      #expect(result.output.hasPrefix("usage: xgesture"), "\(result.output)")
      for option in Self.options {
        #expect(result.output.contains(option), "\(flag) does not mention \(option)")
      }
    }
  }

  @Test("An unknown option exits 2 with one sentence naming it and pointing at --help")
  func unknownOption() throws {
    let result = try XGestureProcess.run(["--frobnicate"])
    #expect(result.status == .exited(2), "\(result.output)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 1, "\(result.output)")
    #expect(result.output.contains("unknown option '--frobnicate'"), "\(result.output)")
    #expect(result.output.contains("xgesture --help"), "\(result.output)")
  }

  @Test("--show-touches goes with running only: beside --check it exits 2 with one sentence")
  func showTouchesWithCheck() throws {
    let result = try XGestureProcess.run(["--check", "--show-touches"])
    #expect(result.status == .exited(2), "\(result.output)")
    #expect(result.output.contains("--show-touches goes with running"), "\(result.output)")
  }

  @Test("--mode takes only observe or claim: another word exits 2")
  func badMode() throws {
    let result = try XGestureProcess.run(["--mode", "grab"])
    #expect(result.status == .exited(2), "\(result.output)")
    #expect(result.output.contains("'grab'"), "\(result.output)")
  }

  @Test("--check of a valid config exits 0")
  func checkValid() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-check")
    let path = try Self.config(Self.tapConfig(on: "recognized: 'echo tapped'"), in: folder)
    let result = try XGestureProcess.run(["--check", path])
    #expect(result.status == .exited(0), "\(result.output)")
  }

  @Test(
    "--check with --mode claim warns of the gestures that take one-finger touches from every application, and exits 0")
  func checkClaimMode() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-check")
    let path = try Self.config(Self.tapConfig(on: "recognized: 'echo tapped'"), in: folder)
    let result = try XGestureProcess.run(["--check", path, "--mode", "claim"])
    #expect(result.status == .exited(0), "\(result.output)")
    #expect(
      result.output.contains(
        "\(path): warning: claim mode: tap takes one-finger touches from every application (it has no apps: or"
          + " not-apps:) — scope it with apps:/not-apps:, or bind 3+ fingers"), "\(result.output)")
    let observing = try XGestureProcess.run(["--check", path])
    #expect(!observing.output.contains("claim mode"), "\(observing.output)")
  }

  @Test("--check of an invalid config exits 1 and names the file, line and column of the mistake")
  func checkInvalid() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-check")
    // Line 3, column 11: the first letter of `tapp` after "    type: ".
    let path = try Self.config("gestures:\n  tap:\n    type: tapp\n", in: folder)
    let result = try XGestureProcess.run(["--check", path])
    #expect(result.status == .exited(1), "\(result.output)")
    #expect(result.output.contains("\(path):3:11: "), "\(result.output)")
    #expect(result.output.contains("tapp"), "\(result.output)")
  }

  @Test("A failed: binding runs when its gesture fails, and the recognized: one does not")
  func failedActionRuns() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-failed")
    let config = try Self.config(
      """
      gestures:
        double-tap:
          type: tap
          taps: 2
          on:
            recognized: 'echo "two taps"'
            failed: 'echo "no second tap"'

      """, in: folder)
    // One tap, then nothing: the second tap never comes, the double tap fails.
    let trace = try folder.write(
      """
      xgesture-trace 1
      device 6 "xgesture virtual touchscreen" size 294x165mm screen 1920x1080
      0    begin  1  100  80
      40   end    1  100  80

      """, to: "one-tap.trace")
    let result = try XGestureProcess.run(["--config", config, "--replay", trace, "--verbose"])
    #expect(result.status == .exited(0), "\(result.output)")
    #expect(result.output.contains("double-tap: possible → failed"), "\(result.output)")
    #expect(result.output.contains("double-tap: no second tap"), "\(result.output)")
    #expect(!result.output.contains("two taps"), "\(result.output)")
  }

  @Test("--mode on the command line wins over settings.mode, both ways")
  func modeOverridesSettings() throws {
    for (setting, option) in [("observe", "claim"), ("claim", "observe")] {
      let bed = try TouchBed()
      defer { bed.stop() }
      let folder = try TemporaryDirectory(prefix: "xgesture-mode")
      let config = try Self.config(
        "settings:\n  mode: \(setting)\n" + Self.tapConfig(on: "recognized: 'echo tapped'"),
        in: folder)
      let xgesture = try XGestureProcess(
        ["--config", config, "--mode", option], environment: bed.environment)
      let line = xgesture.waitForLine(containing: "listening on", timeout: 20)
      #expect(
        line?.text.contains("listening on \(bed.display) in \(option) mode") == true,
        "\(xgesture.output)")
      #expect(xgesture.stop() == .exited(0), "\(xgesture.output)")
    }
  }

  @Test(
    "In claim mode the log names the gestures that take one- or two-finger touches from every application: the built-in default's at start-up, a reloaded config's; three-finger gestures, none"
  )
  func claimCostLogged() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let home = try TemporaryDirectory(prefix: "xgesture-claim-home")
    var environment = bed.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.file("config")
    let builtIn = try XGestureProcess(["--mode", "claim"], environment: environment)
    #expect(builtIn.waitForLine(containing: "listening on", timeout: 20) != nil, "\(builtIn.output)")
    #expect(builtIn.stop() == .exited(0), "\(builtIn.output)")
    // config/config.yaml: pan, tap, tickle, long-press and double-tap of one finger, pinch and rotate of two.
    let warnings = builtIn.lines.map(\.text).filter { $0.contains("warning: claim mode: ") }
    #expect(
      warnings == [
        "xgesture: built-in default config: warning: claim mode: pan, tap, tickle, long-press, double-tap take"
          + " one-finger touches from every application (they have no apps: or not-apps:) — scope them with"
          + " apps:/not-apps:, or bind 3+ fingers",
        "xgesture: built-in default config: warning: claim mode: pinch, rotate take two-finger touches from every"
          + " application (they have no apps: or not-apps:) — scope them with apps:/not-apps:, or bind 3+ fingers",
      ], "\(builtIn.output)")

    let folder = try TemporaryDirectory(prefix: "xgesture-claim")
    let swipe = "gestures:\n  swipe: { type: swipe, fingers: 3, direction: left }\n"
    let path = try Self.config("settings:\n  mode: claim\n" + swipe, in: folder)
    let xgesture = try XGestureProcess(["--config", path], environment: environment)
    #expect(xgesture.waitForLine(containing: "listening on", timeout: 20) != nil, "\(xgesture.output)")
    #expect(!xgesture.output.contains("claim mode: "), "\(xgesture.output)")
    _ = try Self.config("settings:\n  mode: claim\n" + swipe + "  drag: { type: pan }\n", in: folder)
    let reloaded = xgesture.waitForLine(containing: "warning: claim mode: ", timeout: 20)
    #expect(
      reloaded?.text
        == "xgesture: \(path): warning: claim mode: drag takes one-finger touches from every application"
        + " (it has no apps: or not-apps:) — scope it with apps:/not-apps:, or bind 3+ fingers",
      "\(xgesture.output)")
    #expect(xgesture.stop() == .exited(0), "\(xgesture.output)")
  }

  @Test("--dry-run on a live touchscreen prints a tap's action instead of running it")
  func dryRunLive() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let folder = try TemporaryDirectory(prefix: "xgesture-dry-run")
    let marker = folder.file("ran")
    let config = try Self.config(Self.tapConfig(on: "recognized: 'touch \(marker)'"), in: folder)
    let xgesture = try XGestureProcess(
      ["--config", config, "--dry-run", "--verbose"], environment: bed.environment)
    #expect(
      xgesture.waitForLine(containing: "listening on", timeout: 20) != nil, "\(xgesture.output)")
    try bed.tap(x: 100, y: 80, hold: 30)
    let printed = xgesture.waitForLine(
      containing: "[dry-run] tap recognized: command: touch \(marker)")
    #expect(printed != nil, "\(xgesture.output)")
    // A command that runs is logged ("action: …") as it starts, before this stop.
    #expect(xgesture.stop() == .exited(0), "\(xgesture.output)")
    #expect(!xgesture.output.contains("action: tap recognized"), "\(xgesture.output)")
    #expect(access(marker, F_OK) != 0, "the command ran")
  }

  /// Runs `xgesture ARGUMENTS` to its end with its standard output and error apart.
  static func runApart(_ arguments: [String], in folder: TemporaryDirectory) throws -> (
    status: ChildProcess.Status?, output: String, error: String
  ) {
    let out = folder.file("stdout")
    let err = folder.file("stderr")
    let child = try ChildProcess(
      XGestureProcess.binaryPath(), arguments: arguments, environment: ChildProcess.environment(),
      standardOutput: .file(out), standardError: .file(err))
    let status = child.waitForExit(timeout: 30)
    func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return (status, read(out), read(err))
  }

  static let touchegg = """
    <touchégg>
      <application name="All">
        <gesture type="TAP" fingers="2">
          <action type="MOUSE_CLICK"><button>3</button></action>
        </gesture>
        <gesture type="TAP" fingers="3">
          <action type="RUN_COMMAND"><command>xdotool key ctrl+w</command></action>
        </gesture>
        <gesture type="ROTATE" fingers="2"><action type="CLOSE_WINDOW"/></gesture>
      </application>
    </touchégg>

    """

  @Test(
    "--import prints the converted config on stdout, which --check accepts, and counts what it could not convert on stderr"
  )
  func importConverts() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-import")
    let source = try folder.write(Self.touchegg, to: "touchegg.conf")
    let result = try Self.runApart(["--import", "touchegg", source], in: folder)
    #expect(result.status == .exited(0), "\(result.error)")
    #expect(result.output.hasPrefix("# xgesture config imported from Touchégg's \(source)"), "\(result.output)")
    #expect(result.output.contains("# not converted: \(source):9: "), "\(result.output)")
    #expect(result.error == "xgesture: 1 item not converted (see the # not converted: comments)\n", "\(result.error)")
    let config = try Self.config(result.output, in: folder)
    let check = try XGestureProcess.run(["--check", config])
    #expect(check.status == .exited(0), "\(check.output)")
    #expect(check.output.contains("2 gestures"), "\(check.output)")
  }

  @Test("--import of a file of the wrong kind exits 1 with FILE:LINE and what was expected, printing nothing on stdout")
  func importWrongKind() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-import")
    let source = try folder.write(Self.touchegg, to: "touchegg.conf")
    let result = try Self.runApart(["--import", "fusuma", source], in: folder)
    #expect(result.status == .exited(1), "\(result.error)")
    #expect(result.output.isEmpty, "\(result.output)")
    #expect(result.error.hasPrefix("xgesture: \(source):1: this is not fusuma's config"), "\(result.error)")
    let missing = try Self.runApart(["--import", "libinput-gestures", folder.file("none.conf")], in: folder)
    #expect(missing.status == .exited(1), "\(missing.error)")
    #expect(missing.error.contains("none.conf: cannot read it: No such file or directory"), "\(missing.error)")
  }

  @Test(
    "--import with an unknown tool exits 2 naming the tools it knows; without a file, or with an option in its place, it says so"
  )
  func importBadCommandLine() throws {
    let unknown = try XGestureProcess.run(["--import", "easystroke", "x.conf"])
    #expect(unknown.status == .exited(2), "\(unknown.output)")
    #expect(
      unknown.output.contains("--import takes touchegg, libinput-gestures or fusuma, not 'easystroke'"),
      "\(unknown.output)")
    let noFile = try XGestureProcess.run(["--import", "touchegg"])
    #expect(noFile.status == .exited(2), "\(noFile.output)")
    #expect(noFile.output.contains("--import touchegg needs the file to convert"), "\(noFile.output)")
    // An option where the file should be is not taken for a file.
    let option = try XGestureProcess.run(["--import", "fusuma", "--verbose"])
    #expect(option.status == .exited(2), "\(option.output)")
    #expect(option.output.contains("--import fusuma needs the file to convert"), "\(option.output)")
  }

  /// A config with one tap gesture and the given binding under `on:`.
  static func tapConfig(on binding: String) -> String {
    "gestures:\n  tap:\n    type: tap\n    on:\n      \(binding)\n"
  }

  /// Writes `text` as FOLDER/config.yaml, with the permissions xgesture accepts.
  static func config(_ text: String, in folder: TemporaryDirectory) throws -> String {
    let path = try folder.write(text, to: "config.yaml")
    chmod(path, 0o644)
    return path
  }
}
