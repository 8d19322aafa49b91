import Foundation

/// Xfce's window manager on a bed, as the desktop actions' scenarios run it
/// beside openbox: `xfwm4 --compositor=off --sm-client-disable` without an
/// Xfce session, on a private session bus of its own (xfwm4 exits when it
/// cannot reach xfconf; the bus starts `xfconfd` for it, which finds no
/// settings in the folder and keeps xfwm4's defaults: 4 workspaces, click to
/// focus, new windows focused, an EWMH work area). Ready once the root says
/// `_NET_NUMBER_OF_DESKTOPS = 4` (`WindowManagerStart`).
public final class Xfwm4: @unchecked Sendable {
  /// The workspaces of its defaults.
  public static let desktops = 4
  private let folder: TemporaryDirectory
  private let bus: XClient
  private let client: XClient

  /// Starts a session bus and xfwm4 on the display of `environment` (its
  /// `DISPLAY`; its own folder as `HOME`) and waits, at most `timeout`
  /// seconds, until it publishes its workspaces.
  public init(environment: [String: String], timeout: Double = 20) throws(BedError) {
    folder = try TemporaryDirectory(prefix: "xgesture-xfwm4")
    var own = WindowManagerStart.environment(environment, in: folder)
    let socket = folder.file("session_bus_socket")
    // The session bus's own rules and service folders (xfconfd's is among them), on our socket.
    bus = try XClient(
      "dbus-daemon", package: "dbus-daemon",
      arguments: [
        "--session", "--address=unix:path=\(socket)", "--nofork", "--nopidfile", "--nosyslog",
      ],
      environment: own)
    guard poll(timeout: timeout, { access(socket, F_OK) == 0 ? true : nil }) != nil else {
      bus.stop()
      throw .timedOut("dbus-daemon --session", seconds: timeout)
    }
    own["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(socket)"
    client = try XClient(
      "xfwm4", package: "xfwm4", arguments: ["--compositor=off", "--sm-client-disable"],
      environment: own)
    do {
      try WindowManagerStart.waitForDesktops(
        Self.desktops, of: client, environment: environment, timeout: timeout)
    } catch {
      bus.stop()
      throw error
    }
  }

  deinit { stop() }

  /// What xfwm4 printed so far.
  public var lines: [String] { client.lines }

  public var isRunning: Bool { client.isRunning }

  /// Ends it, and its bus (with the xfconfd the bus started).
  public func stop() {
    client.stop()
    bus.stop()
  }
}
