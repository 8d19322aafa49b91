import XGestureActions
import XGestureEngine

/// Reads the `gestures:` section: for each named gesture its `type:`, its
/// parameters, its rules (`require-failure-of`, `simultaneous-with`), its
/// `devices:` and its `on:` actions. The rules are checked by the engine
/// (`RuleSet.problems(in:)`) and each problem is reported at the name in
/// the file it is about.
struct GesturesReader {
  static let ruleKeys = [
    "type", "require-failure-of", "simultaneous-with", "devices", "apps", "not-apps", "on",
  ]

  let registry: RecognizerRegistry
  /// How `keys:` names are checked.
  var keyNames: KeyNames = .unchecked

  /// The gestures and their rules, or nil when any of them is wrong.
  func read(
    _ node: YAMLNode, sounds: inout SoundCatalog, into diagnostics: inout ConfigDiagnostics
  ) -> (gestures: [Gesture], rules: RuleSet)? {
    guard
      let items = diagnostics.entries(
        node, what: "'gestures'",
        duplicate: {
          "the gesture name '\($0)' is used twice (first at line \($1)) — each gesture needs its own name"
        })
    else { return nil }
    var gestures: [Gesture] = []
    var definitions: [GestureDefinition] = []
    var rules = RulePositions()
    var complete = true
    for (name, keyMark, value) in items {
      let read = gesture(name, keyMark: keyMark, value, &rules, &sounds, &diagnostics)
      if let (gesture, definition) = read {
        gestures.append(gesture)
        definitions.append(definition)
      } else {
        complete = false
      }
    }
    rules.reportProblems(at: node.mark, &diagnostics)
    guard complete, diagnostics.errors.isEmpty else { return nil }
    do {
      return (gestures, try RuleSet(definitions))
    } catch {
      // The same rules as checked above: only a defect of this reader gets here.
      diagnostics.report(node.mark, error.description)
      return nil
    }
  }

  private func gesture(
    _ name: String, keyMark: Mark, _ node: YAMLNode, _ rules: inout RulePositions,
    _ sounds: inout SoundCatalog, _ diagnostics: inout ConfigDiagnostics
  ) -> (Gesture, GestureDefinition)? {
    rules.declare(name)
    guard !node.isNull else {
      diagnostics.report(
        keyMark,
        "gesture '\(name)' needs at least a 'type:' (one of \(registry.typeNames.joined(separator: ", ")))"
      )
      return nil
    }
    guard let items = diagnostics.entries(node, what: "gesture '\(name)'") else { return nil }
    let errorCount = diagnostics.errors.count

    // The type first: it decides which other keys are parameters and which states exist.
    let type = self.type(of: name, keyMark: keyMark, items, &diagnostics)
    let parameterNames = type.flatMap { registry.parameterNames(of: $0) }
    let kind = type.flatMap { registry.kind(of: $0) }

    var parameters: [String: ParameterValue] = [:]
    var parameterMarks: [String: Mark] = [:]
    var devices: [DeviceSelector]?
    var apps = AppFilter.any
    var devicesMark: Mark?
    var actions: [GestureState: [Action]] = [:]

    for (key, keyMark, value) in items {
      switch key {
      case "type": continue
      case "require-failure-of", "simultaneous-with":
        guard let list = diagnostics.names(value, what: "'\(key)'") else { continue }
        for (target, mark) in list { rules.add(owner: name, rule: key, target: target, at: mark) }
      case "devices":
        if value.scalar == "all" { continue }
        devices = diagnostics.devices(value)
        devicesMark = value.mark
      case "apps", "not-apps":
        guard let list = diagnostics.names(value, what: "'\(key)'") else { continue }
        guard !list.isEmpty else {
          diagnostics.report(value.mark, "'\(key)' needs at least one application name")
          continue
        }
        if key == "apps" { apps.only = list.map(\.name) } else { apps.except = list.map(\.name) }
      case "on":
        actions = ActionsReader.read(
          value, gesture: name, type: type, kind: kind, sounds: &sounds, keyNames: keyNames,
          into: &diagnostics)
      default:
        // The type is wrong or missing: its keys cannot be judged.
        guard let type, let parameterNames else { continue }
        guard parameterNames.contains(key) else {
          let keys = parameterNames + Self.ruleKeys
          let hint = ConfigDiagnostics.suggestion(
            key, keys,
            otherwise: " — \(ConfigDiagnostics.article(type)) \(type) gesture takes \(keys.joined(separator: ", "))")
          diagnostics.report(keyMark, "unknown key '\(key)' in gesture '\(name)'\(hint)")
          continue
        }
        if let parameter = parameterValue(value, key: key, gesture: name, &diagnostics) {
          parameters[key] = parameter
          parameterMarks[key] = value.mark
        }
      }
    }

    guard let type, let kind, diagnostics.errors.count == errorCount else { return nil }
    if let devices, let devicesMark, devices.allSatisfy({ $0 == .every(.touchpad) }),
      registry.facts(of: type)?.touchpadMotion == nil
    {
      diagnostics.warn(
        "line \(devicesMark.line): gesture '\(name)' is limited to touchpads, but a touchpad cannot make \(ConfigDiagnostics.article(type)) \(type) (it sends only swipes and pinches): it never fires"
      )
    }
    do {
      let spec = try registry.spec(type: type, parameters: parameters)
      let definition = GestureDefinition(
        name: name, recognizer: spec,
        requireFailureOf: rules.targets(of: name, "require-failure-of"),
        simultaneousWith: rules.targets(of: name, "simultaneous-with"), devices: devices, apps: apps)
      return (Gesture(name: name, type: type, kind: kind, actions: actions), definition)
    } catch {
      diagnostics.report(
        parameterMarks[error.key] ?? keyMark, "gesture '\(name)', '\(error.key)': \(error.message)")
      return nil
    }
  }

  /// The `type:` word, if it names a registered type.
  private func type(
    of name: String, keyMark: Mark, _ items: [(key: String, keyMark: Mark, value: YAMLNode)],
    _ diagnostics: inout ConfigDiagnostics
  ) -> String? {
    let types = registry.typeNames
    guard let entry = items.first(where: { $0.key == "type" }) else {
      diagnostics.report(
        keyMark, "gesture '\(name)' has no 'type:' — one of \(types.joined(separator: ", "))")
      return nil
    }
    guard let word = diagnostics.text(entry.value, what: "'type'") else { return nil }
    if types.contains(word) { return word }
    let hint = ConfigDiagnostics.suggestion(
      word, types, otherwise: " — the types are \(types.joined(separator: ", "))")
    diagnostics.report(entry.value.mark, "unknown type '\(word)'\(hint)")
    return nil
  }

  /// A parameter as the engine takes it: a scalar or a list of scalars (the
  /// engine reads the value: units, ranges, durations longer than zero).
  private func parameterValue(
    _ node: YAMLNode, key: String, gesture: String, _ diagnostics: inout ConfigDiagnostics
  ) -> ParameterValue? {
    switch node.content {
    case .scalar(let text, _) where !node.isNull:
      return .scalar(text)
    case .sequence(let items):
      var list: [String] = []
      for item in items {
        guard let text = item.scalar, !item.isNull else {
          diagnostics.report(
            item.mark,
            "gesture '\(gesture)', '\(key)': a list of values, found \(item.kindDescription) in it")
          return nil
        }
        list.append(text)
      }
      return .list(list)
    default:
      diagnostics.report(
        node.mark, "gesture '\(gesture)', '\(key)' needs a value, found \(node.kindDescription)")
      return nil
    }
  }
}
