import Foundation
import Testing
import XGestureTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Who may listen to the Touchégg server, and what a client cannot do
/// (docs/REFERENCE.md §15, "Who may listen"), through the built binary on
/// the evdev touch bed: another user's client, a client that stops reading
/// during a flood of updates, garbage, a wrong handshake and a call with
/// wrong arguments. xgesture runs on, its config's actions run, and a
/// well-behaved client gets every signal.
@Suite("Touchégg's clients that may not listen or misbehave, through the xgesture binary")
struct ToucheggClientMisuseBedTests {
  /// A three-finger swipe right that appends a line to `actions` in the config's folder.
  static func swipeRight(_ folder: TemporaryDirectory) -> String {
    "{ right: { type: swipe, fingers: 3, direction: right, on: { recognized: 'echo right >> \(folder.file("actions"))' } } }"
  }

  /// The lines the config's action appended so far.
  static func actions(_ running: ToucheggClientBedTests.Running) -> [String] {
    let text = (try? String(contentsOfFile: running.folder.file("actions"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// The swipe of ToucheggClientBedTests: three fingers 40 mm right.
  static func swipe(_ bed: TouchBed) throws {
    try bed.stroke(fingers: 3, x: 100, y: 40, dx: 40, dy: 0, steps: 20, interval: 8)
  }

  /// Waits (at most 10 s) until `client` printed a line that `condition` accepts.
  static func until(_ client: ToucheggClient, _ condition: (String) -> Bool) -> Bool {
    poll(timeout: 10, interval: 20) {
      client.read()
      return client.lines.contains(where: condition) ? true : nil
    } != nil
  }

  @Test("A client of another user is refused and closed with nothing sent; a client of xgesture's user gets the swipe")
  func otherUserRefused() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let running = try ToucheggClientBedTests.Running(bed: bed, inside: false, gestures: Self.swipeRight)
    let stranger = try ToucheggClient(.gdbus, address: running.address, user: "nobody")
    #expect(Self.until(stranger) { $0.hasPrefix("error") || $0 == "closed" }, "\(stranger.lines)")
    #expect(
      running.xgesture.waitForLine(containing: "refused a Touchégg client of user 65534") != nil,
      "\(running.xgesture.output)")

    try Self.swipe(bed)
    let heard = running.untilEnd()
    #expect(heard.first?.member == "OnGestureBegin", "\(running.client.output)")
    #expect(heard.last?.member == "OnGestureEnd")
    #expect(heard.allSatisfy { $0.type == 1 && $0.direction == 4 && $0.fingers == 3 && $0.device == 2 })
    #expect(poll(timeout: 10) { Self.actions(running) == ["right"] ? true : nil } != nil)
    stranger.read()
    #expect(stranger.signalCount == 0, "\(stranger.lines)")
    #expect(!stranger.lines.contains("ready"), "\(stranger.lines)")
  }

  /// At a touchscreen's 125 Hz (the X server's evdev driver loses events
  /// when its input thread falls behind a faster flood on a loaded machine).
  /// Two fingers 15 mm apart jump 10 mm left in one frame: the first one's
  /// move alone makes their average motion 5 mm, past the 3.3 mm start, so
  /// it begins the gesture and the second's is an update. Left, so that the
  /// config's three-finger swipe right never takes the flood: on a loaded
  /// machine the eight that land next can straddle the 80 ms landing window,
  /// and a swipe right its two fingers began then fits the three that landed
  /// in it and fires (seen once: a third "right" in the actions). Eight more land;
  /// then all ten move 1 mm right and back, `frames` times: ten updates a
  /// frame. All ten lift in one frame, the next-to-last lift the end.
  static func flood(_ bed: TouchBed, frames: Int) throws {
    func x(_ slot: Int) -> Double { 70 + 15 * Double(slot) }
    try bed.script { () throws(BedError) in
      bed.down(slot: 0, x: 80, y: 80)
      bed.down(slot: 1, x: 95, y: 80)
      try bed.frame()
      bed.pause(8)
      bed.move(slot: 0, x: x(0), y: 80)
      bed.move(slot: 1, x: x(1), y: 80)
      try bed.frame()
      bed.pause(8)
      for slot in 2..<10 { bed.down(slot: slot, x: x(slot), y: 80) }
      try bed.frame()
      for frame in 1...frames {
        bed.pause(8)
        for slot in 0..<10 { bed.move(slot: slot, x: x(slot) + Double(frame % 2), y: 80) }
        try bed.frame()
      }
      bed.pause(8)
      for slot in 0..<10 { bed.up(slot: slot) }
      try bed.frame()
    }
  }

  /// A GLib client that prints each signal it receives as "MEMBER SERIAL"
  /// from a filter on its connection, ahead of any subscription: the
  /// server numbers each client's messages from 1, so a gap is a signal lost.
  static let serialsClient = """
    import sys
    from gi.repository import Gio, GLib
    connection = Gio.DBusConnection.new_for_address_sync(
        sys.argv[1], Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)
    def filtered(connection, message, incoming):
        if incoming and message.get_message_type() == Gio.DBusMessageType.SIGNAL:
            print(message.get_member(), message.get_serial(), flush=True)
        return message
    connection.add_filter(filtered)
    print("connected", flush=True)
    GLib.MainLoop().run()
    """

  /// The signals `client` (a `serialsClient`) received, once `ends` of them are ends.
  static func serials(of client: XGestureProcess, ends: Int, timeout: Double = 10) -> [(String, Int)] {
    func parse(_ lines: [XGestureProcess.Line]) -> [(String, Int)] {
      lines.compactMap { line in
        let words = line.text.split(separator: " ")
        guard words.count == 2, words[0].hasPrefix("OnGesture"), let serial = Int(words[1]) else { return nil }
        return (String(words[0]), serial)
      }
    }
    let done = client.waitForLines(timeout: timeout) { lines -> [(String, Int)]? in
      let signals = parse(lines)
      return signals.filter { $0.0 == "OnGestureEnd" }.count >= ends ? signals : nil
    }
    return done ?? parse(client.lines)
  }

  @Test(
    "A client stopped during a ten-finger flood is dropped at 1 MiB with one log line; actions and another client go on"
  )
  func stoppedClientDropped() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let running = try ToucheggClientBedTests.Running(bed: bed, inside: false, gestures: Self.swipeRight)
    let python = try ProgramLookup.require(file: "/usr/bin/python3", package: "python3-gi")
    let reader = try XGestureProcess(command: [python, "-c", Self.serialsClient, running.address], environment: [:])
    defer { reader.stop() }
    #expect(reader.waitForLine(containing: "connected") != nil, "\(reader.output)")
    let stalled = running.client
    stalled.send(SIGSTOP)
    defer { stalled.send(SIGCONT) }

    try Self.swipe(bed)
    #expect(poll(timeout: 10) { Self.actions(running) == ["right"] ? true : nil } != nil)
    let swipe = Self.serials(of: reader, ends: 1).count
    #expect(swipe > 2, "\(reader.output)")

    // 1000 frames of ten updates: 10,003 signals of about 176 bytes, 1.7 MiB,
    // more than the bound and the kernel's buffers hold.
    let frames = 1000
    try Self.flood(bed, frames: frames)
    let dropped = "dropped the Touchégg client of process \(stalled.pid): it read nothing while 1 MiB waited for it"
    #expect(running.xgesture.waitForLine(containing: dropped) != nil, "\(running.xgesture.output)")
    let flood = Array(Self.serials(of: reader, ends: 2, timeout: 20).dropFirst(swipe))
    #expect(flood.first?.0 == "OnGestureBegin" && flood.last?.0 == "OnGestureEnd")
    #expect(flood.dropFirst().dropLast().allSatisfy { $0.0 == "OnGestureUpdate" })
    try Self.swipe(bed)
    // The bed's umockdev node is a pty: when the X server's input thread
    // falls behind the flood on a loaded machine, a read ends mid-event,
    // the evdev driver logs "Read error" and drops what it held. The
    // geometry's counts hold for what reached xgesture only then.
    let lost = bed.serverLog.split(separator: "\n").filter { $0.contains("Read error") }
    withKnownIssue("the X server's evdev driver lost touch events: \(lost)", isIntermittent: true) {
      #expect(flood.count == 10 * frames + 3, "\(flood.count) signals")
      // After the flood's 10,000 updates have been read and recognized, which
      // takes longer than a quiet machine's second when the suite runs beside it.
      #expect(
        poll(timeout: 30) { Self.actions(running) == ["right", "right"] ? true : nil } != nil,
        "\(running.xgesture.output)")
    } when: {
      !lost.isEmpty
    }
    let all = Self.serials(of: reader, ends: 3)
    #expect(all.filter { $0.0 == "OnGestureEnd" }.count == 3)
    // Numbered from 1 with no gap: the reader missed none of the signals sent it.
    #expect(all.map(\.1) == Array(1...max(1, all.count)))
    #expect(running.xgesture.lines.filter { $0.text.contains("dropped the Touchégg client") }.count == 1)
  }

  @Test(
    "Garbage, a wrong AUTH and a call with wrong arguments get an error or are dropped; the next swipe still arrives")
  func misuseAnswered() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let running = try ToucheggClientBedTests.Running(bed: bed, inside: false, gestures: Self.swipeRight)
    func hex(_ text: String) -> String { Array(text.utf8).map { String(format: "%02x", $0) }.joined() }

    let garbage = try ToucheggClient(.raw(bytes: Array("GET / HTTP/1.1\r\n\r\n".utf8)), address: running.address)
    #expect(Self.until(garbage) { $0 == "eof" }, "\(garbage.lines)")

    // "1000" while the tests run as root, whose "0" would be 30.
    let claimed = getuid() == 1000 ? "1001" : "1000"
    let wrongAuth = try ToucheggClient(
      .raw(bytes: Array("\0AUTH EXTERNAL \(hex(claimed))\r\n".utf8)), address: running.address)
    #expect(Self.until(wrongAuth) { $0 == "received " + hex("REJECTED EXTERNAL\r\n") }, "\(wrongAuth.lines)")

    let wrongArguments = try ToucheggClient(
      .call(
        path: "/io/github/joseexposito/Touchegg", interface: "org.freedesktop.DBus.Peer", member: "Ping",
        argument: "now"), address: running.address)
    #expect(
      Self.until(wrongArguments) { $0.hasPrefix("error org.freedesktop.DBus.Error.InvalidArgs") },
      "\(wrongArguments.lines)")

    try Self.swipe(bed)
    let heard = running.untilEnd()
    #expect(heard.first?.member == "OnGestureBegin", "\(running.client.output)\n\(running.xgesture.output)")
    #expect(heard.last?.member == "OnGestureEnd")
    #expect(heard.allSatisfy { $0.type == 1 && $0.direction == 4 && $0.fingers == 3 })
    #expect(poll(timeout: 10) { Self.actions(running) == ["right"] ? true : nil } != nil)
  }

  /// The CPU time (user and system) process `pid` used so far, in seconds (proc(5): stat's 14th and 15th fields).
  static func cpuSeconds(_ pid: Int32) -> Double {
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Sets process `pid`'s soft limit of open files (prlimit(1), util-linux), its hard limit kept.
  static func limitFiles(of pid: Int32, to soft: Int) throws {
    let prlimit = try ProgramLookup.find("prlimit", package: "util-linux")
    let run = try ChildProcess.run(prlimit, arguments: ["--pid", "\(pid)", "--nofile=\(soft):"], environment: [:])
    #expect(run.status == .exited(0), "\(run.output)")
  }

  @Test(
    "Clients past xgesture's limit of open files are refused with a line each, without spinning; the others hear the swipe"
  )
  func pastDescriptorLimit() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let running = try ToucheggClientBedTests.Running(bed: bed, inside: false, gestures: Self.swipeRight)
    let pid = running.xgesture.pid
    let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
    // Room for two more connections; the next three find none.
    try Self.limitFiles(of: pid, to: open + 2)
    var clients: [ToucheggClient] = []
    for _ in 0..<5 {
      let client = try ToucheggClient(.gdbus, address: running.address)
      #expect(Self.until(client) { $0 == "ready" || $0 == "closed" || $0.hasPrefix("error") }, "\(client.lines)")
      clients.append(client)
    }
    // Two, or one more if xgesture had a descriptor of its own open for a
    // moment when they were counted; the first ones, and then none.
    let ready = clients.map { $0.lines.contains("ready") }
    let accepted = ready.prefix { $0 }.count
    #expect((2...3).contains(accepted) && !ready.dropFirst(accepted).contains(true), "\(ready)")
    let refused = clients.count - accepted
    let refusal = "refused a Touchégg client: xgesture has no file descriptor left"
    #expect(
      running.xgesture.waitForLines(timeout: 10) { $0.filter { $0.text.contains(refusal) }.count >= refused } != nil)

    // Nothing waits on the listening socket: the loop sleeps (spinning
    // takes a core's worth, however loaded the machine, and logs each round).
    let before = Self.cpuSeconds(pid)
    Thread.sleep(forTimeInterval: 2)
    #expect(Self.cpuSeconds(pid) - before < 0.5)
    #expect(
      running.xgesture.lines.filter { $0.text.contains(refusal) }.count == refused, "\(running.xgesture.output)")
    #expect(!running.xgesture.output.contains("cannot accept"))

    // Room again (the action's command needs descriptors of its own).
    try Self.limitFiles(of: pid, to: open + 64)
    let latecomer = try ToucheggClient(.gdbus, address: running.address)
    #expect(Self.until(latecomer) { $0 == "ready" }, "\(latecomer.lines)")
    try Self.swipe(bed)
    #expect(running.untilEnd().last?.member == "OnGestureEnd", "\(running.xgesture.output)")
    #expect(Self.until(clients[1]) { _ in clients[1].signals.contains { $0.first == "OnGestureEnd" } })
    #expect(Self.until(latecomer) { _ in latecomer.signals.contains { $0.first == "OnGestureEnd" } })
    #expect(poll(timeout: 10) { Self.actions(running) == ["right"] ? true : nil } != nil)
  }
}
