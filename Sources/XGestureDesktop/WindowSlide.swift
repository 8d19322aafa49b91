/// A window sliding on after a `window: move` pan ended: the inertia of the UIGestureRecognizer tutorial's pan
/// on the desktop (docs/REFERENCE.md §9). From where the pan left it, the
/// window travels the fling's distance along the fling's own decay
/// (`Glide`: covered fraction 1 − 0.998^t after t ms, over with less than
/// half a pixel left) — kept inside the work area.
public struct WindowSlide: Sendable, Equatable {
  /// Where the window's top left was when the pan ended, px.
  public var startX: Double
  public var startY: Double
  /// The whole way it would go unclamped (the fling point minus the lift point), px, from when it started.
  public var glide: Glide
  /// Where the window's top left may be: the work area minus the window's size.
  public var minX: Double
  public var minY: Double
  public var maxX: Double
  public var maxY: Double

  public init(
    startX: Double, startY: Double, distanceX: Double, distanceY: Double, startTime: Double,
    bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) {
    self.startX = startX
    self.startY = startY
    glide = Glide(distanceX: distanceX, distanceY: distanceY, startTime: startTime, restDistance: 0.5)
    minX = bounds.minX
    minY = bounds.minY
    maxX = max(bounds.minX, bounds.maxX)
    maxY = max(bounds.minY, bounds.maxY)
  }

  /// The window's top left at `time`, whole px, and whether the slide is
  /// over (less than half a pixel left to go).
  public func position(at time: Double) -> (x: Int, y: Int, done: Bool) {
    let covered = glide.covered(at: time)
    let x = min(max(startX + covered.x, minX), maxX)
    let y = min(max(startY + covered.y, minY), maxY)
    return (Int(x.rounded()), Int(y.rounded()), covered.done)
  }
}
