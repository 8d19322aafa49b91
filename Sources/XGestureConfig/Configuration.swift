import XGestureActionKinds
import XGestureEngine

/// A loaded config: everything the daemon needs, checked.
public struct Configuration: Sendable {
  /// Where it came from (a path, or `ConfigSource.builtInName`), for messages.
  public var file: String
  public var settings: Settings
  /// Every sound an action can play, each once: the `sounds:` section in
  /// file order, then theme sounds named by actions, in order of first use.
  public var sounds: [Sound]
  /// The gestures in config order (the engine's tie-breaker), with their
  /// actions: `gestures[i]` is `rules.gestures[i]`.
  public var gestures: [Gesture]
  /// The gestures and their rules, ready for `Engine(rules:)`.
  public var rules: RuleSet
  /// The shapes the stroke gestures name, in order of first naming, each
  /// with where it comes from (docs/REFERENCE.md §16).
  public var shapes: [ShapeUse] = []
  /// Things worth a log line that do not make the config invalid.
  public var warnings: [String]

  /// The actions bound to `state` of the gesture named `gesture` (empty if none).
  public func actions(for gesture: String, state: GestureState) -> [Action] {
    gestures.first { $0.name == gesture }?.actions[state] ?? []
  }

  /// The actions bound to the state a transition of the engine running
  /// `rules` reached (empty if none): its gesture is `gestures[transition.index]`,
  /// found without a search. A transition of other rules, whose index is
  /// another gesture's, is looked up by its name.
  public func actions(for transition: GestureTransition) -> [Action] {
    gesture(at: transition.index, named: transition.gesture)?.actions[transition.to] ?? []
  }

  /// The gesture an output of the engine running `rules` names: `gestures[index]`,
  /// found without a search; for the output of other rules, whose index is
  /// another gesture's, the one named `name`.
  private func gesture(at index: Int, named name: String) -> Gesture? {
    guard gestures.indices.contains(index), gestures[index].name == name else {
      return gestures.first { $0.name == name }
    }
    return gestures[index]
  }

  /// The sound files by the names actions play them by: what the sound
  /// player uploads to PulseAudio's sample cache.
  public var soundFiles: [String: String] {
    var table: [String: String] = [:]
    for sound in sounds { table[sound.name] = sound.path }
    return table
  }

  /// Whether some action needs xgesture's connection to PulseAudio (a
  /// sound, the volume; in a `repeat:` too: `ActionKind.needs`).
  public var needsSoundServer: Bool { actionsNeed(.soundServer) }

  /// Whether some action, in a `repeat:` too, needs `need`.
  private func actionsNeed(_ need: ActionNeeds) -> Bool {
    gestures.contains { gesture in
      gesture.actions.values.contains { actions in actions.contains { $0.kind.needs.contains(need) } }
    }
  }

  /// The action a preview of the engine running `rules` shows: the one in
  /// its `slot` among the previewed actions of its gesture's `ended`
  /// (`PreviewProgress.slot`); nil when there is none (another config's).
  public func action(for preview: PreviewProgress) -> Action? {
    let previewed = (gesture(at: preview.index, named: preview.gesture)?.actions[.ended] ?? []).filter {
      $0.preview != nil
    }
    return previewed.indices.contains(preview.slot) ? previewed[preview.slot] : nil
  }

  /// Whether an action has `preview:` (so the overlay is needed to show it).
  public var hasPreviews: Bool { rules.gestures.contains { $0.preview != nil } }

  /// Whether anything needs the application window a sequence began on, or
  /// to hear that a sequence began: a gesture with `apps:` / `not-apps:`, or
  /// an action that says so (`ActionKind.needs`: a command's `XGESTURE_WINDOW`
  /// and `XGESTURE_APP`, a `window:` action or `keys:` to the window under
  /// the gesture — `window: move` also stops a sliding window under a new
  /// touch —, a `scroll:`, whose kinetic clicks a new touch stops), in a `repeat:` too.
  public var needsWindows: Bool { rules.gestures.contains { $0.apps != .any } || actionsNeed(.window) }

  /// One line for `--check` and the log: "config.yaml: 9 gestures, 2 sounds — OK",
  /// with ", 3 shapes" when stroke gestures name some.
  public var summary: String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let shapes = self.shapes.isEmpty ? "" : ", " + count(self.shapes.count, "shape")
    return "\(file): \(count(gestures.count, "gesture")), \(count(sounds.count, "sound"))\(shapes) — OK"
  }
}

/// One gesture of the config and what it runs.
public struct Gesture: Sendable, Equatable {
  public var name: String
  public var type: String
  /// Discrete or continuous; `kind.states` are the states `on:` may name.
  public var kind: GestureKind
  /// `on:` — the actions per state, each list in file order.
  public var actions: [GestureState: [Action]]

  public init(name: String, type: String, kind: GestureKind, actions: [GestureState: [Action]]) {
    self.name = name
    self.type = type
    self.kind = kind
    self.actions = actions
  }
}

/// A sound a config can play: its name and the file it resolved to.
public struct Sound: Hashable, Sendable {
  public enum Origin: Hashable, Sendable {
    /// Declared in `sounds:`.
    case declared
    /// Found in the sound theme (`{ sound: bell }`).
    case theme(String)
  }

  public var name: String
  public var path: String
  public var origin: Origin

  public init(name: String, path: String, origin: Origin) {
    self.name = name
    self.path = path
    self.origin = origin
  }
}
