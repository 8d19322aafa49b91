import XGestureConfig
import XGestureX11

/// The config a run starts with, found and loaded the one way the daemon
/// and `--replay` share (and the loader `--check` uses): `--config`, else
/// the user's file, else the built-in default; `keys:` checked against X's
/// keysym names.
struct StartingConfig {
  let source: ConfigSource
  let loader: ConfigLoader
  let configuration: Configuration

  /// X's keysym names, for the config loader (the config library does not link X).
  static let keyNames = KeyNames(
    isKnown: { XKeyboard.isKeysymName($0) }, candidates: { XKeyboard.keysymNames() })

  /// The loader of every config xgesture reads, reloads and checks.
  static var loader: ConfigLoader { ConfigLoader(keyNames: keyNames) }

  /// The config `options` point to, its warnings logged; nil when it does
  /// not load (its errors logged).
  static func load(options: Options) -> StartingConfig? {
    let source = ConfigLocation.locate(commandLine: options.configPath)
    let loader = Self.loader
    let configuration: Configuration
    do {
      configuration = try loader.load(source)
    } catch {
      logLine("\(error.description)\n\(source): not loaded — fix it (xgesture --check shows every error)")
      return nil
    }
    for warning in configuration.warnings { logLine("\(configuration.file): warning: \(warning)") }
    return StartingConfig(source: source, loader: loader, configuration: configuration)
  }

  /// The config `options` point to, for `--learn`'s listening: nil, said
  /// once, when it does not load (it then listens with no gestures).
  static func loadQuietly(options: Options) -> Configuration? {
    let source = ConfigLocation.locate(commandLine: options.configPath)
    do {
      return try loader.load(source)
    } catch {
      logLine("\(source) does not load (xgesture --check says why): listening for touchscreens only")
      return nil
    }
  }
}
