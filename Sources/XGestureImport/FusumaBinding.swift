/// One binding of a fusuma config: where it sits (type, fingers, direction,
/// event), what it runs and its `threshold:` and `interval:`.
struct FusumaBinding {
  struct Path: Equatable {
    var fingers: String?
    var direction: String?
    /// `begin`, `update`, `end`, `cancelled`: a continuous event; nil: the one-shot.
    var status: String?
  }

  /// The document's `context:`.
  enum Context: Equatable {
    case global
    case apps([String])
    /// A context xgesture has no binding for (a key held, thumbsense, …).
    case unsupported(line: Int, text: String)
  }

  var type: String
  var path: Path
  var line: Int
  /// What a binding runs: its `command:`, or a plugin's action as
  /// xgesture's (fusuma-plugin-wmctrl's `workspace:` or `window:`,
  /// fusuma-plugin-sendkey's `sendkey:`), with what works differently.
  enum Run: Equatable {
    case command(String)
    case action(ImportedAction.Kind, note: String?)
  }

  /// The keys that say what a binding runs.
  static let runKeys: Set<String> = ["command", "workspace", "window", "sendkey"]

  /// A plugin's action read: xgesture's form of it, or why it has none.
  enum PluginOutcome: Equatable {
    case action(ImportedAction.Kind, note: String? = nil)
    case notConverted(String)
  }

  var run: Run
  var threshold: Double?
  var interval: Double?
  var context: Context = .global
  /// The binding as written, for a comment.
  var text: String

  static func directions(of type: String) -> [String] {
    switch type {
    case "swipe": ["left", "right", "up", "down"]
    case "pinch": ["in", "out"]
    case "rotate": ["clockwise", "counterclockwise"]
    default: []
    }
  }

  static func statuses(of type: String) -> [String] {
    type == "hold" ? ["begin", "end", "cancelled"] : ["begin", "update", "end"]
  }
}
