internal import CSystemd
import XGestureBus
import XGestureSystem

/// `xgesture --learn`'s client of the running xgesture (docs/REFERENCE.md
/// §16): only one X client may select touch events on the root window, so
/// while xgesture runs it records for `--learn`. This asks it to
/// (`Record`), hears each touch sequence it sends back as trace text
/// (`Recorded(s trace)`, sent to this connection alone) and hears the name
/// change owner (xgesture ended); `stop` calls `StopRecording` — and a
/// client that dies without it is noticed by xgesture, which resumes. `reload`
/// asks xgesture to read its config again (the new template with it).
///
/// Nothing is polled here: the owner's poll() loop watches `descriptors`
/// and `timeout`, and calls `service()`; `heard` and `ended` are called from there.
public final class LearnClient {
  /// How recording ended other than by `stop`.
  public enum End: Equatable, Sendable {
    case xgestureEnded
    case busLost(String)
  }

  /// Called with each recorded touch sequence (a whole trace's text), in order.
  public var heard: (String) -> Void = { _ in }
  /// Called once when xgesture or the bus goes away; nothing is heard after it.
  public var ended: (End) -> Void = { _ in }
  /// The unique name of xgesture's connection.
  public private(set) var owner = ""
  private var bus: OpaquePointer?

  /// Connects, subscribes to the `Recorded` signal and to the name's owner
  /// changes, asks who owns the name — `.notRunning` when no one does: then
  /// `--learn` listens itself —, and calls `Record`.
  public init(environment: [String: String]) throws(BusMonitorError) {
    let bus = try BusMonitor.connect(environment)
    self.bus = bus
    let recorded =
      "type='signal',path='\(BusMonitor.objectPath)',interface='\(BusMonitor.interface)',member='Recorded'"
    try BusMonitor.watch(bus, signals: recorded, self)
    owner = try BusMonitor.nameOwner(bus)
    sd_bus_message_unref(try call("Record"))
  }

  deinit {
    if let bus { sd_bus_flush_close_unref(bus) }
  }

  /// The descriptor to watch for reading; none once it ended.
  public var descriptors: [Int32] { bus.map(PolledBus.descriptors(of:)) ?? [] }

  /// Milliseconds until `service()` is due though nothing was read; nil when it waits for nothing.
  public var timeout: Double? { bus.flatMap(PolledBus.timeout(of:)) }

  /// Handles what sd-bus has read, without waiting.
  public func service() {
    while let bus {
      let status = sd_bus_process(bus, nil)
      if status > 0 { continue }
      if status < 0 { finish(.busLost("lost the session bus (\(SignalReader.sentence(status)))")) }
      return
    }
  }

  /// Ends the recording (`StopRecording`): xgesture's actions run again.
  public func stop() {
    if let reply = try? call("StopRecording") { sd_bus_message_unref(reply) }
  }

  /// Asks xgesture to read its config again (`Reload`): whether it took it, and what `--check` prints of it.
  public func reload() throws(BusMonitorError) -> (ok: Bool, message: String) {
    guard let reply = try call("Reload") else { throw .cannotWatch("no answer to Reload") }
    defer { sd_bus_message_unref(reply) }
    var ok: Int32 = 0
    guard sd_bus_message_read_basic(reply, CChar(UInt8(ascii: "b")), &ok) > 0,
      let message = SignalReader(reply).string()
    else { throw .cannotWatch("Reload's answer is not (bs)") }
    return (ok != 0, message)
  }

  /// Calls a method of xgesture's interface without arguments; its reply,
  /// the caller's to unref (nil once ended).
  private func call(_ method: String) throws(BusMonitorError) -> OpaquePointer? {
    guard let bus else { return nil }
    var error = sd_bus_error()
    defer { sd_bus_error_free(&error) }
    var reply: OpaquePointer?
    let status = xg_call_plain(bus, owner, method, &error, &reply)
    guard status >= 0 else {
      if sd_bus_error_has_name(&error, SessionBusService.busyError) > 0 {
        throw .refused(SignalReader.sentence(status, error))
      }
      throw .cannotWatch("\(method): \(SignalReader.sentence(status, error))")
    }
    return reply
  }

  private func finish(_ end: End) {
    guard let bus else { return }
    sd_bus_flush_close_unref(bus)
    self.bus = nil
    ended(end)
  }

  /// NameOwnerChanged(s name, s old, s new): another owner than the one recording for us ends it.
  func ownerChanged(_ message: OpaquePointer?) {
    guard bus != nil, BusMonitor.ownerLeft(message, watched: owner) else { return }
    finish(.xgestureEnded)
  }

  /// `Recorded(s trace)` from the owner.
  func signal(_ message: OpaquePointer?) {
    guard bus != nil, let message, let sender = sd_bus_message_get_sender(message),
      String(cString: sender) == owner, sd_bus_message_has_signature(message, "s") > 0,
      let trace = SignalReader(message).string()
    else { return }
    heard(trace)
  }
}

extension LearnClient: XgestureWatcher {}
