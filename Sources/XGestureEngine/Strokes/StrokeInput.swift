/// What a stroke is drawn with (docs/REFERENCE.md §16): fingers (a
/// touchscreen's centroid, a touchpad's swipe), resting `hold` ms first if
/// given, or a mouse button, whose press held still `passAfter` ms passes
/// to the application. Exactly one of `fingers:` and `button:`.
public enum StrokeInput: Hashable, Sendable {
  case fingers(ClosedRange<Int>, hold: Double?)
  case button(Int, passAfter: Double)

  /// The input of a stroke's parameters: `fingers` (1 unless given) or
  /// `button`, never both; `hold` with fingers only, `pass-after` (given:
  /// non-nil) with a button only.
  init(fingers: ClosedRange<Int>?, button: Int?, hold: Double?, passAfter: Double?, defaultPassAfter: Double)
    throws(ParameterError)
  {
    switch (fingers, button) {
    case (_?, _?):
      throw ParameterError(
        key: "button", message: "a stroke is drawn with fingers or with a button, not both — remove one")
    case (let fingers, nil):
      if passAfter != nil {
        throw ParameterError(
          key: "pass-after", message: "pass-after is for a stroke drawn with a button; with fingers use hold")
      }
      self = .fingers(fingers ?? 1...1, hold: hold)
    case (nil, let button?):
      if hold != nil {
        throw ParameterError(
          key: "hold", message: "hold is for a stroke drawn with fingers; with a button use pass-after")
      }
      self = .button(button, passAfter: passAfter ?? defaultPassAfter)
    }
  }
}
