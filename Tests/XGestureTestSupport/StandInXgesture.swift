import Foundation

/// A stand-in for xgesture on a `SessionBusBed`: python3-gi (a D-Bus library
/// other than xgesture's sd-bus) owns `org.xgesture.Xgesture` and sends
/// exactly the signals of its interface `org.xgesture.Xgesture1`
/// (docs/REFERENCE.md §15) on `/org/xgesture/Xgesture`, each when told:
/// `Transition(ssssa{sv})` with `data`'s values typed as given,
/// `Action(ssss)`, `SequenceEnded(asa{ss}t)`. `send` returns once the
/// signal left; `releaseName` gives the name up (as xgesture ending does).
public final class StandInXgesture: @unchecked Sendable {
  /// The unique name of its connection.
  public let uniqueName: String
  private let process: ChildProcess
  private let channel: LineChannel

  /// One value of a transition's `data`: its D-Bus type (`i`, `t`, `d`, `s`, `b`) and its value.
  public enum Value: Sendable {
    case int32(Int32)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case boolean(Bool)
  }

  /// `owningName: false` sends without the name: a connection whose signals xgesture's clients must not take for its.
  public init(on bus: SessionBusBed, owningName: Bool = true) throws(BedError) {
    let script = try bus.folder.write(Self.script, to: "stand-in-xgesture.py")
    // Debian's python3, where python3-gi is installed.
    let python = try ProgramLookup.require(file: "/usr/bin/python3", package: "python3-gi")
    process = try ChildProcess(
      python, arguments: [script, bus.address, owningName ? "own" : "send"], environment: ChildProcess.environment(),
      standardOutput: .pipe, standardError: .file(bus.folder.file("stand-in.log")), inputPipe: true)
    channel = LineChannel(readingFrom: process.standardOutputPipe!, writingTo: process.standardInputPipe!)
    guard let line = try channel.receive(timeout: 15), line.hasPrefix("owned ") else {
      let log = ChildProcess.lastLines(ofFile: bus.folder.file("stand-in.log"))
      process.terminate(timeout: 1)
      throw .startFailed("the python3-gi stand-in for xgesture", detail: log)
    }
    uniqueName = String(line.dropFirst("owned ".count))
  }

  deinit { process.terminate(timeout: 2) }

  /// Sends `Transition(gesture, type, from, to, data)`.
  public func transition(
    _ gesture: String, type: String, from: String, to: String, data: KeyValuePairs<String, Value>
  ) throws(BedError) {
    let entries = data.map { key, value in "[" + ([Self.quoted(key)] + Self.typed(value)).joined(separator: ",") + "]" }
    try command(
      ["Transition", gesture, type, from, to].map(Self.quoted) + ["[" + entries.joined(separator: ",") + "]"])
  }

  /// Sends `Action(gesture, state, action, outcome)`.
  public func action(_ gesture: String, state: String, action: String, outcome: String) throws(BedError) {
    try command(["Action", gesture, state, action, outcome].map(Self.quoted))
  }

  /// Sends `SequenceEnded(recognized, failed, time)`; `failed` in the order given.
  public func sequenceEnded(recognized: [String], failed: KeyValuePairs<String, String>, time: UInt64)
    throws(BedError)
  {
    let pairs = failed.map { "[\(Self.quoted($0.key)),\(Self.quoted($0.value))]" }
    try command([
      Self.quoted("SequenceEnded"), "[" + recognized.map(Self.quoted).joined(separator: ",") + "]",
      "[" + pairs.joined(separator: ",") + "]", String(time),
    ])
  }

  /// Gives the name up, as xgesture's ending does; its connection stays.
  public func releaseName() throws(BedError) { try command([Self.quoted("release")]) }

  /// One command as a JSON array on the script's input; waits for its `done`.
  private func command(_ fields: [String]) throws(BedError) {
    try channel.send("[" + fields.joined(separator: ",") + "]")
    guard try channel.receive(timeout: 10) == "done" else {
      throw .timedOut("the python3-gi stand-in's signal", seconds: 10)
    }
  }

  /// A value as the script reads it: its type's letter and its JSON.
  private static func typed(_ value: Value) -> [String] {
    switch value {
    case .int32(let number): [quoted("i"), String(number)]
    case .uint64(let number): [quoted("t"), String(number)]
    case .double(let number): [quoted("d"), number.description]
    case .string(let text): [quoted("s"), quoted(text)]
    case .boolean(let flag): [quoted("b"), flag ? "true" : "false"]
    }
  }

  /// A JSON string (the script reads its commands with json.loads).
  private static func quoted(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  static let script = """
    import json, sys, threading
    from gi.repository import Gio, GLib

    NAME = "org.xgesture.Xgesture"
    PATH = "/org/xgesture/Xgesture"
    INTERFACE = "org.xgesture.Xgesture1"
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    connection = Gio.DBusConnection.new_for_address_sync(sys.argv[1], flags, None, None)
    loop = GLib.MainLoop()

    def acquired(connection, name):
        print("owned " + connection.get_unique_name(), flush=True)

    def lost(connection, name):
        print("lost", flush=True)

    if sys.argv[2] == "own":
        owner = Gio.bus_own_name_on_connection(connection, NAME, Gio.BusNameOwnerFlags.NONE, acquired, lost)
    else:
        acquired(connection, NAME)

    def typed(kind, value):
        return GLib.Variant(kind, float(value) if kind == "d" else value)

    def handle(line):
        command = json.loads(line)
        kind = command[0]
        if kind == "release":
            Gio.bus_unown_name(owner)
        else:
            if kind == "Transition":
                data = {key: typed(t, value) for key, t, value in command[5]}
                body = GLib.Variant("(ssssa{sv})", (*command[1:5], data))
            elif kind == "Action":
                body = GLib.Variant("(ssss)", tuple(command[1:5]))
            else:
                body = GLib.Variant("(asa{ss}t)", (command[1], dict(command[2]), command[3]))
            connection.emit_signal(None, PATH, INTERFACE, kind, body)
        connection.flush_sync(None)
        print("done", flush=True)
        return False

    def read():
        for line in sys.stdin:
            GLib.idle_add(handle, line)
        GLib.idle_add(loop.quit)

    threading.Thread(target=read, daemon=True).start()
    loop.run()
    """
}
