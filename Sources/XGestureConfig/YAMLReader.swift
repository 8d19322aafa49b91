internal import CYAML
import XGestureActionKinds

/// Reads config text into `YAMLNode`s through libyaml's event API, with
/// bounds that keep hostile input cheap: a size cap, no aliases at all (so no
/// "billion laughs" expansion), a nesting cap and a node-count cap. Checks
/// what libyaml would report less clearly first: NUL bytes (binary files) and
/// invalid UTF-8, each at its line and column; a tab in the indentation is
/// named when libyaml trips over it.
///
/// `package`: the importer (`XGestureImport`) reads fusuma's YAML with it,
/// several documents to a file (`readDocuments`).
package struct YAMLReader {
  /// Config files are a few kilobytes; anything bigger is not one.
  static let maximumSize = 1 << 20
  static let maximumDepth = 64
  static let maximumNodes = 100_000

  let file: String

  package init(file: String) { self.file = file }

  /// The single document's root node (nil for a file with no document: empty,
  /// or only comments), or the errors that stopped reading.
  package func read(_ bytes: [UInt8]) -> Result<YAMLNode?, ConfigErrors> {
    readDocuments(bytes, many: false).map(\.first)
  }

  /// Every document's root node, in file order (`---` separates them; an
  /// empty document has none), or the errors that stopped reading.
  package func readDocuments(_ bytes: [UInt8]) -> Result<[YAMLNode], ConfigErrors> {
    readDocuments(bytes, many: true)
  }

  private func readDocuments(_ bytes: [UInt8], many: Bool) -> Result<[YAMLNode], ConfigErrors> {
    if bytes.count > Self.maximumSize {
      return .failure(
        ConfigErrors([
          ConfigError(
            file: file, at: .start,
            "the file is \(bytes.count) bytes; a config file may be at most \(Self.maximumSize) bytes (1 MiB) — is this the right file?"
          )
        ]))
    }
    if let nul = bytes.firstIndex(of: 0) {
      return .failure(
        ConfigErrors([
          ConfigError(
            file: file, at: Self.mark(at: nul, in: bytes),
            "the file contains a NUL byte: it is binary, not YAML text — is this the right file?")
        ]))
    }
    if let bad = Self.firstInvalidUTF8(bytes) {
      let byte = String(bytes[bad], radix: 16, uppercase: true)
      return .failure(
        ConfigErrors([
          ConfigError(
            file: file, at: Self.mark(at: bad, in: bytes),
            "invalid UTF-8 (byte 0x\(byte.count == 1 ? "0" + byte : byte)) — save the file as UTF-8"
          )
        ]))
    }
    return bytes.withUnsafeBufferPointer { buffer in parse(buffer, bytes: bytes, many: many) }
  }

  private func parse(_ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8], many: Bool) -> Result<
    [YAMLNode], ConfigErrors
  > {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) != 0 else {
      return .failure(
        ConfigErrors([
          ConfigError(file: file, at: .start, "out of memory while starting the YAML parser")
        ]))
    }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

    var tree = TreeBuilder(severalDocuments: many)
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) != 0 else {
        return .failure(ConfigErrors([syntaxError(parser, bytes: bytes)]))
      }
      defer { yaml_event_delete(&event) }
      let mark = Mark(
        line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
      switch tree.take(event, at: mark) {
      case .more:
        continue
      case .finished(let roots):
        return .success(roots)
      case .refused(let mark, let message):
        return .failure(ConfigErrors([ConfigError(file: file, at: mark, message)]))
      }
    }
  }

  /// The node tree built from libyaml's events, one at a time, within the
  /// bounds: the sequences and maps still open, the roots of the documents
  /// closed so far, and the counts of documents and nodes (a config has one
  /// document; `severalDocuments` reads on past `---`).
  private struct TreeBuilder {
    let severalDocuments: Bool

    private enum Frame {
      case sequence(Mark, [YAMLNode])
      case mapping(Mark, [(key: YAMLNode, value: YAMLNode)], key: YAMLNode?)
    }

    enum Outcome {
      /// Read on.
      case more
      /// The stream ended: each document's root, in file order (none for no document).
      case finished([YAMLNode])
      /// Beyond a bound, or an alias: the one error of the file.
      case refused(Mark, String)
    }

    private var stack: [Frame] = []
    private var roots: [YAMLNode] = []
    private var documents = 0
    private var nodes = 0

    init(severalDocuments: Bool) { self.severalDocuments = severalDocuments }

    mutating func take(_ event: yaml_event_t, at mark: Mark) -> Outcome {
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return .finished(roots)
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        guard documents == 1 || severalDocuments else {
          return .refused(mark, "a second YAML document ('---') — the config is one document")
        }
        return .more
      case YAML_ALIAS_EVENT:
        let name = YAMLReader.text(event.data.alias.anchor, length: nil)
        return .refused(
          mark, "YAML aliases ('*\(name)') are not allowed in a config — write the value out")
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        let text = YAMLReader.text(scalar.value, length: scalar.length)
        return add(
          YAMLNode(content: .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE), mark: mark),
          at: mark)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        guard stack.count < YAMLReader.maximumDepth else {
          return .refused(
            mark,
            "the YAML is nested more than \(YAMLReader.maximumDepth) levels deep — a config needs four")
        }
        stack.append(
          event.type == YAML_SEQUENCE_START_EVENT
            ? .sequence(mark, []) : .mapping(mark, [], key: nil))
        return .more
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        switch stack.removeLast() {
        case .sequence(let start, let items):
          return add(YAMLNode(content: .sequence(items), mark: start), at: mark)
        case .mapping(let start, let pairs, _):
          return add(YAMLNode(content: .mapping(pairs), mark: start), at: mark)
        }
      default:
        return .more  // stream start, document end, no-op
      }
    }

    /// A finished node: a document's root, an item of the open sequence, or the key
    /// or value of the open map's next pair.
    private mutating func add(_ node: YAMLNode, at mark: Mark) -> Outcome {
      nodes += 1
      if nodes > YAMLReader.maximumNodes {
        return .refused(
          mark, "the YAML has more than \(YAMLReader.maximumNodes) values — a config has a few hundred")
      }
      guard let open = stack.popLast() else {
        roots.append(node)
        return .more
      }
      switch open {
      case .sequence(let start, var items):
        items.append(node)
        stack.append(.sequence(start, items))
      case .mapping(let start, var pairs, let key):
        if let key {
          pairs.append((key, node))
          stack.append(.mapping(start, pairs, key: nil))
        } else {
          stack.append(.mapping(start, pairs, key: node))
        }
      }
      return .more
    }
  }

  /// libyaml's problem as one sentence at its position; a tab in the
  /// indentation at or before it is the likelier cause and is named instead.
  private func syntaxError(_ parser: yaml_parser_t, bytes: [UInt8]) -> ConfigError {
    let mark: Mark
    if parser.error == YAML_READER_ERROR {
      mark = Self.mark(at: min(Int(parser.problem_offset), bytes.count), in: bytes)
    } else {
      mark = Mark(
        line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
    }
    if let tab = Self.firstIndentationTab(bytes), tab.line <= mark.line {
      return ConfigError(
        file: file, at: tab,
        "a tab in the indentation — YAML indents with spaces only; replace the tab with spaces")
    }
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    var message = "YAML syntax error: \(problem)"
    if let context = parser.context.map({ String(cString: $0) }) {
      message +=
        " (\(context) at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1))"
    }
    return ConfigError(file: file, at: mark, message)
  }

  private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int?) -> String {
    guard let pointer else { return "" }
    let count = length ?? strlen(pointer)
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  private static func strlen(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> Int {
    var count = 0
    while pointer[count] != 0 { count += 1 }
    return count
  }

  /// Line and column (in characters, from 1) of a byte offset, counting line
  /// breaks as libyaml does: LF, CR, CR LF (NEL, LS and PS too, which here
  /// only matter before invalid UTF-8 or a NUL, so they are left out).
  static func mark(at offset: Int, in bytes: [UInt8]) -> Mark {
    var line = 1
    var column = 1
    var previous: UInt8 = 0
    for byte in bytes[..<offset] {
      if byte == 0x0A && previous == 0x0D {
        // the LF of a CR LF: the CR already started the line
      } else if byte == 0x0A || byte == 0x0D {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      previous = byte
    }
    return Mark(line: line, column: column)
  }

  /// The first tab that comes before a line's content.
  static func firstIndentationTab(_ bytes: [UInt8]) -> Mark? {
    var line = 1
    var column = 1
    var inIndentation = true
    var previous: UInt8 = 0
    for byte in bytes {
      defer { previous = byte }
      switch byte {
      case 0x0A where previous == 0x0D:
        continue
      case 0x0A, 0x0D:
        line += 1
        column = 1
        inIndentation = true
        continue
      case 0x09 where inIndentation:
        return Mark(line: line, column: column)
      case 0x20:
        break
      default:
        inIndentation = false
      }
      if byte & 0xC0 != 0x80 { column += 1 }
    }
    return nil
  }

  /// The offset of the first byte that is not part of valid UTF-8 (no
  /// overlong forms, no surrogates, nothing above U+10FFFF).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var i = 0
    while i < bytes.count {
      let lead = bytes[i]
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F:
        i += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return i
      }
      guard i + length <= bytes.count else { return i }
      guard (lower...upper).contains(bytes[i + 1]) else { return i }
      for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
      i += length
    }
    return nil
  }
}
