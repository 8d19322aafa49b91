/// Scalars and comments as YAML text that any YAML 1.1 reader (libyaml, the
/// config loader) reads back as the same string.
enum YAMLText {
  /// Words that YAML 1.1 readers take as something other than text.
  private static let reserved: Set<String> = [
    "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n",
  ]

  /// `text` plain when that is safe in block and flow context (letters,
  /// digits, `_ . + / - %` and no YAML word of its own), else single-quoted,
  /// or double-quoted with escapes when it has control characters.
  static func scalar(_ text: String) -> String {
    if isPlain(text) { return text }
    if text.unicodeScalars.contains(where: isControl) { return doubleQuoted(text) }
    return "'" + text.replacingAll("'", with: "''") + "'"
  }

  static func isPlain(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !reserved.contains(text.lowercased()) else {
      return false
    }
    if first == "-" || first == "%" || first == "." { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "+", "/", "-", "%": true
      default: false
      }
    }
  }

  /// One comment line's text: line breaks and other control characters
  /// become spaces, so the comment cannot end early.
  static func commentText(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
      || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
  }

  private static func doubleQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if isControl(scalar) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out +=
            scalar.value <= 0xFF
            ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
            : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
