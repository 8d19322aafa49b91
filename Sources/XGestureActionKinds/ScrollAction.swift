import XGestureDesktop
import XGestureEngine

/// `scroll:` on a continuous gesture's `changed` — one wheel click per
/// `every:` of travel (4mm when not given) on each axis, then on along the
/// fling's decay; `natural` or `traditional` says which way.
public struct ScrollAction: ActionKind {
  public var style: ScrollStyle
  /// Travel per wheel click, mm.
  public var step: Double

  public init(_ style: ScrollStyle, step: Double) {
    self.style = style
    self.step = step
  }

  /// A scroll's travel per wheel click when `every:` does not say, mm.
  public static let defaultStep = 4.0

  package static let key = "scroll"
  package static let everyIsOwn = true
  package static let performers: ActionNeeds = .desktop

  /// `scroll: natural | traditional`, its `every:` the travel per wheel
  /// click: a distance in mm longer than zero.
  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> ScrollAction? {
    guard let style = reading.choice((entry.value.mark, entry.value), "scroll", default: ScrollStyle.natural) else {
      return nil
    }
    guard let every = entry.every else {
      return isInPlace(entry, reading) ? ScrollAction(style, step: defaultStep) : nil
    }
    guard let word = reading.text(every.value, what: "'every'") else { return nil }
    let suffix = ProgressUnit.distance.stepSuffix
    guard word.hasSuffix(suffix), let step = Double(word.dropLast(suffix.count)), step.isFinite, step > 0 else {
      reading.report(
        every.value.mark,
        "'every' beside 'scroll:' is the travel per wheel click, a distance longer than zero like 4\(suffix), found '\(word)'"
      )
      return nil
    }
    return isInPlace(entry, reading) ? ScrollAction(style, step: step) : nil
  }

  /// Whether a `scroll:` may be here: on `changed`, not inside a `repeat:`,
  /// of a gesture whose progress is a distance (when the type is known).
  private static func isInPlace(_ entry: ActionEntry, _ reading: any ActionReading) -> Bool {
    let place = entry.place
    let travellers = place.registry.facts.filter { $0.progressUnit == .distance }.map(\.typeName)
    let named = ConfigWords.alternatives(travellers.map { "\(ConfigWords.article($0)) \($0)" })
    if let facts = place.facts, facts.progressUnit != .distance {
      reading.report(
        entry.keyMark,
        "'scroll:' turns the wheel as the fingers travel: bind it to \(named) gesture's 'changed', not to \(ConfigWords.article(facts.typeName)) \(facts.typeName)"
      )
      return false
    }
    if place.state != "changed" || place.nested {
      reading.report(
        entry.keyMark,
        "'scroll:' turns the wheel as the fingers travel: bind it to 'changed'"
          + (place.nested ? ", not inside 'repeat:'" : ", not '\(place.state)'"))
      return false
    }
    return true
  }

  package var desktopAction: DesktopAction? { .scroll(style, step: step) }
  public var description: String { DesktopAction.scroll(style, step: step).description }
  /// A new touch stops its kinetic clicks: the bridge hears when a sequence begins.
  package var needs: ActionNeeds { [.desktop, .window] }
  /// `scroll natural every 4mm`.
  package var label: String { "scroll \(style.rawValue) every \(decimal(step, places: 2))mm" }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    performer.performOnDesktop(.scroll(style, step: step), run)
  }
}
