import Foundation

/// A private D-Bus session bus: a real `dbus-daemon --session` on a socket
/// of its own (the same path after `restart`), and GLib's clients of it —
/// `gdbus` for calls, properties and introspection, a python3-gi listener
/// for the signals (`BusListener`). xgesture finds it through
/// `DBUS_SESSION_BUS_ADDRESS` (`environment`); it answers calls once
/// `init` or `start` returns. A third party's D-Bus: never
/// sd-bus talking to itself.
public final class SessionBusBed: @unchecked Sendable {
  public let folder: TemporaryDirectory
  public let address: String
  private let socket: String
  private var daemon: ChildProcess?

  /// What xgesture needs to find the bus.
  public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

  public init() throws(BedError) {
    folder = try TemporaryDirectory(prefix: "xgesture-session-bus")
    socket = folder.file("bus")
    address = "unix:path=\(socket)"
    try start()
  }

  deinit { stop() }

  /// Starts the bus (again, at the same address).
  public func start() throws(BedError) {
    guard daemon == nil else { return }
    unlink(socket)
    let program = try ProgramLookup.find("dbus-daemon", package: "dbus-daemon")
    let child = try ChildProcess(
      program, arguments: ["--session", "--address=\(address)", "--nofork", "--nopidfile", "--nosyslog"],
      environment: ChildProcess.environment(), standardOutput: .discard, standardError: .discard)
    daemon = child
    // The socket file appears when dbus-daemon binds it, a moment before it
    // accepts (a connection in between is refused): ready once the bus
    // itself owns org.freedesktop.DBus as a client sees it.
    let answering = poll(timeout: 10, interval: 20) {
      access(socket, F_OK) == 0 && owner(of: "org.freedesktop.DBus") != nil ? true : nil
    }
    guard answering != nil else {
      stop()
      throw .timedOut("dbus-daemon --session answering calls", seconds: 10)
    }
  }

  /// Ends the bus (its clients lose it).
  public func stop() {
    daemon?.terminate(timeout: 2)
    daemon = nil
  }

  /// Runs `gdbus ARGUMENTS --address ADDRESS` and returns its status and output.
  public func gdbus(_ arguments: [String]) throws(BedError) -> (status: ChildProcess.Status, output: String) {
    let program = try ProgramLookup.find("gdbus", package: "libglib2.0-bin")
    guard let command = arguments.first else { throw .misuse("gdbus without a command") }
    return try ChildProcess.run(
      program, arguments: [command, "--address", address] + arguments.dropFirst(),
      environment: ChildProcess.environment(), timeout: 10)
  }

  /// Calls `method` of xgesture's interface with `arguments` (gdbus's text form).
  public func call(_ method: String, _ arguments: [String] = []) throws(BedError) -> (
    status: ChildProcess.Status, output: String
  ) {
    try gdbus(
      [
        "call", "--dest", "org.xgesture.Xgesture", "--object-path", "/org/xgesture/Xgesture", "--method",
        "org.xgesture.Xgesture1.\(method)",
      ] + arguments)
  }

  /// The owner of `name` on the bus (its unique name), or nil when none.
  public func owner(of name: String) -> String? {
    guard
      let answer = try? gdbus(
        [
          "call", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus", "--method",
          "org.freedesktop.DBus.GetNameOwner", name,
        ]), answer.status.succeeded
    else { return nil }
    return answer.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits (at most `timeout` s) until `name` has an owner.
  public func waitForOwner(of name: String, timeout: Double = 10) -> String? {
    poll(timeout: timeout, interval: 50) { owner(of: name) }
  }

  /// A python3-gi client subscribed to `interface`'s signals, ready when this returns.
  public func listen(to interface: String = "org.xgesture.Xgesture1", client: BusListener.Client = .python)
    throws(BedError) -> BusListener
  {
    try BusListener(address: address, interface: interface, client: client)
  }
}

/// A python3-gi (`Gio.DBusConnection`) client, or the same in C
/// (`GLibCListener`), that prints each signal of an
/// interface it hears as one JSON line: its member, its signature, its
/// arguments unpacked, for an `a{sv}` argument the type of each value, and
/// when its handler ran (CLOCK_MONOTONIC ns: the benchmark's clock).
public final class BusListener: @unchecked Sendable {
  /// One signal heard.
  public struct Signal: @unchecked Sendable {
    public var member: String
    public var signature: String
    public var arguments: [Any]
    /// For each `a{sv}` argument, by position: the D-Bus type of each key's value.
    public var types: [String: [String: String]]
    /// When the client's handler got it, CLOCK_MONOTONIC ns.
    public var received: Int64
  }

  private let process: ChildProcess
  private let lock = NSLock()
  private var heard: [Signal] = []
  private var reader: LineReader?
  private var ready = false

  static let script = """
    import json, sys, time
    from gi.repository import Gio, GLib
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    connection = Gio.DBusConnection.new_for_address_sync(sys.argv[1], flags, None, None)
    def heard(connection, sender, path, interface, member, parameters):
        received = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
        types = {}
        for index in range(parameters.n_children()):
            child = parameters.get_child_value(index)
            if child.get_type_string() == 'a{sv}':
                entries = {}
                for n in range(child.n_children()):
                    entry = child.get_child_value(n)
                    entries[entry.get_child_value(0).get_string()] = entry.get_child_value(1).get_variant().get_type_string()
                types[str(index)] = entries
        line = {'member': member, 'signature': parameters.get_type_string(), 'arguments': parameters.unpack(), 'types': types,
                'received': received}
        print(json.dumps(line), flush=True)
    connection.signal_subscribe(None, sys.argv[2], None, None, None, Gio.DBusSignalFlags.NONE, heard)
    connection.call_sync('org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus', 'GetId',
                         None, None, Gio.DBusCallFlags.NONE, -1, None)
    print(json.dumps({'member': 'ready'}), flush=True)
    GLib.MainLoop().run()
    """

  /// Which GDBus client listens: python3-gi's, or the same written in C (`GLibCListener`).
  public enum Client: Sendable {
    case python, c
  }

  /// The C client's folder, while it runs.
  private let folder: TemporaryDirectory?

  init(address: String, interface: String, client: Client) throws(BedError) {
    let command: [String]
    switch client {
    case .python:
      let python = try ProgramLookup.require(file: "/usr/bin/python3", package: "python3-gi")
      (command, folder) = ([python, "-c", Self.script], nil)
    case .c:
      let folder = try TemporaryDirectory(prefix: "xgesture-gdbus-listener")
      (command, self.folder) = ([try GLibCListener.build(in: folder)], folder)
    }
    process = try ChildProcess(
      command[0], arguments: Array(command.dropFirst()) + [address, interface],
      environment: ChildProcess.environment(), standardOutput: .pipe, standardError: .pipe)
    reader = LineReader(reading: process.standardOutputPipe!) { [weak self] text, _ in
      self?.take(text)
    }
    guard poll(timeout: 10, { lock.withLock { ready } ? true : nil }) != nil else {
      process.terminate(timeout: 1)
      throw .timedOut("a python3-gi listener on the session bus", seconds: 10)
    }
  }

  deinit { process.terminate(timeout: 2) }

  public func stop() { process.terminate(timeout: 2) }

  /// Every signal heard so far.
  public var signals: [Signal] { lock.withLock { heard } }

  /// Waits (at most `timeout` s) until `condition` yields a value for the signals so far.
  public func wait<T>(timeout: Double = 10, _ condition: ([Signal]) -> T?) -> T? {
    poll(timeout: timeout, interval: 10) { condition(signals) }
  }

  private func take(_ text: String) {
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let member = object["member"] as? String
    else { return }
    lock.withLock {
      if member == "ready" {
        ready = true
        return
      }
      heard.append(
        Signal(
          member: member, signature: object["signature"] as? String ?? "",
          arguments: object["arguments"] as? [Any] ?? [],
          types: object["types"] as? [String: [String: String]] ?? [:],
          received: (object["received"] as? NSNumber)?.int64Value ?? 0))
    }
  }
}
