/// The messages a Touchégg client sends, cut from its bytes as they come
/// (docs/REFERENCE.md §15, "What a client can send"): each message's header
/// is read far enough to answer it; its body is skipped. What no D-Bus peer
/// would send — a byte order other than `l` or `B`, a version other than 1,
/// serial 0, a message over `limit` bytes, a field of the wrong type or
/// missing, file descriptors (which the handshake declined) — is
/// `malformed`, and the connection ends.
public struct DBusInbox: Sendable {
  /// The header of one message from a client.
  public struct Header: Equatable, Sendable {
    /// 1 a method call, 2 a return, 3 an error, 4 a signal; the D-Bus
    /// specification has other types ignored.
    public var type: UInt8
    /// Bit 0x1: the sender expects no reply.
    public var flags: UInt8
    public var serial: UInt32
    public var path: String?
    public var interface: String?
    public var member: String?
    /// The body's signature; "" when the field is absent.
    public var signature: String

    public var expectsReply: Bool { flags & 0x1 == 0 }
  }

  /// What `next` found.
  public enum Next: Equatable, Sendable {
    /// Not a whole message yet.
    case incomplete
    case message(Header)
    /// A sentence saying what was wrong.
    case malformed(String)
  }

  /// The largest message a client may send: xgesture's object has no
  /// method that takes arguments, so a calling client sends little.
  public static let defaultLimit = 65536

  private var buffer: [UInt8] = []
  private var start = 0
  private let limit: Int

  public init(limit: Int = DBusInbox.defaultLimit) { self.limit = limit }

  /// Takes bytes as they were read.
  public mutating func append(_ bytes: some Collection<UInt8>) {
    if start > 0, start >= buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next whole message, if its bytes are all in.
  public mutating func next() -> Next {
    let pending = buffer[(buffer.startIndex + start)...]
    guard pending.count >= 16 else { return .incomplete }
    let order = pending[pending.startIndex]
    guard order == UInt8(ascii: "l") || order == UInt8(ascii: "B") else {
      return .malformed("its byte order is neither l nor B")
    }
    var reader = DBusReader(pending.prefix(16), bigEndian: order == UInt8(ascii: "B"))
    _ = reader.byte()
    let type = reader.byte()!
    let flags = reader.byte()!
    guard reader.byte() == 1 else { return .malformed("its protocol version is not 1") }
    let bodyLength = Int(reader.uint32()!)
    let serial = reader.uint32()!
    let fieldsLength = Int(reader.uint32()!)
    guard serial != 0 else { return .malformed("its serial is 0") }
    let headerLength = (16 + fieldsLength + 7) / 8 * 8
    guard bodyLength <= limit, fieldsLength <= limit, headerLength + bodyLength <= limit else {
      return .malformed("a message of more than \(limit) bytes")
    }
    guard pending.count >= headerLength + bodyLength else { return .incomplete }
    let header = pending.prefix(headerLength)
    start += headerLength + bodyLength
    let fixed = Header(type: type, flags: flags, serial: serial, signature: "")
    return Self.fields(of: header, length: fieldsLength, fixed: fixed, bigEndian: order == UInt8(ascii: "B"))
  }

  /// The header fields after the fixed 16 bytes (an array of (code, variant) structs).
  private static func fields(of header: ArraySlice<UInt8>, length: Int, fixed: Header, bigEndian: Bool) -> Next {
    var result = fixed
    var reader = DBusReader(header, bigEndian: bigEndian, offset: 16)
    let end = 16 + length
    while reader.offset < end {
      guard reader.align(8) != nil, let code = reader.byte(), let type = reader.signature() else {
        return .malformed("its header is cut short")
      }
      switch field(code: code, type: type, reader: &reader, into: &result) {
      case .some(let problem): return .malformed(problem)
      case .none: continue
      }
    }
    guard reader.offset == end else { return .malformed("its header fields overrun their array") }
    return required(result)
  }

  /// Reads one field's value into `header`; a sentence when it cannot be had.
  private static func field(code: UInt8, type: String, reader: inout DBusReader, into header: inout Header)
    -> String?
  {
    let expected: [UInt8: String] = [1: "o", 2: "s", 3: "s", 4: "s", 5: "u", 6: "s", 7: "s", 8: "g", 9: "u"]
    if let wanted = expected[code], wanted != type { return "header field \(code) is of type \(type)" }
    switch type {
    case "s", "o":
      guard let text = reader.string() else { return "header field \(code) is cut short" }
      switch code {
      case 1: header.path = text
      case 2: header.interface = text
      case 3: header.member = text
      default: break
      }
    case "g":
      guard let text = reader.signature() else { return "header field \(code) is cut short" }
      if code == 8 { header.signature = text }
    case "y": guard reader.byte() != nil else { return "header field \(code) is cut short" }
    case "n", "q": guard reader.integer(2) != nil else { return "header field \(code) is cut short" }
    case "b", "i", "u", "h":
      guard let number = reader.integer(4) else { return "header field \(code) is cut short" }
      if code == 9, number != 0 { return "it passes file descriptors, which the handshake declined" }
    case "x", "t", "d": guard reader.integer(8) != nil else { return "header field \(code) is cut short" }
    default: return "header field \(code) is of type \(type), which xgesture does not read"
    }
    return nil
  }

  /// The fields each type must have (the D-Bus specification's table).
  private static func required(_ header: Header) -> Next {
    switch header.type {
    case 1 where header.path == nil || header.member == nil:
      return .malformed("a method call without a path or a member")
    case 4 where header.path == nil || header.interface == nil || header.member == nil:
      return .malformed("a signal without a path, an interface or a member")
    default:
      return .message(header)
    }
  }
}
