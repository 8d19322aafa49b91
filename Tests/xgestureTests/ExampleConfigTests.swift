import Foundation
import Testing
import XGestureTestSupport

/// The shipped examples (config/examples) are valid configs as `xgesture
/// --check` reads them — key names checked against X's keysyms — and none
/// starts a helper program for what xgesture does itself.
@Suite("The example configs")
struct ExampleConfigTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("config/examples").path

  static var examples: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }
      .sorted()
  }

  @Test("Every example passes xgesture --check, and none runs xdotool or wmctrl")
  func examplesCheck() throws {
    #expect(Self.examples.count >= 7)
    // Copies of our own: xgesture refuses a config with commands that belongs to someone
    // else, and `sudo make test` runs as root in a checkout that belongs to its user.
    let copies = try TemporaryDirectory(prefix: "xgesture-examples")
    for name in Self.examples {
      let text = try String(contentsOfFile: "\(Self.folder)/\(name)", encoding: .utf8)
      let path = try copies.write(text, to: name)
      let result = try XGestureProcess.run(["--check", path])
      #expect(result.status == .exited(0), "\(name): \(result.output)")
      #expect(!text.contains("xdotool") && !text.contains("wmctrl"), "\(name) starts a helper program")
    }
  }

  @Test("--check names an unknown key name with X's closest keysym")
  func unknownKey() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-keys")
    try folder.write(
      "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: { keys: ctrl+Retrun }\n", to: "config.yaml")
    chmod(folder.file("config.yaml"), 0o644)
    let result = try XGestureProcess.run(["--check", folder.file("config.yaml")])
    #expect(result.status == .exited(1), "\(result.output)")
    #expect(
      result.output.contains(
        "config.yaml:5:27: unknown key name 'Retrun' in 'ctrl+Retrun' — did you mean 'Return'?"),
      "\(result.output)")
  }
}
