/// The action kinds an `on:` entry can name. Adding a kind is one new file
/// with an `ActionKind` (which states its facts: the compiler asks for
/// each) and one line in `standard`.
package struct ActionKindRegistry: Sendable {
  /// Every built-in kind, in the order messages list their keys.
  package static let standard = ActionKindRegistry([
    CommandAction.self,
    SoundAction.self,
    KeysAction.self,
    ClickAction.self,
    ScrollAction.self,
    WorkspaceAction.self,
    WindowAction.self,
    RepeatAction.self,
    VolumeAction.self,
  ])

  private struct Entry: Sendable {
    var facts: ActionKindFacts
    var read: @Sendable (ActionEntry, any ActionReading) -> Action.Kind?
  }

  private let entries: [Entry]

  package init(_ kinds: [any ActionKind.Type]) {
    entries = kinds.map { kind in Entry(facts: ActionKindFacts(kind), read: Self.reader(kind)) }
  }

  private static func reader<K: ActionKind>(_ kind: K.Type)
    -> @Sendable (ActionEntry, any ActionReading) -> Action.Kind?
  {
    { entry, reading in K.read(entry, reading).map(Action.Kind.init) }
  }

  /// The keys that name a kind, in registration order.
  package var keys: [String] { entries.map(\.facts.key) }

  /// What every kind states about itself, in registration order.
  package var facts: [ActionKindFacts] { entries.map(\.facts) }

  /// What the kind named `key` states about itself; nil when no kind has that key.
  package func facts(of key: String) -> ActionKindFacts? { entries.first { $0.facts.key == key }?.facts }

  /// The extra keys some kinds take, each once, in registration order.
  package var extraKeys: [String] {
    var seen: [String] = []
    for key in entries.flatMap(\.facts.extraKeys) where !seen.contains(key) { seen.append(key) }
    return seen
  }

  /// The keys of the kinds that take the extra key `key`, or nil when none does.
  package func owners(of key: String) -> [String]? {
    let owners = entries.filter { $0.facts.extraKeys.contains(key) }.map(\.facts.key)
    return owners.isEmpty ? nil : owners
  }

  /// Reads the kind named `key`; nil for a key no kind has (the caller sorted
  /// the keys with `keys`) or after a report.
  package func read(_ key: String, _ entry: ActionEntry, _ reading: any ActionReading) -> Action.Kind? {
    entries.first { $0.facts.key == key }?.read(entry, reading)
  }
}

/// What an action kind states about itself (its `ActionKind` static
/// requirements), known without a value: what the config reader, the
/// daemon's wiring and the docs ask of a kind.
package struct ActionKindFacts: Hashable, Sendable {
  package let key: String
  package let extraKeys: [String]
  package let everyIsOwn: Bool
  package let takesTimeout: Bool
  package let performers: ActionNeeds
  package let previewsPicture: Bool

  package init<K: ActionKind>(_ kind: K.Type) {
    key = K.key
    extraKeys = K.extraKeys
    everyIsOwn = K.everyIsOwn
    takesTimeout = K.takesTimeout
    performers = K.performers
    previewsPicture = K.previewsPicture
  }
}
