/// Why a file could not be imported at all: it is missing or unreadable, or
/// it is not a config of the tool named (`FILE:LINE: message`, the line
/// where that shows; `FILE:LINE:COLUMN: message` where a damaged file says
/// exactly where). What can be read but not converted is no error: it
/// becomes a `# not converted:` comment (`Remark`).
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
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

  public var description: String {
    if let line, let column { return "\(file):\(line):\(column): \(message)" }
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}
