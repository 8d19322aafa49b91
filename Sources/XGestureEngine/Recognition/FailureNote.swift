/// A recognizer's own sentence for a failure (`FailureReason.note`), kept as
/// its parts and written out only when it is read: a gesture fails on most
/// touch sequences (an edge swipe wherever a finger lands away from its
/// edge), and its sentence is read only by the log. Written like a string:
/// `"lifted after \(distance, places: 1) mm < min-distance \(limit, places: 1) mm"`
/// formats each number with `decimal(_:places:)` when the sentence is read.
public struct FailureNote: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
  enum Part: Hashable, Sendable {
    case text(String)
    case number(Double, places: Int)
    case count(Int)
  }

  private let parts: [Part]

  public init(stringLiteral text: String) { parts = [.text(text)] }

  public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

  /// The parts of a sentence as it is written; nothing is formatted yet.
  public struct Interpolation: StringInterpolationProtocol {
    var parts: [Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      parts.reserveCapacity(2 * interpolationCount + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { parts.append(.text(literal)) }
    }

    /// A measurement, written with `places` decimal places.
    public mutating func appendInterpolation(_ value: Double, places: Int) {
      parts.append(.number(value, places: places))
    }

    public mutating func appendInterpolation(_ count: Int) { parts.append(.count(count)) }

    public mutating func appendInterpolation(_ text: String) { parts.append(.text(text)) }
  }

  public var description: String {
    var text = ""
    for part in parts {
      switch part {
      case .text(let words): text += words
      case .number(let value, let places): text += decimal(value, places: places)
      case .count(let count): text += String(count)
      }
    }
    return text
  }
}
