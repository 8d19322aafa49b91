import Foundation
import XGestureSystem

/// A third party's client of Touchégg's daemon protocol, as a python3
/// process (python3-gi's GDBus, or a bare socket), for the Touchégg server's
/// tests and benchmark. It prints one line per event, read here without
/// waiting (`read()`, from the caller's poll loop, on `descriptor`):
///
/// - `gdbus`: connects to the address as Cinnamon's and GNOME's clients do
///   (`Gio.DBusConnection.new_for_address_sync`, AUTHENTICATION_CLIENT),
///   subscribes to the object's signals, prints `ready`, then for each
///   signal `signal MEMBER SIGNATURE V1 … V6 RECEIVED_NS` (its
///   CLOCK_MONOTONIC in ns); `error SENTENCE` when it cannot connect,
///   `closed` when the server closes the connection.
/// - `raw`: connects a bare socket, sends `bytes`, prints `received HEX`
///   for each chunk it reads and `eof` at the end.
///
/// `user` runs it as another user (setpriv(1)), with no supplementary groups.
public final class ToucheggClient {
  public enum Kind: Sendable {
    case gdbus
    /// A GDBus client that calls `member` of `interface` at `path` with
    /// `argument` (a string, or none) and prints `reply TYPE VALUES` or
    /// `error NAME MESSAGE`.
    case call(path: String, interface: String, member: String, argument: String?)
    case raw(bytes: [UInt8])
  }

  public let process: ChildProcess
  /// The lines it printed so far, but the signals'.
  public private(set) var lines: [String] = []
  /// The signals it received: each `signal` line's fields after that word
  /// (since `forgetSignals`).
  public private(set) var signals: [[String]] = []
  /// How many signals it received in all.
  public private(set) var signalCount = 0
  private var splitter = OutputLines()
  private let pipe: FileDescriptor

  public init(_ kind: Kind, address: String, user: String? = nil) throws(BedError) {
    // Debian's python3, where python3-gi is installed.
    let python = try ProgramLookup.require(file: "/usr/bin/python3", package: "python3-gi")
    var arguments: [String]
    switch kind {
    case .gdbus: arguments = ["-c", Self.gdbusScript, address]
    case .call(let path, let interface, let member, let argument):
      arguments = ["-c", Self.callScript, address, path, interface, member] + (argument.map { [$0] } ?? [])
    case .raw(let bytes):
      let name = String(address.dropFirst("unix:abstract=".count))
      arguments = ["-c", Self.rawScript, name, bytes.map { String(format: "%02x", $0) }.joined()]
    }
    var executable = python
    if let user {
      executable = try ProgramLookup.find("setpriv", package: "util-linux")
      arguments = ["--reuid", user, "--regid", "nogroup", "--clear-groups", python] + arguments
    }
    process = try ChildProcess(
      executable, arguments: arguments, environment: ChildProcess.environment(), standardOutput: .pipe,
      standardError: .pipe)
    pipe = FileDescriptor(rawValue: process.standardOutputPipe!)
    do {
      try pipe.setNonBlocking()
    } catch {
      throw .system("fcntl on a Touchégg client's output", error)
    }
  }

  /// Lets go of the signals kept so far (a benchmark's memory is not the server's).
  public func forgetSignals() { signals.removeAll() }

  /// Its output pipe, to poll for reading.
  public var descriptor: Int32 { pipe.rawValue }

  /// Takes the lines it printed since the last call; never waits.
  public func read() {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
    defer { buffer.deallocate() }
    while let count = try? pipe.readIfReady(into: buffer), count > 0 {
      splitter.append(UnsafeRawBufferPointer(rebasing: buffer[..<count])) { line in
        if line.hasPrefix("signal ") {
          signalCount += 1
          signals.append(line.split(separator: " ").dropFirst().map(String.init))
        } else {
          lines.append(line)
        }
      }
    }
  }

  private static let gdbusScript = """
    import sys, time
    from gi.repository import Gio, GLib
    try:
        connection = Gio.DBusConnection.new_for_address_sync(
            sys.argv[1], Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)
    except GLib.Error as error:
        print('error', error.message, flush=True)
        sys.exit(1)
    def received(connection, sender, path, interface, member, parameters):
        values = ' '.join(repr(value) for value in parameters.unpack())
        print('signal', member, parameters.get_type_string(), values, time.monotonic_ns(), flush=True)
    connection.signal_subscribe(None, 'io.github.joseexposito.Touchegg', None,
        '/io/github/joseexposito/Touchegg', None, Gio.DBusSignalFlags.NONE, received)
    loop = GLib.MainLoop()
    def closed(connection, remote, error):
        print('closed', flush=True)
        loop.quit()
    connection.connect('closed', closed)
    print('ready', flush=True)
    loop.run()
    """

  private static let callScript = """
    import sys
    from gi.repository import Gio, GLib
    address, path, interface, member = sys.argv[1:5]
    arguments = GLib.Variant('(s)', (sys.argv[5],)) if len(sys.argv) > 5 else None
    try:
        connection = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)
        reply = connection.call_sync(None, path, interface, member, arguments, None,
            Gio.DBusCallFlags.NONE, 10000, None)
        print('reply', reply.get_type_string(), ' '.join(repr(value) for value in reply.unpack()), flush=True)
    except GLib.Error as error:
        name = Gio.DBusError.get_remote_error(error)
        prefix = 'GDBus.Error:%s: ' % name
        message = error.message[len(prefix):] if error.message.startswith(prefix) else error.message
        print('error', name, message, flush=True)
    """

  private static let rawScript = """
    import socket, sys
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.connect('\\0' + sys.argv[1])
    try:
        client.sendall(bytes.fromhex(sys.argv[2]))
    except (BrokenPipeError, ConnectionResetError):
        pass
    while True:
        try:
            chunk = client.recv(65536)
        except ConnectionResetError:
            chunk = b''
        if not chunk:
            break
        print('received', chunk.hex(), flush=True)
    print('eof', flush=True)
    """
}
