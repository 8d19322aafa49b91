public import XGestureEngine

/// One gesture's wheel as `scroll:` turns it (docs/REFERENCE.md §9, §11):
/// where it is, one click per `step` mm of travel on each axis, counted from
/// where its touches landed, and the clicks sent so far on each (signed:
/// positive for travel right or down). Travel back sends clicks the other way.
public struct ScrollTrack: Hashable, Sendable {
  public let style: ScrollStyle
  /// mm of travel per click.
  public let step: Double
  /// Where its clicks go, root px: each puts the pointer there with its
  /// press (`DesktopRequest.click(_:at:)`) and leaves it there, as a wheel's
  /// clicks go to the window under a pointer that stays put (a
  /// touchscreen's landing point, whatever the fingers, the touch's pointer
  /// emulation or a mouse did meanwhile). nil: where the pointer is (a
  /// touchpad's, which its gesture does not move).
  public let place: ScreenPoint?
  /// Whole steps sent so far, right and down positive.
  public private(set) var sentX = 0
  public private(set) var sentY = 0

  public init(style: ScrollStyle, step: Double, at place: ScreenPoint? = nil) {
    self.style = style
    self.step = step
    self.place = place
  }

  /// The whole steps in a travel of (`dx`, `dy`) mm, toward zero.
  public func steps(dx: Double, dy: Double) -> (x: Int, y: Int) {
    (Self.whole(dx / step), Self.whole(dy / step))
  }

  /// The clicks that bring the wheel to a travel of (`dx`, `dy`) mm: the
  /// vertical ones first, each a press and release of its button, at
  /// `place` when there is one.
  public mutating func clicks(toTravel dx: Double, _ dy: Double) -> [DesktopRequest] {
    let target = steps(dx: dx, dy: dy)
    let vertical = target.y - sentY
    let horizontal = target.x - sentX
    sentX = target.x
    sentY = target.y
    let up = style.button(horizontal: false, fingersForward: vertical > 0)
    let across = style.button(horizontal: true, fingersForward: horizontal > 0)
    let buttons = Array(repeating: up, count: abs(vertical)) + Array(repeating: across, count: abs(horizontal))
    guard let place else { return buttons.map { .clickButton($0) } }
    return buttons.map { .click($0, at: place) }
  }

  private static func whole(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(value.rounded(.towardZero))
  }
}

extension ScrollStyle {
  /// The wheel button (XTest's 4 up, 5 down, 6 left, 7 right) for a step of
  /// the fingers along an axis, `fingersForward` when they move right or down:
  /// natural scrolling moves the content with them (fingers down, the view
  /// goes up: 4), traditional turns the wheel the way they go (down: 5).
  public func button(horizontal: Bool, fingersForward: Bool) -> Int {
    let towardStart = (self == .natural) == fingersForward
    return horizontal ? (towardStart ? 6 : 7) : (towardStart ? 4 : 5)
  }
}
