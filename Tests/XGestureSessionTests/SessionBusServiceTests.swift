import Foundation
import Synchronization
import Testing
import XGestureBus
import XGestureSession
import XGestureTestSupport

/// xgesture's own service on the session bus (docs/REFERENCE.md §15),
/// alone: its connection and its tries on the caller's clock, and a method
/// answered to GLib's `gdbus` on a private `dbus-daemon --session`
/// (`SessionBusBed`), served as the bridge's loop serves it.
@Suite("The session bus service through sd-bus")
struct SessionBusServiceTests {
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func add(_ line: String) { lock.withLock { lines.append(line) } }
  }

  /// The service, handed to the thread that serves it (and touched by no other meanwhile).
  final class Served: @unchecked Sendable {
    let service: SessionBusService
    init(_ service: SessionBusService) { self.service = service }
  }

  static func service(_ environment: [String: String], log: Log) -> SessionBusService {
    SessionBusService(
      environment: environment,
      methods: .init(
        listDevices: { [] },
        listGestures: { [[BusPair("name", .string("tap")), BusPair("fingers", .int32s([1, 2]))]] },
        reload: { (true, "config.yaml: 1 gesture, 0 sounds — OK\n") }, pause: {}, resume: {}),
      properties: {
        BusProperties(version: "9.9", mode: "observe", configPath: "config.yaml", paused: false, locked: false)
      },
      log: log.add)
  }

  @Test("Without an address it says so once and does not try again")
  func noAddress() {
    let log = Log()
    let service = Self.service([:], log: log)
    service.connect(now: 0)
    #expect(!service.isConnected)
    #expect(
      log.all == [
        "no session bus: DBUS_SESSION_BUS_ADDRESS is not set and there is no XDG_RUNTIME_DIR; other programs cannot follow gestures"
      ])
    #expect(service.deadline(now: 0) == nil)
    #expect(service.descriptors.isEmpty)
  }

  @Test("A bus that does not answer is tried again every 2 s of the caller's clock, said once")
  func retries() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-no-session-bus")
    let address = "unix:path=\(folder.file("absent"))"
    let log = Log()
    let service = Self.service(["DBUS_SESSION_BUS_ADDRESS": address], log: log)
    service.connect(now: 1000)
    #expect(service.deadline(now: 1000) == 3000)
    service.service(now: 2999)
    #expect(service.deadline(now: 2999) == 3000, "not yet due: nothing tried")
    service.service(now: 3000)
    #expect(service.deadline(now: 3000) == 5000)
    #expect(log.all.count == 1 && log.all[0].hasPrefix("no session bus: cannot connect to \(address) ("))
  }

  @Test("On a bus it owns the name and answers a method to gdbus; it takes the name again when the bus is back")
  func answersAndComesBack() throws {
    let bus = try SessionBusBed()
    let log = Log()
    let service = Self.service(bus.environment, log: log)
    service.connect(now: 0)
    #expect(service.isConnected, "\(log.all)")
    // The loop's part on a thread of its own while gdbus waits for the answer.
    let stop = Mutex(false)
    let served = Served(service)
    let loop = Thread {
      let service = served.service
      var now = 0.0
      while !stop.withLock({ $0 }) {
        var fds = service.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), 20)
        now += 20
        service.service(now: now)
      }
    }
    loop.start()
    defer { stop.withLock { $0 = true } }
    let answer = try bus.call("ListGestures")
    #expect(answer.output == "([{'name': <'tap'>, 'fingers': <[1, 2]>}],)\n", "\(answer.output)")
    let reload = try bus.call("Reload")
    #expect(reload.output == "(true, 'config.yaml: 1 gesture, 0 sounds — OK\\n')\n", "\(reload.output)")
    let first = bus.owner(of: SessionBusService.name)

    bus.stop()
    #expect(
      poll(timeout: 10) { log.all.contains { $0.hasPrefix("no session bus: lost the connection") } ? true : nil } != nil
    )
    try bus.start()
    let second = bus.waitForOwner(of: SessionBusService.name)
    #expect(second != nil && second != first, "\(log.all)")
    #expect(log.all.last == "on the session bus again as org.xgesture.Xgesture")
  }
}
