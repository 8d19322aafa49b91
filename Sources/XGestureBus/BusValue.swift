/// One value of a D-Bus variant (`v`) as xgesture's signals carry it in a
/// transition's `data` (docs/REFERENCE.md §15): `fingers` an `i`, `time` a
/// `t`, coordinates and the other measurements `d`, names and words `s`.
public enum BusValue: Hashable, Sendable {
  /// `s`
  case string(String)
  /// `i`
  case int32(Int32)
  /// `t`
  case uint64(UInt64)
  /// `d`
  case double(Double)
  /// `b`
  case boolean(Bool)

  /// The value as a number: an `i`, `t` or `d`; nil for a string or a boolean.
  public var number: Double? {
    switch self {
    case .int32(let value): Double(value)
    case .uint64(let value): Double(value)
    case .double(let value): value
    case .string, .boolean: nil
    }
  }

  /// The value of an `s`; nil for any other.
  public var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }
}

/// One entry of an `a{sv}` dictionary, in the order the message carries them.
public struct BusEntry: Hashable, Sendable {
  public var key: String
  public var value: BusValue

  public init(_ key: String, _ value: BusValue) {
    self.key = key
    self.value = value
  }
}
