/// An X keysym: what a key means (`XK_plus` is 0x2b, `Cyrillic_ya` 0x6d1).
/// The X adapter finds it from a name; the decisions only compare them.
public struct Keysym: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public init(integerLiteral value: UInt) { rawValue = value }
  public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// An X keycode: a key of the keyboard (8 … 255), what XTest presses.
public struct Keycode: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(integerLiteral value: UInt8) { rawValue = value }
  public static func < (a: Keycode, b: Keycode) -> Bool { a.rawValue < b.rawValue }
  public var description: String { String(rawValue) }
}
