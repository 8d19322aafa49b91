import Foundation
import Testing
import XGestureTestSupport

/// `xgesture --import` of each fixture the import's own tests read
/// (Tests/XGestureImportTests/Fixtures, written from each tool's docs),
/// through the built binary, and its output through the binary's `--check`,
/// which checks key names against X's keysyms (docs/REFERENCE.md §12).
@Suite("xgesture --import of every fixture, then --check")
struct ImportCommandLineTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    var tool: String
    var file: String
    var testDescription: String { "\(tool) \(file)" }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("XGestureImportTests/Fixtures").path

  static let fixtures = [
    Fixture(tool: "touchegg", file: "touchegg-every-form.conf"),
    Fixture(tool: "touchegg", file: "touchegg-taps.conf"),
    Fixture(tool: "touchegg", file: "touchegg-1x-defaults.conf"),
    Fixture(tool: "touchegg", file: "touchegg-1x-every-form.conf"),
    Fixture(tool: "libinput-gestures", file: "libinput-gestures-every-form.conf"),
    Fixture(tool: "libinput-gestures", file: "libinput-gestures-swipes.conf"),
    Fixture(tool: "libinput-gestures", file: "libinput-gestures-end-of-line.conf"),
    Fixture(tool: "fusuma", file: "fusuma-every-form.yml"),
    Fixture(tool: "fusuma", file: "fusuma-swipes.yml"),
    Fixture(tool: "fusuma", file: "fusuma-begin-update-end.yml"),
  ]

  /// What standard error says of `count` comments of one kind (docs/IMPORT.md).
  static func summary(_ count: Int, _ one: String, _ what: String) -> [String] {
    count == 0 ? [] : ["xgesture: \(count) \(one)\(count == 1 ? "" : "s") \(what)"]
  }

  @Test(
    "The import exits 0 and counts its comments on stderr; the binary's --check reads every gesture it wrote",
    arguments: fixtures)
  func importThenCheck(_ fixture: Fixture) throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-import")
    let text = try String(contentsOfFile: "\(Self.folder)/\(fixture.file)", encoding: .utf8)
    let source = try folder.write(text, to: fixture.file)
    let result = try CommandLineTests.runApart(["--import", fixture.tool, source], in: folder)
    #expect(result.status == .exited(0), "\(result.error)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "# xgesture config imported from \(Self.toolName(fixture.tool))'s \(source)",
      "\(result.output)")
    // A gesture is a key two spaces in under gestures:; comments are indented as its keys.
    let gestures = lines.drop { $0 != "gestures:" }.filter {
      $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  #")
    }
    let notConverted = lines.filter { $0.hasPrefix("  # not converted: \(source):") }.count
    let notes = lines.filter { $0.hasPrefix("  # note: \(source):") }.count
    #expect(gestures.count >= 4, "\(result.output)")
    let stderr =
      Self.summary(notConverted, "item", "not converted (see the # not converted: comments)")
      + Self.summary(notes, "note", "on what works differently (see the # note: comments)")
    #expect(result.error.split(separator: "\n").map(String.init) == stderr, "\(result.error)")

    let config = try CommandLineTests.config(result.output, in: folder)
    let check = try XGestureProcess.run(["--check", config])
    #expect(check.status == .exited(0), "\(fixture.file): \(check.output)")
    #expect(
      check.output.contains("config.yaml: \(gestures.count) gestures, 0 sounds — OK"),
      "\(check.output)")
  }

  static func toolName(_ tool: String) -> String {
    ["touchegg": "Touchégg", "libinput-gestures": "libinput-gestures", "fusuma": "fusuma"][tool]
      ?? tool
  }
}
