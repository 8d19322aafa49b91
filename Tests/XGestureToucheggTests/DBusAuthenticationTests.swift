import Testing

@testable import XGestureTouchegg

/// The server's side of the handshake, fed as a client's bytes; the
/// expected lines are the D-Bus specification's (its "Authentication
/// protocol"), with "30" the hex of uid 0's "0" and "31303030" of "1000".
@Suite("D-Bus handshake")
struct DBusAuthenticationTests {
  private let guid = "0123456789abcdef0123456789abcdef"

  private func feed(_ text: String, to handshake: inout DBusAuthentication) -> [DBusAuthentication.Action] {
    handshake.receive(Array(text.utf8))
  }

  @Test("AUTH EXTERNAL with the socket's uid is OK; NEGOTIATE_UNIX_FD is declined; BEGIN hands over the rest")
  func external() {
    var handshake = DBusAuthentication(userID: 1000, guid: guid)
    #expect(feed("\0AUTH EXTERNAL 31303030\r\n", to: &handshake) == [.send("OK \(guid)\r\n")])
    #expect(
      feed("NEGOTIATE_UNIX_FD\r\n", to: &handshake) == [.send("ERROR \"xgesture passes no file descriptors\"\r\n")])
    #expect(handshake.receive(Array("BEGIN\r\n".utf8) + [0x6c, 1]) == [.begin(rest: [0x6c, 1])])
  }

  @Test("The handshake read a byte at a time gives the same answers")
  func byteByByte() {
    var handshake = DBusAuthentication(userID: 0, guid: guid)
    var actions: [DBusAuthentication.Action] = []
    for byte in Array("\0AUTH EXTERNAL 30\r\nBEGIN\r\n".utf8) { actions += handshake.receive([byte]) }
    #expect(actions == [.send("OK \(guid)\r\n"), .begin(rest: [])])
  }

  @Test("AUTH EXTERNAL without a response gets DATA; an empty DATA takes the socket's uid")
  func externalWithData() {
    var handshake = DBusAuthentication(userID: 0, guid: guid)
    #expect(feed("\0AUTH EXTERNAL\r\n", to: &handshake) == [.send("DATA\r\n")])
    #expect(feed("DATA\r\n", to: &handshake) == [.send("OK \(guid)\r\n")])
  }

  @Test(
    "Another uid, ANONYMOUS and DBUS_COOKIE_SHA1 are rejected with the one mechanism xgesture takes",
    arguments: [
      "AUTH EXTERNAL 31303030", "AUTH EXTERNAL 3", "AUTH ANONYMOUS", "AUTH DBUS_COOKIE_SHA1 31303030", "AUTH",
    ])
  func rejected(line: String) {
    var handshake = DBusAuthentication(userID: 0, guid: guid)
    #expect(feed("\0\(line)\r\n", to: &handshake) == [.send("REJECTED EXTERNAL\r\n")])
    #expect(feed("AUTH EXTERNAL 30\r\n", to: &handshake) == [.send("OK \(guid)\r\n")])
  }

  @Test("A command out of place gets ERROR and the handshake goes on")
  func outOfPlace() {
    var handshake = DBusAuthentication(userID: 0, guid: guid)
    #expect(feed("\0HELLO\r\n", to: &handshake) == [.send("ERROR \"unexpected HELLO\"\r\n")])
    #expect(feed("AUTH EXTERNAL 30\r\n", to: &handshake) == [.send("OK \(guid)\r\n")])
  }

  @Test(
    "What is not a handshake ends the connection",
    arguments: [
      ("GET / HTTP/1.1\r\n", "it did not begin with the handshake's NUL byte"),
      ("\0BEGIN\r\n", "it sent BEGIN before it was authenticated"),
      ("\0AUTH \u{7}\r\n", "its handshake is not printable text"),
    ])
  func dropped(bytes: String, reason: String) {
    var handshake = DBusAuthentication(userID: 0, guid: guid)
    #expect(feed(bytes, to: &handshake).last == .drop(reason))
  }

  @Test("A line longer than the limit, or a ninth refusal, ends the connection")
  func limits() {
    var long = DBusAuthentication(userID: 0, guid: guid)
    #expect(
      long.receive([0] + [UInt8](repeating: 65, count: 5000)) == [.drop("a handshake line of more than 4096 bytes")])
    var stubborn = DBusAuthentication(userID: 0, guid: guid)
    let refusals = feed("\0" + String(repeating: "AUTH ANONYMOUS\r\n", count: 9), to: &stubborn)
    #expect(refusals.count == 9)
    #expect(refusals.last == .drop("it was refused 8 times"))
  }
}
