import Foundation
import Testing
import XGestureTestSupport

/// Editing the config while xgesture runs, as a user does in an editor.
@Suite("Acceptance: live reload")
struct ReloadScenarioTests {
  static func config(_ word: String) -> String {
    """
    gestures:
      tap:
        type: tap
        on:
          recognized: 'echo \(word)'

    """
  }

  @Test("Saving by rename, an invalid save, and its fix: the old bindings fire until a valid file replaces them")
  func reloadKeepsTheOldConfigUntilAValidOne() throws {
    let desktop = try Desktop(configText: Self.config("first"))
    let path = desktop.home.file("config/xgesture/config.yaml")
    func tap(expecting word: String, count: Int) throws {
      try desktop.touch.tap(x: 100, y: 80, hold: 30)
      #expect(desktop.lines(containing: "tap: \(word)", count: count).count == count, "\(desktop.xgesture.output)")
    }
    try tap(expecting: "first", count: 1)

    // An editor's save: write a new file, rename it over the old one.
    try desktop.home.write(Self.config("second"), to: "config/xgesture/.config.yaml.swp")
    chmod(desktop.home.file("config/xgesture/.config.yaml.swp"), 0o644)
    rename(desktop.home.file("config/xgesture/.config.yaml.swp"), path)
    #expect(desktop.lines(containing: "config reloaded").count == 1, "\(desktop.xgesture.output)")
    try tap(expecting: "second", count: 1)

    // A mistake, saved in place: reported with its position; the old bindings stay.
    try "gestures:\n  tap:\n    type: tapp\n".write(toFile: path, atomically: false, encoding: .utf8)
    let rejected = desktop.lines(containing: "not reloaded — the previous config stays in force")
    #expect(rejected.count == 1, "\(desktop.xgesture.output)")
    #expect(desktop.xgesture.output.contains("config.yaml:3:11: unknown type 'tapp'"), "\(desktop.xgesture.output)")
    try tap(expecting: "second", count: 2)

    // Fixed: the new bindings fire.
    try Self.config("third").write(toFile: path, atomically: false, encoding: .utf8)
    #expect(desktop.lines(containing: "config reloaded", count: 2).count == 2, "\(desktop.xgesture.output)")
    try tap(expecting: "third", count: 1)
    #expect(desktop.lines(containing: "tap: first").count == 1)
  }

  @Test("SIGHUP reloads the config")
  func hangUpReloads() throws {
    let desktop = try Desktop(configText: Self.config("before"))
    desktop.xgesture.send(SIGHUP)
    #expect(desktop.lines(containing: "config reloaded").count == 1, "\(desktop.xgesture.output)")
  }

  @Test("A second xgesture on the same display says which process runs and exits 1")
  func oneInstancePerDisplay() throws {
    let desktop = try Desktop()
    // The same session: the same display and runtime folder (where the lock is).
    var environment = desktop.touch.environment.merging(desktop.sound.environment) { $1 }
    environment["HOME"] = desktop.home.path
    environment["XDG_CONFIG_HOME"] = desktop.home.file("config")
    let second = try XGestureProcess.run([], environment: environment, timeout: 10)
    #expect(second.status == .exited(1))
    #expect(second.output.contains("xgesture already runs on display"), "\(second.output)")
    #expect(second.output.contains("(process \(desktop.xgesture.pid))"), "\(second.output)")
  }
}
