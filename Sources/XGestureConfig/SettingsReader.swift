import XGestureActionKinds
import XGestureEngine

/// Reads the `settings:` section: `mode`, `devices`, `volume`, `sound-theme`,
/// `when-locked`, `feedback` (`FeedbackReader`), `touchegg-clients`.
/// Keys left out keep their defaults (`Settings()`).
enum SettingsReader {
  static func read(_ node: YAMLNode, into diagnostics: inout ConfigDiagnostics) -> Settings {
    var settings = Settings()
    guard let items = diagnostics.entries(node, what: "'settings'") else { return settings }
    for (key, keyMark, value) in items {
      switch key {
      case "mode":
        guard let word = diagnostics.text(value, what: "'mode'") else { continue }
        if let mode = InputMode(rawValue: word) {
          settings.mode = mode
        } else {
          let hint = ConfigDiagnostics.suggestion(word, InputMode.allCases.map(\.rawValue))
          diagnostics.report(
            value.mark, "unknown mode '\(word)'\(hint) (the modes are observe and claim)")
        }
      case "devices":
        if value.scalar == "all" {
          settings.devices = nil
        } else if let selectors = diagnostics.devices(value) {
          settings.devices = selectors
        }
      case "volume":
        guard let word = diagnostics.text(value, what: "'volume'") else { continue }
        if let volume = percentage(word, key: "volume", at: value.mark, &diagnostics) { settings.volume = volume }
      case "feedback":
        settings.feedback = FeedbackReader.read(value, into: &diagnostics)
      case "sound-theme":
        guard let word = diagnostics.text(value, what: "'sound-theme'") else { continue }
        if word.contains("/") || word == "." || word == ".." {
          diagnostics.report(
            value.mark, "'sound-theme' is a theme's folder name like freedesktop, not a path")
        } else {
          settings.soundTheme = word
        }
      case "when-locked":
        if let choice = whenLocked(value, &diagnostics) { settings.whenLocked = choice }
      case "touchegg-clients":
        if let on = toucheggClients(value, &diagnostics) { settings.toucheggClients = on }
      default:
        diagnostics.report(
          keyMark,
          "unknown key '\(key)' in 'settings'"
            + ConfigDiagnostics.hint(
              key, Settings.keys, list: "mode, devices, volume, sound-theme, when-locked, feedback, touchegg-clients")
        )
      }
    }
    return settings
  }

  /// `when-locked:` — pause or run.
  private static func whenLocked(_ value: YAMLNode, _ diagnostics: inout ConfigDiagnostics)
    -> WhenLocked?
  {
    guard let word = diagnostics.text(value, what: "'when-locked'") else { return nil }
    if let choice = WhenLocked(rawValue: word) { return choice }
    let hint = ConfigDiagnostics.suggestion(word, WhenLocked.allCases.map(\.rawValue))
    diagnostics.report(
      value.mark,
      "unknown 'when-locked' value '\(word)'\(hint) (pause, the default, or run for a kiosk)")
    return nil
  }

  /// `touchegg-clients:` — on or off.
  private static func toucheggClients(_ value: YAMLNode, _ diagnostics: inout ConfigDiagnostics)
    -> Bool?
  {
    guard let word = diagnostics.text(value, what: "'touchegg-clients'") else { return nil }
    if let on = ConfigDiagnostics.switchValue(word) { return on }
    diagnostics.report(
      value.mark, "'touchegg-clients' is on or off (off, the default), found '\(word)'")
    return nil
  }

  /// `volume:`, `feedback.opacity`, `feedback.commit` — a percentage from 0% to 100%.
  static func percentage(
    _ word: String, key: String, at mark: Mark, _ diagnostics: inout ConfigDiagnostics
  ) -> Double? {
    guard word.hasSuffix("%"), let number = Double(word.dropLast()), number.isFinite else {
      if let number = Double(word), number.isFinite {
        diagnostics.report(mark, "'\(key)' needs its unit: write \(word)%")
      } else {
        diagnostics.report(mark, "'\(key)' must be a percentage like 80%, found '\(word)'")
      }
      return nil
    }
    guard (0...100).contains(number) else {
      diagnostics.report(mark, "'\(key)' must be between 0% and 100%, found '\(word)'")
      return nil
    }
    return number
  }
}
