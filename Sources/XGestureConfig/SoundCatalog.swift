import XGestureActionKinds

/// The sounds an action can name: those declared in `sounds:`, then those of
/// the sound theme, each added on first use.
struct SoundCatalog {
  let theme: SoundTheme
  /// Every sound an action played, each once, declared ones first in file order.
  private(set) var sounds: [Sound] = []
  /// Declared names, including those whose file was bad (their actions get no second error).
  private(set) var declared: [String] = []

  init(theme: SoundTheme) { self.theme = theme }

  /// A `sounds:` entry; `path` is nil when its file was refused.
  mutating func declare(_ name: String, path: String?) {
    declared.append(name)
    if let path { sounds.append(Sound(name: name, path: path, origin: .declared)) }
  }

  /// The sound `name` stands for in `{ sound: name }`: a declared one, else
  /// the theme's (added to `sounds`). Reports an unknown name at `mark`;
  /// nil also for a declared sound whose file was refused (already reported).
  mutating func sound(named name: String, at mark: Mark, _ diagnostics: inout ConfigDiagnostics)
    -> Sound?
  {
    if let known = sounds.first(where: { $0.name == name }) { return known }
    if declared.contains(name) { return nil }
    if let path = theme.file(for: name) {
      let sound = Sound(name: name, path: path, origin: .theme(theme.name))
      sounds.append(sound)
      return sound
    }
    diagnostics.report(
      mark,
      "unknown sound '\(name)': not in 'sounds:' and not in the '\(theme.name)' sound theme "
        + "(looked in \(theme.dataDirectories.joined(separator: ":")))"
        + ConfigDiagnostics.suggestion(name, declared))
    return nil
  }
}
