/// A config value as the config loader read it: one scalar or a list of scalars.
public enum ParameterValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
  case scalar(String)
  case list([String])

  public init(stringLiteral value: String) { self = .scalar(value) }
  public init(arrayLiteral elements: String...) { self = .list(elements) }
}

/// The parameters of one gesture, read by its recognizer's `Parameters`
/// initializer with the typed accessors below (each applies the unit rules
/// and the defaults of docs/CONFIG.md and docs/REFERENCE.md). Keys a recognizer never asked for
/// are reported as unknown by the registry.
public struct ParameterSet: Sendable {
  public private(set) var values: [String: ParameterValue]
  /// Every key a recognizer asked for, in order: what it accepts.
  public private(set) var known: [String] = []
  /// The templates the config's stroke gestures name (docs/REFERENCE.md
  /// §16), which `type: stroke` matches against: given to
  /// `RecognizerRegistry.spec(type:parameters:strokes:)`; the built-in
  /// shapes unless told.
  public var strokes: StrokeLibrary

  public init(_ values: [String: ParameterValue] = [:], strokes: StrokeLibrary = .builtIn) {
    self.values = values
    self.strokes = strokes
  }

  /// Keys that were given but never asked for.
  public var unknownKeys: [String] { values.keys.filter { !known.contains($0) }.sorted() }

  private mutating func scalar(_ key: String) throws(ParameterError) -> String? {
    if !known.contains(key) { known.append(key) }
    switch values[key] {
    case nil: return nil
    case .scalar(let text): return text.trimmingSpaces
    case .list: throw ParameterError(key: key, message: "expected one value, not a list")
    }
  }

  private static func split(_ text: String) -> (Double, String)? {
    var end = text.startIndex
    while end < text.endIndex, "0123456789.+-eE".contains(text[end]) {
      // An 'e' only belongs to the number when a digit or sign follows.
      if text[end] == "e" || text[end] == "E" {
        let next = text.index(after: end)
        guard next < text.endIndex, "0123456789+-".contains(text[next]) else { break }
      }
      end = text.index(after: end)
    }
    guard let number = Double(text[text.startIndex..<end]), number.isFinite else { return nil }
    return (number, String(text[end...]))
  }

  private static func measured(
    _ text: String, key: String, units: [(String, Double)], example: String
  ) throws(ParameterError) -> (Double, String) {
    guard let (number, unit) = split(text) else {
      throw ParameterError(key: key, message: "expected a number with its unit, like \(example), found '\(text)'")
    }
    guard !unit.isEmpty else {
      throw ParameterError(key: key, message: "'\(text)' needs its unit, like \(example)")
    }
    guard let (name, factor) = units.first(where: { $0.0 == unit }) else {
      let names = units.map(\.0).joined(separator: ", ")
      throw ParameterError(key: key, message: "unit '\(unit)' does not fit here — use \(names) (like \(example))")
    }
    guard number >= 0 else { throw ParameterError(key: key, message: "must not be negative, found '\(text)'") }
    return (number * factor, name)
  }

  /// A length: `3mm` or `25px`.
  public mutating func length(_ key: String, default value: Length) throws(ParameterError) -> Length {
    guard let text = try scalar(key) else { return value }
    let (number, unit) = try Self.measured(text, key: key, units: [("mm", 1), ("px", 1)], example: "3mm or 25px")
    return unit == "px" ? .pixels(number) : .millimetres(number)
  }

  /// A duration in ms: `500ms` or `0.5s`, longer than zero (a zero timeout,
  /// interval or hold is always a mistake).
  public mutating func duration(_ key: String, default value: Double) throws(ParameterError) -> Double {
    guard let text = try scalar(key) else { return value }
    return try Self.positive(Self.milliseconds(text, key: key), text: text, key: key)
  }

  /// An optional duration in ms (`none` or absent means no limit), longer than zero.
  public mutating func optionalDuration(_ key: String) throws(ParameterError) -> Double? {
    guard let text = try scalar(key), text != "none" else { return nil }
    return try Self.positive(Self.milliseconds(text, key: key), text: text, key: key)
  }

  /// The one reading of a duration, for recognizer parameters and for the
  /// config's action keys (`every:`, `timeout:`): a non-negative number
  /// with its unit, `500ms` or `0.5s`, in milliseconds. Zero is accepted
  /// here; callers that need a positive duration say so in their words.
  public static func milliseconds(_ text: String, key: String) throws(ParameterError) -> Double {
    try measured(text.trimmingSpaces, key: key, units: [("ms", 1), ("s", 1000)], example: "500ms or 0.5s").0
  }

  private static func positive(_ milliseconds: Double, text: String, key: String) throws(ParameterError)
    -> Double
  {
    guard milliseconds > 0 else {
      throw ParameterError(key: key, message: "must be longer than zero, found '\(text)'")
    }
    return milliseconds
  }

  /// An angle in degrees: `30deg`.
  public mutating func angle(_ key: String, default value: Double) throws(ParameterError) -> Double {
    guard let text = try scalar(key) else { return value }
    return try Self.measured(text, key: key, units: [("deg", 1)], example: "30deg").0
  }

  /// An optional angle in degrees.
  public mutating func optionalAngle(_ key: String) throws(ParameterError) -> Double? {
    guard let text = try scalar(key) else { return nil }
    return try Self.measured(text, key: key, units: [("deg", 1)], example: "30deg").0
  }

  /// A speed as a length per second: `50mm/s` or `300px/s`.
  public mutating func speed(_ key: String, default value: Length) throws(ParameterError) -> Length {
    guard let text = try scalar(key) else { return value }
    let (number, unit) = try Self.measured(
      text, key: key, units: [("mm/s", 1), ("px/s", 1)], example: "50mm/s or 300px/s")
    return unit == "px/s" ? .pixels(number) : .millimetres(number)
  }

  /// A whole count (a bare number), at least `minimum`.
  public mutating func count(_ key: String, default value: Int, minimum: Int = 1) throws(ParameterError) -> Int {
    guard let text = try scalar(key) else { return value }
    guard let number = Int(text), number >= minimum else {
      throw ParameterError(key: key, message: "expected a whole number of at least \(minimum), found '\(text)'")
    }
    return number
  }

  /// A ratio (a bare number), like `0.05`.
  public mutating func ratio(_ key: String, default value: Double) throws(ParameterError) -> Double {
    guard let text = try scalar(key) else { return value }
    guard let number = Double(text), number.isFinite, number >= 0 else {
      throw ParameterError(key: key, message: "expected a plain non-negative number like 0.05, found '\(text)'")
    }
    return number
  }

  /// A finger count `2` or a range `2-4`, between 1 and 10.
  public mutating func fingers(_ key: String = "fingers", default value: ClosedRange<Int>) throws(ParameterError)
    -> ClosedRange<Int>
  {
    guard let text = try scalar(key) else { return value }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces) }
    let range: ClosedRange<Int>?
    switch parts.count {
    case 1: range = parts[0].map { $0...$0 }
    case 2: range = parts[0].flatMap { low in parts[1].flatMap { high in low <= high ? low...high : nil } }
    default: range = nil
    }
    guard let range, range.lowerBound >= 1, range.upperBound <= 10 else {
      throw ParameterError(
        key: key, message: "expected a finger count like 2 or a range like 2-4 (1 to 10), found '\(text)'")
    }
    return range
  }

  /// One or more names, as a scalar or a list; nil when the key is absent.
  public mutating func names(_ key: String) throws(ParameterError) -> [String]? {
    if !known.contains(key) { known.append(key) }
    switch values[key] {
    case nil: return nil
    case .scalar(let text): return [text.trimmingSpaces]
    case .list(let texts):
      guard !texts.isEmpty else { throw ParameterError(key: key, message: "the list is empty") }
      return texts.map(\.trimmingSpaces)
    }
  }

  /// One word out of `T`'s cases.
  public mutating func choice<T: RawRepresentable & CaseIterable>(_ key: String, default value: T)
    throws(ParameterError)
    -> T where T.RawValue == String
  {
    guard let text = try scalar(key) else { return value }
    return try Self.word(text, key: key)
  }

  /// One word out of `T`'s cases, or nil when the key is absent.
  public mutating func optionalChoice<T: RawRepresentable & CaseIterable>(_ key: String) throws(ParameterError)
    -> T? where T.RawValue == String
  {
    guard let text = try scalar(key) else { return nil }
    return try Self.word(text, key: key)
  }

  /// One or more words out of `T`'s cases, as a scalar or a list.
  public mutating func choices<T: RawRepresentable & CaseIterable>(_ key: String, default value: [T])
    throws(ParameterError)
    -> [T] where T.RawValue == String
  {
    if !known.contains(key) { known.append(key) }
    switch values[key] {
    case nil: return value
    case .scalar(let text): return [try Self.word(text.trimmingSpaces, key: key)]
    case .list(let texts):
      guard !texts.isEmpty else { throw ParameterError(key: key, message: "the list is empty") }
      var words: [T] = []
      for text in texts { words.append(try Self.word(text.trimmingSpaces, key: key)) }
      return words
    }
  }

  private static func word<T: RawRepresentable & CaseIterable>(_ text: String, key: String) throws(ParameterError) -> T
  where T.RawValue == String {
    guard let word = T(rawValue: text) else {
      let names = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw ParameterError(key: key, message: "unknown value '\(text)' — expected one of \(names)")
    }
    return word
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    var text = Substring(self)
    while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
    while let c = text.last, c == " " || c == "\t" { text = text.dropLast() }
    return String(text)
  }
}
