import XGestureActionKinds
import XGestureEngine

/// `preview: AMOUNT` (and `label:`) beside an action's own key on a
/// continuous gesture's `ended` (docs/REFERENCE.md §10): the amount is in
/// the unit the gesture's type measures its progress in
/// (`RecognizerFacts.progressUnit`: a distance for pan and edge-swipe, a
/// scale for pinch, an angle for rotate); `label:` is the text of the
/// preview's label and goes only with `preview:`. The engine reads the
/// amount (`PreviewAmount`); the gesture's `PreviewRule` is made from its
/// `ended` actions (`previewRule`).
enum PreviewReader {
  /// `preview:`'s and `label:`'s values as the action map had them.
  struct Keys {
    var preview: (word: String, keyMark: Mark, valueMark: Mark)?
    var label: (word: String, keyMark: Mark)?
  }

  /// `action` with its preview and label, or nil when they are wrong here
  /// (each mistake reported at its place).
  static func attach(
    _ keys: Keys, to action: Action, _ context: ActionPlace, _ diagnostics: inout ConfigDiagnostics
  ) -> Action? {
    guard let preview = keys.preview else {
      if let label = keys.label {
        diagnostics.report(label.keyMark, "'label' is the text of a preview's label: it goes beside 'preview:'")
        return nil
      }
      return action
    }
    guard isInPlace(at: preview.keyMark, context, &diagnostics) else { return nil }
    // The type is wrong or missing: that error is the whole story.
    guard let facts = context.facts, let unit = facts.progressUnit else { return nil }
    var previewed = action
    do {
      previewed.preview = try PreviewAmount(preview.word, unit: unit, typeName: facts.typeName)
    } catch {
      diagnostics.report(preview.valueMark, "'preview' \(error.message)")
      return nil
    }
    if let label = keys.label {
      guard !label.word.allSatisfy(\.isWhitespace) else {
        diagnostics.report(label.keyMark, "'label' is empty — write the preview's text, or leave 'label' out")
        return nil
      }
      previewed.label = label.word
    }
    return previewed
  }

  /// Whether a `preview:` may be here: not inside a `repeat:`, on a type
  /// that measures progress (when the type is known), on `ended`.
  private static func isInPlace(
    at keyMark: Mark, _ context: ActionPlace, _ diagnostics: inout ConfigDiagnostics
  ) -> Bool {
    if context.nested {
      diagnostics.report(keyMark, "a 'preview:' cannot be inside a 'repeat:' — a step runs as it is reached")
      return false
    }
    if let facts = context.facts, facts.progressUnit == nil {
      let type = facts.typeName
      let why =
        facts.kind == .discrete
        ? ": \(ConfigDiagnostics.article(type)) \(type) is discrete and acts at once" : ", not \(type)"
      diagnostics.report(
        keyMark,
        "'preview' follows a gesture toward its end (\(context.registry.typesWithProgress.joined(separator: ", ")))\(why)"
      )
      return false
    }
    if context.state != GestureState.ended.rawValue {
      diagnostics.report(
        keyMark, "'preview' is decided when the fingers lift: bind it to 'ended', not '\(context.state)'")
      return false
    }
    return true
  }

  /// A gesture's previews: the amounts of its `ended` actions that have
  /// one, in order, with the commit fraction (`settings.feedback.commit`);
  /// nil when none has. For a pinch with a `direction`, an amount on the
  /// other side of 1 (it would never be reached) is reported at the direction.
  static func previewRule(
    of actions: [GestureState: [Action]], commit: Double, pinchDirection: (word: String, mark: Mark)?,
    gesture: String, _ diagnostics: inout ConfigDiagnostics
  ) -> PreviewRule? {
    let amounts = (actions[.ended] ?? []).compactMap(\.preview)
    guard !amounts.isEmpty else { return nil }
    if let direction = pinchDirection.flatMap({ d in PinchDirection(rawValue: d.word).map { ($0, d.mark) } }) {
      for case .scale(let ratio) in amounts where (ratio < 1) != (direction.0 == .in) {
        let (grows, like) = direction.0 == .in ? ("grows", "below 1, like 0.6") : ("shrinks", "above 1, like 1.5")
        diagnostics.report(
          direction.1,
          "gesture '\(gesture)': a 'preview:' of \(PreviewAmount.scale(ratio)) \(grows) the span, but 'direction: \(direction.0.rawValue)' never goes there — a pinch \(direction.0.rawValue) completes at a scale \(like)"
        )
      }
    }
    return PreviewRule(amounts: amounts, commit: commit)
  }
}
