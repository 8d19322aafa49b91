/// Wheel clicks made as a swipe travels → `scroll:` (docs/REFERENCE.md §9).
///
/// X turns the wheel with buttons 4 (up), 5 (down), 6 (left) and 7
/// (right). Clicks of the button a swipe's direction turns, as the fingers
/// travel, are what `scroll: traditional` does (a motion up clicks 4); of
/// the opposite one, `scroll: natural` (the content follows the fingers).
/// `scroll:` also turns the wheel across that direction and glides on after
/// the lift, as a touchpad's scrolling does: the import says so in a note.
enum WheelScroll {
  /// The button a motion turns the wheel with, the traditional way.
  private static let traditional = ["up": 4, "down": 5, "left": 6, "right": 7]
  private static let opposite = [4: 5, 5: 4, 6: 7, 7: 6]

  static let note =
    "the wheel clicks become scroll:, which also scrolls across the swipe's direction and glides on after the lift, as a touchpad's scrolling does"

  /// `traditional` or `natural` for clicks of `kind` as a swipe `direction`
  /// travels; nil when `kind` is no wheel click at the pointer on that axis.
  static func style(_ kind: ImportedAction.Kind, along direction: String) -> String? {
    guard let button = button(kind), let forward = traditional[direction] else { return nil }
    if button == forward { return "traditional" }
    return button == opposite[forward] ? "natural" : nil
  }

  /// The same, for clicks forward and `reverse` ones as the fingers come
  /// back: `reverse` must turn the wheel the other way.
  static func style(
    _ kind: ImportedAction.Kind, reverse: ImportedAction.Kind, along direction: String
  ) -> String? {
    guard let style = style(kind, along: direction), let forward = button(kind),
      button(reverse) == opposite[forward]
    else { return nil }
    return style
  }

  /// `xdotool click 4` … `7` as the command mapping makes it.
  private static func button(_ kind: ImportedAction.Kind) -> Int? {
    guard case .click(let name, atPointer: true) = kind, let button = Int(name),
      (4...7).contains(button)
    else {
      return nil
    }
    return button
  }
}
