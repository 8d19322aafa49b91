/// Key presses held until a window has the focus (docs/REFERENCE.md §9):
/// `keys:` to the window under the gesture found it inactive, asked the
/// window manager to activate it, and waits — until the window's FocusIn,
/// at most `limit` — before the presses are made. Keys that come meanwhile
/// join the wait, so that every press keeps its order.
public struct FocusWait: Hashable, Sendable {
  /// How long the presses wait for the focus at most, ms; then they go to
  /// whatever has the focus.
  public static let limit = 100.0

  /// The client window that was asked to take the focus.
  public let window: UInt
  /// When the presses go anyway, ms.
  public let deadline: Double
  /// The presses held, in order: each a chord's keycodes.
  public private(set) var presses: [[Keycode]]

  public init(window: UInt, since now: Double, presses: [[Keycode]]) {
    self.window = window
    deadline = now + Self.limit
    self.presses = presses
  }

  /// More presses, after those held.
  public mutating func hold(_ more: [[Keycode]]) { presses += more }
}
