import XGestureActions
import XGestureEngine

/// Reads a gesture's `on:` map: for each state the gesture has, one action
/// or a list of them — a command line, or `{ command: … }` / `{ sound: … }`
/// with `every:` (rate limit) and `timeout:` (commands only).
enum ActionsReader {
  static let actionKeys = ["command", "sound", "every", "timeout"]

  /// `type` and `kind` are nil when the gesture's type is missing or wrong:
  /// then any state name is taken, but none is judged against the type.
  static func read(
    _ node: YAMLNode, gesture: String, type: String?, kind: GestureKind?,
    sounds: inout SoundCatalog, into diagnostics: inout ConfigDiagnostics
  ) -> [GestureState: [Action]] {
    guard let items = diagnostics.entries(node, what: "'on' of gesture '\(gesture)'") else {
      return [:]
    }
    var result: [GestureState: [Action]] = [:]
    for (key, keyMark, value) in items {
      guard let state = GestureState(rawValue: key), state != .possible else {
        let allowed = (kind?.states ?? GestureState.allCases.filter { $0 != .possible }).map(
          \.rawValue)
        let hint =
          EditDistance.closest(to: key, among: allowed).map { " — did you mean '\($0)'?" }
          ?? " — the states are \(allowed.joined(separator: ", "))"
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
        if let action = action(entry, state: key, &sounds, &diagnostics) { actions.append(action) }
      }
      if !actions.isEmpty { result[state] = actions }
    }
    return result
  }

  private static func action(
    _ node: YAMLNode, state: String, _ sounds: inout SoundCatalog,
    _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
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
      return mapAction(node, &sounds, &diagnostics)
    }
  }

  /// `{ command: …, every: …, timeout: … }` or `{ sound: …, every: … }`.
  private static func mapAction(
    _ node: YAMLNode, _ sounds: inout SoundCatalog, _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    guard let items = diagnostics.entries(node, what: "an action") else { return nil }
    var kind: Action.Kind?
    var kindMark: Mark?
    var isSound = false
    var soundMissing = false
    var every: Double?
    var timeout: (milliseconds: Double, mark: Mark)?
    var unknownKeys = false
    for (key, keyMark, value) in items {
      switch key {
      case "command", "sound":
        if kindMark != nil {
          diagnostics.report(
            keyMark, "an action is a command or a sound, not both — write two actions in a list")
          continue
        }
        kindMark = keyMark
        guard let word = diagnostics.text(value, what: "'\(key)'") else { continue }
        if key == "command" {
          kind = .command(word)
        } else {
          isSound = true
          if let sound = sounds.sound(named: word, at: value.mark, &diagnostics) {
            kind = .sound(name: sound.name, path: sound.path)
          } else {
            soundMissing = true
          }
        }
      case "every", "timeout":
        guard let word = diagnostics.text(value, what: "'\(key)'"),
          let milliseconds = positiveDuration(word, key: key, at: value.mark, &diagnostics)
        else { continue }
        if key == "every" { every = milliseconds } else { timeout = (milliseconds, keyMark) }
      default:
        unknownKeys = true
        diagnostics.report(
          keyMark,
          "unknown key '\(key)' in an action"
            + ConfigDiagnostics.hint(key, actionKeys, list: "command, sound, every, timeout"))
      }
    }
    if kindMark == nil {
      // A misspelt 'command'/'sound' was reported above; that is the whole story.
      if !unknownKeys { diagnostics.report(node.mark, "an action needs 'command:' or 'sound:'") }
      return nil
    }
    if isSound, let timeout {
      diagnostics.report(timeout.mark, "'timeout' applies to commands only, not to sounds")
      return nil
    }
    if soundMissing { return nil }
    guard let kind else { return nil }
    return Action(kind, every: every, timeout: timeout?.milliseconds)
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
