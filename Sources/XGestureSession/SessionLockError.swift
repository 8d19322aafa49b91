/// Why xgesture cannot watch its logind session's lock: a sentence a user can act on.
public enum SessionLockError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No system bus (DBUS_SYSTEM_BUS_ADDRESS, else /run/dbus/system_bus_socket).
  case noSystemBus(String)
  /// The bus has no logind, or logind has no session for xgesture.
  case noSession(String)
  /// The session's LockedHint could not be read or its signals not watched.
  case cannotWatch(String)

  public var description: String {
    switch self {
    case .noSystemBus(let why): "no system bus to ask logind about the session's lock (\(why))"
    case .noSession(let why): "no logind session to watch for its lock (\(why))"
    case .cannotWatch(let why): "the logind session's lock cannot be watched (\(why))"
    }
  }
}
