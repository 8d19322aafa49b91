public import XGestureEngine

/// What Touchégg's daemon sends for the gesture sequences of one touchpad
/// (docs/REFERENCE.md §15, "Touchégg's clients"), fed the XI 2.4 gesture
/// events the touchpad's driver sends — libinput's own gestures, with their
/// unaccelerated motion in libinput's units and a pinch's scale.
///
/// - A swipe of 3–5 fingers begins when its summed motion passes the start
///   threshold along x or y; its percentage counts that motion from the
///   sequence's begin (so its begin is just above 0 %).
/// - A pinch of 2–5 fingers begins at its first update, in (scale below or
///   at 1) or out (above); its percentage follows the scale.
/// - Every later update sends an update; the sequence's end (cancelled or
///   not) sends the end. A sequence that never began sends nothing.
public struct ToucheggTouchpad: Sendable {
  /// The finger counts whose swipes are sent.
  public static let swipeFingers = 3...5
  /// The finger counts whose pinches are sent.
  public static let pinchFingers = 2...5

  struct Going: Sendable {
    var direction: ToucheggSignal.Direction
    var fingers: Int32
    var began: Double
  }

  enum State: Sendable {
    case idle
    /// A swipe sequence, its summed motion, and its gesture once begun.
    case swipe(moved: Point, going: Going?)
    /// A pinch sequence, its last scale, and its gesture once begun.
    case pinch(scale: Double, going: Going?)
  }

  public let thresholds: ToucheggThresholds
  private(set) var state = State.idle

  /// A touchpad of `width` × `height` mm (nil: its size is unknown).
  public init(width: Double?, height: Double?) {
    thresholds = .touchpad(width: width, height: height)
  }

  /// A sequence begins (its begin event carries nothing Touchégg uses).
  public mutating func began(_ kind: TouchpadMotion) {
    switch kind {
    case .swipe: state = .swipe(moved: .zero, going: nil)
    case .pinch: state = .pinch(scale: 1, going: nil)
    }
  }

  /// An update: `fingers`, the unaccelerated motion, a pinch's scale.
  public mutating func updated(fingers: Int, dx: Double, dy: Double, scale: Double, at time: Double)
    -> [ToucheggSignal]
  {
    switch state {
    case .idle: return []
    case .swipe(var moved, let going):
      moved = moved + Point(x: dx, y: dy)
      if let going {
        state = .swipe(moved: moved, going: going)
        return [swipeSignal(.update, going, moved, at: time)]
      }
      let passed = abs(moved.x) > thresholds.start || abs(moved.y) > thresholds.start
      guard passed, Self.swipeFingers.contains(fingers) else {
        state = .swipe(moved: moved, going: nil)
        return []
      }
      let begun = Going(
        direction: ToucheggProgress.swipeDirection(dx: moved.x, dy: moved.y),
        fingers: Int32(fingers), began: time)
      state = .swipe(moved: moved, going: begun)
      return [swipeSignal(.begin, begun, moved, at: time)]
    case .pinch(let last, let going):
      let scale = scale.isFinite && scale > 0 ? scale : last
      if let going {
        state = .pinch(scale: scale, going: going)
        return [pinchSignal(.update, going, scale, at: time)]
      }
      guard Self.pinchFingers.contains(fingers) else {
        state = .pinch(scale: scale, going: nil)
        return []
      }
      let begun = Going(direction: scale > 1 ? .out : .in, fingers: Int32(fingers), began: time)
      state = .pinch(scale: scale, going: begun)
      return [pinchSignal(.begin, begun, scale, at: time)]
    }
  }

  /// The sequence ends (a swipe's last motion is not counted; a pinch's end
  /// brings its scale).
  public mutating func ended(scale: Double, at time: Double) -> [ToucheggSignal] {
    defer { state = .idle }
    switch state {
    case .idle, .swipe(_, going: nil), .pinch(_, going: nil): return []
    case .swipe(let moved, let going?): return [swipeSignal(.end, going, moved, at: time)]
    case .pinch(let last, let going?):
      let scale = scale.isFinite && scale > 0 ? scale : last
      return [pinchSignal(.end, going, scale, at: time)]
    }
  }

  /// The device is gone: its sequence is forgotten.
  public mutating func reset() { state = .idle }

  private func swipeSignal(
    _ phase: ToucheggSignal.Phase, _ going: Going, _ moved: Point, at time: Double
  ) -> ToucheggSignal {
    let percentage = ToucheggProgress.swipePercentage(
      direction: going.direction, dx: moved.x, dy: moved.y, thresholds: thresholds)
    return signal(phase, .swipe, going, percentage, at: time)
  }

  private func pinchSignal(
    _ phase: ToucheggSignal.Phase, _ going: Going, _ scale: Double, at time: Double
  ) -> ToucheggSignal {
    let percentage = ToucheggProgress.pinchPercentage(direction: going.direction, scale: scale)
    return signal(phase, .pinch, going, percentage, at: time)
  }

  private func signal(
    _ phase: ToucheggSignal.Phase, _ type: ToucheggSignal.GestureType, _ going: Going,
    _ percentage: Double, at time: Double
  ) -> ToucheggSignal {
    ToucheggSignal(
      phase: phase, type: type, direction: going.direction, percentage: percentage,
      fingers: going.fingers, device: .touchpad,
      elapsed: ToucheggProgress.elapsed(from: going.began, to: time))
  }
}
