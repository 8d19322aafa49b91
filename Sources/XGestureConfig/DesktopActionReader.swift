import XGestureActions
import XGestureDesktop
import XGestureEngine

/// Reads the desktop actions of an `on:` entry (docs/REFERENCE.md §9):
/// `{ keys: …, target: … }`, `{ click: …, at: … }`, `{ scroll: …, every: … }`,
/// `{ workspace: …, wrap: … }`, `{ window: …, target: … }`. Each key name is
/// checked through `KeyNames`.
struct DesktopActionReader {
  static let kinds = ["keys", "click", "scroll", "workspace", "window"]
  /// The keys beside an action's own that some kinds take (besides `every:`),
  /// in the order messages list them, with the kinds that take each.
  static let extraKeys: [(key: String, kinds: [String])] = [
    ("at", ["click"]), ("wrap", ["workspace"]), ("target", ["keys", "window"]),
  ]
  /// A scroll's travel per wheel click when `every:` does not say, mm.
  static let defaultScrollStep = 4.0

  /// The kinds whose extra key `key` is, or nil when it is none's.
  static func owners(of key: String) -> [String]? { extraKeys.first { $0.key == key }?.kinds }

  /// Whether every extra key beside an action of `kind` is one `kind` takes;
  /// each that is not is reported at its place, with the kinds it belongs to.
  static func extrasBelong(
    _ extras: [String: (mark: Mark, value: YAMLNode)], to kind: String, _ diagnostics: inout ConfigDiagnostics
  ) -> Bool {
    var belong = true
    for (key, extra) in extras {
      guard let owners = owners(of: key), !owners.contains(kind) else { continue }
      let named = owners.map { "'\($0):'" }.joined(separator: " or ")
      diagnostics.report(extra.mark, "'\(key)' belongs to \(named) actions, not to '\(kind):'")
      belong = false
    }
    return belong
  }

  let keyNames: KeyNames

  /// Where an action is read, as far as a desktop action's defaults go.
  struct Place {
    /// The gesture has `apps:` or `not-apps:`: the window under it chose it,
    /// and its keys go there unless `target:` says otherwise.
    var appBinding = false
  }

  /// The action `kind` names with `value`, its extra keys (`at`, `wrap`,
  /// `target`), which `extrasBelong` found to be the kind's own, and `every:`
  /// where it is a distance (`scroll:`'s).
  func read(
    kind: String, value: YAMLNode, extras: [String: (mark: Mark, value: YAMLNode)],
    every: (mark: Mark, value: YAMLNode)?, place: Place, _ diagnostics: inout ConfigDiagnostics
  ) -> DesktopAction? {
    switch kind {
    case "keys": return keys(value, target: extras["target"], place: place, &diagnostics)
    case "click": return click(value, at: extras["at"], &diagnostics)
    case "scroll": return scroll(value, every: every, &diagnostics)
    case "workspace": return workspace(value, wrap: extras["wrap"], &diagnostics)
    default: return window(value, target: extras["target"], &diagnostics)
    }
  }

  /// `keys:` to the window under the gesture or the focused one: by default
  /// under it for an application's binding, else the focused one.
  private func keys(
    _ node: YAMLNode, target: (mark: Mark, value: YAMLNode)?, place: Place, _ diagnostics: inout ConfigDiagnostics
  ) -> DesktopAction? {
    guard let names = diagnostics.names(node, what: "'keys'") else { return nil }
    var chords: [KeyChord] = []
    for (text, mark) in names {
      guard let chord = chord(text, at: mark, &diagnostics) else { return nil }
      chords.append(chord)
    }
    let fallback: KeyTarget = place.appBinding ? .under : .focused
    guard !chords.isEmpty, let chosen = choice(target, "target", default: fallback, &diagnostics) else {
      return nil
    }
    return .keys(chords, to: chosen)
  }

  /// `scroll: natural | traditional`, its `every:` the travel per wheel
  /// click: a distance in mm longer than zero (4mm when not given).
  private func scroll(
    _ node: YAMLNode, every: (mark: Mark, value: YAMLNode)?, _ diagnostics: inout ConfigDiagnostics
  ) -> DesktopAction? {
    guard let style = choice((node.mark, node), "scroll", default: ScrollStyle.natural, &diagnostics) else {
      return nil
    }
    guard let every else { return .scroll(style, step: Self.defaultScrollStep) }
    guard let word = diagnostics.text(every.value, what: "'every'") else { return nil }
    let suffix = ProgressUnit.distance.stepSuffix
    guard word.hasSuffix(suffix), let step = Double(word.dropLast(suffix.count)), step.isFinite, step > 0 else {
      diagnostics.report(
        every.value.mark,
        "'every' beside 'scroll:' is the travel per wheel click, a distance longer than zero like 4\(suffix), found '\(word)'"
      )
      return nil
    }
    return .scroll(style, step: step)
  }

  /// `ctrl+shift+t`: modifiers, then one keysym name.
  private func chord(_ text: String, at mark: Mark, _ diagnostics: inout ConfigDiagnostics)
    -> KeyChord?
  {
    let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    guard let key = parts.last, !key.isEmpty, !parts.dropLast().contains("") else {
      diagnostics.report(
        mark, "'\(text)' is not a key: write modifiers and a key name joined by '+', like ctrl+plus")
      return nil
    }
    var modifiers: [KeyModifier] = []
    for word in parts.dropLast() {
      guard let modifier = KeyModifier(rawValue: word.lowercased()) else {
        let names = KeyModifier.allCases.map(\.rawValue)
        diagnostics.report(
          mark,
          "unknown modifier '\(word)' in '\(text)'"
            + ConfigDiagnostics.hint(word, names, list: names.joined(separator: ", ")))
        return nil
      }
      modifiers.append(modifier)
    }
    guard keyNames.isKnown(key) else {
      let candidates = keyNames.candidates()
      let hint =
        candidates.first { $0.lowercased() == key.lowercased() }
        ?? EditDistance.closest(to: key, among: candidates)
      diagnostics.report(
        mark,
        "unknown key name '\(key)' in '\(text)'"
          + ConfigDiagnostics.suggesting(
            hint, otherwise: " — key names are X keysym names, like Return, Page_Up, XF86AudioPlay, a"))
      return nil
    }
    return KeyChord(modifiers: modifiers, key: key)
  }

  private func click(
    _ node: YAMLNode, at: (mark: Mark, value: YAMLNode)?, _ diagnostics: inout ConfigDiagnostics
  ) -> DesktopAction? {
    guard let word = diagnostics.text(node, what: "'click'") else { return nil }
    let names = ClickButton.names.map(\.name)
    let button: Int
    if let named = ClickButton.names.first(where: { $0.name == word }) {
      button = named.button
    } else if let number = Int(word), (1...255).contains(number) {
      button = number
    } else {
      diagnostics.report(
        node.mark,
        "unknown button '\(word)'"
          + ConfigDiagnostics.hint(
            word, names, list: names.joined(separator: ", ") + " or a number from 1 to 255"))
      return nil
    }
    guard let position = choice(at, "at", default: ClickPosition.gesture, &diagnostics) else { return nil }
    return .click(button: button, at: position)
  }

  private func workspace(
    _ node: YAMLNode, wrap: (mark: Mark, value: YAMLNode)?, _ diagnostics: inout ConfigDiagnostics
  ) -> DesktopAction? {
    guard let word = diagnostics.text(node, what: "'workspace'") else { return nil }
    let target: WorkspaceTarget
    if let named = WorkspaceTarget(word: word) {
      target = named
    } else if let number = Int(word), number >= 1 {
      target = .number(number)
    } else {
      diagnostics.report(
        node.mark,
        "unknown workspace '\(word)'"
          + ConfigDiagnostics.hint(
            word, WorkspaceTarget.words,
            list: WorkspaceTarget.words.joined(separator: ", ") + " or a number from 1"))
      return nil
    }
    var wraps = false
    if let wrap {
      guard let word = diagnostics.text(wrap.value, what: "'wrap'") else { return nil }
      guard let on = ConfigDiagnostics.switchValue(word) else {
        diagnostics.report(wrap.value.mark, "'wrap' is true or false, found '\(word)'")
        return nil
      }
      wraps = on
    }
    return .workspace(target, wrap: wraps)
  }

  private func window(
    _ node: YAMLNode, target: (mark: Mark, value: YAMLNode)?, _ diagnostics: inout ConfigDiagnostics
  ) -> DesktopAction? {
    guard let word = diagnostics.text(node, what: "'window'") else { return nil }
    let names = WindowCommand.allCases.map(\.rawValue)
    guard let command = WindowCommand(rawValue: word) else {
      diagnostics.report(
        node.mark,
        "unknown window request '\(word)'"
          + ConfigDiagnostics.hint(word, names, list: names.joined(separator: ", ")))
      return nil
    }
    guard let chosen = choice(target, "target", default: WindowTarget.under, &diagnostics) else {
      return nil
    }
    return .window(command, target: chosen)
  }

  /// An optional key beside the action's own whose value names one of
  /// `T`'s cases (`at: pointer`, `target: active`): `fallback` when absent,
  /// nil after reporting any other word with its closest name.
  private func choice<T: RawRepresentable & CaseIterable>(
    _ entry: (mark: Mark, value: YAMLNode)?, _ key: String, default fallback: T,
    _ diagnostics: inout ConfigDiagnostics
  ) -> T? where T.RawValue == String {
    guard let entry else { return fallback }
    guard let word = diagnostics.text(entry.value, what: "'\(key)'") else { return nil }
    if let chosen = T(rawValue: word) { return chosen }
    let names = T.allCases.map(\.rawValue)
    diagnostics.report(
      entry.value.mark,
      "'\(key)' is \(names.joined(separator: " or ")), found '\(word)'"
        + ConfigDiagnostics.suggestion(word, names))
    return nil
  }
}
