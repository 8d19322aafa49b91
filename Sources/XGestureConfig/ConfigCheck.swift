public import XGestureEngine

/// `xgesture --check [FILE]` as a library call: the text to print and the
/// exit status (0 valid, 1 invalid).
public enum ConfigCheck {
  /// Checks `path`, or the config xgesture would use (`ConfigLocation`) when
  /// nil. Prints every error, one a line; on success warnings (if any: in
  /// claim mode — `mode`, the `--mode` given, else `settings.mode` — also
  /// what it costs the applications, `ClaimCost`; with `touchegg-clients:
  /// on` the gestures that act on the fingers sent to Touchégg's clients,
  /// `ToucheggOverlap`) and a one-line summary:
  /// "config.yaml: 9 gestures, 2 sounds — OK".
  public static func run(
    path: String?, mode: InputMode? = nil, environment: [String: String] = ProcessEnvironment.current,
    loader: ConfigLoader? = nil
  ) -> (output: String, status: Int32) {
    let loader = loader ?? ConfigLoader(environment: environment)
    let source = ConfigLocation.locate(commandLine: path, environment: environment)
    do {
      let config = try loader.load(source)
      let warnings =
        config.warnings + ClaimCost(rules: config.rules, mode: mode ?? config.settings.mode).warnings
        + ToucheggOverlap(rules: config.rules, forwarding: config.settings.toucheggClients).warnings
      let lines = warnings.map { "\(config.file): warning: \($0)" } + [config.summary]
      return (lines.joined(separator: "\n") + "\n", 0)
    } catch {
      let count = error.errors.count
      let tail = "\(source): \(count) error\(count == 1 ? "" : "s") — not loaded"
      return (error.description + "\n" + tail + "\n", 1)
    }
  }
}
