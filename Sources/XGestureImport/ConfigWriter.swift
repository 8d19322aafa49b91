/// Writes an `ImportedConfig` as xgesture config text: a header naming the
/// source, `settings.feedback` when an action previews, then the gestures and
/// the comments about the input in input order. Every scalar goes through
/// `YAMLText`, so the text is valid YAML whatever the commands hold.
enum ConfigWriter {
  static func text(_ config: ImportedConfig) -> String {
    var lines = header(config)
    if config.hasPreviews && !config.feedback.isEmpty {
      lines += ["settings:", "  feedback:"]
      lines += config.feedback.map { "    \($0.key): \(YAMLText.scalar($0.value))" }
      lines.append("")
    }
    enum Item {
      case gesture(ImportedGesture)
      case remark(Remark)
      var line: Int {
        switch self {
        case .gesture(let g): g.line
        case .remark(let r): r.line
        }
      }
    }
    // A comment about a line stands above a gesture of the same line.
    let items = (config.remarks.map(Item.remark) + config.gestures.map(Item.gesture))
      .enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
        \.element)
    lines.append(config.gestures.isEmpty ? "gestures: {}" : "gestures:")
    for item in items {
      switch item {
      case .gesture(let gesture): lines += self.gesture(gesture, file: config.file)
      case .remark(let remark): lines.append("  " + comment(remark, file: config.file))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func header(_ config: ImportedConfig) -> [String] {
    let file = YAMLText.commentText(config.file)
    return [
      "# xgesture config imported from \(config.tool.displayName)'s \(file)",
      "# by 'xgesture --import \(config.tool.rawValue)'. Check it with 'xgesture --check FILE';",
      "# '# not converted:' marks what has no xgesture form, '# note:' what works differently.",
      "",
    ]
  }

  static func comment(_ remark: Remark, file: String) -> String {
    "# \(remark.kind.rawValue): \(YAMLText.commentText(file)):\(remark.line): \(YAMLText.commentText(remark.text))"
  }

  private static func gesture(_ gesture: ImportedGesture, file: String) -> [String] {
    var lines = gesture.remarks.map { "  " + comment($0, file: file) }
    lines.append("  \(YAMLText.scalar(gesture.name)):")
    lines.append("    type: \(gesture.type)")
    if let fingers = gesture.fingers { lines.append("    fingers: \(YAMLText.scalar(fingers))") }
    lines += gesture.parameters.map { "    \($0.key): \(YAMLText.scalar($0.value))" }
    if let apps = gesture.apps { lines.append("    apps: \(list(apps))") }
    if let devices = gesture.devices { lines.append("    devices: \(list(devices))") }
    if !gesture.requireFailureOf.isEmpty {
      lines.append("    require-failure-of: \(list(gesture.requireFailureOf))")
    }
    if !gesture.simultaneousWith.isEmpty {
      lines.append("    simultaneous-with: \(list(gesture.simultaneousWith))")
    }
    lines.append("    on:")
    for (state, actions) in gesture.on {
      let value =
        actions.count == 1
        ? action(actions[0]) : "[" + actions.map(action).joined(separator: ", ") + "]"
      lines.append("      \(state): \(value)")
    }
    return lines
  }

  static func list(_ words: [String]) -> String {
    "[" + words.map(YAMLText.scalar).joined(separator: ", ") + "]"
  }

  /// One action as a flow map (`{ keys: ctrl+plus, every: 100ms }`), or a
  /// quoted string for a plain command.
  static func action(_ action: ImportedAction) -> String {
    var pairs: [String]
    switch action.kind {
    case .command(let command):
      if action.every == nil && action.preview == nil { return YAMLText.scalar(command) }
      pairs = ["command: \(YAMLText.scalar(command))"]
    case .keys(let chords, let target):
      pairs =
        ["keys: " + (chords.count == 1 ? YAMLText.scalar(chords[0]) : list(chords))]
        + self.target(target)
    case .click(let button, let atPointer):
      pairs = ["click: \(YAMLText.scalar(button))"] + (atPointer ? ["at: pointer"] : [])
    case .scroll(let style):
      pairs = ["scroll: \(YAMLText.scalar(style))"]
    case .workspace(let target, let wrap):
      pairs = ["workspace: \(YAMLText.scalar(target))"] + (wrap ? ["wrap: true"] : [])
    case .window(let command, let target):
      pairs = ["window: \(YAMLText.scalar(command))"] + self.target(target)
    case .repeat(let every, let forward, let reverse):
      var inner = ["every: \(YAMLText.scalar(every))"]
      if !forward.isEmpty { inner.append("do: \(actions(forward))") }
      if !reverse.isEmpty { inner.append("reverse: \(actions(reverse))") }
      pairs = ["repeat: { " + inner.joined(separator: ", ") + " }"]
    }
    if let every = action.every { pairs.append("every: \(YAMLText.scalar(every))") }
    if let preview = action.preview { pairs.append("preview: \(YAMLText.scalar(preview))") }
    return "{ " + pairs.joined(separator: ", ") + " }"
  }

  private static func target(_ target: String?) -> [String] {
    target.map { ["target: \(YAMLText.scalar($0))"] } ?? []
  }

  private static func actions(_ list: [ImportedAction]) -> String {
    list.count == 1 ? action(list[0]) : "[" + list.map(action).joined(separator: ", ") + "]"
  }
}
