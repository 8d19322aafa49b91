/// A message xgesture sends to a Touchégg client, as D-Bus marshals it
/// (docs/REFERENCE.md §15, "The wire"): the fixed header (`l` for
/// little-endian, the type, flags, version 1, the body's length, the
/// serial), the header fields as an array of (code, variant), zeros to a
/// multiple of 8, the body.
///
/// A peer-to-peer connection has no bus names: no SENDER, no DESTINATION.
public struct DBusMessage: Equatable, Sendable {
  /// The message types of the D-Bus specification.
  public enum Kind: UInt8, Equatable, Sendable {
    case methodCall = 1
    case methodReturn = 2
    case error = 3
    case signal = 4
  }

  /// A value of the body, as far as xgesture's messages need one.
  public enum Value: Equatable, Sendable {
    case uint32(UInt32)
    case int32(Int32)
    case uint64(UInt64)
    case double(Double)
    case string(String)

    /// Its type's code in a signature.
    var code: Character {
      switch self {
      case .uint32: "u"
      case .int32: "i"
      case .uint64: "t"
      case .double: "d"
      case .string: "s"
      }
    }
  }

  public var kind: Kind
  public var serial: UInt32
  public var path: String?
  public var interface: String?
  public var member: String?
  public var errorName: String?
  public var replySerial: UInt32?
  public var body: [Value]

  public init(
    kind: Kind, serial: UInt32, path: String? = nil, interface: String? = nil, member: String? = nil,
    errorName: String? = nil, replySerial: UInt32? = nil, body: [Value] = []
  ) {
    self.kind = kind
    self.serial = serial
    self.path = path
    self.interface = interface
    self.member = member
    self.errorName = errorName
    self.replySerial = replySerial
    self.body = body
  }

  /// The body's signature: its values' codes in order.
  public var signature: String { String(body.map(\.code)) }

  /// The message's bytes. Flags are 0: no reply is expected from a client
  /// to a signal, a return or an error anyway.
  public func encoded() -> [UInt8] {
    var bodyWriter = DBusWriter(capacity: 64)
    for value in body {
      switch value {
      case .uint32(let number): bodyWriter.uint32(number)
      case .int32(let number): bodyWriter.int32(number)
      case .uint64(let number): bodyWriter.uint64(number)
      case .double(let number): bodyWriter.double(number)
      case .string(let text): bodyWriter.string(text)
      }
    }
    var writer = DBusWriter(capacity: 192 + bodyWriter.bytes.count)
    for byte in [UInt8(ascii: "l"), kind.rawValue, 0, 1] { writer.byte(byte) }
    writer.uint32(UInt32(bodyWriter.bytes.count))
    writer.uint32(serial)
    writer.uint32(0)  // the fields' length, written once they are
    let fieldsStart = writer.bytes.count
    field(1, "o", path, into: &writer)
    field(2, "s", interface, into: &writer)
    field(3, "s", member, into: &writer)
    field(4, "s", errorName, into: &writer)
    if let replySerial {
      beginField(5, "u", into: &writer)
      writer.uint32(replySerial)
    }
    if !body.isEmpty {
      beginField(8, "g", into: &writer)
      writer.signature(signature)
    }
    writer.patchUInt32(UInt32(writer.bytes.count - fieldsStart), at: 12)
    writer.align(8)
    return writer.bytes + bodyWriter.bytes
  }

  /// A string-typed header field (`o` or `s`), when it is there.
  private func field(_ code: UInt8, _ type: String, _ value: String?, into writer: inout DBusWriter) {
    guard let value else { return }
    beginField(code, type, into: &writer)
    writer.string(value)
  }

  /// A field's struct: its code, then its variant's signature; the value follows.
  private func beginField(_ code: UInt8, _ type: String, into writer: inout DBusWriter) {
    writer.align(8)
    writer.byte(code)
    writer.signature(type)
  }
}
