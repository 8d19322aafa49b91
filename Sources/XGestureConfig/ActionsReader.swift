import XGestureActions
import XGestureEngine

/// Reads a gesture's `on:` map: for each state the gesture has, one action
/// or a list of them — a command line, or `{ command: … }` / `{ sound: … }` /
/// a desktop action (`keys`, `click`, `workspace`, `window`) with `every:`
/// (rate limit) and `timeout:` (commands only).
enum ActionsReader {
  /// What an action is: one of these keys.
  static let kindKeys = ["command", "sound"] + DesktopActionReader.kinds + ["repeat"]
  static let actionKeys = kindKeys + ["every", "timeout", "at", "wrap", "target"]

  /// `type` and `kind` are nil when the gesture's type is missing or wrong:
  /// then any state name is taken, but none is judged against the type.
  static func read(
    _ node: YAMLNode, gesture: String, type: String?, kind: GestureKind?,
    sounds: inout SoundCatalog, keyNames: KeyNames, into diagnostics: inout ConfigDiagnostics
  ) -> [GestureState: [Action]] {
    let desktop = DesktopActionReader(keyNames: keyNames)
    guard let items = diagnostics.entries(node, what: "'on' of gesture '\(gesture)'") else {
      return [:]
    }
    var result: [GestureState: [Action]] = [:]
    for (key, keyMark, value) in items {
      guard let state = GestureState(rawValue: key), state != .possible else {
        let allowed = (kind?.states ?? GestureState.allCases.filter { $0 != .possible }).map(
          \.rawValue)
        let hint = ConfigDiagnostics.suggestion(
          key, allowed, otherwise: " — the states are \(allowed.joined(separator: ", "))")
        diagnostics.report(keyMark, "unknown state '\(key)' in gesture '\(gesture)'\(hint)")
        continue
      }
      if let kind, let type, !kind.states.contains(state) {
        let allowed = kind.states.map(\.rawValue).joined(separator: ", ")
        diagnostics.report(
          keyMark,
          "\(ConfigDiagnostics.article(type)) \(type) gesture is \(kind.rawValue) and has no '\(key)' state — it has \(allowed)"
        )
        continue
      }
      let list: [YAMLNode]
      if case .sequence(let entries) = value.content {
        list = entries
        if entries.isEmpty {
          diagnostics.report(value.mark, "no action given for '\(key)' — the list is empty")
        }
      } else {
        list = [value]
      }
      var actions: [Action] = []
      for entry in list {
        let context = Context(state: key, type: type, desktop: desktop, nested: false)
        if let action = action(entry, context, &sounds, &diagnostics) { actions.append(action) }
      }
      if !actions.isEmpty { result[state] = actions }
    }
    return result
  }

  /// Where an action is read: the state it is bound to, the gesture's type,
  /// and whether it is inside a `repeat:`.
  struct Context {
    var state: String
    var type: String?
    var desktop: DesktopActionReader
    var nested: Bool
  }

  static func action(
    _ node: YAMLNode, _ context: Context, _ sounds: inout SoundCatalog,
    _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    let state = context.state
    switch node.content {
    case .scalar(let command, _):
      guard !node.isNull, !command.allSatisfy(\.isWhitespace) else {
        diagnostics.report(
          node.mark,
          "no action given for '\(state)' — write a command, { command: … } or { sound: … }")
        return nil
      }
      return Action(.command(command))
    case .sequence:
      diagnostics.report(
        node.mark,
        "an action is a command or a map with 'command:' or 'sound:', found a list inside the list")
      return nil
    case .mapping:
      return mapAction(node, context, &sounds, &diagnostics)
    }
  }

  /// `{ command: …, every: …, timeout: … }`, `{ sound: …, every: … }`, or a
  /// desktop action (`DesktopActionReader`) with `every:`.
  private static func mapAction(
    _ node: YAMLNode, _ context: Context, _ sounds: inout SoundCatalog,
    _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    guard let items = diagnostics.entries(node, what: "an action") else { return nil }
    var kindKey: (name: String, mark: Mark, value: YAMLNode)?
    var extras: [String: (mark: Mark, value: YAMLNode)] = [:]
    var every: Double?
    var timeout: (milliseconds: Double, mark: Mark)?
    var unknownKeys = false
    var failed = false
    for (key, keyMark, value) in items {
      switch key {
      case _ where kindKeys.contains(key):
        if let first = kindKey {
          diagnostics.report(
            keyMark,
            "an action is one thing ('\(first.name)' here), not '\(first.name)' and '\(key)' — write two actions in a list"
          )
          failed = true
          continue
        }
        kindKey = (key, keyMark, value)
      case "every", "timeout":
        guard let word = diagnostics.text(value, what: "'\(key)'"),
          let milliseconds = positiveDuration(word, key: key, at: value.mark, &diagnostics)
        else {
          failed = true
          continue
        }
        if key == "every" { every = milliseconds } else { timeout = (milliseconds, keyMark) }
      case _ where DesktopActionReader.extraKeys[key] != nil:
        extras[key] = (keyMark, value)
      default:
        unknownKeys = true
        diagnostics.report(
          keyMark,
          "unknown key '\(key)' in an action"
            + ConfigDiagnostics.hint(key, actionKeys, list: actionKeys.joined(separator: ", ")))
      }
    }
    guard let kindKey else {
      // A misspelt kind was reported above; that is the whole story.
      if !unknownKeys {
        diagnostics.report(
          node.mark,
          "an action needs one of " + kindKeys.map { "'\($0):'" }.joined(separator: ", "))
      }
      return nil
    }
    if kindKey.name != "command", let timeout {
      let other = kindKey.name == "sound" ? "sounds" : "'\(kindKey.name):' actions"
      diagnostics.report(timeout.mark, "'timeout' applies to commands only, not to \(other)")
      return nil
    }
    if kindKey.name == "repeat" {
      guard extras.isEmpty, !failed else {
        for (key, extra) in extras {
          diagnostics.report(extra.mark, "'\(key)' does not belong beside 'repeat:'")
        }
        return nil
      }
      guard
        let repeating = RepeatReader.read(
          kindKey.value, at: kindKey.mark, context, &sounds, &diagnostics)
      else { return nil }
      return Action(.repeat(repeating), every: every)
    }
    if kindKey.name != "command" && kindKey.name != "sound" {
      guard
        let action = context.desktop.read(
          kind: kindKey.name, value: kindKey.value, extras: extras, &diagnostics),
        !failed
      else { return nil }
      if case .window(.move, _) = action,
        context.state != "began" || (context.type.map { $0 != "pan" } ?? false) || context.nested
      {
        diagnostics.report(
          kindKey.value.mark,
          "'window: move' follows a pan: bind it to a pan gesture's 'began' (the window then follows the pan and slides on when it ends)")
        return nil
      }
      return Action(.desktop(action), every: every)
    }
    for (key, extra) in extras {
      diagnostics.report(
        extra.mark,
        "'\(key)' belongs to '\(DesktopActionReader.extraKeys[key] ?? "")' actions, not to '\(kindKey.name):'")
      return nil
    }
    guard let word = diagnostics.text(kindKey.value, what: "'\(kindKey.name)'"), !failed else {
      return nil
    }
    if kindKey.name == "command" {
      return Action(.command(word), every: every, timeout: timeout?.milliseconds)
    }
    guard let sound = sounds.sound(named: word, at: kindKey.value.mark, &diagnostics) else {
      return nil
    }
    return Action(.sound(name: sound.name, path: sound.path), every: every)
  }

  /// `every:` and `timeout:`: read as every duration is (`ParameterSet.milliseconds`), longer than zero.
  private static func positiveDuration(
    _ word: String, key: String, at mark: Mark, _ diagnostics: inout ConfigDiagnostics
  ) -> Double? {
    do {
      let milliseconds = try ParameterSet.milliseconds(word, key: key)
      guard milliseconds > 0 else {
        diagnostics.report(mark, "'\(key)' must be longer than zero, found '\(word)'")
        return nil
      }
      return milliseconds
    } catch {
      diagnostics.report(mark, error.description)
      return nil
    }
  }
}
