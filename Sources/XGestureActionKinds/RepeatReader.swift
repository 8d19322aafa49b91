import XGestureEngine

/// `repeat: { every: STEP, do: ACTION, reverse: ACTION }` on a continuous
/// gesture's `changed` (docs/REFERENCE.md §9): the step is in the unit the
/// gesture's type measures its progress in (`RecognizerFacts.progressUnit`:
/// `%` for a scale, `deg` for an angle, `mm` for a distance).
enum RepeatReader {
  static let keys = ["every", "do", "reverse"]

  static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> RepeatAction? {
    let node = entry.value
    guard isInPlace(at: entry.keyMark, entry.place, reading), let parts = parts(of: node, entry.place, reading)
    else { return nil }
    guard let step = parts.step else {
      reading.report(node.mark, "'repeat:' needs 'every:', the size of one step (like 10%, 15deg, 30mm)")
      return nil
    }
    if parts.forward.isEmpty && parts.reverse.isEmpty {
      reading.report(node.mark, "'repeat:' needs 'do:' or 'reverse:' (or both)")
      return nil
    }
    return RepeatAction(step: step, forward: parts.forward, reverse: parts.reverse)
  }

  /// Whether a `repeat:` may be here: on `changed`, not inside another, of a
  /// gesture whose type measures progress (when the type is known).
  private static func isInPlace(at keyMark: Mark, _ context: ActionPlace, _ reading: any ActionReading) -> Bool {
    if context.nested {
      reading.report(keyMark, "a 'repeat:' cannot be inside another 'repeat:'")
      return false
    }
    if context.state != "changed" {
      reading.report(
        keyMark, "'repeat:' steps through a gesture's progress: bind it to 'changed', not '\(context.state)'")
      return false
    }
    if let facts = context.facts, facts.progressUnit == nil {
      let measured = context.registry.typesWithProgress
      reading.report(
        keyMark,
        "'repeat:' needs a gesture that measures progress (\(measured.joined(separator: ", "))), not \(facts.typeName)")
      return false
    }
    return true
  }

  /// The `repeat:` map's step and actions, or nil when any of them is wrong.
  private static func parts(
    of node: YAMLNode, _ context: ActionPlace, _ reading: any ActionReading
  ) -> (step: RepeatStep?, forward: [Action], reverse: [Action])? {
    guard let items = reading.entries(node, what: "'repeat'") else { return nil }
    var step: RepeatStep?
    var forward: [Action] = []
    var reverse: [Action] = []
    var failed = false
    var inner = context
    inner.nested = true
    for (key, keyMark, value) in items {
      switch key {
      case "every":
        step = reading.text(value, what: "'every'").flatMap { word in
          self.step(word, unit: context.facts?.progressUnit, at: value.mark, reading)
        }
        if step == nil { failed = true }
      case "do", "reverse":
        let list: [YAMLNode]
        if case .sequence(let entries) = value.content { list = entries } else { list = [value] }
        for entry in list {
          guard let action = reading.action(entry, at: inner) else {
            failed = true
            continue
          }
          if key == "do" { forward.append(action) } else { reverse.append(action) }
        }
      default:
        failed = true
        reading.report(
          keyMark, "unknown key '\(key)' in 'repeat'" + ConfigWords.hint(key, keys, list: "every, do, reverse"))
      }
    }
    return failed ? nil : (step, forward, reverse)
  }

  /// `10%`, `15deg`, `30mm`: longer than zero, in `unit` when the type is known.
  private static func step(
    _ word: String, unit: ProgressUnit?, at mark: Mark, _ reading: any ActionReading
  ) -> RepeatStep? {
    guard let form = ProgressUnit.allCases.first(where: { word.hasSuffix($0.stepSuffix) }),
      let value = Double(word.dropLast(form.stepSuffix.count)), value.isFinite, value > 0
    else {
      let like =
        unit.map { "like 10\($0.stepSuffix)" }
        ?? ConfigWords.alternatives(ProgressUnit.allCases.map(\.stepSuffix))
      reading.report(
        mark, "'every' in 'repeat' is a step longer than zero with its unit (\(like)), found '\(word)'")
      return nil
    }
    if let unit, form != unit {
      reading.report(mark, "'every' here is in \(unit.stepSuffix) (what this gesture measures), found '\(word)'")
      return nil
    }
    return form.step(value)
  }
}

extension ProgressUnit {
  /// How a `repeat:` step in this unit is written: `10%`, `15deg`, `30mm`.
  package var stepSuffix: String {
    switch self {
    case .scale: "%"
    case .angle: "deg"
    case .distance: "mm"
    }
  }

  /// The step of `value` written in this unit (`10%` is a fraction of 0.1).
  package func step(_ value: Double) -> RepeatStep {
    switch self {
    case .scale: .scale(fraction: value / 100)
    case .angle: .degrees(value)
    case .distance: .millimetres(value)
    }
  }
}

extension RecognizerRegistry {
  /// The types that measure progress (what `repeat:` steps and `preview:`
  /// follows), by unit: "pinch", "rotate", "pan", "edge-swipe".
  package var typesWithProgress: [String] {
    ProgressUnit.allCases.flatMap { unit in facts.filter { $0.progressUnit == unit }.map(\.typeName) }
  }
}
