internal import CSystemd
public import XGestureBus
import XGestureSystem

/// xgesture on the user's session bus (docs/REFERENCE.md §15): it owns the
/// name `org.xgesture.Xgesture`, serves the object `/org/xgesture/Xgesture`
/// with the interface `org.xgesture.Xgesture1` (its methods answered by
/// `methods`, its properties read from `properties`; sd-bus answers
/// introspection from the same table), and sends the signals it is given.
///
/// The bus is `DBUS_SESSION_BUS_ADDRESS`'s, else `$XDG_RUNTIME_DIR/bus`.
/// Without one, or when it is lost, it says so in one line and tries again
/// every `retryInterval` ms (a deadline of the owner's poll() loop); when
/// the bus is back it takes the name again. Nothing waits: the owner's
/// loop watches `descriptors` and `deadline`, and calls `service(now:)`.
public final class SessionBusService {
  /// What the methods do: each answers at once (`Reload` with what `--check` prints).
  public struct Methods {
    public var listDevices: () -> [BusDictionary]
    public var listGestures: () -> [BusDictionary]
    public var reload: () -> (ok: Bool, message: String)
    public var pause: () -> Void
    public var resume: () -> Void
    /// `Record`: start recording touch sequences for the client of this
    /// unique name (`xgesture --learn`); nil when it does, else the sentence
    /// why not. One client at a time: the service refuses a second itself.
    public var record: (String) -> String?
    /// Recording for the client of this unique name ends: it called
    /// `StopRecording`, it left the bus, or the bus was lost.
    public var stopRecording: (String) -> Void

    public init(
      listDevices: @escaping () -> [BusDictionary], listGestures: @escaping () -> [BusDictionary],
      reload: @escaping () -> (ok: Bool, message: String), pause: @escaping () -> Void,
      resume: @escaping () -> Void, record: @escaping (String) -> String? = { _ in "recording is not served here" },
      stopRecording: @escaping (String) -> Void = { _ in }
    ) {
      self.listDevices = listDevices
      self.listGestures = listGestures
      self.reload = reload
      self.pause = pause
      self.resume = resume
      self.record = record
      self.stopRecording = stopRecording
    }
  }

  /// The D-Bus error a `Record` that cannot be served gets.
  public static let busyError = "org.xgesture.Xgesture1.Error.Busy"

  public static let name = "org.xgesture.Xgesture"
  /// How long after a failed or lost connection it tries again, ms.
  public static let retryInterval = 2000.0

  private let address: String?
  private let methods: Methods
  private let properties: () -> BusProperties
  private let log: (String) -> Void
  private var bus: OpaquePointer?
  private var slot: OpaquePointer?
  private let handlers: UnsafeMutablePointer<xg_service>
  /// When to try connecting again (the caller's ms), while there is no bus.
  private var retryAt: Double?
  /// Whether the lack of a bus was said (once until it is back).
  private var saidMissing = false
  /// The client recorded for (`Record`) and the match that hears it leave.
  private var recording: (client: String, watch: OpaquePointer?)?

  /// Nothing is connected until `connect(now:)`.
  public init(
    environment: [String: String], methods: Methods, properties: @escaping () -> BusProperties,
    log: @escaping (String) -> Void
  ) {
    if let given = environment["DBUS_SESSION_BUS_ADDRESS"], !given.isEmpty {
      address = given
    } else if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
      address = "unix:path=\(runtime)/bus"
    } else {
      address = nil
    }
    self.methods = methods
    self.properties = properties
    self.log = log
    handlers = .allocate(capacity: 1)
    handlers.initialize(to: xg_service(method: nil, property: nil, context: nil))
    handlers.pointee.context = Unmanaged.passUnretained(self).toOpaque()
    handlers.pointee.method = { context, which, call in
      guard let context, let call else { return -EINVAL }
      return Unmanaged<SessionBusService>.fromOpaque(context).takeUnretainedValue().answer(which, call)
    }
    handlers.pointee.property = { context, name, reply in
      guard let context, let name, let reply else { return -EINVAL }
      let service = Unmanaged<SessionBusService>.fromOpaque(context).takeUnretainedValue()
      guard let value = service.properties().value(of: String(cString: name)) else { return -ENOENT }
      return BusValueWriter.append(value, to: reply)
    }
  }

  deinit {
    close()
    handlers.deallocate()
  }

  /// Whether it owns the name on a bus now.
  public var isConnected: Bool { bus != nil }

  /// Connects, registers the object and takes the name; on failure says
  /// why once and tries again at `now + retryInterval`.
  public func connect(now: Double) {
    guard bus == nil else { return }
    guard let address else {
      missing("DBUS_SESSION_BUS_ADDRESS is not set and there is no XDG_RUNTIME_DIR")
      return
    }
    var opened: OpaquePointer?
    var status = xg_bus_open_at(address, &opened)
    guard status >= 0, let opened else {
      missing("cannot connect to \(address) (\(Errno.sentence(-status)))", retryAt: now + Self.retryInterval)
      return
    }
    bus = opened
    _ = sd_bus_set_method_call_timeout(opened, 2_000_000)
    var added: OpaquePointer?
    status = xg_add_object(opened, &added, handlers)
    slot = added
    if status >= 0 { status = sd_bus_request_name(opened, Self.name, 0) }
    guard status >= 0 else {
      close()
      let why =
        status == -EEXIST
        ? "another program owns \(Self.name) there" : "cannot take \(Self.name) (\(Errno.sentence(-status)))"
      missing(why, retryAt: now + Self.retryInterval)
      return
    }
    retryAt = nil
    if saidMissing { log("on the session bus again as \(Self.name)") }
    saidMissing = false
  }

  /// The descriptor to watch for reading; none without a bus. Sends what
  /// sd-bus still has to write first.
  public var descriptors: [Int32] {
    bus.map(PolledBus.descriptors(of:)) ?? []
  }

  /// When `service(now:)` is due though nothing was read, on the caller's
  /// clock (`now` is its time): the next try without a bus, else sd-bus's
  /// own timeout; nil when it waits for nothing.
  public func deadline(now: Double) -> Double? {
    guard let bus else { return retryAt }
    return PolledBus.timeout(of: bus).map { now + $0 }
  }

  /// Answers what sd-bus has read (method calls, property reads) without
  /// waiting; without a bus, tries to connect when it is time.
  public func service(now: Double) {
    guard let bus else {
      if let retryAt, now >= retryAt { connect(now: now) }
      return
    }
    while true {
      let status = sd_bus_process(bus, nil)
      if status > 0 { continue }
      if status < 0 {
        close()
        missing("lost the connection (\(Errno.sentence(-status)))", retryAt: now + Self.retryInterval)
      }
      return
    }
  }

  /// Sends `messages` as the interface's signals, in order.
  public func send(_ messages: [BusMessage]) {
    guard let bus, !messages.isEmpty else { return }
    for message in messages {
      var signal: OpaquePointer?
      guard
        sd_bus_message_new_signal(bus, &signal, "/org/xgesture/Xgesture", "org.xgesture.Xgesture1", message.member)
          >= 0, let signal
      else { continue }
      if BusValueWriter.append(message.arguments, to: signal) >= 0 { _ = sd_bus_send(bus, signal, nil) }
      sd_bus_message_unref(signal)
    }
    _ = sd_bus_flush(bus)
  }

  /// Announces new values of the properties `names` (`PropertiesChanged`).
  public func propertiesChanged(_ names: [String]) {
    guard let bus, !names.isEmpty else { return }
    for name in names { _ = xg_emit_changed(bus, name) }
    _ = sd_bus_flush(bus)
  }

  /// One method call, number `which` in the shim's table: its reply sent.
  private func answer(_ which: Int32, _ call: OpaquePointer) -> Int32 {
    switch which {
    case 0: return reply(to: call, [.dictionaries(methods.listDevices())])
    case 1: return reply(to: call, [.dictionaries(methods.listGestures())])
    case 2:
      let (ok, message) = methods.reload()
      return reply(to: call, [.bool(ok), .string(message)])
    case 3:
      methods.pause()
      return xg_reply_empty(call)
    case 4:
      methods.resume()
      return xg_reply_empty(call)
    case 5: return startRecording(call)
    case 6:
      if let client = sender(of: call), recording?.client == client { endRecording() }
      return xg_reply_empty(call)
    default: return -EINVAL
    }
  }

  /// `Record`: asked of the owner for the caller, whose leaving the bus
  /// (`NameOwnerChanged` with no new owner) ends it.
  private func startRecording(_ call: OpaquePointer) -> Int32 {
    guard let bus, let client = sender(of: call) else { return -EINVAL }
    if let current = recording?.client {
      guard current == client else {
        return xg_reply_error(call, Self.busyError, "another xgesture --learn is recording; try again when it ends")
      }
    } else if let refusal = methods.record(client) {
      return xg_reply_error(call, Self.busyError, refusal)
    } else {
      let match =
        "type='signal',sender='org.freedesktop.DBus',path='/org/freedesktop/DBus',"
        + "interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(client)'"
      var watch: OpaquePointer?
      _ = sd_bus_add_match(
        bus, &watch, match,
        { _, context, _ in
          guard let context else { return 0 }
          Unmanaged<SessionBusService>.fromOpaque(context).takeUnretainedValue().clientLeft()
          return 0
        }, Unmanaged.passUnretained(self).toOpaque())
      recording = (client, watch)
    }
    return xg_reply_empty(call)
  }

  /// The recorded-for client's name changed owner: a unique name only ever loses it.
  private func clientLeft() { endRecording() }

  /// Recording ends (said to the owner once), its watch dropped.
  private func endRecording() {
    guard let (client, watch) = recording else { return }
    recording = nil
    if let watch { sd_bus_slot_unref(watch) }
    methods.stopRecording(client)
  }

  /// Sends one recorded touch sequence (`Recorded(s trace)`) to the client
  /// recorded for, and to no one else.
  public func sendRecorded(_ trace: String) {
    guard let bus, let client = recording?.client else { return }
    var signal: OpaquePointer?
    guard
      sd_bus_message_new_signal(bus, &signal, "/org/xgesture/Xgesture", "org.xgesture.Xgesture1", "Recorded") >= 0,
      let signal
    else { return }
    defer { sd_bus_message_unref(signal) }
    guard sd_bus_message_set_destination(signal, client) >= 0,
      BusValueWriter.append([.string(trace)], to: signal) >= 0
    else { return }
    _ = sd_bus_send(bus, signal, nil)
    _ = sd_bus_flush(bus)
  }

  /// The unique name of a call's sender.
  private func sender(of call: OpaquePointer) -> String? {
    sd_bus_message_get_sender(call).map { String(cString: $0) }
  }

  private func reply(to call: OpaquePointer, _ values: [BusValue]) -> Int32 {
    var reply: OpaquePointer?
    var status = sd_bus_message_new_method_return(call, &reply)
    guard status >= 0, let reply else { return status }
    defer { sd_bus_message_unref(reply) }
    status = BusValueWriter.append(values, to: reply)
    guard status >= 0 else { return status }
    return sd_bus_send(nil, reply, nil)
  }

  /// No bus: said once (until it is back), tried again at `retryAt` if given.
  private func missing(_ why: String, retryAt: Double? = nil) {
    self.retryAt = retryAt
    guard !saidMissing else { return }
    saidMissing = true
    log("no session bus: \(why); other programs cannot follow gestures")
  }

  private func close() {
    // A client on a lost bus can no longer be sent to.
    endRecording()
    if let slot { sd_bus_slot_unref(slot) }
    slot = nil
    if let bus { sd_bus_flush_close_unref(bus) }
    bus = nil
  }
}
