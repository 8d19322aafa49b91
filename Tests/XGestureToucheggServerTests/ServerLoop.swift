import XGestureSystem
import XGestureTestSupport
import XGestureTouchegg
import XGestureToucheggServer

#if canImport(Glibc)
  import Glibc
#endif

/// A Touchégg server listening at an address of its own, run from a poll
/// loop as the daemon's runs it, with the clients' output read in the same
/// loop: nothing is served while the test does not wait.
final class ServerLoop {
  let address: String
  let server: ToucheggServer
  private let logBox: LogBox

  /// A box the server's log closure writes into.
  final class LogBox {
    var lines: [String] = []
  }

  private nonisolated(unsafe) static var count = 0

  /// A fresh address per loop, so that tests running at once never meet.
  static func uniqueAddress() -> String {
    count += 1
    return "unix:abstract=xgesture-test-\(CurrentProcess.id)-\(count)-\(UInt32.random(in: 0...UInt32.max))"
  }

  init() throws {
    address = Self.uniqueAddress()
    let box = LogBox()
    logBox = box
    server = try ToucheggServer.listen(at: address) { box.lines.append($0) }
  }

  /// What the server logged.
  var logLines: [String] { logBox.lines }

  /// Serves the server and reads `clients` until `condition` holds, at most
  /// `timeout` seconds; whether it held.
  @discardableResult
  func run(_ clients: [ToucheggClient], timeout: Double = 10, until condition: () -> Bool) -> Bool {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    var waiting = PollSet<Int>()
    while !condition() {
      guard MonotonicTime.now() < deadline else { return false }
      waiting.removeAll()
      for fd in server.descriptors { waiting.add(FileDescriptor(rawValue: fd), tag: 0) }
      for fd in server.writeDescriptors { waiting.addForWriting(FileDescriptor(rawValue: fd), tag: 0) }
      for client in clients { waiting.add(FileDescriptor(rawValue: client.descriptor), tag: 1) }
      _ = try? waiting.wait(timeout: 50)
      server.service()
      for client in clients { client.read() }
    }
    return true
  }

  /// Starts a python-gi client and serves until it is connected, subscribed and past the handshake.
  func connectedClient() throws -> ToucheggClient {
    let client = try ToucheggClient(.gdbus, address: address)
    let ready = run([client]) {
      client.lines.contains("ready") && server.listeningProcessIDs.contains(client.process.pid)
    }
    guard ready else { throw BedError.timedOut("a python-gi Touchégg client: \(client.lines)", seconds: 10) }
    return client
  }
}
