/// What a continuous gesture's progress is measured in, when it has one
/// (`Recognizer.progressUnit`): the unit of a `repeat:` step
/// (docs/REFERENCE.md §9) and of a `preview:` amount. Each case names the
/// measurement it is (`GestureMeasure`, `GestureData`), so whatever steps,
/// previews or commits a gesture reads the same one; where it is counted
/// from is the reader's choice (`repeat:` counts from `began`).
public enum ProgressUnit: String, Hashable, Sendable, CaseIterable {
  /// A ratio of the fingers' span (`scale`, 1 = none): a pinch. A `repeat:`
  /// step of `10%` is every ×1.1 forward and ÷1.1 back.
  case scale
  /// The fingers' turn about their centroid in degrees, clockwise positive
  /// (`rotation`): a rotation. A step is written `15deg`.
  case angle
  /// The travel of the fingers' centroid in millimetres on the device, along
  /// the gesture's direction (`translation`): a pan, an edge swipe. A step is
  /// written `30mm`.
  case distance
}
