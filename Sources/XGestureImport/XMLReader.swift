/// A small XML reader that keeps line numbers (no libxml2, no Foundation):
/// elements, attributes in either quote, character data, CDATA, the five
/// named entities and character references; the declaration, processing
/// instructions, comments and a DOCTYPE are skipped. What it does not
/// understand is an `XMLError` at its line and column.
struct XMLReader {
  private let bytes: [UInt8]
  private var offset = 0
  private(set) var line = 1
  /// Where the current line starts, for columns.
  private var lineStart = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The root element of the document.
  static func read(_ bytes: [UInt8]) throws(XMLError) -> XMLElement {
    var reader = XMLReader(bytes)
    return try reader.document()
  }

  private mutating func document() throws(XMLError) -> XMLElement {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    var root: XMLElement?
    while true {
      skipSpaces()
      guard offset < bytes.count else { break }
      guard bytes[offset] == UInt8(ascii: "<") else {
        throw failure("text outside the root element: '\(excerpt())'")
      }
      if try skipMarkup() { continue }
      guard root == nil else {
        throw failure("a second root element after the first one")
      }
      root = try element()
    }
    guard let root else { throw failure("no element in the file") }
    return root
  }

  /// Skips `<?…?>`, `<!--…-->` and `<!DOCTYPE …>` at `offset`; false if
  /// something else is there.
  private mutating func skipMarkup() throws(XMLError) -> Bool {
    if has("<?") { return try skip(past: "?>", what: "processing instruction") }
    if has("<!--") { return try skip(past: "-->", what: "comment") }
    if has("<!DOCTYPE") { return try skip(past: ">", what: "DOCTYPE") }
    return false
  }

  private mutating func element() throws(XMLError) -> XMLElement {
    offset += 1  // <
    let (startLine, startColumn) = (line, column)
    var element = XMLElement(name: try name(), line: startLine)
    element.column = startColumn
    while true {
      skipSpaces()
      if has("/>") {
        offset += 2
        return element
      }
      if has(">") {
        offset += 1
        break
      }
      let attributeName = try name()
      skipSpaces()
      guard has("=") else {
        throw failure("attribute '\(attributeName)' has no value")
      }
      offset += 1
      skipSpaces()
      element.attributes.append((attributeName, try quotedValue()))
    }
    try content(of: &element)
    return element
  }

  /// Character data, CDATA, comments and children up to the end tag.
  private mutating func content(of element: inout XMLElement) throws(XMLError) {
    var text: [UInt8] = []
    while offset < bytes.count {
      if has("</") {
        let tag = failure("")
        offset += 2
        let closing = try name()
        guard closing == element.name else {
          throw XMLError(
            line: tag.line, column: tag.column,
            message: "</\(closing)> closes <\(element.name)> of line \(element.line)")
        }
        skipSpaces()
        guard has(">") else {
          throw failure("</\(closing) is not closed with '>'")
        }
        offset += 1
        element.text = String(decoding: text, as: UTF8.self)
        return
      }
      if has("<![CDATA[") {
        offset += 9
        let start = offset
        _ = try skip(past: "]]>", what: "CDATA section")
        text += bytes[start..<(offset - 3)]
      } else if has("<") {
        if try skipMarkup() { continue }
        element.children.append(try self.element())
      } else if has("&") {
        text += try reference()
      } else {
        advance()
        text.append(bytes[offset - 1])
      }
    }
    throw XMLError(
      line: element.line, column: element.column, message: "<\(element.name)> is never closed")
  }

  private mutating func quotedValue() throws(XMLError) -> String {
    guard offset < bytes.count,
      bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
    else {
      throw failure("an attribute value must be in quotes")
    }
    let quote = bytes[offset]
    offset += 1
    var value: [UInt8] = []
    while offset < bytes.count, bytes[offset] != quote {
      if bytes[offset] == UInt8(ascii: "&") {
        value += try reference()
      } else {
        guard bytes[offset] != UInt8(ascii: "<") else {
          throw failure("'<' in an attribute value")
        }
        advance()
        value.append(bytes[offset - 1])
      }
    }
    guard offset < bytes.count else {
      throw failure("an attribute value is never closed")
    }
    offset += 1
    return String(decoding: value, as: UTF8.self)
  }

  /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xH;` as UTF-8.
  private mutating func reference() throws(XMLError) -> [UInt8] {
    let start = offset
    let here = failure("")
    guard let end = bytes[offset...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw failure("'&' that starts no entity — write '&amp;'")
    }
    let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    offset = end + 1
    let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
    if let text = named[name] { return Array(text.utf8) }
    let number: UInt32? =
      name.hasPrefix("#x")
      ? UInt32(name.dropFirst(2), radix: 16)
      : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
    guard let number, let scalar = Unicode.Scalar(number) else {
      throw XMLError(line: here.line, column: here.column, message: "unknown entity '&\(name);'")
    }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func name() throws(XMLError) -> String {
    let start = offset
    while offset < bytes.count, !Self.ends(bytes[offset]) { offset += 1 }
    guard offset > start else {
      throw failure("a tag or attribute without a name")
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private static func ends(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: "/"),
      UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  private func has(_ text: String) -> Bool { bytes[offset...].starts(with: text.utf8) }

  private mutating func skip(past end: String, what: String) throws(XMLError) -> Bool {
    let (startLine, startColumn) = (line, column)
    while offset < bytes.count {
      if has(end) {
        for _ in 0..<end.utf8.count { advance() }
        return true
      }
      advance()
    }
    throw XMLError(line: startLine, column: startColumn, message: "a \(what) that is never closed")
  }

  private mutating func advance() {
    if bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  /// The column of `offset` on its line, in characters from 1.
  private var column: Int {
    bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
  }

  /// An error at the current place.
  private func failure(_ message: String) -> XMLError {
    XMLError(line: line, column: column, message: message)
  }

  private mutating func skipSpaces() {
    while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
  }

  /// The rest of the line at `offset`, for a message.
  private func excerpt() -> String {
    let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    return String(String(decoding: bytes[offset..<min(end, offset + 40)], as: UTF8.self).trimmed)
  }
}
