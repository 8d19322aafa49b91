import XGestureActionKinds
import XGestureEngine

/// What action kinds read with (`ActionReading`) over this library's
/// diagnostics, sounds and key names, for one `on:` map: it holds them while
/// the map is read and gives them back (`ActionsReader.read`).
final class ConfigActionReading: ActionReading {
  var diagnostics: ConfigDiagnostics
  var sounds: SoundCatalog
  let keyNames: KeyNames

  init(diagnostics: ConfigDiagnostics, sounds: SoundCatalog, keyNames: KeyNames) {
    self.diagnostics = diagnostics
    self.sounds = sounds
    self.keyNames = keyNames
  }

  func report(_ mark: Mark, _ message: String) { diagnostics.report(mark, message) }

  func text(_ node: YAMLNode, what: String) -> String? { diagnostics.text(node, what: what) }

  func names(_ node: YAMLNode, what: String) -> [(name: String, mark: Mark)]? { diagnostics.names(node, what: what) }

  func entries(_ node: YAMLNode, what: String) -> [(key: String, keyMark: Mark, value: YAMLNode)]? {
    diagnostics.entries(node, what: what)
  }

  func isKeyName(_ name: String) -> Bool { keyNames.isKnown(name) }

  func keyNameCandidates() -> [String] { keyNames.candidates() }

  func sound(named name: String, at mark: Mark) -> (name: String, path: String)? {
    sounds.sound(named: name, at: mark, &diagnostics).map { ($0.name, $0.path) }
  }

  func action(_ node: YAMLNode, at place: ActionPlace) -> Action? { ActionsReader.action(node, place, self) }
}
