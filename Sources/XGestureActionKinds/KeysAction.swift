import XGestureDesktop
import XGestureEngine

/// `keys:` — key chords pressed in turn on xgesture's X connection, to the
/// focused window or the one under the gesture (`target:`; an application's
/// binding sends to the one under it unless `target:` says otherwise).
public struct KeysAction: ActionKind {
  public var chords: [KeyChord]
  public var target: KeyTarget

  public init(_ chords: [KeyChord], to target: KeyTarget = .focused) {
    self.chords = chords
    self.target = target
  }

  package static let key = "keys"
  package static let extraKeys = ["target"]
  package static let performers: ActionNeeds = .desktop

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> KeysAction? {
    guard let names = reading.names(entry.value, what: "'keys'") else { return nil }
    var chords: [KeyChord] = []
    for (text, mark) in names {
      guard let chord = chord(text, at: mark, reading) else { return nil }
      chords.append(chord)
    }
    let fallback: KeyTarget = entry.place.appBinding ? .under : .focused
    guard !chords.isEmpty, let chosen = reading.choice(entry.extras["target"], "target", default: fallback) else {
      return nil
    }
    return KeysAction(chords, to: chosen)
  }

  /// `ctrl+shift+t`: modifiers, then one keysym name.
  private static func chord(_ text: String, at mark: Mark, _ reading: any ActionReading) -> KeyChord? {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    guard let key = parts.last, !key.isEmpty, !parts.dropLast().contains("") else {
      reading.report(mark, "'\(text)' is not a key: write modifiers and a key name joined by '+', like ctrl+plus")
      return nil
    }
    var modifiers: [KeyModifier] = []
    for word in parts.dropLast() {
      guard let modifier = KeyModifier(rawValue: word.lowercased()) else {
        let names = KeyModifier.allCases.map(\.rawValue)
        reading.report(
          mark,
          "unknown modifier '\(word)' in '\(text)'" + ConfigWords.hint(word, names, list: names.joined(separator: ", "))
        )
        return nil
      }
      modifiers.append(modifier)
    }
    guard reading.isKeyName(key) else {
      let candidates = reading.keyNameCandidates()
      let hint =
        candidates.first { $0.lowercased() == key.lowercased() } ?? EditDistance.closest(to: key, among: candidates)
      reading.report(
        mark,
        "unknown key name '\(key)' in '\(text)'"
          + ConfigWords.suggesting(
            hint, otherwise: " — key names are X keysym names, like Return, Page_Up, XF86AudioPlay, a"))
      return nil
    }
    return KeyChord(modifiers: modifiers, key: key)
  }

  package var desktopAction: DesktopAction? { .keys(chords, to: target) }
  public var description: String { DesktopAction.keys(chords, to: target).description }
  package var needs: ActionNeeds { target == .under ? [.desktop, .window] : .desktop }
  /// `ctrl+plus`, `ctrl+plus, Return (to the window under the gesture)`.
  package var label: String {
    chords.map(\.description).joined(separator: ", ") + (target == .under ? " (to the window under the gesture)" : "")
  }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    performer.performOnDesktop(.keys(chords, to: target), run)
  }
}
