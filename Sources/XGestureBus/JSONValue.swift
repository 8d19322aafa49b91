/// A JSON value (RFC 8259) and its text on one line: what `--monitor --json`
/// prints, written here rather than through Foundation's encoder, which
/// xgesture does not link (docs/BENCHMARKS.md has its cost in memory).
///
/// Strings are escaped as the RFC says: `"` and `\` with a backslash, the
/// control characters below U+0020 as `\n`, `\t`, `\r`, `\b`, `\f` or
/// `\u00XX`, and U+2028 and U+2029 as `\u2028`, `\u2029` (valid JSON, but
/// line ends to JavaScript); everything else as its UTF-8. Numbers are
/// written in the shortest form that reads back to the same value (`960`,
/// `1.25`, `1e-07`); a number JSON cannot hold (NaN, an infinity) is `null`.
/// Objects keep their members' order.
public enum JSONValue: Sendable {
  case string(String)
  case integer(Int64)
  case unsigned(UInt64)
  case number(Double)
  case boolean(Bool)
  case null
  case array([JSONValue])
  case object([Member])

  public struct Member: Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The value as JSON text, on one line.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .string(let value): Self.write(string: value, to: &out)
    case .integer(let value): out += String(value)
    case .unsigned(let value): out += String(value)
    case .number(let value): out += Self.number(value)
    case .boolean(let value): out += value ? "true" : "false"
    case .null: out += "null"
    case .array(let values):
      out += "["
      for (i, value) in values.enumerated() {
        if i > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        Self.write(string: member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    // A whole number within 2^53 as an integer; Swift's shortest round trip otherwise
    // (`1.25`, `1e-07`, `1.5e+20`: each a JSON number).
    if value == value.rounded(), value.magnitude < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  private static func write(string: String, to out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          out += "\\u00" + hexDigit(scalar.value >> 4) + hexDigit(scalar.value & 0xF)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  private static func hexDigit(_ value: UInt32) -> String {
    String(UnicodeScalar(UInt8(value < 10 ? 48 + value : 87 + value)))
  }
}
