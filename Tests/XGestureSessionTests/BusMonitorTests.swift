import Foundation
import Testing
import XGestureBus
import XGestureSession
import XGestureTestSupport

/// `--monitor`'s sd-bus client against a real `dbus-daemon --session` on
/// which python3-gi stands in for xgesture (`StandInXgesture`), served the
/// way `xgesture --monitor`'s poll() loop serves it.
@Suite("xgesture's signals heard through sd-bus")
struct BusMonitorTests {
  /// Polls the monitor's descriptors and serves it until `condition` holds (false after 10 s).
  static func serve(_ monitor: BusMonitor, until condition: () -> Bool) -> Bool {
    let deadline = MonotonicTime.now().adding(milliseconds: 10_000)
    while !condition() {
      guard MonotonicTime.now() < deadline else { return false }
      var fds = monitor.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&fds, nfds_t(fds.count), Int32(min(monitor.timeout ?? 100, 100)))
      monitor.service()
    }
    return true
  }

  @Test("The three signals arrive with every field and data value typed as the interface declares")
  func hearsSignals() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let monitor = try BusMonitor(environment: bus.environment)
    #expect(monitor.owner == xgesture.uniqueName)
    var heard: [MonitorEvent] = []
    monitor.heard = { heard.append($0) }

    try xgesture.transition(
      "swipe-left", type: "swipe", from: "possible", to: "recognized",
      data: [
        "fingers": .int32(3), "x": .double(512.5), "time": .uint64(5_000_000_000),
        "direction": .string("left"), "ignored": .boolean(true),
      ])
    try xgesture.action("swipe-left", state: "recognized", action: "workspace: next", outcome: "ran")
    try xgesture.sequenceEnded(
      recognized: ["swipe-left"], failed: ["tap": "3 fingers, needs 1", "long-press": "moved 9 mm > slop 3 mm"],
      time: 5_000_000_120)
    let expected: [MonitorEvent] = [
      .transition(
        .init(
          gesture: "swipe-left", type: "swipe", from: "possible", to: "recognized",
          data: [
            BusPair<BusValue>("fingers", .int32(3)), BusPair<BusValue>("x", .double(512.5)),
            BusPair<BusValue>("time", .uint64(5_000_000_000)),
            BusPair<BusValue>("direction", .string("left")), BusPair<BusValue>("ignored", .bool(true)),
          ])),
      .action(.init(gesture: "swipe-left", state: "recognized", action: "workspace: next", outcome: "ran")),
      .sequenceEnded(
        .init(
          recognized: ["swipe-left"],
          failed: [
            .init(gesture: "tap", reason: "3 fingers, needs 1"),
            .init(gesture: "long-press", reason: "moved 9 mm > slop 3 mm"),
          ], time: 5_000_000_120)),
    ]
    #expect(Self.serve(monitor) { heard.count >= 3 }, "heard \(heard)")
    #expect(heard == expected)
  }

  @Test("The name given up ends the watch once, as xgesture ending does")
  func ownerVanishes() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let monitor = try BusMonitor(environment: bus.environment)
    var ends: [BusMonitor.End] = []
    monitor.ended = { ends.append($0) }
    try xgesture.releaseName()
    #expect(Self.serve(monitor) { !ends.isEmpty })
    #expect(ends == [.xgestureEnded])
    #expect(monitor.descriptors.isEmpty)
  }

  @Test("The bus going away ends the watch once: as xgesture ending when its name goes first, else with a sentence")
  func busLost() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let monitor = try BusMonitor(environment: bus.environment)
    #expect(monitor.owner == xgesture.uniqueName)
    var ends: [BusMonitor.End] = []
    monitor.ended = { ends.append($0) }
    bus.stop()
    #expect(Self.serve(monitor) { !ends.isEmpty })
    // dbus-daemon may drop the stand-in's connection (NameOwnerChanged) before the monitor's.
    switch ends.first {
    case .busLost(let sentence): #expect(sentence.hasPrefix("lost the session bus ("), "\(sentence)")
    case .xgestureEnded, nil: break
    }
    #expect(ends.count == 1, "ended \(ends)")
    #expect(monitor.descriptors.isEmpty)
  }

  @Test("Signals of the interface from a connection that does not own the name are not heard")
  func othersIgnored() throws {
    let bus = try SessionBusBed()
    let xgesture = try StandInXgesture(on: bus)
    let monitor = try BusMonitor(environment: bus.environment)
    var heard: [MonitorEvent] = []
    monitor.heard = { heard.append($0) }
    // A second connection of python3-gi that sends the same signals without owning the name.
    let impostor = try StandInXgesture(on: bus, owningName: false)
    try impostor.action("impostor", state: "recognized", action: "command: true", outcome: "ran")
    try xgesture.action("tap", state: "recognized", action: "command: true", outcome: "ran")
    #expect(Self.serve(monitor) { !heard.isEmpty })
    #expect(heard == [.action(.init(gesture: "tap", state: "recognized", action: "command: true", outcome: "ran"))])
  }

  @Test("No owner of the name, and no bus, are sentences")
  func noXgesture() throws {
    let bus = try SessionBusBed()
    #expect(throws: BusMonitorError.notRunning) { try BusMonitor(environment: bus.environment) }
    #expect(
      BusMonitorError.notRunning.description
        == "xgesture is not running on this session bus (no one owns org.xgesture.Xgesture) — start xgesture first")
    let folder = try TemporaryDirectory(prefix: "xgesture-no-bus")
    #expect {
      _ = try BusMonitor(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(folder.file("none"))"])
    } throws: { error in
      guard case .noSessionBus = error as? BusMonitorError else { return false }
      return "\(error)".hasPrefix("no session bus to watch xgesture on")
    }
    #expect(throws: BusMonitorError.noSessionBus("neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set")) {
      try BusMonitor(environment: [:])
    }
  }
}
