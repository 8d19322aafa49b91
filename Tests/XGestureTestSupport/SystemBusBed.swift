import Foundation

/// A private D-Bus system bus with a stand-in systemd-logind: a real
/// `dbus-daemon` on a socket of its own, and python3-dbusmock's `logind`
/// template holding one session. xgesture finds it through
/// `DBUS_SYSTEM_BUS_ADDRESS` and `XDG_SESSION_ID` (`environment`); the test
/// locks and unlocks the session as a screen locker would, through
/// `dbus-send`.
public final class SystemBusBed: @unchecked Sendable {
  public let folder: TemporaryDirectory
  /// The session logind holds for xgesture.
  public let sessionID: String
  public let address: String
  private let daemon: ChildProcess
  private var logind: ChildProcess?

  /// What xgesture needs to find the bus and its session.
  public var environment: [String: String] {
    ["DBUS_SYSTEM_BUS_ADDRESS": address, "XDG_SESSION_ID": sessionID]
  }

  public init(sessionID: String = "c7") throws(BedError) {
    self.sessionID = sessionID
    folder = try TemporaryDirectory(prefix: "xgesture-bus")
    let socket = folder.file("system_bus_socket")
    address = "unix:path=\(socket)"
    // A session bus's rules (anyone may own any name and send anything), on a socket of our own.
    let config = try folder.write(
      """
      <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
       "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
      <busconfig>
        <type>session</type>
        <listen>\(address)</listen>
        <auth>EXTERNAL</auth>
        <policy context="default">
          <allow send_destination="*" eavesdrop="true"/>
          <allow eavesdrop="true"/>
          <allow own="*"/>
        </policy>
      </busconfig>
      """, to: "bus.conf")
    let dbusDaemon = try ProgramLookup.find("dbus-daemon", package: "dbus-daemon")
    daemon = try ChildProcess(
      dbusDaemon, arguments: ["--config-file=\(config)", "--nofork", "--nopidfile", "--nosyslog"],
      environment: ChildProcess.environment(), standardOutput: .discard, standardError: .discard)
    guard poll(timeout: 10, { access(socket, F_OK) == 0 ? true : nil }) != nil else {
      daemon.terminate(timeout: 1)
      throw .timedOut("dbus-daemon", seconds: 10)
    }
    // Debian's python3, where python3-dbusmock is installed.
    let python = try ProgramLookup.require(file: "/usr/bin/python3", package: "python3-dbusmock")
    let environment = ChildProcess.environment(adding: ["DBUS_SYSTEM_BUS_ADDRESS": address])
    let mock = try ChildProcess(
      python, arguments: ["-m", "dbusmock", "--system", "--template", "logind"],
      environment: environment, standardOutput: .discard, standardError: .discard)
    logind = mock
    let owned = poll(timeout: 15, interval: 20) { () -> Bool? in
      let answer = try? send(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
        method: "org.freedesktop.DBus.NameHasOwner", ["string:org.freedesktop.login1"])
      return answer?.contains("boolean true") == true ? true : nil
    }
    guard owned != nil else {
      stop()
      throw .timedOut("python3 -m dbusmock --template logind", seconds: 15)
    }
    try send(
      destination: "org.freedesktop.login1", path: "/org/freedesktop/login1",
      method: "org.freedesktop.DBus.Mock.AddSession",
      ["string:\(sessionID)", "string:seat0", "uint32:\(getuid())", "string:tester", "boolean:true"])
  }

  deinit { stop() }

  public func stop() {
    logind?.terminate(timeout: 2)
    logind = nil
    daemon.terminate(timeout: 2)
  }

  /// The session's object path.
  public var sessionPath: String { "/org/freedesktop/login1/session/\(sessionID)" }

  /// Sets the session's `LockedHint` (as a locker does once its lock shows):
  /// logind's PropertiesChanged follows.
  public func setLockedHint(_ locked: Bool) throws(BedError) {
    try send(
      destination: "org.freedesktop.login1", path: sessionPath,
      method: "org.freedesktop.login1.Session.SetLockedHint", ["boolean:\(locked)"])
  }

  /// Has logind send the session's `Lock` signal (`loginctl lock-session`).
  public func lock() throws(BedError) {
    try send(
      destination: "org.freedesktop.login1", path: sessionPath,
      method: "org.freedesktop.login1.Session.Lock", [])
  }

  /// Has logind send the session's `Unlock` signal (`loginctl unlock-session`).
  public func unlock() throws(BedError) {
    try send(
      destination: "org.freedesktop.login1", path: sessionPath,
      method: "org.freedesktop.login1.Session.Unlock", [])
  }

  /// One method call on the bus, waiting for its reply; the reply printed.
  @discardableResult
  public func send(destination: String, path: String, method: String, _ arguments: [String])
    throws(BedError) -> String
  {
    let program = try ProgramLookup.find("dbus-send", package: "dbus-bin")
    let (status, output) = try ChildProcess.run(
      program,
      arguments: ["--bus=\(address)", "--print-reply", "--dest=\(destination)", path, method]
        + arguments,
      environment: ChildProcess.environment(), timeout: 10)
    guard status.succeeded else {
      throw .commandFailed("dbus-send \(method)", detail: output)
    }
    return output
  }
}
