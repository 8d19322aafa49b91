/// `preview: AMOUNT` on an action of a continuous gesture's `ended`
/// (docs/REFERENCE.md §10): the travel at which the gesture counts as
/// complete, in the unit its type measures progress in
/// (`Recognizer.progressUnit`). Progress p = travel / amount, the travel
/// counted from where the touches landed (`GestureMeasure.travel`,
/// `travelScale`, `travelRotation`).
public enum PreviewAmount: Hashable, Sendable, CustomStringConvertible {
  /// A pan's or edge swipe's travel along its direction (`40mm`, `300px`), more than zero.
  case distance(Length)
  /// The pinch scale at which it completes (`1.5` spreading, `0.6` pinching in):
  /// more than zero, never 1. Progress is the ratio's logarithm: p = ln s / ln amount.
  case scale(Double)
  /// A rotation's angle in its direction, degrees (`90deg`), more than zero.
  case angle(Double)

  /// What it is measured in.
  public var unit: ProgressUnit {
    switch self {
    case .distance: .distance
    case .scale: .scale
    case .angle: .angle
    }
  }

  /// As the config writes it: `40mm`, `1.5`, `90deg`.
  public var description: String {
    switch self {
    case .distance(let length): length.description
    case .scale(let ratio): decimal(ratio, places: 4)
    case .angle(let degrees): decimal(degrees, places: 2) + "deg"
    }
  }

  /// Reads `text` as an amount in `unit`, for a gesture of type `typeName`
  /// (for the messages). Throws `ParameterError` with key `preview` for a
  /// wrong form or unit, an amount not more than zero, and a scale of 1; its
  /// message follows the key: "'preview' must be more than zero, found '0mm'".
  public init(_ text: String, unit: ProgressUnit, typeName: String) throws(ParameterError) {
    let word = text.trimmingSpaces
    // A sign is read apart, so that "-40mm" says "more than zero", not "like 40mm".
    let negative = word.hasPrefix("-")
    var values = ParameterSet(["preview": .scalar(negative ? String(word.dropFirst()) : word)])
    let amount: PreviewAmount
    let magnitude: Double
    do {
      switch unit {
      case .distance:
        let length = try values.length("preview", default: .millimetres(0))
        amount = .distance(length)
        magnitude =
          switch length {
          case .millimetres(let mm): mm
          case .pixels(let px): px
          }
      case .scale:
        magnitude = try values.ratio("preview", default: 0)
        amount = .scale(magnitude)
      case .angle:
        magnitude = try values.angle("preview", default: 0)
        amount = .angle(magnitude)
      }
    } catch {
      throw Self.wrongForm(word, unit: unit, typeName: typeName)
    }
    guard !negative, magnitude > 0 else {
      throw ParameterError(key: "preview", message: "must be more than zero, found '\(word)'")
    }
    if unit == .scale, magnitude == 1 {
      throw ParameterError(
        key: "preview",
        message:
          "of 1 is no change of scale: the \(typeName) would be complete before it moved — write the scale at which it completes, like 1.5 (spread) or 0.6 (pinch in)"
      )
    }
    self = amount
  }

  private static func wrongForm(_ word: String, unit: ProgressUnit, typeName: String) -> ParameterError {
    let what =
      switch unit {
      case .distance: "a distance along its direction, like 40mm or 300px"
      case .scale: "the scale at which it completes, a plain number like 1.5 (spread) or 0.6 (pinch in)"
      case .angle: "the angle at which it completes, like 90deg"
      }
    let article = typeName.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    return ParameterError(key: "preview", message: "on \(article) \(typeName) gesture is \(what) — found '\(word)'")
  }
}
