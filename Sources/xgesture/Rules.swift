import XGestureEngine

/// Where the executable's gestures and their actions come from.
///
/// WIRING POINT (config): the config loader (`XGestureConfig`, SPEC §2) is
/// built on its own branch and has not landed yet. When it does, this reads
/// `options.configPath` (else $XDG_CONFIG_HOME/xgesture/config.yaml, else
/// ~/.config/xgesture/config.yaml, else the built-in default) into its
/// `Configuration`: the `RuleSet`, the actions per gesture state,
/// `settings.mode` and `settings.devices`. Until then running the bridge or a
/// replay stops with this sentence instead of inventing gestures.
enum Rules {
  struct Unavailable: Error, CustomStringConvertible {
    var description: String {
      "this build has no config loader yet, so it has no gestures to recognize — "
        + "use --list-devices, or a build that includes the config file support"
    }
  }

  static func load(_ options: Options) throws(Unavailable) -> RuleSet {
    throw Unavailable()
  }
}
