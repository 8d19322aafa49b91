/// One Touchégg client's connection as the protocol sees it
/// (docs/REFERENCE.md §15): the handshake, then messages; what it reads is
/// answered into its bounded queue, signals go there once the handshake is
/// over. The performer reads and writes the socket; this decides.
public struct ToucheggConnection: Sendable {
  /// Whether the connection goes on.
  public enum Verdict: Equatable, Sendable {
    case keep
    /// Close it; the sentence says why, for the log.
    case drop(String)
  }

  private enum Phase: Sendable {
    case handshake(DBusAuthentication)
    case open
  }

  private var phase: Phase
  /// The messages' bytes after the handshake.
  private var inbox = DBusInbox()
  private var serial: UInt32 = 0
  /// What waits to be written to the client.
  public var queue: OutgoingQueue

  /// A connection from a process of user `userID` (its socket's
  /// credentials); `guid` is the server's.
  public init(userID: UInt32, guid: String, queueLimit: Int = OutgoingQueue.defaultLimit) {
    phase = .handshake(DBusAuthentication(userID: userID, guid: guid))
    queue = OutgoingQueue(limit: queueLimit)
  }

  /// Whether the handshake is over: signals are sent from then on.
  public var isOpen: Bool {
    if case .open = phase { return true }
    return false
  }

  /// Takes what the client sent, answering into the queue.
  public mutating func received(_ bytes: some Collection<UInt8>) -> Verdict {
    switch phase {
    case .handshake(var handshake):
      let actions = handshake.receive(bytes)
      phase = .handshake(handshake)
      for action in actions {
        switch action {
        case .send(let line):
          guard queue.append(line.utf8) else { return overflow() }
        case .drop(let reason):
          return .drop(reason)
        case .begin(let rest):
          phase = .open
          return received(rest)
        }
      }
      return .keep
    case .open:
      inbox.append(bytes)
      return answer()
    }
  }

  /// Answers each whole message in the inbox.
  private mutating func answer() -> Verdict {
    while true {
      switch inbox.next() {
      case .incomplete:
        return .keep
      case .malformed(let problem):
        return .drop("it sent a message xgesture cannot read: \(problem)")
      case .message(let header):
        guard let reply = ToucheggObject.reply(to: header, serial: nextSerial()) else { continue }
        guard queue.append(reply.encoded()) else { return overflow() }
      }
    }
  }

  /// Queues a signal's bytes (`ToucheggObject.message(for:serial:)`
  /// encoded once for every client) with this connection's next serial;
  /// nothing before the handshake is over.
  public mutating func send(encodedSignal template: [UInt8]) -> Verdict {
    guard isOpen else { return .keep }
    var bytes = template
    let serial = nextSerial()
    for index in 0..<4 { bytes[8 + index] = UInt8(truncatingIfNeeded: serial >> (8 * UInt32(index))) }
    return queue.append(bytes) ? .keep : overflow()
  }

  private func overflow() -> Verdict {
    let limit = queue.limit
    let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return .drop("it read nothing while \(size) waited for it")
  }

  /// Serials count from 1 and skip 0, which the specification forbids.
  private mutating func nextSerial() -> UInt32 {
    serial = serial == UInt32.max ? 1 : serial + 1
    return serial
  }
}
