import XGestureSystem
import XGestureTouchegg

#if canImport(Glibc)
  import Glibc
#endif

/// The peer-to-peer D-Bus server Touchégg's clients connect to
/// (docs/REFERENCE.md §15, "Touchégg's clients"): a performer that carries
/// out `ToucheggConnection`'s decisions on sockets. Everything is
/// non-blocking and runs on the caller's thread, from the daemon's poll
/// loop: `descriptors` to watch for reading, `writeDescriptors` for
/// writing, `service()` when one is ready; `send` queues a signal for every
/// client and writes what each socket takes at once.
///
/// Only processes of xgesture's own user get anything: a connection from
/// another uid (SO_PEERCRED) is closed when accepted, before a byte is
/// sent. A client whose queue would pass its bound, or that sends what is
/// not D-Bus, is dropped with one log line; the others go on.
public final class ToucheggServer {
  private struct Client {
    let socket: FileDescriptor
    let processID: Int32
    var connection: ToucheggConnection
  }

  /// The address it listens at.
  public let address: String
  private let listener: FileDescriptor
  private let userID: UInt32
  private let guid: String
  private let log: (String) -> Void
  private var clients: [Client] = []
  /// Held open to be closed when a connection comes with no descriptor
  /// left for it, so that it can be taken and closed (`refuseConnection`).
  private var spare = try? FileDescriptor.open("/dev/null", .readOnly)
  private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16384, alignment: 1)

  /// Listens at `address` (`unix:abstract=NAME`, Touchégg's own by
  /// default); `log` takes the server's one-line messages.
  public static func listen(at address: String = ToucheggObject.address, log: @escaping (String) -> Void)
    throws(ToucheggServerError) -> ToucheggServer
  {
    guard let name = abstractName(address) else { throw .unsupportedAddress(address) }
    do {
      let listener = try FileDescriptor.listen(abstractUnixSocket: name)
      return ToucheggServer(address: address, listener: listener, log: log)
    } catch  where error.code == EADDRINUSE {
      throw .addressHeld(address: address)
    } catch {
      throw .failed(address: address, error)
    }
  }

  private init(address: String, listener: FileDescriptor, log: @escaping (String) -> Void) {
    self.address = address
    self.listener = listener
    self.log = log
    userID = UInt32(CurrentProcess.userID)
    var random = SystemRandomNumberGenerator()
    guid = (0..<16).map { _ in
      let byte = UInt8.random(in: 0...255, using: &random)
      return String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
    }.joined()
  }

  deinit {
    for client in clients { try? client.socket.close() }
    try? listener.close()
    try? spare?.close()
    readBuffer.deallocate()
  }

  /// The descriptors to watch for reading: the listening socket and every client's.
  public var descriptors: [Int32] { [listener.rawValue] + clients.map(\.socket.rawValue) }

  /// The clients' descriptors with bytes waiting to be written.
  public var writeDescriptors: [Int32] {
    clients.filter { !$0.connection.queue.isEmpty }.map(\.socket.rawValue)
  }

  /// Whether some client has bytes waiting.
  public var wantsToWrite: Bool { clients.contains { !$0.connection.queue.isEmpty } }

  /// How many clients are connected, and how many of them finished the handshake.
  public var clientCount: Int { clients.count }
  public var listeningClientCount: Int { clients.filter(\.connection.isOpen).count }
  /// The process ids of the clients past the handshake.
  public var listeningProcessIDs: [Int32] { clients.filter(\.connection.isOpen).map(\.processID) }

  /// Queues `signal` for every client past the handshake and writes what
  /// each socket takes now; never waits.
  public func send(_ signal: ToucheggSignal) {
    guard !clients.isEmpty else { return }
    let template = ToucheggObject.message(for: signal, serial: 1).encoded()
    for index in clients.indices.reversed() {
      finish(index, Outcome(clients[index].connection.send(encodedSignal: template)))
    }
  }

  /// Accepts who connected, reads what clients sent and writes what waits.
  public func service() {
    acceptWaiting()
    for index in clients.indices.reversed() {
      finish(index, read(index))
    }
  }

  /// What becomes of a client after a read or a send.
  private enum Outcome: Equatable {
    case keep
    /// It closed its end or its socket failed: it goes without a word.
    case left
    /// It goes with a log line saying why.
    case drop(String)

    init(_ verdict: ToucheggConnection.Verdict) {
      switch verdict {
      case .keep: self = .keep
      case .drop(let reason): self = .drop(reason)
      }
    }
  }

  /// Writes what waits for client `index` when it stays, or closes it.
  private func finish(_ index: Int, _ outcome: Outcome) {
    switch outcome {
    case .keep:
      if !flush(index) { close(index) }
    case .left:
      close(index)
    case .drop(let reason):
      log("dropped the Touchégg client of process \(clients[index].processID): \(reason)")
      close(index)
    }
  }

  /// Accepts every waiting connection: a process of another user is closed unread and unanswered.
  private func acceptWaiting() {
    while true {
      let socket: FileDescriptor
      do {
        guard let accepted = try listener.acceptConnection() else { return }
        socket = accepted
      } catch  where FileDescriptor.isOutOfDescriptors(error) {
        guard listener.refuseConnection(freeing: &spare) else { return }
        log(
          "refused a Touchégg client: xgesture has no file descriptor left for it (\(error.sentence));"
            + " raise its limit (ulimit -n) or close other clients")
        continue
      } catch {
        log("cannot accept a Touchégg client at \(address): \(error.description)")
        return
      }
      let peer = try? socket.peerCredentials()
      guard let peer, UInt32(peer.userID) == userID else {
        try? socket.close()
        let who = peer.map { "user \($0.userID) (process \($0.processID))" } ?? "a process whose user is unknown"
        log("refused a Touchégg client of \(who): only processes of xgesture's own user get its gestures")
        continue
      }
      let connection = ToucheggConnection(userID: userID, guid: guid)
      clients.append(Client(socket: socket, processID: peer.processID, connection: connection))
    }
  }

  /// Reads what client `index` sent, at most 64 KiB a round so that one
  /// chatty client cannot hold the loop.
  private func read(_ index: Int) -> Outcome {
    for _ in 0..<4 {
      let count: Int
      do {
        guard let read = try clients[index].socket.readIfReady(into: readBuffer) else { return .keep }
        count = read
      } catch {
        return .left
      }
      if count == 0 { return .left }
      let verdict = clients[index].connection.received(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]))
      if verdict != .keep { return Outcome(verdict) }
    }
    return .keep
  }

  /// Writes what the socket takes now of client `index`'s queue; false when the client is gone.
  private func flush(_ index: Int) -> Bool {
    var gone = false
    let socket = clients[index].socket
    clients[index].connection.queue.drain { bytes in
      do {
        return try socket.sendIfReady(bytes) ?? 0
      } catch {
        gone = true
        return 0
      }
    }
    return !gone
  }

  private func close(_ index: Int) {
    try? clients.remove(at: index).socket.close()
  }

  /// NAME of `unix:abstract=NAME` (with D-Bus's %-escapes undone), the
  /// address's other keys (`guid=…`) ignored; nil for another address.
  static func abstractName(_ address: String) -> String? {
    guard address.hasPrefix("unix:") else { return nil }
    for pair in address.dropFirst(5).split(separator: ",") where pair.hasPrefix("abstract=") {
      return unescape(pair.dropFirst(9))
    }
    return nil
  }

  private static func unescape(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
