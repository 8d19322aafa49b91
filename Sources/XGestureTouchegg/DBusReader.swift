/// Reads the D-Bus wire format at an offset of a message's bytes, in the
/// byte order the message's first byte names (`l` little-endian, `B`
/// big-endian), aligning as `DBusWriter` does. Every read checks its bounds:
/// nil is a message that ends too early or holds what it cannot.
struct DBusReader {
  let bytes: ArraySlice<UInt8>
  let bigEndian: Bool
  private(set) var offset = 0

  /// A reader of `bytes` (a message's first byte at their start), at `offset`.
  init(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, offset: Int = 0) {
    self.bytes = bytes
    self.bigEndian = bigEndian
    self.offset = offset
  }

  /// Skips the zeros up to the next multiple of `alignment`; nil when they are not zeros.
  mutating func align(_ alignment: Int) -> Void? {
    while offset % alignment != 0 {
      guard let padding = byte(), padding == 0 else { return nil }
    }
    return ()
  }

  mutating func byte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[bytes.startIndex + offset]
  }

  mutating func uint32() -> UInt32? { integer(4).map { UInt32(truncatingIfNeeded: $0) } }

  mutating func integer(_ size: Int) -> UInt64? {
    guard align(size) != nil, offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for index in 0..<size {
      let byte = UInt64(bytes[bytes.startIndex + offset + index])
      value |= bigEndian ? byte << (8 * UInt64(size - 1 - index)) : byte << (8 * UInt64(index))
    }
    offset += size
    return value
  }

  /// A string or an object path: valid UTF-8 with no NUL inside, NUL-terminated.
  mutating func string() -> String? {
    guard let length = uint32() else { return nil }
    return text(length: Int(length))
  }

  /// A signature: a byte's length of characters, NUL-terminated.
  mutating func signature() -> String? {
    guard let length = byte() else { return nil }
    return text(length: Int(length))
  }

  private mutating func text(length: Int) -> String? {
    guard length < bytes.count, offset + length < bytes.count else { return nil }
    let start = bytes.startIndex + offset
    let characters = bytes[start..<start + length]
    guard bytes[start + length] == 0, !characters.contains(0) else { return nil }
    offset += length + 1
    return String(validating: characters, as: UTF8.self)
  }
}
