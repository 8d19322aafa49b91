import Foundation

/// A private D-Bus session bus: a real `dbus-daemon --session` listening on
/// a socket of its own. Whatever is started with `environment` finds it
/// (`DBUS_SESSION_BUS_ADDRESS`): `xgesture --monitor`, python3-gi's stand-in
/// for xgesture (`StandInXgesture`), or xgesture itself, whose name the bed
/// waits for with `waitForOwner(of:)` like any other owner's.
public final class SessionBusBed: @unchecked Sendable {
  public let folder: TemporaryDirectory
  public let address: String
  private let daemon: ChildProcess

  /// What a program needs to find the bus.
  public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

  public init() throws(BedError) {
    folder = try TemporaryDirectory(prefix: "xgesture-session-bus")
    let socket = folder.file("bus")
    address = "unix:path=\(socket)"
    let dbusDaemon = try ProgramLookup.find("dbus-daemon", package: "dbus-daemon")
    daemon = try ChildProcess(
      dbusDaemon, arguments: ["--session", "--address=\(address)", "--nofork", "--nopidfile", "--nosyslog"],
      environment: ChildProcess.environment(), standardOutput: .discard, standardError: .discard)
    guard poll(timeout: 10, { access(socket, F_OK) == 0 ? true : nil }) != nil else {
      daemon.terminate(timeout: 1)
      throw .timedOut("dbus-daemon --session", seconds: 10)
    }
  }

  deinit { stop() }

  /// Ends the bus: every connection to it is closed.
  public func stop() { daemon.terminate(timeout: 2) }

  /// The unique name of the connection that owns `name`, or nil when none does.
  public func owner(of name: String) -> String? {
    guard let program = try? ProgramLookup.find("dbus-send", package: "dbus-bin"),
      let (status, output) = try? ChildProcess.run(
        program,
        arguments: [
          "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
          "org.freedesktop.DBus.GetNameOwner", "string:\(name)",
        ], environment: ChildProcess.environment(), timeout: 10),
      status.succeeded,
      let quoted = output.split(separator: "\"").dropFirst().first
    else { return nil }
    return String(quoted)
  }

  /// Waits (at most `timeout` seconds) until someone owns `name`, and returns its unique name.
  public func waitForOwner(of name: String, timeout: Double = 10) -> String? {
    poll(timeout: timeout, interval: 20) { owner(of: name) }
  }
}
