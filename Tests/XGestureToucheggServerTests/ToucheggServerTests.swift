import Testing
import XGestureSystem
import XGestureTestSupport
import XGestureTouchegg
import XGestureToucheggServer

#if canImport(Glibc)
  import Glibc
#endif

/// The server in this process, its clients third parties: python3-gi's GDBus
/// as Cinnamon and GNOME's "X11 Gestures" use it, gdbus(1), bare sockets.
@Suite("The Touchégg server with real clients", .serialized)
struct ToucheggServerTests {
  private let begin = ToucheggSignal(
    phase: .begin, type: .swipe, direction: .left, percentage: 0, fingers: 3, device: .touchscreen, elapsed: 0)
  private let update = ToucheggSignal(
    phase: .update, type: .pinch, direction: .out, percentage: 42.5, fingers: 4, device: .touchpad, elapsed: 180)
  private let end = ToucheggSignal(
    phase: .end, type: .tap, direction: .unknown, percentage: 100, fingers: 5, device: .touchscreen,
    elapsed: 4_294_967_396)

  @Test("A GDBus client subscribed as Cinnamon is gets each signal sent, with the (uudiut) types and values")
  func gdbusClientReceives() throws {
    let loop = try ServerLoop()
    let client = try loop.connectedClient()
    for signal in [begin, update, end] { loop.server.send(signal) }
    #expect(loop.run([client]) { client.signals.count == 3 })
    let received = client.signals.map { Array($0.prefix(8)) }
    #expect(
      received == [
        ["OnGestureBegin", "(uudiut)", "1", "3", "0.0", "3", "2", "0"],
        ["OnGestureUpdate", "(uudiut)", "2", "6", "42.5", "4", "1", "180"],
        ["OnGestureEnd", "(uudiut)", "3", "0", "100.0", "5", "2", "4294967396"],
      ])
    #expect(loop.logLines.isEmpty)
  }

  /// Runs `gdbus` with `arguments` against the loop's server until it exits; its output.
  private func gdbus(_ loop: ServerLoop, _ arguments: [String]) throws -> (ChildProcess.Status?, String) {
    let program = try ProgramLookup.find("gdbus", package: "libglib2.0-bin")
    let child = try ChildProcess(
      program, arguments: arguments, environment: ChildProcess.environment(), standardOutput: .pipe,
      standardError: .pipe)
    let pipe = FileDescriptor(rawValue: child.standardOutputPipe!)
    try pipe.setNonBlocking()
    var output: [UInt8] = []
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    defer { buffer.deallocate() }
    loop.run([]) {
      while let count = try? pipe.readIfReady(into: buffer), count > 0 { output += buffer[..<count] }
      return !child.isRunning
    }
    while let count = try? pipe.readIfReady(into: buffer), count > 0 { output += buffer[..<count] }
    return (child.status, String(decoding: output, as: UTF8.self))
  }

  /// The line a python-gi client printed for its call of `member`.
  private func call(
    _ loop: ServerLoop, path: String = ToucheggObject.path, _ interface: String, _ member: String,
    argument: String? = nil
  ) throws -> String? {
    let kind = ToucheggClient.Kind.call(path: path, interface: interface, member: member, argument: argument)
    let client = try ToucheggClient(kind, address: loop.address)
    loop.run([client]) { !client.lines.isEmpty }
    return client.lines.first
  }

  @Test("A GDBus call of a method the interface lacks gets UnknownMethod; Ping is answered; the server runs on")
  func unknownMethodAndPing() throws {
    let loop = try ServerLoop()
    let foo = try call(loop, ToucheggObject.interface, "Foo")
    #expect(
      foo?.hasPrefix("error org.freedesktop.DBus.Error.UnknownMethod No method io.github.joseexposito.Touchegg.Foo")
        == true)
    #expect(try call(loop, path: "/", "org.freedesktop.DBus.Peer", "Ping") == "reply () ")
    let wrong = try call(loop, path: "/", "org.freedesktop.DBus.Peer", "Ping", argument: "x")
    #expect(wrong == "error org.freedesktop.DBus.Error.InvalidArgs Ping takes no arguments")
    let client = try loop.connectedClient()
    loop.server.send(begin)
    #expect(loop.run([client]) { client.signals.count == 1 })
    #expect(loop.logLines.isEmpty)
  }

  @Test("Introspect gives the interface's three signals with their (uudiut) arguments")
  func introspection() throws {
    let loop = try ServerLoop()
    let reply = try call(loop, "org.freedesktop.DBus.Introspectable", "Introspect") ?? ""
    #expect(reply.hasPrefix("reply (s) "))
    #expect(reply.contains("<interface name=\"io.github.joseexposito.Touchegg\">"))
    for member in ["OnGestureBegin", "OnGestureUpdate", "OnGestureEnd"] {
      #expect(reply.contains("<signal name=\"\(member)\">"))
    }
  }

  @Test("gdbus(1), which says Hello as to a bus, gets UnknownMethod as from Touchégg's own daemon")
  func gdbusTool() throws {
    let loop = try ServerLoop()
    let program = try ProgramLookup.find("gdbus", package: "libglib2.0-bin")
    let child = try ChildProcess(
      program,
      arguments: [
        "call", "--address", loop.address, "--object-path", ToucheggObject.path, "--method",
        "io.github.joseexposito.Touchegg.Foo",
      ],
      environment: ChildProcess.environment(), standardOutput: .pipe, standardError: .pipe)
    let pipe = FileDescriptor(rawValue: child.standardOutputPipe!)
    try pipe.setNonBlocking()
    var output: [UInt8] = []
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    defer { buffer.deallocate() }
    func drain() { while let count = try? pipe.readIfReady(into: buffer), count > 0 { output += buffer[..<count] } }
    loop.run([]) {
      drain()
      return !child.isRunning
    }
    drain()
    #expect(child.status == .exited(1))
    #expect(String(decoding: output, as: UTF8.self).contains("org.freedesktop.DBus.Error.UnknownMethod"))
  }

  @Test("A process of another user is refused at accept: it reads nothing, gets nothing, and one line is logged")
  func otherUserRefused() throws {
    let loop = try ServerLoop()
    let hello = Array("\0AUTH EXTERNAL 3635353334\r\n".utf8)
    let stranger = try ToucheggClient(.raw(bytes: hello), address: loop.address, user: "nobody")
    #expect(loop.run([stranger]) { stranger.lines.contains("eof") })
    #expect(stranger.lines == ["eof"])
    #expect(loop.server.clientCount == 0)
    #expect(loop.logLines.count == 1)
    #expect(loop.logLines.first?.hasPrefix("refused a Touchégg client of user 65534 (process ") == true)
    let gdbusStranger = try ToucheggClient(.gdbus, address: loop.address, user: "nobody")
    #expect(loop.run([gdbusStranger]) { gdbusStranger.lines.contains { $0.hasPrefix("error ") } })
    #expect(loop.server.clientCount == 0)
    #expect(loop.logLines.count == 2)
  }
}
