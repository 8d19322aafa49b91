/// An element of an XML file as the Touchégg reader needs it: name,
/// attributes, child elements and text, each with the line it starts on.
struct XMLElement: Sendable {
  var name: String
  var attributes: [(name: String, value: String)] = []
  var children: [XMLElement] = []
  /// The element's own text (its character data and CDATA, children's left out).
  var text = ""
  var line: Int
  /// The column of its `<`, in characters from 1.
  var column = 1

  init(name: String, line: Int) {
    self.name = name
    self.line = line
  }

  func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

  /// The text of the first child named `name`, trimmed.
  func childText(_ name: String) -> String? { children.first { $0.name == name }?.text.trimmed }
}

/// Why a file is not well-formed XML, at a line and column.
struct XMLError: Error, Equatable {
  var line: Int
  var column: Int
  var message: String
}
