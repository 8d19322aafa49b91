import Testing

@testable import XGestureTouchegg

@Suite("A Touchégg client's connection")
struct ToucheggConnectionTests {
  private let guid = "0123456789abcdef0123456789abcdef"
  private let signal = ToucheggSignal(
    phase: .update, type: .pinch, direction: .in, percentage: 10, fingers: 2, device: .touchpad, elapsed: 5)

  /// Everything waiting in `connection`'s queue, taken out.
  private func taken(_ connection: inout ToucheggConnection) -> [UInt8] {
    var bytes: [UInt8] = []
    connection.queue.drain { buffer in
      bytes = Array(buffer)
      return buffer.count
    }
    return bytes
  }

  @Test("Signals reach a client only once its handshake is over, each with the next serial")
  func signalsAfterBegin() {
    var connection = ToucheggConnection(userID: 0, guid: guid)
    let template = ToucheggObject.message(for: signal, serial: 1).encoded()
    #expect(connection.send(encodedSignal: template) == .keep)
    #expect(connection.queue.isEmpty)
    #expect(connection.received(Array("\0AUTH EXTERNAL 30\r\nBEGIN\r\n".utf8)) == .keep)
    #expect(taken(&connection) == Array("OK \(guid)\r\n".utf8))
    #expect(connection.send(encodedSignal: template) == .keep)
    #expect(connection.send(encodedSignal: template) == .keep)
    let expected = [1, 2].flatMap { ToucheggObject.message(for: signal, serial: UInt32($0)).encoded() }
    #expect(taken(&connection) == expected)
  }

  @Test("A client whose queue would pass 1 MiB is dropped with a sentence")
  func overflow() {
    var connection = ToucheggConnection(userID: 0, guid: guid)
    _ = connection.received(Array("\0AUTH EXTERNAL 30\r\nBEGIN\r\n".utf8))
    let template = ToucheggObject.message(for: signal, serial: 1).encoded()
    // 1 MiB holds this many signals after the OK line; the next one is refused.
    let fits = (1_048_576 - connection.queue.count) / template.count
    for _ in 0..<fits { #expect(connection.send(encodedSignal: template) == .keep) }
    #expect(connection.send(encodedSignal: template) == .drop("it read nothing while 1 MiB waited for it"))
  }

  @Test("A message after BEGIN in the same read is answered; garbage after it drops the client")
  func messageInTheSameRead() {
    var connection = ToucheggConnection(userID: 0, guid: guid)
    let call = DBusMessage(
      kind: .methodCall, serial: 1, path: "/", interface: "org.freedesktop.DBus.Peer", member: "Ping")
    #expect(connection.received(Array("\0AUTH EXTERNAL 30\r\nBEGIN\r\n".utf8) + call.encoded()) == .keep)
    let reply = DBusMessage(kind: .methodReturn, serial: 1, replySerial: 1).encoded()
    #expect(taken(&connection) == Array("OK \(guid)\r\n".utf8) + reply)
    #expect(
      connection.received([UInt8](repeating: 0x21, count: 16))
        == .drop("it sent a message xgesture cannot read: its byte order is neither l nor B"))
  }
}

@Suite("The outgoing queue")
struct OutgoingQueueTests {
  @Test("It takes bytes up to its limit, refuses past it, and gives back what was not written")
  func bound() {
    var queue = OutgoingQueue(limit: 10)
    let first = queue.append([1, 2, 3, 4, 5, 6])
    let past = queue.append([7, 8, 9, 10, 11])
    #expect(first && !past)
    #expect(queue.count == 6)
    queue.drain { _ in 4 }
    let refill = queue.append([7, 8, 9, 10, 11, 12, 13, 14])
    #expect(refill)
    var rest: [UInt8] = []
    queue.drain { buffer in
      rest = Array(buffer)
      return 0
    }
    #expect(rest == [5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
  }
}
