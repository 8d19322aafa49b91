/// Where the config comes from (docs/CONFIG.md): `--config FILE`, else
/// `$XDG_CONFIG_HOME/xgesture/config.yaml`, else `~/.config/xgesture/config.yaml`,
/// else the built-in default. A file that is named but missing is not skipped
/// for `--config` (loading reports it); the user's config folders are used only
/// when the file exists there.
public enum ConfigLocation {
  /// The candidate paths in the user's config folders, in order.
  public static func userPaths(environment: [String: String]) -> [String] {
    var paths: [String] = []
    if let folder = environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") {
      paths.append(folder + "/xgesture/config.yaml")
    }
    if let home = ProcessEnvironment.home(environment) {
      let path = home + "/.config/xgesture/config.yaml"
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  public static func locate(
    commandLine path: String? = nil, environment: [String: String] = ProcessEnvironment.current
  ) -> ConfigSource {
    if let path { return .file(path) }
    for candidate in userPaths(environment: environment) where FileSystem.exists(candidate) {
      return .file(candidate)
    }
    return .builtIn
  }
}
