import Foundation
import Testing
import XGestureTestSupport
import XGestureX11Probe

/// Other programs follow gestures on the session bus (docs/REFERENCE.md
/// §15): the built binary on the touch bed with a private
/// `dbus-daemon --session`, its signals heard by a python3-gi client, its
/// methods and properties called with `gdbus`.
@Suite("Acceptance: xgesture on the session bus")
struct SessionBusScenarioTests {
  static let config = """
    gestures:
      tap:
        type: tap
        on:
          recognized: 'true'
      slide:
        type: pan
    """

  static let name = "org.xgesture.Xgesture"

  /// The bed's touchscreen: 294 × 165 mm on 1920 × 1080 px.
  static func pixels(mm x: Double, _ y: Double) -> (Double, Double) { (x * 1920 / 294, y * 1080 / 165) }

  /// The `Transition` signals heard for `gesture`, waiting (bounded) for one to `state`.
  static func transitions(
    _ listener: BusListener, of gesture: String, until state: String
  ) -> [BusListener.Signal] {
    listener.wait { signals in
      let mine = signals.filter { $0.member == "Transition" && $0.arguments.first as? String == gesture }
      return mine.contains { $0.arguments[3] as? String == state } ? mine : nil
    } ?? []
  }

  static func data(_ signal: BusListener.Signal) -> [String: Any] { signal.arguments[4] as? [String: Any] ?? [:] }

  static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

  @Test(
    "A tap reaches a python-gi client as a Transition with the reference's typed data, then its Action and the sequence's end"
  )
  func tapSignals() throws {
    let bus = try SessionBusBed()
    let desktop = try Desktop(configText: Self.config, environment: bus.environment)
    #expect(bus.waitForOwner(of: Self.name) != nil, "\(desktop.xgesture.output)")
    let listener = try bus.listen()
    let probe = try XInputProbeWindow(displayName: desktop.touch.display, selection: .rawRoot)
    defer { probe.stop() }
    try desktop.touch.tap(x: 147, y: 82.5)

    let taps = Self.transitions(listener, of: "tap", until: "recognized")
    let tap = try #require(taps.last, "heard \(listener.signals.map(\.member)): \(desktop.xgesture.output)")
    #expect(tap.signature == "(ssssa{sv})")
    #expect(tap.arguments[1] as? String == "tap" && tap.arguments[2] as? String == "possible")
    let data = Self.data(tap)
    let (x, y) = Self.pixels(mm: 147, 82.5)
    #expect(data["fingers"] as? Int == 1)
    #expect(abs(Self.number(data["x"]) - x) < 1 && abs(Self.number(data["y"]) - y) < 1, "\(data)")
    #expect(abs(Self.number(data["x_mm"]) - 147) < 0.1 && abs(Self.number(data["y_mm"]) - 82.5) < 0.1, "\(data)")
    #expect(data["source"] as? String == "touchscreen")
    #expect(data["device"] as? String == "xgesture virtual touchscreen")
    // A tap is recognized on its touch's end: `time` is the server's stamp of that RawTouchEnd.
    let end = probe.wait { $0.contains { $0.type == "RawTouchEnd" } }?.first { $0.type == "RawTouchEnd" }
    let stamp = Double(try #require(end).serverTime)
    #expect(abs(Self.number(data["time"]) - stamp) <= 1, "\(data) against the server's \(stamp)")
    let types = tap.types["4"] ?? [:]
    #expect(types["fingers"] == "i" && types["time"] == "t", "\(types)")
    #expect(types["x"] == "d" && types["duration"] == "d" && types["scale"] == "d" && types["x_mm"] == "d")
    #expect(types["direction"] == "s" && types["window"] == "s" && types["app"] == "s")

    let action = listener.wait { $0.first { $0.member == "Action" } }
    #expect(action?.signature == "(ssss)")
    #expect(
      action?.arguments as? [String] == ["tap", "recognized", "command: true", "ran"],
      "\(listener.signals.map(\.arguments))")

    // The pan that did not move failed; the sentence is the one --verbose logs.
    let ended = listener.wait { $0.first { $0.member == "SequenceEnded" } }
    let summary = try #require(ended, "\(listener.signals.map(\.member))")
    #expect(summary.signature == "(asa{ss}t)")
    #expect(summary.arguments[0] as? [String] == ["tap"])
    let failed = summary.arguments[1] as? [String: String] ?? [:]
    let logged = try #require(desktop.lines(containing: "slide: possible → failed (").first)
    #expect(failed.keys.sorted() == ["slide"])
    #expect(logged.contains("(\(failed["slide"] ?? "—"))"), "\(failed) against \(logged)")
    #expect(Self.number(summary.arguments[2]) >= Self.number(data["time"]))
    // The order the engine made them: the transitions, the action, then the summary.
    #expect(listener.signals.map(\.member).last == "SequenceEnded")
  }

  @Test("A pan's transitions reach the client in order, its data following the fingers; the tap's failure says why")
  func panSignals() throws {
    let bus = try SessionBusBed()
    let desktop = try Desktop(configText: Self.config, environment: bus.environment)
    #expect(bus.waitForOwner(of: Self.name) != nil, "\(desktop.xgesture.output)")
    let listener = try bus.listen()
    try desktop.touch.stroke(x: 50, y: 80, dx: 30, dy: 0, steps: 10, interval: 10)

    let slides = Self.transitions(listener, of: "slide", until: "ended")
    let states = slides.map { "\($0.arguments[2] as? String ?? "")→\($0.arguments[3] as? String ?? "")" }
    #expect(states.first == "possible→began" && states.last == "changed→ended", "\(states)")
    let end = Self.data(try #require(slides.last))
    let (x, _) = Self.pixels(mm: 80, 80)
    #expect(abs(Self.number(end["x_mm"]) - 80) < 0.5 && abs(Self.number(end["x"]) - x) < 4, "\(end)")
    #expect(Self.number(end["dx"]) > 0 && abs(Self.number(end["dy"])) < 1, "\(end)")
    let times = slides.map { Self.number(Self.data($0)["time"]) }
    #expect(times == times.sorted(), "\(times)")

    let summary = try #require(listener.wait { $0.first { $0.member == "SequenceEnded" } })
    #expect(summary.arguments[0] as? [String] == ["slide"])
    let failed = summary.arguments[1] as? [String: String] ?? [:]
    #expect(failed["tap"]?.hasPrefix("moved ") == true && failed["tap"]?.hasSuffix("> slop 3 mm") == true, "\(failed)")
    let tapFailure = listener.signals.first { $0.member == "Transition" && $0.arguments.first as? String == "tap" }
    #expect(tapFailure.map { Self.data($0)["reason"] as? String } == failed["tap"])
  }

  @Test("ListDevices, ListGestures, Reload and the properties through gdbus; a call with wrong arguments gets an error")
  func methodsAndProperties() throws {
    let bus = try SessionBusBed()
    let desktop = try Desktop(configText: Self.config, environment: bus.environment)
    #expect(bus.waitForOwner(of: Self.name) != nil, "\(desktop.xgesture.output)")

    let introspection = try bus.gdbus(
      ["introspect", "--dest", Self.name, "--object-path", "/org/xgesture/Xgesture"]
    ).output
    for member in [
      "interface org.xgesture.Xgesture1", "ListDevices(out aa{sv} devices)", "ListGestures(out aa{sv} gestures)",
      "Reload(out b ok,", "out s message)", "Pause();", "Resume();", "Transition(s gesture,", "a{sv} data);",
      "Action(s gesture,", "s outcome);", "SequenceEnded(as recognized,", "a{ss} failed,", "t time);",
      "Record();", "StopRecording();", "Recorded(s trace);", "readonly s Version", "readonly s Mode = 'observe'",
      "readonly s ConfigPath", "readonly b Paused = false",
      "readonly b Locked = false",
    ] {
      #expect(introspection.contains(member), "\(member) in \(introspection)")
    }

    let devices = try bus.call("ListDevices")
    #expect(devices.status.succeeded, "\(devices.output)")
    #expect(devices.output.contains("'name': <'xgesture virtual touchscreen'>"), "\(devices.output)")
    #expect(devices.output.contains("'touch': <'direct'>"), "\(devices.output)")
    #expect(devices.output.contains("'size': <'294 × 165 mm'>"), "\(devices.output)")

    let gestures = try bus.call("ListGestures").output
    #expect(gestures.contains("'name': <'tap'>") && gestures.contains("'type': <'pan'>"), "\(gestures)")
    #expect(gestures.contains("'recognized': <['command: true']>"), "\(gestures)")

    let file = desktop.home.file("config/xgesture/config.yaml")
    let reload = try bus.call("Reload").output
    #expect(reload.contains("(true, '\(file): 2 gestures, 0 sounds — OK\\n')"), "\(reload)")
    _ = try desktop.home.write("gestures:\n  tap:\n    type: tapp\n", to: "config/xgesture/config.yaml")
    let broken = try bus.call("Reload").output
    // Line 3, column 11 of the file written: the value of `type:`.
    #expect(broken.hasPrefix("(false, \"\(file):3:11: unknown type 'tapp'"), "\(broken)")
    #expect(broken.contains("1 error — not loaded"), "\(broken)")

    let version = try bus.gdbus(
      [
        "call", "--dest", Self.name, "--object-path", "/org/xgesture/Xgesture", "--method",
        "org.freedesktop.DBus.Properties.GetAll", "org.xgesture.Xgesture1",
      ]
    ).output
    for property in [
      "'Version': <'", "'Mode': <'observe'>", "'ConfigPath': <'\(file)'>", "'Paused': <false>",
      "'Locked': <false>",
    ] {
      #expect(version.contains(property), "\(property) in \(version)")
    }

    let wrong = try bus.call("Pause", ["7"])
    #expect(!wrong.status.succeeded && wrong.output.contains("InvalidArgs"), "\(wrong.output)")
    let again = try bus.call("ListGestures")
    #expect(again.status.succeeded && again.output.contains("'name': <'tap'>"), "\(again.output)")
  }

  @Test("Nothing is sent while paused by Pause or while the session is locked; Paused and Locked follow")
  func silentWhilePausedOrLocked() throws {
    let bus = try SessionBusBed()
    let system = try SystemBusBed()
    let desktop = try Desktop(
      configText: Self.config, environment: bus.environment.merging(system.environment) { $1 })
    #expect(bus.waitForOwner(of: Self.name) != nil, "\(desktop.xgesture.output)")
    let listener = try bus.listen()
    let properties = try bus.listen(to: "org.freedesktop.DBus.Properties")

    #expect(try bus.call("Pause").status.succeeded)
    #expect(desktop.lines(containing: "paused: Pause on the session bus").count == 1, "\(desktop.xgesture.output)")
    let paused = properties.wait { $0.first { ($0.arguments[1] as? [String: Any])?["Paused"] as? Bool == true } }
    #expect(paused != nil, "\(properties.signals.map(\.arguments))")
    try desktop.touch.tap()
    #expect(desktop.lines(containing: "tap: possible → recognized").count == 1, "\(desktop.xgesture.output)")
    #expect(try bus.call("Resume").status.succeeded)
    #expect(desktop.lines(containing: "resumed: Resume on the session bus").count == 1, "\(desktop.xgesture.output)")

    try system.lock()
    #expect(desktop.lines(containing: "paused: session locked (logind)").count == 1, "\(desktop.xgesture.output)")
    let locked = properties.wait { $0.first { ($0.arguments[1] as? [String: Any])?["Locked"] as? Bool == true } }
    #expect(locked != nil, "\(properties.signals.map(\.arguments))")
    try desktop.touch.tap()
    #expect(desktop.lines(containing: "tap: possible → recognized", count: 2).count == 2, "\(desktop.xgesture.output)")
    try system.unlock()
    #expect(desktop.lines(containing: "resumed: session unlocked (logind)").count == 1, "\(desktop.xgesture.output)")

    // Only the tap after both is heard: the first signal of all is its.
    try desktop.touch.tap()
    let heard = listener.wait { $0.first { $0.member == "SequenceEnded" } }
    #expect(heard != nil, "\(desktop.xgesture.output)")
    #expect(listener.signals.filter { $0.member == "SequenceEnded" }.count == 1)
    #expect(listener.signals.filter { $0.member == "Action" }.count == 1)
    #expect(desktop.lines(containing: "tap: possible → recognized", count: 3).count == 3)
  }

  @Test("The bus ended and started again: xgesture says so, runs on, and takes its name again")
  func busComesBack() throws {
    let bus = try SessionBusBed()
    let desktop = try Desktop(configText: Self.config, environment: bus.environment)
    let first = try #require(bus.waitForOwner(of: Self.name), "\(desktop.xgesture.output)")
    bus.stop()
    #expect(
      desktop.lines(containing: "no session bus: lost the connection").count == 1, "\(desktop.xgesture.output)")
    try desktop.touch.tap()
    #expect(desktop.lines(containing: "action: tap recognized").count == 1, "\(desktop.xgesture.output)")

    try bus.start()
    let second = bus.waitForOwner(of: Self.name, timeout: 10)
    #expect(second != nil && second != first, "\(desktop.xgesture.output)")
    #expect(desktop.lines(containing: "on the session bus again as \(Self.name)").count == 1)
    let listener = try bus.listen()
    try desktop.touch.tap()
    #expect(listener.wait { $0.first { $0.member == "SequenceEnded" } } != nil, "\(desktop.xgesture.output)")
    #expect(desktop.lines(containing: "no session bus").count == 1, "said more than once: \(desktop.xgesture.output)")
  }

  @Test("Without a session bus xgesture says so once and runs on")
  func noBus() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-no-session-bus")
    let address = "unix:path=\(folder.file("no-bus-here"))"
    let desktop = try Desktop(configText: Self.config, environment: ["DBUS_SESSION_BUS_ADDRESS": address])
    let said = desktop.lines(containing: "no session bus: cannot connect to \(address)")
    #expect(said.count == 1 && said[0].hasSuffix("other programs cannot follow gestures"), "\(desktop.xgesture.output)")
    try desktop.touch.tap()
    #expect(desktop.lines(containing: "action: tap recognized").count == 1, "\(desktop.xgesture.output)")
    #expect(desktop.lines(containing: "no session bus").count == 1, "said more than once")
  }

  @Test("A touchpad swipe's transitions come from the touchpad, and its sequence ends after the gesture's end")
  func touchpadSequence() throws {
    let bus = try SessionBusBed()
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let folder = try TemporaryDirectory(prefix: "xgesture-bus-touchpad")
    let config = try folder.write(
      """
      gestures:
        go-left: { type: swipe, fingers: 3, direction: left }
        go-right: { type: swipe, fingers: 3, direction: right }
      """, to: "config.yaml")
    let xgesture = try XGestureProcess(
      ["--config", config, "--verbose"], environment: bed.environment.merging(bus.environment) { $1 })
    defer { xgesture.stop() }
    #expect(xgesture.waitForLine(containing: "listening on", timeout: 20) != nil, "\(xgesture.output)")
    #expect(bus.waitForOwner(of: Self.name) != nil, "\(xgesture.output)")
    let listener = try bus.listen()
    // 40 mm left in libinput's unaccelerated units (0.0951 mm each).
    try bed.swipe(fingers: 3, dx: -40 / 0.0951, dy: 0)

    let summary = try #require(listener.wait { $0.first { $0.member == "SequenceEnded" } }, "\(xgesture.output)")
    #expect(summary.arguments[0] as? [String] == ["go-left"])
    let failed = summary.arguments[1] as? [String: String] ?? [:]
    #expect(failed.keys.sorted() == ["go-right"], "\(failed)")
    let left = Self.transitions(listener, of: "go-left", until: "recognized")
    let data = Self.data(try #require(left.last))
    #expect(data["source"] as? String == "touchpad" && data["fingers"] as? Int == 3, "\(data)")
    // The summary comes after every transition of the sequence.
    #expect(listener.signals.last?.member == "SequenceEnded")
  }
}
