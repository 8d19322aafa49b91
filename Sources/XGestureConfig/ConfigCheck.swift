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
      return (text(of: try loader.load(source), mode: mode), 0)
    } catch {
      return (text(of: error, source: source), 1)
    }
  }

  /// What it prints for a valid config: its warnings (in claim mode also
  /// `ClaimCost`'s, with `touchegg-clients: on` `ToucheggOverlap`'s), then
  /// each shape its stroke gestures name and where it comes from, then its
  /// summary line. The session bus's `Reload` answers with it too.
  public static func text(of config: Configuration, mode: InputMode? = nil) -> String {
    let warnings =
      config.warnings + ClaimCost(rules: config.rules, mode: mode ?? config.settings.mode).warnings
      + ToucheggOverlap(rules: config.rules, forwarding: config.settings.toucheggClients).warnings
    let shapes = config.shapes.map { "\(config.file): \(line(of: $0))" }
    let lines = warnings.map { "\(config.file): warning: \($0)" } + shapes + [config.summary]
    return lines.joined(separator: "\n") + "\n"
  }

  /// "shape 'z': /home/me/.config/xgesture/strokes/z.trace, 3 examples" or "shape 'check': built-in".
  static func line(of shape: ShapeUse) -> String {
    switch shape.origin {
    case .file(let path, let examples):
      "shape '\(shape.name)': \(path), \(examples) example\(examples == 1 ? "" : "s")"
        + (StrokeTemplate.builtIn.contains { $0.name == shape.name } ? " (replacing the built-in)" : "")
    case .builtIn: "shape '\(shape.name)': built-in"
    }
  }

  /// What it prints for a config that is not valid: every error, then how many.
  public static func text(of errors: ConfigErrors, source: ConfigSource) -> String {
    let count = errors.errors.count
    let tail = "\(source): \(count) error\(count == 1 ? "" : "s") — not loaded"
    return errors.description + "\n" + tail + "\n"
  }
}
