import XGestureActionKinds

/// Reads the `sounds:` section: `name: path` lines, each path relative to
/// the config's folder (or `~/…`), each file checked through `SoundFiles`.
struct SoundsReader {
  /// Relative sound paths are relative to this folder; nil when there is
  /// none (the built-in default with no installed sounds found).
  let folder: String?
  /// For `~/` in paths.
  let environment: [String: String]
  let files: SoundFiles
  /// The built-in default: a sound file that is missing is a warning and its
  /// actions are dropped, so the default always loads.
  let lenient: Bool

  /// The declared sounds, into a catalog that also knows the `sound-theme`.
  func read(_ node: YAMLNode, theme: SoundTheme, into diagnostics: inout ConfigDiagnostics)
    -> SoundCatalog
  {
    var catalog = SoundCatalog(theme: theme)
    guard let items = diagnostics.entries(node, what: "'sounds'") else { return catalog }
    for (name, _, value) in items {
      guard let written = diagnostics.text(value, what: "the sound '\(name)'") else {
        catalog.declare(name, path: nil)
        continue
      }
      let path = resolve(written)
      if let problem = files.problem(path) {
        let shown = path == written ? "'\(written)'" : "'\(written)' (\(path))"
        if lenient {
          diagnostics.warn("sound '\(name)': \(shown) \(problem); its actions are off")
        } else {
          diagnostics.report(value.mark, "sound '\(name)': \(shown) \(problem)")
        }
        catalog.declare(name, path: nil)
        continue
      }
      catalog.declare(name, path: path)
    }
    return catalog
  }

  private func resolve(_ written: String) -> String {
    if written.hasPrefix("~/"), let home = ProcessEnvironment.home(environment) {
      return home + written.dropFirst()
    }
    return FileSystem.join(folder ?? ".", written)
  }
}
