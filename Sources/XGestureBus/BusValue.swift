/// A value xgesture sends on the session bus (docs/REFERENCE.md §15), typed
/// as D-Bus types it: what a variant (`v`) of a dictionary holds, and each
/// argument of a signal or a reply. Pure: `XGestureSession` writes it into
/// sd-bus's messages.
public enum BusValue: Hashable, Sendable {
  /// `s`
  case string(String)
  /// `b`
  case bool(Bool)
  /// `i`
  case int32(Int32)
  /// `t`
  case uint64(UInt64)
  /// `d`
  case double(Double)
  /// `as`
  case strings([String])
  /// `ai`
  case int32s([Int32])
  /// `a{sv}`, in the order given.
  case dictionary(BusDictionary)
  /// `a{ss}`, in the order given.
  case stringDictionary([BusPair<String>])
  /// `aa{sv}`
  case dictionaries([BusDictionary])

  /// Its D-Bus type signature.
  public var signature: String {
    switch self {
    case .string: "s"
    case .bool: "b"
    case .int32: "i"
    case .uint64: "t"
    case .double: "d"
    case .strings: "as"
    case .int32s: "ai"
    case .dictionary: "a{sv}"
    case .stringDictionary: "a{ss}"
    case .dictionaries: "aa{sv}"
    }
  }
}

/// One entry of a dictionary: its key and its value.
public struct BusPair<Value: Hashable & Sendable>: Hashable, Sendable {
  public var key: String
  public var value: Value

  public init(_ key: String, _ value: Value) {
    self.key = key
    self.value = value
  }
}

/// An `a{sv}`: string keys, variant values, in the order given.
public typealias BusDictionary = [BusPair<BusValue>]

extension Array where Element == BusPair<BusValue> {
  /// The value under `key`, or nil.
  public subscript(key: String) -> BusValue? { first { $0.key == key }?.value }
}
