/// A position in the config text: line and column, both from 1 (libyaml's
/// marks count from 0; the reader converts them).
package struct Mark: Hashable, Sendable, Comparable {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package static let start = Mark(line: 1, column: 1)

  package static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }
}
