import XGestureActionKinds
import XGestureConfig

/// fusuma-plugin-wmctrl: a binding's `workspace:` and `window:` (in place
/// of `command:`), and its settings under `plugin: executors:
/// wmctrl_executor:`.
///
/// - `workspace: next|prev` → `workspace: next|previous`; `left`, `right`,
///   `up`, `down` move in the plugin's grid of `matrix-col-size` columns,
///   xgesture's in the window manager's `_NET_DESKTOP_LAYOUT` (a note).
///   `wrap-navigation: true` → `wrap: true`.
/// - `window: fullscreen`, `maximized`, `close` (or `fullscreen: toggle`,
///   `maximized: toggle`) act on the active window: `window: fullscreen`,
///   `maximize`, `close` with `target: active`. `add` and `remove` set a
///   state where xgesture's `window:` toggles it, and `window: next`, …
///   move the window to another workspace: not converted.
enum FusumaWmctrl {
  /// A binding's `workspace:` or `window:`. Workspaces are written without
  /// `wrap:`: `FusumaBuilder` adds it from the plugin's settings.
  static func outcome(_ key: String, _ value: YAMLNode) -> FusumaBinding.PluginOutcome {
    if key == "workspace" {
      switch value.scalar {
      case "next": return .action(.workspace("next", wrap: false))
      case "prev": return .action(.workspace("previous", wrap: false))
      case let word? where ["left", "right", "up", "down"].contains(word):
        return .action(.workspace(word, wrap: false))
      default: return .notConverted("fusuma-plugin-wmctrl has no such workspace")
      }
    }
    var word = value.scalar
    if case .mapping(let pairs) = value.content, pairs.count == 1, let name = pairs[0].key.scalar,
      name == "fullscreen" || name == "maximized"
    {
      guard pairs[0].value.scalar == "toggle" else {
        return .notConverted("sets the state, where xgesture's window: toggles it")
      }
      word = name
    }
    switch word {
    case "fullscreen": return .action(.window("fullscreen", target: "active"))
    case "maximized": return .action(.window("maximize", target: "active"))
    case "close": return .action(.window("close", target: "active"))
    case let word? where ["next", "prev", "left", "right", "up", "down"].contains(word):
      return .notConverted(
        "moves the active window to another workspace: xgesture has no such action")
    default: return .notConverted("fusuma-plugin-wmctrl has no such window action")
    }
  }

  /// The settings under `wmctrl_executor:`: whether workspaces wrap. What
  /// xgesture does otherwise gets a comment at its line.
  static func settings(_ node: YAMLNode, into config: inout ImportedConfig) -> Bool {
    guard case .mapping(let pairs) = node.content else {
      config.notConverted(
        node.mark.line, "wmctrl_executor: \(FusumaWalker.flat(node)) (fusuma expects a map here)")
      return false
    }
    var wraps = false
    for (key, value) in pairs {
      switch key.scalar {
      case "wrap-navigation":
        // fusuma's YAML is Ruby's, YAML 1.1: yes and on are true too.
        wraps = ["true", "yes", "on"].contains(value.scalar?.lowercased() ?? "")
      case "matrix-col-size":
        config.note(
          key.mark.line,
          "matrix-col-size: \(FusumaWalker.flat(value)): xgesture's workspace: left, right, up and down follow the window manager's _NET_DESKTOP_LAYOUT"
        )
      default:
        config.notConverted(
          key.mark.line,
          "wmctrl_executor: \(key.scalar ?? ""): \(FusumaWalker.flat(value)) (not a fusuma-plugin-wmctrl setting)"
        )
      }
    }
    return wraps
  }
}
