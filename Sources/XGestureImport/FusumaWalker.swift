import XGestureActionKinds
import XGestureConfig

/// Walks one gesture type's tree of a fusuma config (`swipe: 3: left:
/// update: command: …`) and collects its bindings; what it cannot place is
/// not converted, at its line.
struct FusumaWalker {
  let type: String
  var config: ImportedConfig
  var bindings: [FusumaBinding] = []

  /// Keys of fusuma's plugins that run something other than a command and
  /// have no xgesture form (those that have one: `pluginAction`).
  static let pluginActions: Set<String> = ["keypress", "appmatcher"]

  init(type: String, config: ImportedConfig) {
    self.type = type
    self.config = config
  }

  mutating func walk(_ node: YAMLNode, path: FusumaBinding.Path) {
    guard case .mapping(let pairs) = node.content else {
      config.notConverted(
        node.mark.line, "\(describe(path)): \(Self.flat(node)) (fusuma expects a map here)")
      return
    }
    var run: (line: Int, run: FusumaBinding.Run, text: String)?
    var threshold: Double?
    var interval: Double?
    for (key, value) in pairs {
      let name = key.scalar ?? ""
      let line = key.mark.line
      if let deeper = step(name, from: path) {
        walk(value, path: deeper)
      } else if FusumaBinding.runKeys.contains(name), run != nil {
        config.notConverted(
          line, "\(describe(path)): \(name): \(Self.flat(value)) (a second action: fusuma runs one)"
        )
      } else if name == "command", let text = value.scalar {
        run = (line, .command(text), "\(describe(path)): command: \(text)")
      } else if let outcome = Self.pluginAction(name, value) {
        let text = "\(describe(path)): \(name): \(Self.flat(value))"
        switch outcome {
        case .action(let kind, let note): run = (line, .action(kind, note: note), text)
        case .notConverted(let why): config.notConverted(line, "\(text) (\(why))")
        }
      } else if name == "threshold" || name == "interval",
        let number = value.scalar.flatMap(Double.init), number >= 0
      {
        if name == "threshold" { threshold = number } else { interval = number }
      } else if Self.pluginActions.contains(name) {
        config.notConverted(
          line, "\(describe(path)): \(name): \(Self.flat(value)) (a fusuma plugin's action)")
      } else if name == "accel" {
        config.notConverted(
          line,
          "\(describe(path)): accel: \(Self.flat(value)) (scales fusuma's variables, which xgesture does not set)"
        )
      } else {
        config.notConverted(
          line, "\(describe(path)): \(name): \(Self.flat(value)) (not a fusuma key here)")
      }
    }
    guard let run else { return }
    bindings.append(
      FusumaBinding(
        type: type, path: path, line: run.line, run: run.run, threshold: threshold,
        interval: interval, text: run.text))
  }

  /// A plugin's action that xgesture has a form for: fusuma-plugin-wmctrl's
  /// `workspace:` and `window:`, fusuma-plugin-sendkey's `sendkey:`.
  static func pluginAction(_ key: String, _ value: YAMLNode) -> FusumaBinding.PluginOutcome? {
    switch key {
    case "workspace", "window": FusumaWmctrl.outcome(key, value)
    case "sendkey": FusumaSendkey.outcome(value)
    default: nil
    }
  }

  /// The path one key further down, or nil when the key is no step there.
  private func step(_ key: String, from path: FusumaBinding.Path) -> FusumaBinding.Path? {
    var next = path
    if !key.isEmpty, key.allSatisfy(\.isNumber), path == FusumaBinding.Path() {
      next.fingers = key
    } else if FusumaBinding.directions(of: type).contains(key), path.direction == nil,
      path.status == nil
    {
      next.direction = key
    } else if FusumaBinding.statuses(of: type).contains(key), path.status == nil {
      next.status = key
    } else {
      return nil
    }
    return next
  }

  func describe(_ path: FusumaBinding.Path) -> String {
    ([type] + [path.fingers, path.direction, path.status].compactMap { $0 }).joined(separator: ": ")
  }

  /// A node on one line, for a comment: `'xdotool key super'`, `{ a: b }`.
  static func flat(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let text, _): text
    case .sequence(let items): "[" + items.map(flat).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      "{ " + pairs.map { flat($0.key) + ": " + flat($0.value) }.joined(separator: ", ") + " }"
    }
  }
}
