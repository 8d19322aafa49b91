import XGestureActionKinds
import XGestureEngine
import XGestureFeedback

/// Turns the YAML tree of one config file into a `Configuration`, collecting
/// every error (with the position of the node it is about) instead of
/// stopping at the first. Each section has its reader: `SettingsReader`,
/// `SoundsReader`, `GesturesReader` (with `ActionsReader` for `on:`).
/// Settings are read first whatever the order in the file, since sound
/// names are looked up in the `sound-theme` they choose.
struct ConfigInterpreter {
  static let sections = ["settings", "sounds", "gestures"]

  /// Where sounds are and how they are looked at.
  let sounds: SoundsReader
  /// For the sound theme's folders.
  let environment: [String: String]
  let gestures: GesturesReader

  private(set) var diagnostics: ConfigDiagnostics

  /// `strokes` is where the config's own shapes are (nil: the built-in shapes only).
  init(
    file: String, sounds: SoundsReader, environment: [String: String], keyNames: KeyNames,
    strokes: StrokeFolder? = nil
  ) {
    self.diagnostics = ConfigDiagnostics(file: file)
    self.gestures = GesturesReader(registry: .standard, keyNames: keyNames, strokes: strokes)
    self.sounds = sounds
    self.environment = environment
  }

  mutating func interpret(_ root: YAMLNode?) -> Configuration? {
    guard let root else {
      diagnostics.report(
        .start, "the file is empty — a config needs a 'gestures:' section (see docs/CONFIG.md)")
      return nil
    }
    guard case .mapping = root.content else {
      diagnostics.report(
        root.mark,
        "the config must be a map with 'settings:', 'sounds:' and 'gestures:' sections, found \(root.kindDescription)"
      )
      return nil
    }
    guard let entries = diagnostics.entries(root, what: "the config") else { return nil }
    var sections: [String: YAMLNode] = [:]
    for (key, keyMark, value) in entries {
      if Self.sections.contains(key) {
        sections[key] = value
      } else {
        let hint = ConfigDiagnostics.suggestion(
          key, Self.sections, otherwise: " — the sections are settings, sounds and gestures")
        diagnostics.report(keyMark, "unknown key '\(key)'\(hint)")
      }
    }
    let settings =
      sections["settings"].map { SettingsReader.read($0, into: &diagnostics) } ?? Settings()
    let theme = SoundTheme(name: settings.soundTheme, environment: environment, files: sounds.files)
    var catalog =
      sections["sounds"].map { sounds.read($0, theme: theme, into: &diagnostics) }
      ?? SoundCatalog(theme: theme)
    guard let gesturesNode = sections["gestures"] else {
      diagnostics.report(
        root.mark,
        "no 'gestures:' section — a config binds at least one gesture (see docs/CONFIG.md)")
      return nil
    }
    // Previews commit at `settings.feedback.commit`, whose default is the settings' own.
    var reader = gestures
    reader.commit = (settings.feedback ?? FeedbackSettings()).commit
    guard let (gestures, rules, shapes) = reader.read(gesturesNode, sounds: &catalog, into: &diagnostics),
      diagnostics.errors.isEmpty
    else { return nil }
    return Configuration(
      file: diagnostics.file, settings: settings, sounds: catalog.sounds, gestures: gestures,
      rules: rules, shapes: shapes, warnings: diagnostics.warnings)
  }
}
