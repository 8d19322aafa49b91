/// What a continuous gesture's progress is measured in, when it has one
/// (`Recognizer.progressUnit`): the unit of a `repeat:` step
/// (docs/REFERENCE.md §9) and of a `preview:` amount. Each unit names the
/// measurement it follows, so whoever steps or previews a gesture reads the
/// same one: in `GestureMeasure` and `GestureData`, and counted from where
/// the reader starts (the `began` for a `repeat:`).
public enum ProgressUnit: String, Hashable, Sendable, CaseIterable {
  /// The ratio of the fingers' span to where it started (`scale`, 1 = none);
  /// a step of `10%` is every ×1.1 forward and ÷1.1 back.
  case scale
  /// The fingers' turn about their centroid, in degrees, clockwise positive
  /// (`rotation`); a step is written `15deg`.
  case angle
  /// The travel of the fingers' centroid in millimetres on the device, along
  /// the gesture's direction (`translation`); a step is written `30mm`.
  case distance
}
