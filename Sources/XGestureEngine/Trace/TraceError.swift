/// A malformed trace line: its 1-based line number and a sentence saying what
/// is wrong with it.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
