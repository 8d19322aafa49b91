import XGestureActionKinds

/// One mistake in a config file, pointed at: `FILE:LINE:COLUMN: message`,
/// `FILE:LINE: message` for a line of a shape's trace file (docs/REFERENCE.md
/// §16), or `FILE: message` for problems with the file itself (missing,
/// unsafe permissions). Lines and columns count from 1, columns in characters.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  init(file: String, at mark: Mark, _ message: String) {
    self.init(file: file, line: mark.line, column: mark.column, message: message)
  }

  public var description: String {
    if let line, let column { return "\(file):\(line):\(column): \(message)" }
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}

/// Every error found in one config file, in file order. Loading reports them
/// all at once rather than stopping at the first.
public struct ConfigErrors: Error, Hashable, Sendable, CustomStringConvertible {
  public var errors: [ConfigError]

  public init(_ errors: [ConfigError]) {
    self.errors = errors.enumerated().sorted { a, b in
      let left = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
      let right = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
      return left < right
    }.map(\.element)
  }

  /// One error a line, as `--check` prints them.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
