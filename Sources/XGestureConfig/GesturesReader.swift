import XGestureActionKinds
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
  /// The progress at which previews commit (`settings.feedback.commit`).
  var commit = PreviewRule.defaultCommit
  /// Where the config's own shapes are (nil: the built-in shapes only).
  var strokes: StrokeFolder?

  /// The gestures and their rules, and the shapes they name, or nil when any of them is wrong.
  func read(
    _ node: YAMLNode, sounds: inout SoundCatalog, into diagnostics: inout ConfigDiagnostics
  ) -> (gestures: [Gesture], rules: RuleSet, shapes: [ShapeUse])? {
    guard
      let items = diagnostics.entries(
        node, what: "'gestures'",
        duplicate: {
          "the gesture name '\($0)' is used twice (first at line \($1)) — each gesture needs its own name"
        })
    else { return nil }
    // The shapes first: every stroke gesture is built with all of them.
    var shapes = ShapeCatalog(folder: strokes)
    shapes.read(node, into: &diagnostics)
    let library = shapes.library
    var gestures: [Gesture] = []
    var definitions: [GestureDefinition] = []
    var rules = RulePositions()
    var complete = true
    for (name, keyMark, value) in items {
      guard !shapes.broken.contains(name) else {
        rules.declare(name)
        complete = false
        continue
      }
      let read = gesture(name, keyMark: keyMark, value, library, &rules, &sounds, &diagnostics)
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
      return (gestures, try RuleSet(definitions), shapes.uses)
    } catch {
      // The same rules as checked above: only a defect of this reader gets here.
      diagnostics.report(node.mark, error.description)
      return nil
    }
  }

  /// One gesture's keys as read so far: its type's facts and parameter
  /// keys (nil when the type is missing or wrong), its parameters with where
  /// each is written, its devices, applications and actions.
  private struct Draft {
    var name: String
    var facts: RecognizerFacts?
    var parameterNames: [String]?
    var parameters: [String: ParameterValue] = [:]
    var parameterMarks: [String: Mark] = [:]
    var devices: [DeviceSelector]?
    var devicesMark: Mark?
    var apps = AppFilter.any
    /// It has `apps:` or `not-apps:` (known before `on:` is read, wherever they are written).
    var appBinding = false
    var actions: [GestureState: [Action]] = [:]
  }

  private func gesture(
    _ name: String, keyMark: Mark, _ node: YAMLNode, _ library: StrokeLibrary, _ rules: inout RulePositions,
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
    var draft = Draft(
      name: name, facts: type.flatMap { registry.facts(of: $0) },
      parameterNames: type.flatMap { registry.parameterNames(of: $0) })
    draft.appBinding = items.contains { $0.key == "apps" || $0.key == "not-apps" }
    for (key, keyMark, value) in items {
      read(key, keyMark: keyMark, value, into: &draft, &rules, &sounds, &diagnostics)
    }
    guard let facts = draft.facts, diagnostics.errors.count == errorCount else { return nil }
    warnIfNoTouchpadMakes(draft, facts, &diagnostics)
    let preview = PreviewReader.previewRule(
      of: draft.actions, commit: commit, pinchDirection: pinchDirection(of: draft, facts), gesture: name,
      &diagnostics)
    guard diagnostics.errors.count == errorCount else { return nil }
    do {
      let spec = try registry.spec(type: facts.typeName, parameters: draft.parameters, strokes: library)
      let definition = GestureDefinition(
        name: name, recognizer: spec,
        requireFailureOf: rules.targets(of: name, "require-failure-of"),
        simultaneousWith: rules.targets(of: name, "simultaneous-with"), devices: draft.devices,
        apps: draft.apps, preview: preview)
      return (Gesture(name: name, type: facts.typeName, kind: facts.kind, actions: draft.actions), definition)
    } catch {
      diagnostics.report(
        draft.parameterMarks[error.key] ?? keyMark, "gesture '\(name)', '\(error.key)': \(error.message)")
      return nil
    }
  }

  /// One key of a gesture: a rule, its devices or applications, its
  /// actions, or a parameter of its type.
  private func read(
    _ key: String, keyMark: Mark, _ value: YAMLNode, into draft: inout Draft,
    _ rules: inout RulePositions, _ sounds: inout SoundCatalog, _ diagnostics: inout ConfigDiagnostics
  ) {
    switch key {
    case "type":
      return
    case "require-failure-of", "simultaneous-with":
      guard let list = diagnostics.names(value, what: "'\(key)'") else { return }
      for (target, mark) in list { rules.add(owner: draft.name, rule: key, target: target, at: mark) }
    case "devices":
      if value.scalar == "all" { return }
      draft.devices = diagnostics.devices(value)
      draft.devicesMark = value.mark
    case "apps", "not-apps":
      guard let list = diagnostics.names(value, what: "'\(key)'") else { return }
      guard !list.isEmpty else {
        diagnostics.report(value.mark, "'\(key)' needs at least one application name")
        return
      }
      if key == "apps" { draft.apps.only = list.map(\.name) } else { draft.apps.except = list.map(\.name) }
    case "on":
      draft.actions = ActionsReader.read(
        value, gesture: draft.name, facts: draft.facts, appBinding: draft.appBinding, registry: registry,
        sounds: &sounds, keyNames: keyNames, into: &diagnostics)
    default:
      parameter(key, keyMark: keyMark, value, into: &draft, &diagnostics)
    }
  }

  /// A key that is not a rule key: one of the type's parameters, or unknown.
  private func parameter(
    _ key: String, keyMark: Mark, _ value: YAMLNode, into draft: inout Draft,
    _ diagnostics: inout ConfigDiagnostics
  ) {
    // The type is wrong or missing: its keys cannot be judged.
    guard let type = draft.facts?.typeName, let parameterNames = draft.parameterNames else { return }
    guard parameterNames.contains(key) else {
      let keys = parameterNames + Self.ruleKeys
      let hint = ConfigDiagnostics.suggestion(
        key, keys,
        otherwise: " — \(ConfigDiagnostics.article(type)) \(type) gesture takes \(keys.joined(separator: ", "))")
      diagnostics.report(keyMark, "unknown key '\(key)' in gesture '\(draft.name)'\(hint)")
      return
    }
    if let parameter = parameterValue(value, key: key, gesture: draft.name, &diagnostics) {
      draft.parameters[key] = parameter
      draft.parameterMarks[key] = value.mark
    }
  }

  /// A pinch's `direction:` word and where it is written, for its previews' check.
  private func pinchDirection(of draft: Draft, _ facts: RecognizerFacts) -> (word: String, mark: Mark)? {
    guard facts.progressUnit == .scale, case .scalar(let word) = draft.parameters["direction"],
      let mark = draft.parameterMarks["direction"]
    else { return nil }
    return (word, mark)
  }

  /// A gesture limited to touchpads whose type no touchpad makes never fires:
  /// worth a warning, not an error.
  private func warnIfNoTouchpadMakes(
    _ draft: Draft, _ facts: RecognizerFacts, _ diagnostics: inout ConfigDiagnostics
  ) {
    guard let devices = draft.devices, let mark = draft.devicesMark,
      devices.allSatisfy({ $0 == .every(.touchpad) }), facts.touchpadMotion == nil
    else { return }
    let type = facts.typeName
    diagnostics.warn(
      "line \(mark.line): gesture '\(draft.name)' is limited to touchpads, but a touchpad cannot make \(ConfigDiagnostics.article(type)) \(type) (it sends only swipes and pinches): it never fires"
    )
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
