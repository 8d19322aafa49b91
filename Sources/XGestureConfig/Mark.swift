/// A position in the config text: line and column, both from 1 (libyaml's
/// marks count from 0; the reader converts them).
struct Mark: Hashable, Sendable, Comparable {
  var line: Int
  var column: Int

  static let start = Mark(line: 1, column: 1)

  static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }
}
