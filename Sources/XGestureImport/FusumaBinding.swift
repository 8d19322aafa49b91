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
  /// What a binding runs: its `command:`, or fusuma-plugin-wmctrl's
  /// `workspace:` or `window:` as xgesture's action.
  enum Run: Equatable {
    case command(String)
    case action(ImportedAction.Kind)
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
