import Foundation
import Testing
import XGestureTestSupport

/// How the running binary starts, records, and ends.
@Suite("Acceptance: the daemon's life")
struct LifecycleScenarioTests {
  @Test("SIGTERM ends xgesture with status 0")
  func termEndsCleanly() throws {
    let desktop = try Desktop()
    #expect(desktop.xgesture.stop() == .exited(0), "\(desktop.xgesture.output)")
  }

  @Test("When the X server goes away, xgesture says so and exits 1")
  func lostServerExitsOne() throws {
    let desktop = try Desktop()
    desktop.touch.stop()
    let status = desktop.xgesture.waitForExit(timeout: 10)
    #expect(status == .exited(1), "\(desktop.xgesture.output)")
    #expect(desktop.xgesture.output.contains("lost the connection to the X server"), "\(desktop.xgesture.output)")
  }

  @Test("A recorded session replays to the same transitions and actions")
  func recordThenReplay() throws {
    let home = try TemporaryDirectory(prefix: "xgesture-record")
    let trace = home.file("session.trace")
    let desktop = try Desktop(arguments: ["--verbose", "--record", trace])
    try desktop.touch.tap(x: 100, y: 80, hold: 30)
    try desktop.touch.stroke(x: 50, y: 80, dx: 30, dy: 0, steps: 10, interval: 10)
    _ = desktop.lines(containing: "pan: pan: flung to")
    _ = desktop.lines(containing: "action: tap recognized")
    #expect(desktop.xgesture.stop() == .exited(0))
    let live = desktop.xgesture.lines.map(\.text).filter { $0.contains(" → ") }

    let replay = try XGestureProcess.run(
      ["--replay", trace, "--dry-run", "--verbose"],
      environment: ["HOME": desktop.home.path, "XDG_CONFIG_HOME": desktop.home.file("config")])
    #expect(replay.status == .exited(0), "\(replay.output)")
    let replayed = replay.output.split(separator: "\n").map(String.init).filter { $0.contains(" → ") }
    #expect(replayed == live, "live:\n\(live.joined(separator: "\n"))\nreplayed:\n\(replayed.joined(separator: "\n"))")
    #expect(replay.output.contains("[dry-run] tap recognized: sound: chomp"), "\(replay.output)")
    #expect(replay.output.contains("[dry-run] pan ended: command:"), "\(replay.output)")
  }
}
