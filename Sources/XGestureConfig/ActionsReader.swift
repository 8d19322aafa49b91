import XGestureActions
import XGestureEngine

/// Reads a gesture's `on:` map: for each state the gesture has, one action
/// or a list of them — a command line, or `{ command: … }` / `{ sound: … }` /
/// a desktop action (`keys`, `click`, `scroll`, `workspace`, `window`) /
/// `{ repeat: … }` with `every:` (a rate limit; for `scroll:` the travel per
/// wheel click), `timeout:` (commands only) and `preview:` / `label:` (on a
/// continuous gesture's `ended`, `PreviewReader`).
enum ActionsReader {
  /// What an action is: one of these keys.
  static let kindKeys = ["command", "sound"] + DesktopActionReader.kinds + ["repeat"]
  static let actionKeys =
    kindKeys + ["every", "timeout", "preview", "label"] + DesktopActionReader.extraKeys.map(\.key)

  /// `facts` is nil when the gesture's type is missing or wrong: then any
  /// state name is taken, but none is judged against the type. `appBinding`:
  /// the gesture has `apps:` or `not-apps:` (its keys go to the window under it).
  static func read(
    _ node: YAMLNode, gesture: String, facts: RecognizerFacts?, appBinding: Bool = false,
    registry: RecognizerRegistry, sounds: inout SoundCatalog, keyNames: KeyNames,
    into diagnostics: inout ConfigDiagnostics
  ) -> [GestureState: [Action]] {
    guard let items = diagnostics.entries(node, what: "'on' of gesture '\(gesture)'") else {
      return [:]
    }
    let desktop = DesktopActionReader(keyNames: keyNames)
    var result: [GestureState: [Action]] = [:]
    for (key, keyMark, value) in items {
      guard let state = state(key, at: keyMark, gesture: gesture, facts: facts, &diagnostics) else {
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
      let context = Context(
        state: key, facts: facts, registry: registry, desktop: desktop,
        place: DesktopActionReader.Place(appBinding: appBinding), nested: false)
      let actions = list.compactMap { action($0, context, &sounds, &diagnostics) }
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

  /// Where an action is read: the state it is bound to, what the gesture's
  /// type states (nil when the type is missing or wrong), what a desktop
  /// action's defaults depend on, and whether it is inside a `repeat:`.
  struct Context {
    var state: String
    var facts: RecognizerFacts?
    var registry: RecognizerRegistry
    var desktop: DesktopActionReader
    var place: DesktopActionReader.Place
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

  /// An action map's keys, sorted: the one naming what the action is, the
  /// extra keys of desktop actions, `every:` (read once the kind is known:
  /// a duration, or `scroll:`'s distance) and `timeout:`.
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

  /// `{ command: …, every: …, timeout: … }`, `{ sound: …, every: … }`, a
  /// desktop action (`DesktopActionReader`) or `{ repeat: … }` with `every:`.
  private static func mapAction(
    _ node: YAMLNode, _ context: Context, _ sounds: inout SoundCatalog,
    _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    guard let items = diagnostics.entries(node, what: "an action") else { return nil }
    var map = sort(items, &diagnostics)
    guard let kind = map.kind else {
      // A misspelt kind was reported above; that is the whole story.
      if !map.unknownKeys {
        diagnostics.report(
          node.mark, "an action needs one of " + kindKeys.map { "'\($0):'" }.joined(separator: ", "))
      }
      return nil
    }
    if kind.name != "command", let timeout = map.timeout {
      let other = kind.name == "sound" ? "sounds" : "'\(kind.name):' actions"
      diagnostics.report(timeout.mark, "'timeout' applies to commands only, not to \(other)")
      return nil
    }
    guard DesktopActionReader.extrasBelong(map.extras, to: kind.name, &diagnostics) else { return nil }
    if kind.name != "scroll", let entry = map.everyEntry {
      guard let word = diagnostics.text(entry.value, what: "'every'"),
        let milliseconds = positiveDuration(word, key: "every", at: entry.value.mark, &diagnostics)
      else { return nil }
      map.every = milliseconds
    }
    let action: Action?
    switch kind.name {
    case "repeat":
      action =
        map.failed
        ? nil
        : RepeatReader.read(kind.value, at: kind.mark, context, &sounds, &diagnostics).map {
          Action(.repeat($0), every: map.every)
        }
    case "command", "sound":
      action = commandOrSound(kind.name, kind.value, map, &sounds, &diagnostics)
    default:
      action = desktopAction(kind.name, kind.value, map, context, &diagnostics)
    }
    return action.flatMap { PreviewReader.attach(map.preview, to: $0, context, &diagnostics) }
  }

  private static func sort(
    _ items: [(key: String, keyMark: Mark, value: YAMLNode)], _ diagnostics: inout ConfigDiagnostics
  ) -> ActionMap {
    var map = ActionMap()
    for (key, keyMark, value) in items {
      switch key {
      case _ where kindKeys.contains(key):
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
      case _ where DesktopActionReader.owners(of: key) != nil:
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

  /// `keys:`, `click:`, `scroll:`, `workspace:`, `window:`; `window: move`
  /// only on the `began` of a type that moves windows, `scroll:` only on the
  /// `changed` of one that travels a distance, both outside a `repeat:`.
  private static func desktopAction(
    _ kind: String, _ value: YAMLNode, _ map: ActionMap, _ context: Context,
    _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    guard
      let action = context.desktop.read(
        kind: kind, value: value, extras: map.extras, every: kind == "scroll" ? map.everyEntry : nil,
        place: context.place, &diagnostics),
      !map.failed
    else { return nil }
    if case .scroll = action {
      return scrollIsInPlace(at: map.kind?.mark ?? value.mark, context, &diagnostics) ? Action(.desktop(action)) : nil
    }
    if case .window(.move, _) = action,
      context.state != "began" || context.nested || !(context.facts?.movesWindows ?? true)
    {
      let movers = context.registry.facts.filter(\.movesWindows).map(\.typeName)
      let named = ConfigDiagnostics.alternatives(movers.map { "\(ConfigDiagnostics.article($0)) \($0)" })
      diagnostics.report(
        value.mark,
        "'window: move' follows \(named): bind it to \(named) gesture's 'began' (the window then follows the \(ConfigDiagnostics.alternatives(movers)) and slides on when it ends)"
      )
      return nil
    }
    return Action(.desktop(action), every: map.every)
  }

  /// Whether a `scroll:` may be here: on `changed`, not inside a `repeat:`,
  /// of a gesture whose progress is a distance (when the type is known).
  private static func scrollIsInPlace(
    at keyMark: Mark, _ context: Context, _ diagnostics: inout ConfigDiagnostics
  ) -> Bool {
    let travellers = context.registry.facts.filter { $0.progressUnit == .distance }.map(\.typeName)
    let named = ConfigDiagnostics.alternatives(travellers.map { "\(ConfigDiagnostics.article($0)) \($0)" })
    if let facts = context.facts, facts.progressUnit != .distance {
      diagnostics.report(
        keyMark,
        "'scroll:' turns the wheel as the fingers travel: bind it to \(named) gesture's 'changed', not to \(ConfigDiagnostics.article(facts.typeName)) \(facts.typeName)"
      )
      return false
    }
    if context.state != "changed" || context.nested {
      diagnostics.report(
        keyMark,
        "'scroll:' turns the wheel as the fingers travel: bind it to 'changed'"
          + (context.nested ? ", not inside 'repeat:'" : ", not '\(context.state)'"))
      return false
    }
    return true
  }

  /// `command:` (with its `timeout:`) or `sound:` (a declared or a theme sound).
  private static func commandOrSound(
    _ kind: String, _ value: YAMLNode, _ map: ActionMap, _ sounds: inout SoundCatalog,
    _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    guard let word = diagnostics.text(value, what: "'\(kind)'"), !map.failed else { return nil }
    if kind == "command" {
      return Action(.command(word), every: map.every, timeout: map.timeout?.milliseconds)
    }
    guard let sound = sounds.sound(named: word, at: value.mark, &diagnostics) else { return nil }
    return Action(.sound(name: sound.name, path: sound.path), every: map.every)
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
