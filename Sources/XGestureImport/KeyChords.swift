/// Key names of the other tools → xgesture chords (`ctrl+alt+Right`):
/// xdotool's `ctrl+t` and Touchégg's keysym lists (`Control_L` and `KP_Add`).
enum KeyChords {
  /// Names that stand for one of xgesture's modifiers: xdotool's aliases
  /// and the keysyms of both sides of the keyboard.
  private static let modifiers: [String: String] = [
    "ctrl": "ctrl", "control": "ctrl", "Control_L": "ctrl", "Control_R": "ctrl",
    "shift": "shift", "Shift_L": "shift", "Shift_R": "shift",
    "alt": "alt", "Alt_L": "alt", "Alt_R": "alt",
    "super": "super", "Super_L": "super", "Super_R": "super",
    "ISO_Level3_Shift": "altgr",
  ]

  /// xdotool's aliases as the keysym it presses, for a chord that is a
  /// modifier alone (`xdotool key super` presses Super_L).
  private static let aliasKeysyms: [String: String] = [
    "ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L",
    "super": "Super_L", "meta": "Meta_L",
  ]

  /// Modifier names xgesture has no modifier for: a chord holding one of
  /// them while pressing another key has no `keys:` form.
  private static let otherModifiers: Set<String> = [
    "meta", "Meta_L", "Meta_R", "Hyper_L", "Hyper_R", "Super", "Hyper",
  ]

  /// What a capital letter's keysym (`T`) presses, as the tool presses it.
  /// xgesture would press that keysym itself, on a spare keycode when it is
  /// on a shifted level (docs/REFERENCE.md §9), which no binding of the
  /// letter's key matches; so the chord names the letter's key, `t`.
  enum Capital {
    /// The letter's key with Shift, as xdotool finds the keysym on it.
    case shifted
    /// The letter's key alone: Touchégg presses the keysym's keycode with
    /// only the modifiers it was given.
    case unshifted
  }

  /// One chord from its parts, held in order: every part but the last must
  /// be a modifier; nil when one is not (xgesture holds only modifiers).
  static func chord(_ parts: [String], capital: Capital) -> String? {
    guard let last = parts.last, !parts.contains(where: \.isEmpty) else { return nil }
    var names: [String] = []
    for part in parts.dropLast() {
      guard let modifier = modifiers[part] else { return nil }
      if !names.contains(modifier) { names.append(modifier) }
    }
    var key = aliasKeysyms[last] ?? last
    guard !otherModifiers.contains(key) || parts.count == 1 else { return nil }
    if key.count == 1, let letter = key.unicodeScalars.first, ("A"..."Z").contains(letter) {
      key = key.lowercased()
      if capital == .shifted && !names.contains("shift") { names.append("shift") }
    }
    return (names + [key]).joined(separator: "+")
  }

  /// xdotool's aliases, matched in any case (`Super`, `CTRL`), as written
  /// here: its modifiers only (xdo's symbol map). Every other word is a
  /// keysym name as X reads it, case and all: `enter` and `ENTER` are no key
  /// to xdotool, which ignores them.
  private static let xdotoolAliases: [String: String] = [
    "alt": "alt", "ctrl": "ctrl", "control": "control", "meta": "meta", "super": "super",
    "shift": "shift",
  ]

  /// An xdotool key sequence word (`ctrl+alt+Right`, `Super+Down`): its
  /// aliases in any case, as xdotool reads them, other names as X's keysym
  /// names (letters, digits and `_`); nil for a word with other characters
  /// (`#`), which is no key.
  static func xdotool(_ word: String) -> String? {
    var parts: [String] = []
    for part in word.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
      if let alias = xdotoolAliases[part.lowercased()] {
        parts.append(alias)
      } else {
        guard isKeysymName(part), Importer.keyNames.isKnown(part) else { return nil }
        parts.append(part)
      }
    }
    return chord(parts, capital: .shifted)
  }

  /// Letters, digits and underscores: what X's keysym names are made of.
  static func isKeysymName(_ word: String) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": true
        default: false
        }
      }
  }

  /// Touchégg's SEND_KEYS: `modifiers` held, then `keys` pressed together
  /// (both `+` lists of keysyms). Leading modifier keysyms of `keys` join the
  /// held ones (`Shift_L+Tab`); nil when more than one other key would be held.
  static func touchegg(modifiers held: String?, keys: String) -> String? {
    func split(_ text: String?) -> [String] {
      (text ?? "").split(separator: "+").map { String($0).trimmed }.filter { !$0.isEmpty }
    }
    let parts = split(held) + split(keys)
    guard !parts.isEmpty else { return nil }
    return chord(parts, capital: .unshifted)
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks (Foundation-free).
  var trimmed: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[start...end])
  }
}
