/// A recognizer parameter the engine cannot use: the key and a sentence. The
/// config loader adds the file, line and column.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  public var key: String
  public var message: String

  public init(key: String, message: String) {
    self.key = key
    self.message = message
  }

  public var description: String { "'\(key)': \(message)" }
}
