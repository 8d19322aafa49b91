internal import CSystemd
import XGestureBus
import XGestureSystem

/// The session bus client of `xgesture --monitor` (docs/REFERENCE.md §15,
/// "Watching it"), through libsystemd's sd-bus: it asks who owns
/// `org.xgesture.Xgesture`, then hears that owner's `Transition`, `Action`
/// and `SequenceEnded` signals and the bus's `NameOwnerChanged` for the
/// name, which says when xgesture ends.
///
/// The bus is `DBUS_SESSION_BUS_ADDRESS`'s in the environment given, else
/// `$XDG_RUNTIME_DIR/bus`. Nothing is polled: the owner's poll() loop
/// watches `descriptors` and `timeout`, and calls `service()` when one is
/// due; `heard` is called for each signal and `ended` once, from there.
public final class BusMonitor {
  /// The well-known name, object and interface xgesture serves.
  public static let name = "org.xgesture.Xgesture"
  public static let objectPath = "/org/xgesture/Xgesture"
  public static let interface = "org.xgesture.Xgesture1"

  /// How watching ended.
  public enum End: Equatable, Sendable {
    /// The name's owner went away: xgesture ended (or lost the bus).
    case xgestureEnded
    /// The connection to the bus failed; the sentence says how.
    case busLost(String)
  }

  /// The unique name of xgesture's connection (`:1.42`).
  public private(set) var owner: String
  /// Called for each of the owner's signals, in the order they came.
  public var heard: (MonitorEvent) -> Void = { _ in }
  /// Called once when watching ends; nothing is heard after it.
  public var ended: (End) -> Void = { _ in }
  private var bus: OpaquePointer?

  /// Connects to the session bus, subscribes to xgesture's signals and the
  /// name's changes of owner, then asks who owns the name (subscribed
  /// first, so that nothing sent after the answer is missed).
  public init(environment: [String: String]) throws(BusMonitorError) {
    let bus = try Self.connect(environment)
    owner = ""
    self.bus = bus
    // From here on, deinit closes the bus.
    try Self.watch(bus, signals: "type='signal',path='\(Self.objectPath)',interface='\(Self.interface)'", self)
    owner = try Self.nameOwner(bus)
  }

  deinit {
    if let bus { sd_bus_flush_close_unref(bus) }
  }

  /// The descriptor to watch for reading; none once watching ended. Sends
  /// anything sd-bus still has to write first.
  public var descriptors: [Int32] {
    bus.map(PolledBus.descriptors(of:)) ?? []
  }

  /// Milliseconds from now until sd-bus needs `service()` though nothing
  /// was read; nil when it waits for nothing.
  public var timeout: Double? {
    bus.flatMap(PolledBus.timeout(of:))
  }

  /// Handles everything sd-bus has read or can read now, without waiting.
  public func service() {
    while let bus {
      let status = sd_bus_process(bus, nil)
      if status > 0 { continue }
      if status < 0 { finish(.busLost("lost the session bus (\(SignalReader.sentence(status)))")) }
      return
    }
  }

  private func finish(_ end: End) {
    guard let bus else { return }
    sd_bus_flush_close_unref(bus)
    self.bus = nil
    ended(end)
  }

  /// NameOwnerChanged(s name, s old, s new) for the name: a new owner other
  /// than the one watched (none, or a new xgesture) ends the watch.
  func ownerChanged(_ message: OpaquePointer?) {
    guard bus != nil, Self.ownerLeft(message, watched: owner) else { return }
    finish(.xgestureEnded)
  }

  /// One of the interface's signals, from the name's owner.
  func signal(_ message: OpaquePointer?) {
    guard bus != nil, let message, let sender = sd_bus_message_get_sender(message),
      String(cString: sender) == owner
    else { return }
    if let event = SignalReader(message).event() { heard(event) }
  }

  static func connect(_ environment: [String: String]) throws(BusMonitorError) -> OpaquePointer {
    let address: String
    if let given = environment["DBUS_SESSION_BUS_ADDRESS"], !given.isEmpty {
      address = given
    } else if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
      address = "unix:path=\(runtime)/bus"
    } else {
      throw .noSessionBus("neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set")
    }
    var opened: OpaquePointer?
    var status = sd_bus_new(&opened)
    guard status >= 0, let bus = opened else { throw .noSessionBus(SignalReader.sentence(status)) }
    status = sd_bus_set_address(bus, address)
    if status >= 0 { status = sd_bus_set_bus_client(bus, 1) }
    if status >= 0 { status = sd_bus_start(bus) }
    guard status >= 0 else {
      sd_bus_unref(bus)
      throw .noSessionBus("\(address): \(SignalReader.sentence(status))")
    }
    _ = sd_bus_set_method_call_timeout(bus, 5_000_000)
    return bus
  }

  /// GetNameOwner(s name) → s: the unique name of xgesture's connection.
  static func nameOwner(_ bus: OpaquePointer) throws(BusMonitorError) -> String {
    var call: OpaquePointer?
    var status = sd_bus_message_new_method_call(
      bus, &call, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetNameOwner")
    if status >= 0 { status = sd_bus_message_append_basic(call, CChar(UInt8(ascii: "s")), name) }
    defer { sd_bus_message_unref(call) }
    var error = sd_bus_error()
    defer { sd_bus_error_free(&error) }
    var reply: OpaquePointer?
    if status >= 0 { status = sd_bus_call(bus, call, 0, &error, &reply) }
    defer { sd_bus_message_unref(reply) }
    if sd_bus_error_has_name(&error, "org.freedesktop.DBus.Error.NameHasNoOwner") > 0 { throw .notRunning }
    guard status >= 0, let reply, let owner = SignalReader(reply).string() else {
      // A connection the bus refused shows first here: it is no session bus to use.
      if status == -ECONNRESET || status == -ENOTCONN || status == -ECONNREFUSED {
        throw .noSessionBus(SignalReader.sentence(status, error))
      }
      throw .cannotWatch(SignalReader.sentence(status, error))
    }
    return owner
  }
}

extension BusMonitor: XgestureWatcher {}
