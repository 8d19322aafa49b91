/// An opaque colour, 8 bits per channel: what `settings.feedback.color` and
/// `border` give (`'#3584e4'`).
public struct Colour: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `#RRGGBB` (hex digits of either case); nil for anything else.
  public init?(hex text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
      let value = UInt32(String(decoding: digits[1...], as: UTF8.self), radix: 16)
    else { return nil }
    red = UInt8(value >> 16 & 0xff)
    green = UInt8(value >> 8 & 0xff)
    blue = UInt8(value & 0xff)
  }

  /// `#3584e4`.
  public var description: String {
    let hex = (Int(red) << 16 | Int(green) << 8 | Int(blue))
    let text = String(hex, radix: 16)
    return "#" + String(repeating: "0", count: 6 - text.count) + text
  }

  /// This colour a fraction `k` of the way to `other` (0: this one, 1: `other`).
  public func mixed(with other: Colour, by k: Double) -> Colour {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * k).rounded())
    }
    return Colour(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }

  /// GNOME's accent blue, the default fill.
  public static let accent = Colour(red: 0x35, green: 0x84, blue: 0xe4)
  public static let white = Colour(red: 0xff, green: 0xff, blue: 0xff)
  public static let black = Colour(red: 0, green: 0, blue: 0)
}
