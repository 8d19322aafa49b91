import Foundation
import Testing
import XGestureTestSupport

/// `xgesture --learn` drawn on the touch bed (docs/REFERENCE.md §16): with
/// an xgesture running, which records for it over a private session bus
/// and pauses its actions meanwhile; and alone, listening to the X server
/// itself.
@Suite("Acceptance: learning a shape on the touch bed")
struct LearnScenarioTests {
  /// A tap that appends a line to a file, so that whether it ran can be read back.
  static func config(marker: String) -> String {
    """
    gestures:
      tap:
        type: tap
        on:
          recognized: 'echo tapped >> \(marker)'

    """
  }

  /// Three z's drawn on the bed's touchscreen, as the built-in z is drawn.
  static let threeZs = StrokeDrawings.trace([
    StrokeDrawings.z(x: 100, y: 50, size: 40), StrokeDrawings.z(x: 120, y: 60, size: 30),
    StrokeDrawings.z(x: 90, y: 40, size: 50),
  ])

  static func lines(of path: String) -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// The running xgesture with the tap's config on a private session bus, and `--learn zed` beside it.
  static func start() throws -> (SessionBusBed, Desktop, String, XGestureProcess) {
    let bus = try SessionBusBed()
    let marker = bus.folder.file("tapped")
    let desktop = try Desktop(configText: config(marker: marker), environment: bus.environment)
    #expect(bus.waitForOwner(of: "org.xgesture.Xgesture") != nil, "\(desktop.xgesture.output)")
    var environment = bus.environment
    environment["HOME"] = desktop.home.path
    environment["XDG_CONFIG_HOME"] = desktop.home.file("config")
    let learn = try XGestureProcess(["--learn", "zed"], environment: environment)
    #expect(learn.waitForLine(containing: "xgesture is running: it records") != nil, "\(learn.output)")
    #expect(
      desktop.lines(containing: "recording touch sequences for xgesture --learn").count == 1,
      "\(desktop.xgesture.output)")
    #expect(!desktop.lines(containing: "paused: recording for xgesture --learn").isEmpty)
    return (bus, desktop, marker, learn)
  }

  @Test(
    "While the running xgesture records for --learn its tap runs nothing and is refused as no stroke; the z's are saved, and it acts again after"
  )
  func learnOverTheBus() throws {
    let (bus, desktop, marker, learn) = try Self.start()
    defer { withExtendedLifetime(bus) {} }
    // One --learn at a time: another client's Record is refused while this one records.
    let second = try bus.call("Record")
    #expect(!second.status.succeeded, "\(second.output)")
    #expect(second.output.contains("org.xgesture.Xgesture1.Error.Busy"), "\(second.output)")
    #expect(second.output.contains("another xgesture --learn is recording"), "\(second.output)")
    try desktop.touch.tap(x: 147, y: 82.5)
    #expect(learn.waitForLine(containing: "not taken: no shape: ") != nil, "\(learn.output)")
    #expect(!desktop.lines(containing: "tap: possible → recognized").isEmpty, "\(desktop.xgesture.output)")

    try desktop.touch.draw(Self.threeZs)
    #expect(learn.waitForExit() == .exited(0), "\(learn.output)")
    let saved = desktop.home.file("config/xgesture/strokes/zed.trace")
    #expect(learn.output.contains("example 3 of 3 taken"), "\(learn.output)")
    #expect(learn.output.contains("saved \(saved): 3 examples of 'zed'"), "\(learn.output)")
    #expect(learn.output.contains("nearest: z, "), "\(learn.output)")
    #expect(learn.output.contains("the running xgesture reloaded its config"), "\(learn.output)")
    #expect(!desktop.lines(containing: "resumed: xgesture --learn stopped recording").isEmpty)

    // The tap made while recording ran nothing; one made now runs.
    try desktop.touch.tap(x: 147, y: 82.5)
    let ran = poll(timeout: 10, interval: 20) { Self.lines(of: marker).isEmpty ? nil : true }
    #expect(ran == true, "\(desktop.xgesture.output)")
    #expect(Self.lines(of: marker) == ["tapped"], "only the tap after learning ran")
  }

  @Test("A --learn killed while recording: the running xgesture sees it leave the bus and acts again")
  func learnKilled() throws {
    let (bus, desktop, marker, learn) = try Self.start()
    defer { withExtendedLifetime(bus) {} }
    try desktop.touch.draw(StrokeDrawings.trace([StrokeDrawings.z(x: 100, y: 50, size: 40)]))
    #expect(learn.waitForLine(containing: "example 1 of 3 taken") != nil, "\(learn.output)")
    learn.send(SIGKILL)
    #expect(learn.waitForExit() == .signalled(SIGKILL))
    #expect(
      !desktop.lines(containing: "resumed: xgesture --learn stopped recording").isEmpty, "\(desktop.xgesture.output)")
    try desktop.touch.tap(x: 147, y: 82.5)
    let ran = poll(timeout: 10, interval: 20) { Self.lines(of: marker).isEmpty ? nil : true }
    #expect(ran == true, "\(desktop.xgesture.output)")
    #expect(!FileManager.default.fileExists(atPath: desktop.home.file("config/xgesture/strokes/zed.trace")))
  }

  @Test(
    "With no xgesture running, --learn listens on the X server itself: a tap refused, two z's drawn through the bed saved"
  )
  func learnListeningItself() throws {
    let bed = try TouchBed()
    let home = try TemporaryDirectory(prefix: "xgesture-home")
    var environment = bed.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.file("config")
    // No session bus: --learn finds no xgesture to record for it.
    environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(home.file("no-bus"))"
    let learn = try XGestureProcess(["--learn", "zed", "--examples", "2"], environment: environment)
    #expect(learn.waitForLine(containing: "listening on \(bed.display)", timeout: 20) != nil, "\(learn.output)")
    try bed.tap(x: 147, y: 82.5)
    #expect(learn.waitForLine(containing: "not taken: no shape: ") != nil, "\(learn.output)")
    try bed.draw(
      StrokeDrawings.trace([StrokeDrawings.z(x: 100, y: 50, size: 40), StrokeDrawings.z(x: 120, y: 60, size: 30)]))
    #expect(learn.waitForExit() == .exited(0), "\(learn.output)")
    let saved = home.file("config/xgesture/strokes/zed.trace")
    #expect(learn.output.contains("saved \(saved): 2 examples of 'zed'"), "\(learn.output)")
    #expect(learn.output.contains("nearest: z, "), "\(learn.output)")
  }
}
