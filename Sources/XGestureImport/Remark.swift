/// A comment the output keeps about one item of the input, at its line:
/// `# not converted: FILE:LINE: …` for what has no xgesture form (counted on
/// standard error), `# note: FILE:LINE: …` for what was converted but works
/// differently.
struct Remark: Equatable, Sendable {
  enum Kind: String, Sendable {
    case notConverted = "not converted"
    case note
  }

  var kind: Kind
  var line: Int
  var text: String

  static func notConverted(_ line: Int, _ text: String) -> Remark {
    Remark(kind: .notConverted, line: line, text: text)
  }

  static func note(_ line: Int, _ text: String) -> Remark {
    Remark(kind: .note, line: line, text: text)
  }
}
