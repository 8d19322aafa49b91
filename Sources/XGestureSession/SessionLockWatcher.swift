internal import CSystemd
import XGestureSystem

/// Watches whether systemd-logind says xgesture's session is locked: the
/// session's `LockedHint` property, read once and then followed through its
/// `PropertiesChanged` signal, and the session's `Lock` and `Unlock` signals
/// (what GNOME, KDE, light-locker and xss-lock set and send).
///
/// The session is `XDG_SESSION_ID`'s, else the one logind gives for this
/// process (`GetSessionByPID`). The bus is the system bus
/// (`DBUS_SYSTEM_BUS_ADDRESS` in the environment given overrides where it
/// is), through libsystemd's sd-bus.
/// Nothing is polled: the owner's poll() loop watches `descriptors` and
/// `timeout`, and calls `service()` when one is due; `changed` is called for
/// each change, from there.
public final class SessionLockWatcher {
  /// The session's id (`2`, `c1`), for messages.
  public let sessionID: String
  /// How the start-up line and `--list-devices` name this lock source: `logind session c1`.
  public var sourceName: String { "logind session \(sessionID)" }
  /// Whether the session is locked, as last heard.
  public private(set) var isLocked: Bool
  /// Called with the new value when the lock changes.
  public var changed: (Bool) -> Void = { _ in }
  /// Called once with a sentence when the bus is lost; nothing is watched then.
  public var lost: (String) -> Void = { _ in }
  private var bus: OpaquePointer?
  private let watch: UnsafeMutablePointer<xg_lock_watch>

  /// Connects to the system bus and finds the session (at most a few seconds
  /// when logind does not answer).
  public init(environment: [String: String]) throws(SessionLockError) {
    var opened: OpaquePointer?
    var status = xg_system_bus_open(environment["DBUS_SYSTEM_BUS_ADDRESS"], &opened)
    guard status >= 0, let bus = opened else {
      throw .noSystemBus(Self.sentence(status))
    }
    _ = sd_bus_set_method_call_timeout(bus, 3_000_000)
    var error = sd_bus_error()
    defer { sd_bus_error_free(&error) }
    var path: UnsafeMutablePointer<CChar>?
    status = xg_login1_session_path(bus, environment["XDG_SESSION_ID"], CurrentProcess.id, &path, &error)
    guard status >= 0, let path else {
      sd_bus_unref(bus)
      throw .noSession(Self.sentence(status, error))
    }
    defer { free(path) }
    watch = .allocate(capacity: 1)
    watch.initialize(to: xg_lock_watch(report: nil, context: nil))
    var id: UnsafeMutablePointer<CChar>?
    if sd_bus_get_property_string(
      bus, "org.freedesktop.login1", path, "org.freedesktop.login1.Session", "Id", &error, &id) >= 0,
      let id
    {
      sessionID = String(cString: id)
      free(id)
    } else {
      sessionID = environment["XDG_SESSION_ID"] ?? String(cString: path)
    }
    sd_bus_error_free(&error)
    isLocked = false
    watch.pointee.context = Unmanaged.passUnretained(self).toOpaque()
    watch.pointee.report = { context, locked in
      guard let context else { return }
      Unmanaged<SessionLockWatcher>.fromOpaque(context).takeUnretainedValue().heard(locked != 0)
    }
    // Subscribe first, then read: a change in between is not missed.
    self.bus = bus
    status = xg_login1_watch(bus, path, watch)
    let hint = status < 0 ? status : xg_login1_locked_hint(bus, path, &error)
    // Failing from here on, deinit closes the bus and frees the watch.
    guard hint >= 0 else { throw .cannotWatch(Self.sentence(hint, error)) }
    isLocked = hint == 1
  }

  deinit {
    if let bus { sd_bus_flush_close_unref(bus) }
    watch.deallocate()
  }

  /// The descriptor to watch for reading; none once the bus is lost. Sends
  /// anything sd-bus still has to write first.
  public var descriptors: [Int32] {
    bus.map(PolledBus.descriptors(of:)) ?? []
  }

  /// Milliseconds from now until sd-bus needs `service()` though nothing was
  /// read (a reply's timeout); nil when it waits for nothing.
  public var timeout: Double? {
    bus.flatMap(PolledBus.timeout(of:))
  }

  /// Handles everything sd-bus has read or can read now, without waiting;
  /// `changed` is called for each change of the lock.
  public func service() {
    guard let bus else { return }
    while true {
      let status = sd_bus_process(bus, nil)
      if status > 0 { continue }
      if status < 0 {
        sd_bus_flush_close_unref(bus)
        self.bus = nil
        lost("lost the system bus (\(Self.sentence(status))): the logind session's lock is no longer watched")
        if isLocked {
          isLocked = false
          changed(false)
        }
      }
      return
    }
  }

  private func heard(_ locked: Bool) {
    guard locked != isLocked else { return }
    isLocked = locked
    changed(locked)
  }

  private static func sentence(_ status: Int32, _ error: sd_bus_error = sd_bus_error()) -> String {
    if let message = error.message { return String(cString: message) }
    if let name = error.name { return String(cString: name) }
    return Errno.sentence(-status)
  }
}
