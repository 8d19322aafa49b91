import XGestureActionKinds
import XGestureEngine

/// Reads a gesture's `on:` map: for each state the gesture has, one action
/// or a list of them — a command line, or a map naming one of the kinds
/// `ActionKindRegistry` lists (`{ command: … }`, `{ sound: … }`, `{ keys: … }`,
/// `{ volume: … }`, `{ repeat: … }`, …; each kind reads its own value and
/// extra keys) with `every:` (a rate limit, or the kind's own), `timeout:`
/// (commands only) and `preview:` / `label:` (on a continuous gesture's
/// `ended`, `PreviewReader`).
enum ActionsReader {
  static let kinds = ActionKindRegistry.standard
  static let actionKeys = kinds.keys + ["every", "timeout", "preview", "label"] + kinds.extraKeys

  /// `facts` is nil when the gesture's type is missing or wrong: then any
  /// state name is taken, but none is judged against the type. `appBinding`:
  /// the gesture has `apps:` or `not-apps:` (its keys go to the window under it).
  static func read(
    _ node: YAMLNode, gesture: String, facts: RecognizerFacts?, appBinding: Bool = false,
    registry: RecognizerRegistry, sounds: inout SoundCatalog, keyNames: KeyNames,
    into diagnostics: inout ConfigDiagnostics
  ) -> [GestureState: [Action]] {
    let reading = ConfigActionReading(diagnostics: diagnostics, sounds: sounds, keyNames: keyNames)
    defer {
      diagnostics = reading.diagnostics
      sounds = reading.sounds
    }
    guard let items = reading.diagnostics.entries(node, what: "'on' of gesture '\(gesture)'") else {
      return [:]
    }
    var result: [GestureState: [Action]] = [:]
    for (key, keyMark, value) in items {
      guard let state = state(key, at: keyMark, gesture: gesture, facts: facts, &reading.diagnostics) else {
        continue
      }
      let list: [YAMLNode]
      if case .sequence(let entries) = value.content {
        list = entries
        if entries.isEmpty {
          reading.report(value.mark, "no action given for '\(key)' — the list is empty")
        }
      } else {
        list = [value]
      }
      let place = ActionPlace(state: key, facts: facts, registry: registry, appBinding: appBinding, nested: false)
      let actions = list.compactMap { action($0, place, reading) }
      if !actions.isEmpty { result[state] = actions }
    }
    return result
  }

  /// The state an `on:` key names, if the gesture has it.
  private static func state(
    _ key: String, at keyMark: Mark, gesture: String, facts: RecognizerFacts?,
    _ diagnostics: inout ConfigDiagnostics
  ) -> GestureState? {
    guard let state = GestureState(rawValue: key), state != .possible else {
      let allowed = (facts?.kind.states ?? GestureState.allCases.filter { $0 != .possible }).map(\.rawValue)
      let hint = ConfigDiagnostics.suggestion(
        key, allowed, otherwise: " — the states are \(allowed.joined(separator: ", "))")
      diagnostics.report(keyMark, "unknown state '\(key)' in gesture '\(gesture)'\(hint)")
      return nil
    }
    if let facts, !facts.kind.states.contains(state) {
      let allowed = facts.kind.states.map(\.rawValue).joined(separator: ", ")
      diagnostics.report(
        keyMark,
        "\(ConfigDiagnostics.article(facts.typeName)) \(facts.typeName) gesture is \(facts.kind.rawValue) and has no '\(key)' state — it has \(allowed)"
      )
      return nil
    }
    return state
  }

  static func action(_ node: YAMLNode, _ place: ActionPlace, _ reading: ConfigActionReading) -> Action? {
    let state = place.state
    switch node.content {
    case .scalar(let command, _):
      guard !node.isNull, !command.allSatisfy(\.isWhitespace) else {
        reading.report(
          node.mark,
          "no action given for '\(state)' — write a command, { command: … } or { sound: … }")
        return nil
      }
      return Action(.command(command))
    case .sequence:
      reading.report(
        node.mark,
        "an action is a command or a map with 'command:' or 'sound:', found a list inside the list")
      return nil
    case .mapping:
      return mapAction(node, place, reading)
    }
  }

  /// An action map's keys, sorted: the one naming what the action is, the
  /// extra keys some kinds take, `every:` (read once the kind is known: a
  /// duration, or the kind's own) and `timeout:`.
  private struct ActionMap {
    var kind: (name: String, mark: Mark, value: YAMLNode)?
    var extras: [String: (mark: Mark, value: YAMLNode)] = [:]
    var everyEntry: (mark: Mark, value: YAMLNode)?
    var every: Double?
    var timeout: (milliseconds: Double, mark: Mark)?
    /// `preview:` and `label:`, read by `PreviewReader`.
    var preview = PreviewReader.Keys()
    /// A key was unknown (and reported).
    var unknownKeys = false
    /// A key was wrong (and reported): the action is not made.
    var failed = false
  }

  /// A map naming one kind: the kind reads its value and extra keys
  /// (`ActionKind.read`), then `every:`, `timeout:` and `preview:` are added.
  private static func mapAction(_ node: YAMLNode, _ place: ActionPlace, _ reading: ConfigActionReading) -> Action? {
    guard let items = reading.entries(node, what: "an action") else { return nil }
    var map = sort(items, &reading.diagnostics)
    guard let kind = map.kind, let facts = kinds.facts(of: kind.name) else {
      // A misspelt kind was reported above; that is the whole story.
      if !map.unknownKeys {
        reading.report(node.mark, "an action needs one of " + kinds.keys.map { "'\($0):'" }.joined(separator: ", "))
      }
      return nil
    }
    if !facts.takesTimeout, let timeout = map.timeout {
      let other = kind.name == "sound" ? "sounds" : "'\(kind.name):' actions"
      reading.report(timeout.mark, "'timeout' applies to commands only, not to \(other)")
      return nil
    }
    guard extrasBelong(map.extras, to: kind.name, reading) else { return nil }
    if !facts.everyIsOwn, let entry = map.everyEntry {
      guard let word = reading.text(entry.value, what: "'every'"),
        let milliseconds = positiveDuration(word, key: "every", at: entry.value.mark, reading)
      else { return nil }
      map.every = milliseconds
    }
    let entry = ActionEntry(
      keyMark: kind.mark, value: kind.value, extras: map.extras, every: facts.everyIsOwn ? map.everyEntry : nil,
      place: place)
    // Read even when a key beside it was wrong: its own mistakes are reported too.
    guard let read = kinds.read(kind.name, entry, reading), !map.failed else { return nil }
    let action = Action(read, every: map.every, timeout: map.timeout?.milliseconds)
    return PreviewReader.attach(map.preview, to: action, place, &reading.diagnostics)
  }

  private static func sort(
    _ items: [(key: String, keyMark: Mark, value: YAMLNode)], _ diagnostics: inout ConfigDiagnostics
  ) -> ActionMap {
    var map = ActionMap()
    for (key, keyMark, value) in items {
      switch key {
      case _ where kinds.keys.contains(key):
        if let first = map.kind {
          diagnostics.report(
            keyMark,
            "an action is one thing ('\(first.name)' here), not '\(first.name)' and '\(key)' — write two actions in a list"
          )
          map.failed = true
          continue
        }
        map.kind = (key, keyMark, value)
      case "every":
        map.everyEntry = (keyMark, value)
      case "timeout":
        guard let word = diagnostics.text(value, what: "'timeout'"),
          let milliseconds = positiveDuration(word, key: key, at: value.mark, &diagnostics)
        else {
          map.failed = true
          continue
        }
        map.timeout = (milliseconds, keyMark)
      case "preview", "label":
        guard let word = diagnostics.text(value, what: "'\(key)'") else {
          map.failed = true
          continue
        }
        if key == "preview" {
          map.preview.preview = (word, keyMark, value.mark)
        } else {
          map.preview.label = (word, keyMark)
        }
      case _ where kinds.owners(of: key) != nil:
        map.extras[key] = (keyMark, value)
      default:
        map.unknownKeys = true
        diagnostics.report(
          keyMark,
          "unknown key '\(key)' in an action"
            + ConfigDiagnostics.hint(key, actionKeys, list: actionKeys.joined(separator: ", ")))
      }
    }
    return map
  }

  /// Whether every extra key beside an action of `kind` is one `kind` takes;
  /// each that is not is reported at its place, with the kinds it belongs to.
  private static func extrasBelong(
    _ extras: [String: (mark: Mark, value: YAMLNode)], to kind: String, _ reading: ConfigActionReading
  ) -> Bool {
    var belong = true
    for (key, extra) in extras {
      guard let owners = kinds.owners(of: key), !owners.contains(kind) else { continue }
      let named = owners.map { "'\($0):'" }.joined(separator: " or ")
      reading.report(extra.mark, "'\(key)' belongs to \(named) actions, not to '\(kind):'")
      belong = false
    }
    return belong
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

  private static func positiveDuration(
    _ word: String, key: String, at mark: Mark, _ reading: ConfigActionReading
  ) -> Double? {
    positiveDuration(word, key: key, at: mark, &reading.diagnostics)
  }
}
