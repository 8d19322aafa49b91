import Testing

@testable import XGestureTouchegg

/// The bytes of xgesture's messages, checked against the D-Bus
/// specification's marshalling computed by hand: offsets are counted from
/// the message's first byte, each value aligned to its size, the header
/// fields an array of 8-aligned (code, variant) structs.
@Suite("D-Bus messages")
struct DBusMessageTests {
  /// A `u` as four little-endian bytes.
  private func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
  /// A string's bytes as marshalled at a 4-aligned offset: length, UTF-8, NUL.
  private func string(_ text: String) -> [UInt8] { u32(UInt32(text.utf8.count)) + Array(text.utf8) + [0] }

  @Test("An OnGestureBegin is a little-endian signal with its path, interface, member and (uudiut) body")
  func signalBytes() {
    let signal = ToucheggSignal(
      phase: .begin, type: .swipe, direction: .up, percentage: 50, fingers: 3, device: .touchscreen, elapsed: 120)
    var expected: [UInt8] = [0x6c, 4, 0, 1] + u32(32) + u32(7) + u32(124)
    // 16: PATH, an object path of 32 bytes: 16…56, then zeros to 64.
    expected += [1, 1, 0x6f, 0] + string("/io/github/joseexposito/Touchegg") + [0, 0, 0, 0, 0, 0, 0]
    // 64: INTERFACE, 31 bytes: 64…103.
    expected += [2, 1, 0x73, 0] + string("io.github.joseexposito.Touchegg")
    // 104: MEMBER, 14 bytes: 104…126, then one zero to 128.
    expected += [3, 1, 0x73, 0] + string("OnGestureBegin") + [0]
    // 128: SIGNATURE "uudiut": 128…139; the fields end at 140 (124 bytes after 16), zeros to 144.
    expected += [8, 1, 0x67, 0, 6] + Array("uudiut".utf8) + [0] + [0, 0, 0, 0]
    // 144: the body — u 1, u 1, d 50 (0x4049000000000000) at 152, i 3, u 2, t 120 at 168.
    expected += u32(1) + u32(1) + [0, 0, 0, 0, 0, 0, 0x49, 0x40] + u32(3) + u32(2) + [120, 0, 0, 0, 0, 0, 0, 0]
    #expect(ToucheggObject.message(for: signal, serial: 7).encoded() == expected)
  }

  @Test("An error reply carries ERROR_NAME, REPLY_SERIAL and its sentence as the body")
  func errorBytes() {
    let error = DBusMessage(
      kind: .error, serial: 9, errorName: "org.freedesktop.DBus.Error.UnknownMethod", replySerial: 5,
      body: [.string("x")])
    var expected: [UInt8] = [0x6c, 3, 0, 1] + u32(6) + u32(9) + u32(71)
    // 16: ERROR_NAME, 40 bytes: 16…64, zeros to 72.
    expected += [4, 1, 0x73, 0] + string("org.freedesktop.DBus.Error.UnknownMethod") + [0, 0, 0, 0, 0, 0, 0]
    // 72: REPLY_SERIAL 5; 80: SIGNATURE "s", ending at 87 (71 after 16); one zero to 88.
    expected += [5, 1, 0x75, 0] + u32(5) + [8, 1, 0x67, 0, 1, 0x73, 0] + [0]
    expected += string("x")
    #expect(error.encoded() == expected)
  }

  /// A call of `Ping` on "/" with serial 3 and no interface, as a client marshals it.
  private let ping: [UInt8] =
    [0x6c, 1, 0, 1, 0, 0, 0, 0, 3, 0, 0, 0, 29, 0, 0, 0]
    + [1, 1, 0x6f, 0, 1, 0, 0, 0, 0x2f, 0] + [0, 0, 0, 0, 0, 0]
    + [3, 1, 0x73, 0, 4, 0, 0, 0] + Array("Ping".utf8) + [0] + [0, 0, 0]

  @Test("A method call's header is read and Ping is answered with an empty return to its serial")
  func pingAnswered() {
    var inbox = DBusInbox()
    inbox.append(ping.prefix(20))
    #expect(inbox.next() == .incomplete)
    inbox.append(ping.dropFirst(20))
    guard case .message(let header) = inbox.next() else {
      Issue.record("the call was not read")
      return
    }
    #expect(header == DBusInbox.Header(type: 1, flags: 0, serial: 3, path: "/", member: "Ping", signature: ""))
    #expect(inbox.next() == .incomplete)
    let reply = ToucheggObject.reply(to: header, serial: 1)
    #expect(reply?.encoded() == [0x6c, 2, 0, 1] + u32(0) + u32(1) + u32(8) + [5, 1, 0x75, 0] + u32(3))
  }

  @Test("A big-endian call is read in its own byte order")
  func bigEndian() {
    var call = ping
    call[0] = 0x42
    call[8...11] = [0, 0, 0, 3]
    call[12...15] = [0, 0, 0, 29]
    call[20...23] = [0, 0, 0, 1]
    call[36...39] = [0, 0, 0, 4]
    var inbox = DBusInbox()
    inbox.append(call)
    guard case .message(let header) = inbox.next() else {
      Issue.record("the call was not read")
      return
    }
    #expect(header.serial == 3 && header.path == "/" && header.member == "Ping")
  }

  @Test("A call of a method the interface lacks gets UnknownMethod; one with no reply expected gets nothing")
  func unknownMethod() {
    var header = DBusInbox.Header(
      type: 1, flags: 0, serial: 4, path: ToucheggObject.path, interface: ToucheggObject.interface, member: "Foo",
      signature: "")
    let reply = ToucheggObject.reply(to: header, serial: 2)
    #expect(reply?.kind == .error)
    #expect(reply?.errorName == "org.freedesktop.DBus.Error.UnknownMethod")
    #expect(reply?.replySerial == 4)
    header.flags = 1
    #expect(ToucheggObject.reply(to: header, serial: 2) == nil)
  }

  @Test("Ping with arguments gets InvalidArgs; Introspect answers on the object's path and the paths above")
  func introspectAndArguments() {
    let ping = DBusInbox.Header(
      type: 1, flags: 0, serial: 4, path: "/", interface: "org.freedesktop.DBus.Peer", member: "Ping",
      signature: "s")
    #expect(ToucheggObject.reply(to: ping, serial: 2)?.errorName == "org.freedesktop.DBus.Error.InvalidArgs")
    func introspect(_ path: String) -> DBusMessage? {
      let header = DBusInbox.Header(
        type: 1, flags: 0, serial: 4, path: path, interface: "org.freedesktop.DBus.Introspectable",
        member: "Introspect", signature: "")
      return ToucheggObject.reply(to: header, serial: 2)
    }
    guard case .string(let xml) = introspect(ToucheggObject.path)?.body.first else {
      Issue.record("no introspection data")
      return
    }
    #expect(xml.contains("<interface name=\"io.github.joseexposito.Touchegg\">"))
    #expect(xml.contains("<signal name=\"OnGestureEnd\">"))
    guard case .string(let above) = introspect("/io/github")?.body.first else {
      Issue.record("no introspection data above the object")
      return
    }
    #expect(above.contains("<node name=\"joseexposito\"/>"))
    #expect(introspect("/elsewhere")?.errorName == "org.freedesktop.DBus.Error.UnknownMethod")
  }

  @Test(
    "What no D-Bus peer sends is malformed",
    arguments: [
      (0, UInt8(0x58), "its byte order is neither l nor B"),
      (3, UInt8(2), "its protocol version is not 1"),
      (8, UInt8(0), "its serial is 0"),
      (18, UInt8(0x73), "header field 1 is of type s"),
    ])
  func malformed(offset: Int, byte: UInt8, problem: String) {
    var call = ping
    call[offset] = byte
    var inbox = DBusInbox()
    inbox.append(call)
    #expect(inbox.next() == .malformed(problem))
  }

  @Test("A message longer than the inbox's limit is malformed before its bytes are in")
  func tooLong() {
    var inbox = DBusInbox(limit: 1024)
    inbox.append([0x6c, 1, 0, 1] + [0, 8, 0, 0] + [1, 0, 0, 0] + [0, 0, 0, 0])
    #expect(inbox.next() == .malformed("a message of more than 1024 bytes"))
  }
}
