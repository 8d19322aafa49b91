import XGestureActions

/// `repeat: { every: STEP, do: ACTION, reverse: ACTION }` on a continuous
/// gesture's `changed` (docs/REFERENCE.md §9): the step's unit must be the
/// one the gesture measures (`%` for pinch, `deg` for rotate, `mm` for pan
/// and edge-swipe).
enum RepeatReader {
  static let keys = ["every", "do", "reverse"]
  /// The unit each type's steps are in.
  static let units: [String: String] = ["pinch": "%", "rotate": "deg", "pan": "mm", "edge-swipe": "mm"]

  static func read(
    _ node: YAMLNode, at keyMark: Mark, _ context: ActionsReader.Context, _ sounds: inout SoundCatalog,
    _ diagnostics: inout ConfigDiagnostics
  ) -> RepeatAction? {
    if context.nested {
      diagnostics.report(keyMark, "a 'repeat:' cannot be inside another 'repeat:'")
      return nil
    }
    if context.state != "changed" {
      diagnostics.report(
        keyMark, "'repeat:' steps through a gesture's progress: bind it to 'changed', not '\(context.state)'")
      return nil
    }
    var unit: String?
    if let type = context.type {
      guard let wanted = units[type] else {
        diagnostics.report(
          keyMark, "'repeat:' needs a gesture that measures progress (pinch, rotate, pan, edge-swipe), not \(type)")
        return nil
      }
      unit = wanted
    }
    guard let items = diagnostics.entries(node, what: "'repeat'") else { return nil }
    var step: RepeatStep?
    var forward: [Action] = []
    var reverse: [Action] = []
    var failed = false
    var inner = context
    inner.nested = true
    for (key, keyMark, value) in items {
      switch key {
      case "every":
        guard let word = diagnostics.text(value, what: "'every'") else {
          failed = true
          continue
        }
        step = self.step(word, unit: unit, at: value.mark, &diagnostics)
        if step == nil { failed = true }
      case "do", "reverse":
        let list: [YAMLNode]
        if case .sequence(let entries) = value.content { list = entries } else { list = [value] }
        for entry in list {
          guard let action = ActionsReader.action(entry, inner, &sounds, &diagnostics) else {
            failed = true
            continue
          }
          if key == "do" { forward.append(action) } else { reverse.append(action) }
        }
      default:
        failed = true
        diagnostics.report(
          keyMark, "unknown key '\(key)' in 'repeat'" + ConfigDiagnostics.hint(key, keys, list: "every, do, reverse"))
      }
    }
    guard !failed else { return nil }
    guard let step else {
      diagnostics.report(node.mark, "'repeat:' needs 'every:', the size of one step (like 10%, 15deg, 30mm)")
      return nil
    }
    if forward.isEmpty && reverse.isEmpty {
      diagnostics.report(node.mark, "'repeat:' needs 'do:' or 'reverse:' (or both)")
      return nil
    }
    return RepeatAction(step: step, forward: forward, reverse: reverse)
  }

  /// `10%`, `15deg`, `30mm`: longer than zero, in `unit` when the type is known.
  private static func step(
    _ word: String, unit: String?, at mark: Mark, _ diagnostics: inout ConfigDiagnostics
  ) -> RepeatStep? {
    let forms: [(suffix: String, make: (Double) -> RepeatStep)] = [
      ("%", { .scale(fraction: $0 / 100) }), ("deg", { .degrees($0) }), ("mm", { .millimetres($0) }),
    ]
    guard let form = forms.first(where: { word.hasSuffix($0.suffix) }),
      let value = Double(word.dropLast(form.suffix.count)), value.isFinite, value > 0
    else {
      diagnostics.report(
        mark, "'every' in 'repeat' is a step longer than zero with its unit (\(unit.map { "like 10\($0)" } ?? "%, deg or mm")), found '\(word)'")
      return nil
    }
    if let unit, form.suffix != unit {
      diagnostics.report(mark, "'every' here is in \(unit) (what this gesture measures), found '\(word)'")
      return nil
    }
    return form.make(value)
  }
}
