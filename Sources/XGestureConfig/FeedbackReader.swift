import XGestureActionKinds
import XGestureEngine
import XGestureFeedback

/// Reads `settings.feedback` (docs/REFERENCE.md §10): `touches`, `gestures`,
/// `ink` (on or off), `color`, `border` ('#RRGGBB'), `opacity`, `commit`
/// (percentages) and `delay` (a duration, zero allowed: a preview at once).
/// Keys left out keep their defaults (`FeedbackSettings()`).
enum FeedbackReader {
  static func read(_ node: YAMLNode, into diagnostics: inout ConfigDiagnostics) -> FeedbackSettings {
    var feedback = FeedbackSettings()
    guard let items = diagnostics.entries(node, what: "'feedback'") else { return feedback }
    for (key, keyMark, value) in items {
      guard FeedbackSettings.keys.contains(key) else {
        diagnostics.report(
          keyMark,
          "unknown key '\(key)' in 'feedback'"
            + ConfigDiagnostics.hint(
              key, FeedbackSettings.keys, list: FeedbackSettings.keys.joined(separator: ", ")))
        continue
      }
      guard
        let word = diagnostics.text(
          value, what: "'\(key)'" + (key.hasSuffix("r") ? colourHint : ""))
      else { continue }
      switch key {
      case "touches", "gestures", "ink":
        guard let on = ConfigDiagnostics.switchValue(word) else {
          diagnostics.report(value.mark, "'\(key)' is on or off, found '\(word)'")
          continue
        }
        switch key {
        case "touches": feedback.touches = on
        case "gestures": feedback.gestures = on
        default: feedback.ink = on
        }
      case "color", "border":
        guard let colour = Colour(hex: word) else {
          diagnostics.report(
            value.mark, "'\(key)' must be a colour like '#3584e4' (quoted), found '\(word)'")
          continue
        }
        if key == "color" { feedback.colour = colour } else { feedback.border = colour }
      case "opacity", "commit":
        guard let percent = SettingsReader.percentage(word, key: key, at: value.mark, &diagnostics)
        else { continue }
        if key == "opacity" {
          feedback.opacity = percent / 100
        } else {
          feedback.commit = percent / 100
        }
      default:
        do {
          feedback.delay = try ParameterSet.milliseconds(word, key: key)
        } catch {
          diagnostics.report(value.mark, error.description)
        }
      }
    }
    return feedback
  }

  /// An unquoted `#3584e4` is a YAML comment: the value is then missing.
  private static let colourHint = " (quote a colour: '#3584e4'; unquoted, # starts a comment)"
}
