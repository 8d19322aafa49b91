import Testing
import XGestureSystem
import XGestureTestSupport
import XGestureTouchegg
import XGestureToucheggServer

#if canImport(Glibc)
  import Glibc
#endif

/// Clients that do what they should not: never read, send garbage, a wrong
/// handshake, or take the address first. The server drops or answers them
/// and runs on for the others.
@Suite("The Touchégg server with clients that misbehave", .serialized)
struct ToucheggServerMisuseTests {
  private func update(_ elapsed: UInt64) -> ToucheggSignal {
    ToucheggSignal(
      phase: .update, type: .swipe, direction: .up, percentage: 50, fingers: 3, device: .touchscreen,
      elapsed: elapsed)
  }

  @Test("A client that never reads is dropped at 1 MiB with one log line; another receives every signal")
  func stalledClientDropped() throws {
    let loop = try ServerLoop()
    let stalled = try loop.connectedClient()
    let reader = try loop.connectedClient()
    // Stopped, its GDBus worker thread reads nothing: the kernel's buffers fill, then the server's queue.
    stalled.process.signalGroup(SIGSTOP)
    defer { stalled.process.signalGroup(SIGCONT) }
    // 10,000 signals of 176 bytes are 1.7 MiB, more than the bound and the kernel's buffers hold.
    let total = 10_000
    for sent in 0..<total {
      loop.server.send(update(UInt64(sent)))
      // Sent as fast as the reader reads, as gestures come: its own queue never nears the bound.
      if sent % 500 == 499 {
        #expect(loop.run([reader]) { reader.signals.count >= sent - 1000 })
      }
    }
    #expect(loop.run([reader]) { reader.signals.count == total })
    // Each signal's elapsed time is its number: all of them, in order.
    let inOrder = reader.signals.map { $0[7] }.elementsEqual((0..<total).map { String($0) })
    #expect(inOrder)
    #expect(loop.server.clientCount == 1)
    #expect(
      loop.logLines == [
        "dropped the Touchégg client of process \(stalled.process.pid): it read nothing while 1 MiB waited for it"
      ])
  }

  @Test(
    "Garbage, a handshake that breaks off, or a message that is not D-Bus drop the client with one line; the server runs on",
    arguments: [
      ("GET / HTTP/1.1\r\n\r\n", "it did not begin with the handshake's NUL byte"),
      ("\0BEGIN\r\n", "it sent BEGIN before it was authenticated"),
      (
        "\0AUTH EXTERNAL 30\r\nBEGIN\r\nxxxxxxxxxxxxxxxx",
        "it sent a message xgesture cannot read: its byte order is neither l nor B"
      ),
    ])
  func garbageDropped(bytes: String, reason: String) throws {
    let loop = try ServerLoop()
    let raw = try ToucheggClient(.raw(bytes: Array(bytes.utf8)), address: loop.address)
    #expect(loop.run([raw]) { raw.lines.contains("eof") })
    #expect(loop.logLines.count == 1)
    #expect(loop.logLines.first?.hasSuffix(": \(reason)") == true)
    let client = try loop.connectedClient()
    loop.server.send(update(1))
    #expect(loop.run([client]) { client.signals.count == 1 })
  }

  @Test("AUTH EXTERNAL naming another uid is rejected with the mechanism xgesture takes, and nothing is sent")
  func wrongAuthRejected() throws {
    let loop = try ServerLoop()
    // "1000" while this process runs as another user: its hex is 31303030; root's "0" would be 30.
    let claimed = CurrentProcess.userID == 1000 ? "31303031" : "31303030"
    let raw = try ToucheggClient(.raw(bytes: Array("\0AUTH EXTERNAL \(claimed)\r\n".utf8)), address: loop.address)
    let rejected = "received " + Array("REJECTED EXTERNAL\r\n".utf8).map { String(format: "%02x", $0) }.joined()
    #expect(loop.run([raw]) { raw.lines.contains(rejected) })
    // Nothing is queued for a client still in its handshake.
    loop.server.send(update(1))
    #expect(!loop.server.wantsToWrite)
    #expect(loop.server.clientCount == 1 && loop.server.listeningClientCount == 0)
    #expect(raw.lines == [rejected])
  }

  @Test("An address another server holds is refused with the sentence naming Touchégg's daemon")
  func addressHeld() throws {
    let loop = try ServerLoop()
    #expect(throws: ToucheggServerError.addressHeld(address: loop.address)) {
      try ToucheggServer.listen(at: loop.address) { _ in }
    }
    let sentence = ToucheggServerError.addressHeld(address: "unix:abstract=touchegg").description
    #expect(sentence.hasPrefix("Touchégg's daemon already holds unix:abstract=touchegg: "))
    #expect(throws: ToucheggServerError.unsupportedAddress("tcp:host=localhost,port=1")) {
      try ToucheggServer.listen(at: "tcp:host=localhost,port=1") { _ in }
    }
  }

  @Test("A client that goes away is forgotten without a log line")
  func clientLeaves() throws {
    let loop = try ServerLoop()
    let client = try loop.connectedClient()
    _ = client.process.terminate()
    #expect(loop.run([]) { loop.server.clientCount == 0 })
    loop.server.send(update(1))
    #expect(loop.logLines.isEmpty)
  }
}
