/// Why the server refused claim mode's touch or gesture grab, as a sentence.
public struct GrabRefused: Error, Equatable, CustomStringConvertible {
  public let reason: String
  public var description: String { reason }

  public init(reason: String) { self.reason = reason }
}

/// Why the server refused the gesture selection on the root, as its error.
public struct SelectionRefused: Error, Equatable, CustomStringConvertible {
  public let reason: String
  public var description: String { reason }

  public init(reason: String) { self.reason = reason }
}
