import XGestureActions
import XGestureEngine

/// Turns the YAML tree of one config file into a `Configuration`, collecting
/// every error (with the position of the node it is about) instead of
/// stopping at the first.
struct ConfigInterpreter {
  static let sections = ["settings", "sounds", "gestures"]
  static let ruleKeys = ["type", "require-failure-of", "simultaneous-with", "devices", "on"]
  static let actionKeys = ["command", "sound", "every", "timeout"]

  let file: String
  /// Relative sound paths are relative to this folder; nil when there is
  /// none (the built-in default with no installed sounds found).
  let folder: String?
  let environment: [String: String]
  /// The built-in default: a sound file that is missing is a warning and its
  /// actions are dropped, so the default always loads.
  let lenientSounds: Bool
  let registry = RecognizerRegistry.standard

  private(set) var errors: [ConfigError] = []
  private(set) var warnings: [String] = []

  private var settings = Settings()
  private var sounds: [Sound] = []
  /// Declared sound names, including those whose file was bad (no second error for their actions).
  private var declaredSounds: Set<String> = []

  init(file: String, folder: String?, environment: [String: String], lenientSounds: Bool) {
    self.file = file
    self.folder = folder
    self.environment = environment
    self.lenientSounds = lenientSounds
  }

  private mutating func report(_ mark: Mark, _ message: String) {
    errors.append(ConfigError(file: file, at: mark, message))
  }

  // MARK: - Shapes

  /// A mapping's entries with scalar keys; reports non-scalar and duplicate keys.
  /// `duplicate` words the message for a key given twice.
  private mutating func entries(
    _ node: YAMLNode, what: String,
    duplicate: (String, Int) -> String = { "'\($0)' is given twice (first at line \($1))" }
  ) -> [(key: String, keyMark: Mark, value: YAMLNode)]? {
    if node.isNull { return [] }
    guard case .mapping(let pairs) = node.content else {
      report(
        node.mark, "\(what) must be a map of 'key: value' lines, found \(node.kindDescription)")
      return nil
    }
    var seen: [String: Mark] = [:]
    var result: [(key: String, keyMark: Mark, value: YAMLNode)] = []
    for (key, value) in pairs {
      guard let name = key.scalar else {
        report(key.mark, "a key in \(what) must be a word, found \(key.kindDescription)")
        continue
      }
      if let first = seen[name] {
        report(key.mark, duplicate(name, first.line))
        continue
      }
      seen[name] = key.mark
      result.append((name, key.mark, value))
    }
    return result
  }

  /// A non-empty text value.
  private mutating func text(_ node: YAMLNode, what: String) -> String? {
    guard let value = node.scalar, !node.isNull else {
      report(node.mark, "\(what) needs a value, found \(node.kindDescription)")
      return nil
    }
    return value
  }

  /// A name or a list of names, each with its position.
  private mutating func names(_ node: YAMLNode, what: String) -> [(String, Mark)]? {
    switch node.content {
    case .scalar(let name, _) where !node.isNull: return [(name, node.mark)]
    case .sequence(let items):
      var result: [(String, Mark)] = []
      for item in items {
        guard let name = item.scalar, !item.isNull else {
          report(item.mark, "\(what) must list names, found \(item.kindDescription)")
          continue
        }
        result.append((name, item.mark))
      }
      return result
    default:
      report(
        node.mark,
        "\(what) must be a name or a list of names like [pan, pinch], found \(node.kindDescription)"
      )
      return nil
    }
  }

  // MARK: - The file

  mutating func interpret(_ root: YAMLNode?) -> Configuration? {
    guard let root else {
      report(
        .start, "the file is empty — a config needs a 'gestures:' section (see docs/CONFIG.md)")
      return nil
    }
    guard case .mapping = root.content else {
      report(
        root.mark,
        "the config must be a map with 'settings:', 'sounds:' and 'gestures:' sections, found \(root.kindDescription)"
      )
      return nil
    }
    guard let sections = entries(root, what: "the config") else { return nil }
    var gesturesNode: YAMLNode?
    for (key, keyMark, value) in sections {
      switch key {
      case "settings": readSettings(value)
      case "sounds": readSounds(value)
      case "gestures": gesturesNode = value
      default:
        let hint =
          Suggestion.closest(to: key, among: Self.sections).map { " — did you mean '\($0)'?" }
          ?? " — the sections are settings, sounds and gestures"
        report(keyMark, "unknown key '\(key)'\(hint)")
      }
    }
    guard let gesturesNode else {
      report(
        root.mark,
        "no 'gestures:' section — a config binds at least one gesture (see docs/CONFIG.md)")
      return nil
    }
    let gestures = readGestures(gesturesNode)
    guard errors.isEmpty, let gestures else { return nil }
    do {
      let rules = try RuleSet(gestures.map(\.definition))
      return Configuration(
        file: file, settings: settings, sounds: sounds, gestures: gestures.map(\.gesture),
        rules: rules,
        warnings: warnings)
    } catch {
      report(gestures.first?.mark ?? .start, error.description)
      return nil
    }
  }

  // MARK: - settings:

  private mutating func readSettings(_ node: YAMLNode) {
    guard let items = entries(node, what: "'settings'") else { return }
    for (key, keyMark, value) in items {
      switch key {
      case "mode":
        guard let word = text(value, what: "'mode'") else { continue }
        if let mode = Settings.Mode(rawValue: word) {
          settings.mode = mode
        } else {
          let hint = Suggestion.phrase(for: word, among: Settings.Mode.allCases.map(\.rawValue))
          report(value.mark, "unknown mode '\(word)'\(hint) (the modes are observe and claim)")
        }
      case "devices":
        if value.scalar == "all" {
          settings.devices = nil
        } else if let selectors = devices(value, what: "'devices'") {
          settings.devices = selectors
        }
      case "volume":
        guard let word = text(value, what: "'volume'") else { continue }
        if let volume = percentage(word, at: value.mark) { settings.volume = volume }
      case "sound-theme":
        guard let word = text(value, what: "'sound-theme'") else { continue }
        if word.contains("/") || word == "." || word == ".." {
          report(value.mark, "'sound-theme' is a theme's folder name like freedesktop, not a path")
        } else {
          settings.soundTheme = word
        }
      default:
        report(
          keyMark,
          "unknown key '\(key)' in 'settings'"
            + hint(key, Settings.keys, list: "mode, devices, volume, sound-theme"))
      }
    }
  }

  private func hint(_ word: String, _ candidates: [String], list: String) -> String {
    Suggestion.closest(to: word, among: candidates).map { " — did you mean '\($0)'?" }
      ?? " — it takes \(list)"
  }

  private mutating func percentage(_ word: String, at mark: Mark) -> Double? {
    guard word.hasSuffix("%"), let number = Double(word.dropLast()), number.isFinite else {
      if let number = Double(word), number.isFinite {
        report(mark, "'volume' needs its unit: write \(word)%")
      } else {
        report(mark, "'volume' must be a percentage like 80%, found '\(word)'")
      }
      return nil
    }
    guard (0...100).contains(number) else {
      report(mark, "'volume' must be between 0% and 100%, found '\(word)'")
      return nil
    }
    return number
  }

  private mutating func devices(_ node: YAMLNode, what: String) -> [DeviceSelector]? {
    guard case .sequence = node.content else {
      report(
        node.mark,
        "\(what) must be 'all' or a list of device names or XI ids like [\"ELAN Touchscreen\", 11], found \(node.kindDescription)"
      )
      return nil
    }
    guard let list = names(node, what: what) else { return nil }
    if list.isEmpty {
      report(
        node.mark, "\(what) is an empty list, which matches no device — write 'all' or name devices"
      )
      return nil
    }
    return list.map { name, _ in Int(name).map(DeviceSelector.id) ?? .name(name) }
  }

  // MARK: - sounds:

  private mutating func readSounds(_ node: YAMLNode) {
    guard let items = entries(node, what: "'sounds'") else { return }
    for (name, _, value) in items {
      declaredSounds.insert(name)
      guard let written = text(value, what: "the sound '\(name)'") else { continue }
      let path = resolve(written)
      if let problem = SoundFileCheck.problem(at: path) {
        let shown = path == written ? "'\(written)'" : "'\(written)' (\(path))"
        if lenientSounds {
          warnings.append("sound '\(name)': \(shown) \(problem); its actions are off")
        } else {
          report(value.mark, "sound '\(name)': \(shown) \(problem)")
        }
        continue
      }
      sounds.append(Sound(name: name, path: path, origin: .declared))
    }
  }

  private func resolve(_ written: String) -> String {
    if written.hasPrefix("~/"), let home = ProcessEnvironment.home(environment) {
      return home + written.dropFirst()
    }
    return FileSystem.join(folder ?? ".", written)
  }

  // MARK: - gestures:

  private struct Built {
    var gesture: Gesture
    var definition: GestureDefinition
    var mark: Mark
  }

  private struct RuleReference {
    var owner: String
    var rule: String
    var target: String
    var mark: Mark
  }

  private mutating func readGestures(_ node: YAMLNode) -> [Built]? {
    guard
      let items = entries(
        node, what: "'gestures'",
        duplicate: {
          "the gesture name '\($0)' is used twice (first at line \($1)) — each gesture needs its own name"
        })
    else { return nil }
    let allNames = items.map(\.key)
    let known = Set(allNames)
    var built: [Built] = []
    var references: [RuleReference] = []
    for (name, keyMark, value) in items {
      if let gesture = readGesture(name, keyMark: keyMark, value, references: &references) {
        built.append(gesture)
      }
    }
    for reference in references {
      if reference.target == reference.owner {
        report(
          reference.mark, RuleError.selfReference(reference.owner, rule: reference.rule).description
        )
      } else if !known.contains(reference.target) {
        let suggestion = Suggestion.closest(
          to: reference.target, among: allNames.filter { $0 != reference.owner })
        report(
          reference.mark,
          RuleError.unknownGesture(
            reference.target, in: reference.owner, rule: reference.rule, suggestion: suggestion
          )
          .description)
      }
    }
    guard errors.isEmpty else { return nil }
    do {
      _ = try RuleSet(built.map(\.definition))
    } catch {
      // Unknown names and self references are reported above; what is left is a cycle.
      if case .cycle(let cycle) = error, cycle.count >= 2,
        let reference = references.first(where: {
          $0.owner == cycle[0] && $0.target == cycle[1] && $0.rule == "require-failure-of"
        })
      {
        report(reference.mark, error.description)
      } else {
        report(node.mark, error.description)
      }
      return nil
    }
    return built
  }

  private mutating func readGesture(
    _ name: String, keyMark: Mark, _ node: YAMLNode, references: inout [RuleReference]
  ) -> Built? {
    guard !node.isNull else {
      report(
        keyMark,
        "gesture '\(name)' needs at least a 'type:' (one of \(registry.typeNames.joined(separator: ", ")))"
      )
      return nil
    }
    guard let items = entries(node, what: "gesture '\(name)'") else { return nil }
    let errorCount = errors.count

    // The type first: it decides which other keys are parameters and which states exist.
    var type: String?
    if let typeEntry = items.first(where: { $0.key == "type" }) {
      if let word = text(typeEntry.value, what: "'type'") {
        if registry.typeNames.contains(word) {
          type = word
        } else if let guess = Suggestion.closest(to: word, among: registry.typeNames) {
          report(typeEntry.value.mark, "unknown type '\(word)' — did you mean '\(guess)'?")
        } else {
          report(
            typeEntry.value.mark,
            "unknown type '\(word)' — the types are \(registry.typeNames.joined(separator: ", "))")
        }
      }
    } else {
      report(
        keyMark,
        "gesture '\(name)' has no 'type:' — one of \(registry.typeNames.joined(separator: ", "))")
    }
    let parameterNames = type.flatMap { registry.parameterNames(of: $0) }
    let kind: GestureKind? = type.flatMap { try? registry.spec(type: $0, parameters: [:]).kind }

    var parameters: [String: ParameterValue] = [:]
    var parameterMarks: [String: Mark] = [:]
    var requireFailureOf: [String] = []
    var simultaneousWith: [String] = []
    var devices: [DeviceSelector]?
    var actions: [GestureState: [Action]] = [:]

    for (key, keyMark, value) in items {
      switch key {
      case "type": continue
      case "require-failure-of", "simultaneous-with":
        guard let list = names(value, what: "'\(key)'") else { continue }
        for (target, mark) in list {
          references.append(RuleReference(owner: name, rule: key, target: target, mark: mark))
          if key == "require-failure-of" {
            requireFailureOf.append(target)
          } else {
            simultaneousWith.append(target)
          }
        }
      case "devices":
        if value.scalar == "all" { continue }
        devices = self.devices(value, what: "'devices'")
      case "on":
        actions = readActions(value, gesture: name, type: type, kind: kind)
      default:
        guard let parameterNames else {
          if type != nil { report(keyMark, "unknown key '\(key)' in gesture '\(name)'") }
          continue  // the type is wrong or missing: its keys cannot be judged
        }
        guard parameterNames.contains(key) else {
          let keys = parameterNames + Self.ruleKeys
          let hint =
            Suggestion.closest(to: key, among: keys).map { " — did you mean '\($0)'?" }
            ?? " — \(Self.article(type ?? "")) \(type ?? "") gesture takes \(keys.joined(separator: ", "))"
          report(keyMark, "unknown key '\(key)' in gesture '\(name)'\(hint)")
          continue
        }
        if let parameter = parameterValue(value, key: key, gesture: name) {
          parameters[key] = parameter
          parameterMarks[key] = value.mark
        }
      }
    }

    guard let type, errors.count == errorCount else { return nil }
    do {
      let spec = try registry.spec(type: type, parameters: parameters)
      let definition = GestureDefinition(
        name: name, recognizer: spec, requireFailureOf: requireFailureOf,
        simultaneousWith: simultaneousWith,
        devices: devices)
      return Built(
        gesture: Gesture(name: name, type: type, kind: spec.kind, actions: actions),
        definition: definition, mark: keyMark)
    } catch {
      report(
        parameterMarks[error.key] ?? keyMark, "gesture '\(name)', '\(error.key)': \(error.message)")
      return nil
    }
  }

  /// A parameter as the engine takes it: a scalar or a list of scalars. A
  /// duration of zero is refused here for every type (a zero timeout or
  /// interval is always a mistake); negative values the engine refuses.
  private mutating func parameterValue(_ node: YAMLNode, key: String, gesture: String)
    -> ParameterValue?
  {
    switch node.content {
    case .scalar(let text, _) where !node.isNull:
      if Self.isZeroDuration(text) {
        report(
          node.mark, "gesture '\(gesture)', '\(key)': must be longer than zero, found '\(text)'")
        return nil
      }
      return .scalar(text)
    case .sequence(let items):
      var list: [String] = []
      for item in items {
        guard let text = item.scalar, !item.isNull else {
          report(
            item.mark,
            "gesture '\(gesture)', '\(key)': a list of values, found \(item.kindDescription) in it")
          return nil
        }
        list.append(text)
      }
      return .list(list)
    default:
      report(
        node.mark, "gesture '\(gesture)', '\(key)' needs a value, found \(node.kindDescription)")
      return nil
    }
  }

  /// "a" or "an" before a type word.
  static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }

  static func isZeroDuration(_ text: String) -> Bool {
    for unit in ["ms", "s"] where text.hasSuffix(unit) {
      let number = text.dropLast(unit.count)
      if !number.isEmpty, number.allSatisfy({ "0123456789.+-".contains($0) }), Double(number) == 0 {
        return true
      }
    }
    return false
  }

  // MARK: - on:

  private mutating func readActions(
    _ node: YAMLNode, gesture: String, type: String?, kind: GestureKind?
  ) -> [GestureState: [Action]] {
    guard let items = entries(node, what: "'on' of gesture '\(gesture)'") else { return [:] }
    let stateNames = GestureState.allCases.filter { $0 != .possible }.map(\.rawValue)
    var result: [GestureState: [Action]] = [:]
    for (key, keyMark, value) in items {
      guard let state = GestureState(rawValue: key), state != .possible else {
        let allowed = kind.map { Gesture.states(for: $0).map(\.rawValue) } ?? stateNames
        let hint =
          Suggestion.closest(to: key, among: allowed).map { " — did you mean '\($0)'?" }
          ?? " — the states are \(allowed.joined(separator: ", "))"
        report(keyMark, "unknown state '\(key)' in gesture '\(gesture)'\(hint)")
        continue
      }
      if let kind, let type, !Gesture.states(for: kind).contains(state) {
        let allowed = Gesture.states(for: kind).map(\.rawValue).joined(separator: ", ")
        report(
          keyMark,
          "\(Self.article(type)) \(type) gesture is \(kind.rawValue) and has no '\(key)' state — it has \(allowed)"
        )
        continue
      }
      let list: [YAMLNode]
      if case .sequence(let entries) = value.content {
        list = entries
        if entries.isEmpty {
          report(value.mark, "no action given for '\(key)' — the list is empty")
        }
      } else {
        list = [value]
      }
      var actions: [Action] = []
      for entry in list {
        if let action = readAction(entry, state: key) { actions.append(action) }
      }
      if !actions.isEmpty { result[state] = actions }
    }
    return result
  }

  private mutating func readAction(_ node: YAMLNode, state: String) -> Action? {
    switch node.content {
    case .scalar(let command, _):
      guard !node.isNull, !command.allSatisfy(\.isWhitespace) else {
        report(
          node.mark,
          "no action given for '\(state)' — write a command, { command: … } or { sound: … }")
        return nil
      }
      return Action(.command(command))
    case .sequence:
      report(
        node.mark,
        "an action is a command or a map with 'command:' or 'sound:', found a list inside the list")
      return nil
    case .mapping:
      guard let items = entries(node, what: "an action") else { return nil }
      var kind: Action.Kind?
      var kindMark: Mark?
      var isSound = false
      var soundMissing = false
      var every: Double?
      var timeout: (Double, Mark)?
      var unknownKeys = false
      for (key, keyMark, value) in items {
        switch key {
        case "command", "sound":
          if kindMark != nil {
            report(
              keyMark, "an action is a command or a sound, not both — write two actions in a list")
            continue
          }
          kindMark = keyMark
          guard let word = text(value, what: "'\(key)'") else { continue }
          if key == "command" {
            kind = .command(word)
          } else {
            isSound = true
            if let sound = sound(named: word, at: value.mark) {
              kind = .sound(name: sound.name, path: sound.path)
            } else {
              soundMissing = true
            }
          }
        case "every", "timeout":
          guard let word = text(value, what: "'\(key)'") else { continue }
          guard let milliseconds = positiveDuration(word, key: key, at: value.mark) else {
            continue
          }
          if key == "every" { every = milliseconds } else { timeout = (milliseconds, keyMark) }
        default:
          unknownKeys = true
          report(
            keyMark,
            "unknown key '\(key)' in an action"
              + hint(key, Self.actionKeys, list: "command, sound, every, timeout"))
        }
      }
      if kindMark == nil {
        // A misspelt 'command'/'sound' was reported above; that is the whole story.
        if !unknownKeys { report(node.mark, "an action needs 'command:' or 'sound:'") }
        return nil
      }
      if isSound, let timeout {
        report(timeout.1, "'timeout' applies to commands only, not to sounds")
        return nil
      }
      if soundMissing { return nil }
      guard let kind else { return nil }
      return Action(kind, every: every, timeout: timeout?.0)
    }
  }

  private mutating func positiveDuration(_ word: String, key: String, at mark: Mark) -> Double? {
    var probe = ParameterSet([key: .scalar(word)])
    do {
      let milliseconds = try probe.duration(key, default: 0)
      guard milliseconds > 0 else {
        report(mark, "'\(key)' must be longer than zero, found '\(word)'")
        return nil
      }
      return milliseconds
    } catch {
      report(mark, "'\(key)': \(error.message)")
      return nil
    }
  }

  /// A `sounds:` name, else a theme sound (added to `sounds` on first use).
  private mutating func sound(named name: String, at mark: Mark) -> Sound? {
    if let declared = sounds.first(where: { $0.name == name }) { return declared }
    if declaredSounds.contains(name) { return nil }  // its file was reported
    let theme = SoundTheme(name: settings.soundTheme, environment: environment)
    if let path = theme.file(for: name) {
      let sound = Sound(name: name, path: path, origin: .theme(settings.soundTheme))
      sounds.append(sound)
      return sound
    }
    let hint =
      Suggestion.closest(to: name, among: Array(declaredSounds)).map { " — did you mean '\($0)'?" }
      ?? ""
    report(
      mark,
      "unknown sound '\(name)': not in 'sounds:' and not in the '\(settings.soundTheme)' sound theme "
        + "(looked in \(theme.dataDirectories.joined(separator: ":")))\(hint)")
    return nil
  }
}
