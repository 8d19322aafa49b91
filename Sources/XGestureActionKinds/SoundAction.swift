/// `sound:` — a sound from PulseAudio's sample cache: `name` is what the
/// config called it (a `sounds:` key or a theme sound name), `path` the file
/// it was resolved to.
public struct SoundAction: ActionKind {
  public var name: String
  public var path: String

  public init(name: String, path: String) {
    self.name = name
    self.path = path
  }

  package static let key = "sound"
  package static let performers: ActionNeeds = .soundServer

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> SoundAction? {
    guard let word = reading.text(entry.value, what: "'sound'"),
      let sound = reading.sound(named: word, at: entry.value.mark)
    else { return nil }
    return SoundAction(name: sound.name, path: sound.path)
  }

  public var description: String { "sound: \(name)" }
  package var label: String { "sound \(name)" }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    performer.sounds?.play(name: name, path: path)
  }
}

extension Action.Kind {
  /// A sound, by its name in the config and its file.
  public static func sound(name: String, path: String) -> Action.Kind {
    Action.Kind(SoundAction(name: name, path: path))
  }
}
