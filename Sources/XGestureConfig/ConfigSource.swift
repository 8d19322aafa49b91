/// Which config xgesture runs with.
public enum ConfigSource: Hashable, Sendable, CustomStringConvertible {
  /// A file (from `--config`, or found in the user's config folder).
  case file(String)
  /// The default compiled into the binary (`DefaultConfig.text`).
  case builtIn

  /// How messages name the built-in default.
  public static let builtInName = "built-in default config"

  public var description: String {
    switch self {
    case .file(let path): path
    case .builtIn: Self.builtInName
    }
  }
}
