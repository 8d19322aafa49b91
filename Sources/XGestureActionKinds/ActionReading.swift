import XGestureEngine

/// What an action kind's reader (`ActionKind.read`) reads with: the config
/// library's nodes and a place to report each mistake at its node (the
/// library adds the file: FILE:LINE:COLUMN), the sounds and key names the
/// config knows, and the whole action reader for actions inside actions
/// (`repeat:`'s). The config library is its one implementation; this target
/// has no YAML parser of its own.
package protocol ActionReading: AnyObject {
  /// Reports a mistake at `mark`.
  func report(_ mark: Mark, _ message: String)
  /// A non-empty text value, or nil after reporting what was found instead.
  func text(_ node: YAMLNode, what: String) -> String?
  /// A name or a list of names, each with its position; nil after a report.
  func names(_ node: YAMLNode, what: String) -> [(name: String, mark: Mark)]?
  /// A map's entries, each key once; nil after a report.
  func entries(_ node: YAMLNode, what: String) -> [(key: String, keyMark: Mark, value: YAMLNode)]?
  /// Whether `name` is an X keysym name, and the names to suggest from.
  func isKeyName(_ name: String) -> Bool
  func keyNameCandidates() -> [String]
  /// A sound declared in `sounds:` or found in the theme, as the player
  /// plays it; nil after a report.
  func sound(named name: String, at mark: Mark) -> (name: String, path: String)?
  /// One action (a command line or a map of any kind) read at `place`; nil after a report.
  func action(_ node: YAMLNode, at place: ActionPlace) -> Action?
}

/// Where an action is read: the state it is bound to, what the gesture's
/// type states (nil when the type is missing or wrong: then nothing is
/// judged against it), every type's facts (for messages naming the types
/// that fit), whether the gesture is an application's binding, and whether
/// the action is inside a `repeat:`.
package struct ActionPlace: Sendable {
  package var state: String
  package var facts: RecognizerFacts?
  package var registry: RecognizerRegistry
  /// The gesture has `apps:` or `not-apps:`: the window under it chose it,
  /// and its keys go there unless `target:` says otherwise.
  package var appBinding: Bool
  package var nested: Bool

  package init(
    state: String, facts: RecognizerFacts?, registry: RecognizerRegistry, appBinding: Bool, nested: Bool
  ) {
    self.state = state
    self.facts = facts
    self.registry = registry
    self.appBinding = appBinding
    self.nested = nested
  }
}

/// What an action map gives a kind's reader: its own key's place and value,
/// the extra keys beside it that are the kind's own (`ActionKind.extraKeys`;
/// the config reader has refused any other kind's), `every:` when the kind
/// reads it itself (`ActionKind.everyIsOwn`), and where it is.
package struct ActionEntry {
  package var keyMark: Mark
  package var value: YAMLNode
  package var extras: [String: (mark: Mark, value: YAMLNode)]
  package var every: (mark: Mark, value: YAMLNode)?
  package var place: ActionPlace

  package init(
    keyMark: Mark, value: YAMLNode, extras: [String: (mark: Mark, value: YAMLNode)],
    every: (mark: Mark, value: YAMLNode)?, place: ActionPlace
  ) {
    self.keyMark = keyMark
    self.value = value
    self.extras = extras
    self.every = every
    self.place = place
  }
}

extension ActionReading {
  /// An optional extra key whose value names one of `T`'s cases (`at:
  /// pointer`, `target: active`): `fallback` when absent, nil after
  /// reporting any other word with its closest name.
  package func choice<T: RawRepresentable & CaseIterable>(
    _ entry: (mark: Mark, value: YAMLNode)?, _ key: String, default fallback: T
  ) -> T? where T.RawValue == String {
    guard let entry else { return fallback }
    guard let word = text(entry.value, what: "'\(key)'") else { return nil }
    if let chosen = T(rawValue: word) { return chosen }
    let names = T.allCases.map(\.rawValue)
    report(
      entry.value.mark,
      "'\(key)' is \(names.joined(separator: " or ")), found '\(word)'" + ConfigWords.suggestion(word, names))
    return nil
  }

  /// The kind's value as one of `T`'s words, nil after reporting another
  /// with the closest word and the list ("unknown window request 'maxi' — did you mean …").
  package func word<T: RawRepresentable & CaseIterable>(
    _ node: YAMLNode, of type: T.Type, what: String, unknown: String
  ) -> T? where T.RawValue == String {
    guard let word = text(node, what: what) else { return nil }
    if let chosen = T(rawValue: word) { return chosen }
    let names = T.allCases.map(\.rawValue)
    report(
      node.mark, "unknown \(unknown) '\(word)'" + ConfigWords.hint(word, names, list: names.joined(separator: ", ")))
    return nil
  }
}
