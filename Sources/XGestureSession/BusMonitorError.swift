/// Why `xgesture --monitor` cannot watch xgesture: a sentence a user can act on.
public enum BusMonitorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No session bus to connect to (DBUS_SESSION_BUS_ADDRESS, else $XDG_RUNTIME_DIR/bus).
  case noSessionBus(String)
  /// Nobody owns `org.xgesture.Xgesture` on the session bus.
  case notRunning
  /// The bus answered, but xgesture's signals could not be subscribed to or its owner not asked.
  case cannotWatch(String)
  /// xgesture answered a call with a refusal, its sentence (`Record` while another `--learn` records).
  case refused(String)

  public var description: String {
    switch self {
    case .noSessionBus(let why):
      "no session bus to watch xgesture on (\(why)) — run it in the desktop session, or set DBUS_SESSION_BUS_ADDRESS"
    case .notRunning:
      "xgesture is not running on this session bus (no one owns \(BusMonitor.name)) — start xgesture first"
    case .cannotWatch(let why): "cannot watch xgesture on the session bus (\(why))"
    case .refused(let why): "the running xgesture refused: \(why)"
    }
  }
}
