import Foundation
import Testing
import XGestureSession
import XGestureTestSupport

/// The logind adapter against a real dbus-daemon holding python3-dbusmock's
/// logind (`SystemBusBed`), served the way the bridge's poll() loop serves it:
/// poll() on its descriptors, then `service()`.
@Suite("logind session lock through sd-bus")
struct SessionLockWatcherTests {
  /// Polls the watcher's descriptors and serves it until `condition` holds
  /// (false after 10 s).
  static func serve(_ watcher: SessionLockWatcher, until condition: () -> Bool) -> Bool {
    let deadline = MonotonicTime.now().adding(milliseconds: 10_000)
    while !condition() {
      guard MonotonicTime.now() < deadline else { return false }
      var fds = watcher.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&fds, nfds_t(fds.count), Int32(min(watcher.timeout ?? 100, 100)))
      watcher.service()
    }
    return true
  }

  @Test("LockedHint and the Lock and Unlock signals of XDG_SESSION_ID's session are followed")
  func followsTheSession() throws {
    let bus = try SystemBusBed(sessionID: "c3")
    let watcher = try SessionLockWatcher(environment: bus.environment)
    #expect(watcher.sessionID == "c3")
    #expect(!watcher.isLocked)
    var heard: [Bool] = []
    watcher.changed = { heard.append($0) }

    try bus.setLockedHint(true)
    #expect(Self.serve(watcher) { heard == [true] }, "heard \(heard)")
    #expect(watcher.isLocked)
    try bus.setLockedHint(false)
    #expect(Self.serve(watcher) { heard == [true, false] }, "heard \(heard)")
    try bus.lock()
    #expect(Self.serve(watcher) { heard == [true, false, true] }, "heard \(heard)")
    try bus.unlock()
    #expect(Self.serve(watcher) { heard == [true, false, true, false] }, "heard \(heard)")
  }

  @Test("A session locked before xgesture starts is locked from the start")
  func lockedAtStart() throws {
    let bus = try SystemBusBed()
    try bus.setLockedHint(true)
    let watcher = try SessionLockWatcher(environment: bus.environment)
    #expect(watcher.isLocked)
  }

  @Test("A session logind does not know, and a missing bus, are sentences")
  func noSession() throws {
    let bus = try SystemBusBed()
    var environment = bus.environment
    environment["XDG_SESSION_ID"] = "c99"
    #expect {
      _ = try SessionLockWatcher(environment: environment)
    } throws: { error in
      // logind answers NoSuchSession; dbusmock gives a path with no object behind it.
      switch error as? SessionLockError {
      case .noSession, .cannotWatch: return "\(error)".contains("logind session")
      case .noSystemBus, nil: return false
      }
    }
    let folder = try TemporaryDirectory(prefix: "xgesture-no-bus")
    #expect {
      _ = try SessionLockWatcher(environment: [
        "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(folder.file("none"))", "XDG_SESSION_ID": "c7",
      ])
    } throws: { error in
      guard case .noSystemBus = error as? SessionLockError else { return false }
      return (error as? SessionLockError)?.description.hasPrefix("no system bus to ask logind") == true
    }
  }

  @Test("A bus that goes away is said once, and the session counts as unlocked")
  func busLost() throws {
    let bus = try SystemBusBed()
    try bus.setLockedHint(true)
    let watcher = try SessionLockWatcher(environment: bus.environment)
    var said: [String] = []
    var heard: [Bool] = []
    watcher.lost = { said.append($0) }
    watcher.changed = { heard.append($0) }
    bus.stop()
    #expect(Self.serve(watcher) { !said.isEmpty }, "nothing said")
    #expect(said.count == 1 && said[0].contains("lost the system bus"), "\(said)")
    #expect(heard == [false])
    #expect(watcher.descriptors.isEmpty)
    watcher.service()
    #expect(said.count == 1)
  }
}
