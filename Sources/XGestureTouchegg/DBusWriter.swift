/// Bytes in the D-Bus wire format, little-endian (docs/REFERENCE.md §15,
/// "The wire"): each value starts at a multiple of its alignment — 1 for a
/// byte or a signature, 4 for a 32-bit integer, a string or an array's
/// length, 8 for a double, a 64-bit integer or a struct — counted from the
/// message's first byte, the gap filled with zeros.
struct DBusWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Zeros up to the next multiple of `alignment`.
  mutating func align(_ alignment: Int) {
    while bytes.count % alignment != 0 { bytes.append(0) }
  }

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  mutating func uint32(_ value: UInt32) {
    align(4)
    littleEndian(UInt64(value), count: 4)
  }

  mutating func int32(_ value: Int32) { uint32(UInt32(bitPattern: value)) }

  mutating func uint64(_ value: UInt64) {
    align(8)
    littleEndian(value, count: 8)
  }

  /// An IEEE 754 double, as its bits.
  mutating func double(_ value: Double) { uint64(value.bitPattern) }

  /// A string or an object path: its length in bytes, its UTF-8, a NUL.
  mutating func string(_ value: String) {
    let utf8 = Array(value.utf8)
    uint32(UInt32(utf8.count))
    bytes.append(contentsOf: utf8)
    bytes.append(0)
  }

  /// A signature: its length in one byte, its characters, a NUL.
  mutating func signature(_ value: String) {
    let utf8 = Array(value.utf8)
    bytes.append(UInt8(utf8.count))
    bytes.append(contentsOf: utf8)
    bytes.append(0)
  }

  /// Overwrites the 32-bit integer at `offset` (an array's length, once its elements are written).
  mutating func patchUInt32(_ value: UInt32, at offset: Int) {
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
  }

  private mutating func littleEndian(_ value: UInt64, count: Int) {
    for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
  }
}
