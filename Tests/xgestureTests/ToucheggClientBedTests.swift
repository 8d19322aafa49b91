import Foundation
import Testing
import XGestureTestSupport

/// `touchegg-clients: on` end to end (docs/REFERENCE.md §15, "Touchégg's
/// clients"): the built binary on the touch bed (evdev and libinput) and the
/// inputtest touchpad bed, and a GLib client (python3-gi) connected to the
/// Touchégg server at an address of the test's own, given to the daemon in
/// `XGESTURE_TOUCHEGG_ADDRESS`. Expected values follow Touchégg's rules
/// from the scenario's geometry.
@Suite("Touchégg's clients through the xgesture binary")
struct ToucheggClientBedTests {
  /// A GLib client: connects to argv[1] as Touchégg's clients do, says
  /// "connected", then prints each signal as "MEMBER type direction
  /// percentage fingers device elapsed".
  static let client = """
    import sys
    from gi.repository import Gio, GLib
    address = sys.argv[1]
    connection = None
    for attempt in range(200):
        try:
            connection = Gio.DBusConnection.new_for_address_sync(
                address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)
            break
        except GLib.Error:
            GLib.usleep(50000)
    if connection is None:
        print("no server at " + address, flush=True)
        sys.exit(1)
    def heard(connection, sender, path, interface, member, parameters):
        t, d, p, f, dev, e = parameters.unpack()
        print("%s %d %d %.2f %d %d %d" % (member, t, d, p, f, dev, e), flush=True)
    connection.signal_subscribe(
        None, "io.github.joseexposito.Touchegg", None, "/io/github/joseexposito/Touchegg",
        None, Gio.DBusSignalFlags.NONE, heard)
    print("connected", flush=True)
    GLib.MainLoop().run()
    """

  /// One signal as the client printed it.
  struct Heard: Equatable {
    var member: String
    var type: Int
    var direction: Int
    var percentage: Double
    var fingers: Int
    var device: Int

    init?(_ line: String) {
      let words = line.split(separator: " ")
      guard words.count == 7, words[0].hasPrefix("OnGesture"), let type = Int(words[1]),
        let direction = Int(words[2]), let percentage = Double(words[3]), let fingers = Int(words[4]),
        let device = Int(words[5])
      else { return nil }
      (member, self.type, self.direction, self.percentage) = (String(words[0]), type, direction, percentage)
      (self.fingers, self.device) = (fingers, device)
    }
  }

  /// xgesture with `touchegg-clients: on` on `bed` (and `gestures`, the
  /// config's own, written into `folder`), and a client connected to it.
  final class Running {
    let folder: TemporaryDirectory
    let address: String
    let xgesture: XGestureProcess
    let client: XGestureProcess

    init(bed: TouchBed, inside: Bool, gestures: (TemporaryDirectory) -> String = { _ in "{}" }) throws {
      folder = try TemporaryDirectory(prefix: "xgesture-touchegg")
      let text = "settings: { touchegg-clients: on }\ngestures: \(gestures(folder))\n"
      let config = try folder.write(text, to: "config.yaml")
      address = "unix:abstract=xgesture-touchegg-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      let arguments = ["--config", config, "--verbose"]
      let environment = bed.environment.merging(["XGESTURE_TOUCHEGG_ADDRESS": address]) { $1 }
      xgesture =
        inside
        ? try XGestureProcess(
          command: try bed.commandInside(XGestureProcess.binaryPath(), arguments: arguments),
          environment: environment)
        : try XGestureProcess(arguments, environment: environment)
      guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
        throw BedError.startFailed("xgesture", detail: xgesture.output)
      }
      client = try Self.connect(to: address, xgesture: xgesture)
    }

    /// Another GLib client, connected when this returns.
    func connect() throws -> XGestureProcess { try Self.connect(to: address, xgesture: xgesture) }

    static func connect(to address: String, xgesture: XGestureProcess) throws -> XGestureProcess {
      let python = try ProgramLookup.require(file: "/usr/bin/python3", package: "python3-gi")
      let client = try XGestureProcess(
        command: [python, "-c", ToucheggClientBedTests.client, address], environment: [:])
      guard client.waitForLine(containing: "connected", timeout: 10) != nil else {
        throw BedError.startFailed("the GLib client", detail: client.output + "\n" + xgesture.output)
      }
      return client
    }

    deinit {
      client.stop()
      xgesture.stop()
    }

    /// The signals heard once one is an end, or all heard after 10 s.
    func untilEnd(count: Int = 1) -> [Heard] {
      let heard = client.waitForLines(timeout: 10) { lines -> [Heard]? in
        let heard = lines.compactMap { Heard($0.text) }
        return heard.filter { $0.member == "OnGestureEnd" }.count >= count ? heard : nil
      }
      return heard ?? client.lines.compactMap { Heard($0.text) }
    }
  }

  static let drivers: [XorgConfiguration.InputDriver] = [.evdev, .libinput]

  /// Three fingers 15 mm apart move 40 mm right in 20 frames of 2 mm on the
  /// 294 × 165 mm panel (start 3.3 mm, finish 47.04 mm): begun in the 2nd
  /// frame when fingers 1 and 2 are at 4 mm and 3 at 2 mm; at the
  /// next-to-last lift fingers 2 and 3 have moved 36 and 38 mm since, so the
  /// end says (37 − 3.3) / 50.34 = 66.9 %.
  @Test("A three-finger swipe right reaches the client begin, updates and an end near 67 %", arguments: Self.drivers)
  func swipe(driver: XorgConfiguration.InputDriver) throws {
    let bed = try TouchBed(screen: XorgConfiguration(touchscreenDriver: driver))
    defer { bed.stop() }
    let running = try Running(bed: bed, inside: driver == .libinput)
    try bed.stroke(fingers: 3, x: 100, y: 40, dx: 40, dy: 0, steps: 20, interval: 8)
    let heard = running.untilEnd()
    #expect(heard.first?.member == "OnGestureBegin", "\(running.client.output)")
    #expect(heard.last?.member == "OnGestureEnd")
    #expect(heard.allSatisfy { $0.type == 1 && $0.direction == 4 && $0.fingers == 3 && $0.device == 2 })
    #expect(heard.first?.percentage == 0)
    if let end = heard.last { #expect(abs(end.percentage - (37 - 3.3) / 50.34 * 100) < 5) }
  }

  /// Two fingers 40 mm apart spread 10 mm each way: the average motion stays
  /// nought (Touchégg's daemon sends nothing); xgesture sends a pinch out.
  @Test("A symmetric two-finger pinch out reaches the client as a pinch out", arguments: Self.drivers)
  func symmetricPinch(driver: XorgConfiguration.InputDriver) throws {
    let bed = try TouchBed(screen: XorgConfiguration(touchscreenDriver: driver))
    defer { bed.stop() }
    let running = try Running(bed: bed, inside: driver == .libinput)
    try bed.script { () throws(BedError) in
      bed.down(slot: 0, x: 120, y: 80)
      bed.down(slot: 1, x: 160, y: 80)
      try bed.frame()
      for step in 1...10 {
        bed.pause(8)
        bed.move(slot: 0, x: 120 - Double(step), y: 80)
        bed.move(slot: 1, x: 160 + Double(step), y: 80)
        try bed.frame()
      }
      bed.pause(8)
      bed.up(slot: 0)
      bed.up(slot: 1)
      try bed.frame()
    }
    let heard = running.untilEnd()
    #expect(heard.first?.member == "OnGestureBegin", "\(running.client.output)")
    #expect(heard.allSatisfy { $0.type == 2 && $0.direction == 6 && $0.fingers == 2 && $0.device == 2 })
  }

  /// Two fingers down and up within 150 ms: a tap, begin and end at 100 %.
  @Test("A two-finger tap reaches the client as a begin and an end at 100 %")
  func tap() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let running = try Running(bed: bed, inside: false)
    try bed.script { () throws(BedError) in
      bed.down(slot: 0, x: 120, y: 80)
      bed.down(slot: 1, x: 150, y: 80)
      try bed.frame()
      bed.pause(50)
      bed.up(slot: 0)
      bed.up(slot: 1)
      try bed.frame()
    }
    let heard = running.untilEnd()
    #expect(heard.map(\.member) == ["OnGestureBegin", "OnGestureEnd"], "\(running.client.output)")
    #expect(heard.allSatisfy { $0.type == 3 && $0.percentage == 100 && $0.fingers == 2 && $0.device == 2 })
  }

  /// The inputtest touchpad has no size in udev's database: Touchégg's
  /// fallback, 200 units to begin and 2500 to finish. A swipe of 10 updates
  /// of −40 units begins at the 6th (−240) and ends at (400 − 200) / 2700.
  @Test("A three-finger touchpad swipe left reaches the client with the touchpad's device type")
  func touchpadSwipe() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let running = try Running(bed: bed, inside: false)
    _ = try bed.swipe(fingers: 3, dx: -400, dy: 0, steps: 10)
    let heard = running.untilEnd()
    #expect(heard.first?.member == "OnGestureBegin", "\(running.client.output)")
    #expect(heard.count == 6)
    #expect(heard.allSatisfy { $0.type == 1 && $0.direction == 3 && $0.fingers == 3 && $0.device == 1 })
    if let end = heard.last { #expect(abs(end.percentage - 200.0 / 2700 * 100) < 0.1) }
  }

  /// A touchpad pinch to 1.5× in 10 steps: out from the first update (1.05,
  /// 5 %) to its end at 50 %.
  @Test("A two-finger touchpad pinch out reaches the client from its first update to 50 %")
  func touchpadPinch() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let running = try Running(bed: bed, inside: false)
    _ = try bed.pinch(fingers: 2, to: 1.5, steps: 10)
    let heard = running.untilEnd()
    #expect(heard.count == 11, "\(running.client.output)")
    #expect(heard.allSatisfy { $0.type == 2 && $0.direction == 6 && $0.fingers == 2 && $0.device == 1 })
    if let end = heard.last { #expect(abs(end.percentage - 50) < 0.5) }
  }
}
