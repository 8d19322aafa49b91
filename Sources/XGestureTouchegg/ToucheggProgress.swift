/// How Touchégg's daemon turns motion into a direction and a percentage
/// (docs/REFERENCE.md §15, "Touchégg's clients").
enum ToucheggProgress {
  /// A swipe's direction: the axis that moved more, then its sign (y grows
  /// downwards); a tie goes to the vertical axis.
  static func swipeDirection(dx: Double, dy: Double) -> ToucheggSignal.Direction {
    if abs(dx) > abs(dy) { return dx > 0 ? .right : .left }
    return dy > 0 ? .down : .up
  }

  /// A swipe's percentage: the motion along its direction, less the start
  /// threshold, over the start threshold plus the finish, at most 100. The
  /// motion is counted from where the swipe's deltas are counted from: on a
  /// touchscreen from where the fingers were at its begin (so it stays 0
  /// for another start threshold), on a touchpad from the sequence's begin.
  static func swipePercentage(
    direction: ToucheggSignal.Direction, dx: Double, dy: Double, thresholds: ToucheggThresholds
  ) -> Double {
    let along: Double
    switch direction {
    case .up: along = -dy
    case .down: along = dy
    case .left: along = -dx
    case .right: along = dx
    case .in, .out, .unknown: along = 0
    }
    let past = max(0, along - thresholds.start)
    let whole = thresholds.start + thresholds.finish(for: direction)
    guard whole > 0 else { return 0 }
    return min(past * 100 / whole, 100)
  }

  /// A pinch's percentage from its scale (1 at its begin): in, 0 % at 1 and
  /// 100 % at 0; out, 0 % at 1 and 100 % at 2.
  static func pinchPercentage(direction: ToucheggSignal.Direction, scale: Double) -> Double {
    guard scale.isFinite else { return 0 }
    switch direction {
    case .in: return min(100, (1 - min(1, scale)) * 100)
    case .out: return min(100, max(0, min(2, scale) - 1) * 100)
    case .up, .down, .left, .right, .unknown: return 0
    }
  }

  /// Milliseconds from `start` to `now`, whole, never negative.
  static func elapsed(from start: Double, to now: Double) -> UInt64 {
    let ms = (now - start).rounded(.down)
    return ms.isFinite && ms > 0 ? UInt64(ms) : 0
  }
}
