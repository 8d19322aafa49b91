import Foundation
import Testing
import XGestureTestSupport

/// `xgesture --monitor [--json]` (docs/REFERENCE.md §15, "Watching it"), the
/// built binary on a private session bus (`SessionBusBed`) where python3-gi
/// stands in for xgesture (`StandInXgesture`) and sends the interface's
/// signals. Expected lines are written from the reference's formats.
@Suite("xgesture --monitor")
struct MonitorCommandTests {
  /// Starts `xgesture --monitor ARGUMENTS` on `bus` and waits until it watches.
  static func monitor(_ arguments: [String] = [], on bus: SessionBusBed) throws -> XGestureProcess {
    let monitor = try XGestureProcess(["--monitor"] + arguments, environment: bus.environment)
    #expect(monitor.waitForLine(containing: "xgesture: watching xgesture") != nil, "\(monitor.output)")
    return monitor
  }

  /// What it printed on standard output (its sentences start with `xgesture:`).
  static func printed(_ monitor: XGestureProcess) -> [String] {
    monitor.lines.map(\.text).filter { !$0.hasPrefix("xgesture:") }
  }

  /// A tap won over a long press: the reference's example, as the stand-in sends it.
  static func sendTapSequence(_ xgesture: StandInXgesture) throws {
    try xgesture.transition(
      "tap", type: "tap", from: "possible", to: "recognized",
      data: ["fingers": .int32(1), "x": .double(960), "y": .double(540), "time": .uint64(700_000)])
    try xgesture.action("tap", state: "recognized", action: "command: notify-send tap", outcome: "ran")
    try xgesture.transition(
      "long-press", type: "long-press", from: "possible", to: "failed",
      data: [
        "fingers": .int32(1), "x": .double(961), "y": .double(540), "time": .uint64(700_120),
        "reason": .string("moved 5.2 mm > slop 3 mm"),
      ])
    try xgesture.sequenceEnded(
      recognized: ["tap"], failed: ["long-press": "moved 5.2 mm > slop 3 mm"], time: 700_812)
  }

  @Test("Each transition, action and sequence's summary is a line with the time, the event and what happened")
  func textLines() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let monitor = try Self.monitor(on: bus)
    try Self.sendTapSequence(xgesture)
    #expect(monitor.waitForLine(containing: "SEQUENCE") != nil, "\(monitor.output)")
    #expect(
      Self.printed(monitor) == [
        "   +0.000s  TRANSITION  tap: possible → recognized (fingers=1 x=960 y=540)",
        "   +0.000s  ACTION      tap recognized: command: notify-send tap → ran",
        "   +0.120s  TRANSITION  long-press: possible → failed (moved 5.2 mm > slop 3 mm)",
        "   +0.812s  SEQUENCE    tap won; long-press failed: moved 5.2 mm > slop 3 mm",
      ])
    try xgesture.releaseName()
    #expect(monitor.waitForExit() == .exited(0))
    #expect(monitor.lines.last?.text == "xgesture: xgesture ended", "\(monitor.output)")
  }

  @Test(
    "--json through jq: each signal one object, data flattened, strings escaped, each line through the pipe as it happens"
  )
  func jsonThroughJq() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let jq = try ProgramLookup.find("jq", package: "jq")
    let pipeline = try XGestureProcess(
      command: [
        "/bin/sh", "-c", "\"$0\" --monitor --json | \"$1\" --unbuffered -c .", try XGestureProcess.binaryPath(), jq,
      ], environment: bus.environment)
    #expect(pipeline.waitForLine(containing: "xgesture: watching xgesture") != nil, "\(pipeline.output)")
    // Each line reaches jq before the next signal is sent: the monitor writes a line at once.
    try xgesture.transition(
      "swipe \"left\"", type: "swipe", from: "possible", to: "recognized",
      data: ["fingers": .int32(3), "dx": .double(-250.5), "time": .uint64(42), "direction": .string("left")])
    #expect(
      pipeline.waitForLine(containing: "Transition")?.text
        == #"{"signal":"Transition","gesture":"swipe \"left\"","type":"swipe","from":"possible","to":"recognized","#
        + #""fingers":3,"dx":-250.5,"time":42,"direction":"left"}"#)
    try xgesture.action("swipe \"left\"", state: "recognized", action: "command: printf 'a\\tb\\n'", outcome: "ran")
    #expect(
      pipeline.waitForLine(containing: "Action")?.text
        == #"{"signal":"Action","gesture":"swipe \"left\"","state":"recognized","#
        + #""action":"command: printf 'a\\tb\\n'","outcome":"ran"}"#)
    try xgesture.sequenceEnded(recognized: [], failed: ["tap": "3 fingers, needs 1\nat once"], time: 43)
    #expect(
      pipeline.waitForLine(containing: "SequenceEnded")?.text
        == #"{"signal":"SequenceEnded","recognized":[],"failed":{"tap":"3 fingers, needs 1\nat once"},"time":43}"#)
    try xgesture.releaseName()
    #expect(pipeline.waitForExit() == .exited(0), "\(pipeline.output)")
  }

  @Test("A reader that goes away (| head) ends it quietly, exit 0")
  func readerGone() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let status = bus.folder.file("status")
    let pipeline = try XGestureProcess(
      command: [
        "/bin/sh", "-c", "{ \"$0\" --monitor; echo $? > \"$1\"; } | head -n 1", try XGestureProcess.binaryPath(),
        status,
      ], environment: bus.environment)
    #expect(pipeline.waitForLine(containing: "xgesture: watching xgesture") != nil, "\(pipeline.output)")
    // head takes the first line and ends; the second finds no reader and ends the monitor.
    try xgesture.action("tap", state: "recognized", action: "command: true", outcome: "ran")
    #expect(pipeline.waitForLine(containing: "ACTION") != nil, "\(pipeline.output)")
    try xgesture.action("tap", state: "recognized", action: "command: true", outcome: "ran")
    #expect(pipeline.waitForExit() == .exited(0), "\(pipeline.output)")
    let written = poll(timeout: 10) { try? String(contentsOfFile: status, encoding: .utf8) }
    #expect(written == "0\n")
    #expect(!pipeline.output.contains("xgesture ended"), "\(pipeline.output)")
  }

  @Test("Ctrl-C (SIGINT) and SIGTERM stop it with one sentence, exit 0")
  func interrupted() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    for signal in [SIGINT, SIGTERM] {
      let monitor = try Self.monitor(on: bus)
      monitor.send(signal)
      #expect(monitor.waitForExit() == .exited(0))
      #expect(monitor.lines.last?.text == "xgesture: monitor stopped", "\(monitor.output)")
    }
    withExtendedLifetime(xgesture) {}
  }

  @Test("With no xgesture on the bus it says so in one sentence and exits 1")
  func noXgesture() throws {
    let bus = try SessionBusBed()
    let result = try XGestureProcess.run(["--monitor"], environment: bus.environment)
    #expect(result.status == .exited(1))
    #expect(
      result.output
        == "xgesture: xgesture is not running on this session bus (no one owns org.xgesture.Xgesture)"
        + " — start xgesture first\n")
  }

  @Test("With no session bus at all it says so in one sentence and exits 1")
  func noSessionBus() throws {
    let (status, output) = try ChildProcess.run(
      try XGestureProcess.binaryPath(), arguments: ["--monitor", "--json"],
      environment: ChildProcess.environment(adding: ["DBUS_SESSION_BUS_ADDRESS": nil, "XDG_RUNTIME_DIR": nil]),
      timeout: 30)
    #expect(status == .exited(1))
    #expect(
      output
        == "xgesture: no session bus to watch xgesture on (neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR"
        + " is set) — run it in the desktop session, or set DBUS_SESSION_BUS_ADDRESS\n")
  }

  @Test("--json without --monitor is a bad command line")
  func jsonAlone() throws {
    let result = try XGestureProcess.run(["--json"])
    #expect(result.status == .exited(2))
    #expect(result.output == "xgesture: --json goes with --monitor — see 'xgesture --help'\n")
  }
}
