import Foundation
import Testing
import XGestureBridge
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Never act on a locked screen: the built binary on the touch bed, with a
/// real dbus-daemon holding python3-dbusmock's logind as the system bus, and
/// the real X server's screen saver (`xset`).
@Suite("Acceptance: gestures pause while the screen is locked")
struct LockScenarioTests {
  static func swipeConfig(mode: String) -> String {
    """
    settings:
      mode: \(mode)
    gestures:
      swipe:
        type: swipe
        fingers: 3
        direction: left
        on:
          recognized: 'echo swiped'
    """
  }

  static let dragConfig = """
    gestures:
      drag:
        type: pan
        on:
          began: 'echo drag began'
          ended: 'echo drag ended'
          cancelled: 'echo drag cancelled'
    """

  /// The three-finger swipe left the config binds (150 mm to 90 mm).
  static func swipe(_ desktop: Desktop, lift: Bool = true) throws {
    try desktop.touch.stroke(fingers: 3, x: 150, y: 40, dx: -60, dy: 0, lift: lift)
  }

  /// A system bus address where no bus listens.
  static func noBus(_ folder: TemporaryDirectory) -> [String: String] {
    ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(folder.file("no-bus-here"))"]
  }

  @Test("While logind's LockedHint is true a bound swipe is recognized and runs nothing; false, it runs again")
  func lockedHintPauses() throws {
    let bus = try SystemBusBed()
    let desktop = try Desktop(configText: Self.swipeConfig(mode: "observe"), environment: bus.environment)
    #expect(
      desktop.lines(containing: "pausing while locked: logind session c7, X screen saver").count == 1,
      "\(desktop.xgesture.output)")

    try bus.setLockedHint(true)
    #expect(desktop.lines(containing: "paused: session locked (logind)").count == 1, "\(desktop.xgesture.output)")
    try Self.swipe(desktop)
    #expect(desktop.lines(containing: "swipe: possible → recognized").count == 1, "\(desktop.xgesture.output)")

    try bus.setLockedHint(false)
    #expect(desktop.lines(containing: "resumed: session unlocked (logind)").count == 1, "\(desktop.xgesture.output)")
    #expect(!desktop.xgesture.output.contains("action: swipe"), "\(desktop.xgesture.output)")

    try Self.swipe(desktop)
    #expect(desktop.lines(containing: "action: swipe recognized").count == 1, "\(desktop.xgesture.output)")
    #expect(desktop.lines(containing: "paused:").count == 1)
  }

  @Test("logind's Lock signal in the middle of a pan cancels it, and no action of it runs")
  func lockSignalCancelsPan() throws {
    let bus = try SystemBusBed()
    let desktop = try Desktop(configText: Self.dragConfig, environment: bus.environment)
    try desktop.touch.stroke(x: 50, y: 80, dx: 30, dy: 0, steps: 10, interval: 10, lift: false)
    #expect(desktop.lines(containing: "action: drag began").count == 1, "\(desktop.xgesture.output)")

    try bus.lock()
    #expect(desktop.lines(containing: "paused: session locked (logind)").count == 1, "\(desktop.xgesture.output)")
    #expect(desktop.lines(containing: "drag: changed → cancelled").count == 1, "\(desktop.xgesture.output)")
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()

    try bus.unlock()
    #expect(desktop.lines(containing: "resumed: session unlocked (logind)").count == 1, "\(desktop.xgesture.output)")
    #expect(!desktop.xgesture.output.contains("action: drag cancelled"), "\(desktop.xgesture.output)")
    #expect(!desktop.xgesture.output.contains("action: drag ended"), "\(desktop.xgesture.output)")

    try desktop.touch.stroke(x: 50, y: 80, dx: 30, dy: 0, steps: 10, interval: 10)
    #expect(desktop.lines(containing: "action: drag ended").count == 1, "\(desktop.xgesture.output)")
  }

  @Test("Without a system bus xgesture says so once, and pauses on the X screen saver alone")
  func screenSaverAlone() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-no-bus")
    let desktop = try Desktop(configText: Self.swipeConfig(mode: "observe"), environment: Self.noBus(folder))
    #expect(
      desktop.lines(containing: "pausing while locked: X screen saver").count == 1, "\(desktop.xgesture.output)")
    let said = desktop.lines(containing: "no system bus to ask logind")
    #expect(said.count == 1 && said[0].contains("only the X screen saver"), "\(desktop.xgesture.output)")

    try Self.swipe(desktop)
    #expect(desktop.lines(containing: "action: swipe recognized").count == 1, "\(desktop.xgesture.output)")

    try desktop.touch.screenSaver(.activate)
    #expect(desktop.lines(containing: "paused: screen saver on").count == 1, "\(desktop.xgesture.output)")
    try desktop.touch.screenSaver(.reset)
    #expect(desktop.lines(containing: "resumed: screen saver off").count == 1, "\(desktop.xgesture.output)")

    try Self.swipe(desktop)
    #expect(desktop.lines(containing: "action: swipe recognized", count: 2).count == 2, "\(desktop.xgesture.output)")
    #expect(desktop.lines(containing: "no system bus").count == 1, "said more than once")
  }

  @Test("In claim mode a swipe that wakes the screen saver runs nothing and its touches reach a window at once")
  func claimPassesTouchesOn() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-no-bus")
    let desktop = try Desktop(configText: Self.swipeConfig(mode: "claim"), environment: Self.noBus(folder))
    #expect(!desktop.lines(containing: "in claim mode").isEmpty, "\(desktop.xgesture.output)")
    let window = try XInputProbeWindow(displayName: desktop.touch.display, selection: .window)
    defer { window.stop() }

    try desktop.touch.screenSaver(.activate)
    #expect(desktop.lines(containing: "paused: screen saver on").count == 1, "\(desktop.xgesture.output)")
    try Self.swipe(desktop, lift: false)
    // Rejected at once: the window has all three touches while the fingers are still down.
    let begun = window.wait(timeout: 10) { $0.filter { $0.type == "TouchBegin" }.count == 3 }
    #expect(begun != nil, "the window saw \(window.events.map(\.type)): \(desktop.xgesture.output)")
    for finger in 0..<3 { desktop.touch.up(slot: finger) }
    try desktop.touch.frame()
    #expect(desktop.lines(containing: "resumed: screen saver off").count == 1, "\(desktop.xgesture.output)")

    try desktop.touch.screenSaver(.reset)
    try Self.swipe(desktop)
    // One action: this swipe's, not the waking one's.
    #expect(desktop.lines(containing: "action: swipe recognized").count == 1, "\(desktop.xgesture.output)")
  }

  @Test("Under when-locked: run (a kiosk) a swipe acts while the session is locked, and the lock is noted")
  func kioskRuns() throws {
    let bus = try SystemBusBed()
    let config = Self.swipeConfig(mode: "observe").replacingOccurrences(
      of: "  mode: observe", with: "  mode: observe\n  when-locked: run")
    let desktop = try Desktop(configText: config, environment: bus.environment)
    #expect(
      desktop.lines(containing: "acting also while locked (settings.when-locked: run)").count == 1,
      "\(desktop.xgesture.output)")
    try bus.setLockedHint(true)
    #expect(
      desktop.lines(containing: "session locked (logind): gestures keep acting").count == 1,
      "\(desktop.xgesture.output)")
    try Self.swipe(desktop)
    #expect(desktop.lines(containing: "action: swipe recognized").count == 1, "\(desktop.xgesture.output)")
    #expect(!desktop.xgesture.output.contains("paused:"), "\(desktop.xgesture.output)")
  }

  @Test("--list-devices names the lock sources xgesture would watch")
  func listDevicesNamesLockSources() throws {
    let bus = try SystemBusBed()
    let bed = try TouchBed()
    defer { bed.stop() }
    let (status, output) = try XGestureProcess.run(
      ["--list-devices"], environment: bed.environment.merging(bus.environment) { $1 })
    #expect(status.succeeded, "\(output)")
    #expect(output.contains("lock sources: logind session c7, X screen saver"), "\(output)")

    let folder = try TemporaryDirectory(prefix: "xgesture-no-bus")
    let alone = try XGestureProcess.run(
      ["--list-devices"], environment: bed.environment.merging(Self.noBus(folder)) { $1 })
    #expect(alone.output.contains("lock sources: X screen saver\n  no system bus"), "\(alone.output)")
  }
}
