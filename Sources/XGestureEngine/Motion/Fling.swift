/// Where an inertial slide comes to rest (the UIGestureRecognizer tutorial's "slide" point):
/// the velocity decays exponentially by 0.998 per millisecond, as in
/// UIScrollView; slower than 8 mm/s is no fling, faster than 1270 mm/s is capped.
public enum Fling {
  public static let minimumSpeed = 8.0  // mm/s
  public static let maximumSpeed = 1270.0  // mm/s
  public static let decayPerMillisecond = 0.998

  /// ∫₀^∞ 0.998^t dt in seconds: how far (in seconds of the initial velocity) a slide goes.
  public static let glideSeconds = 1 / -Angle.logNearOne(decayPerMillisecond) / 1000

  /// The velocity a fling starts with: zero below the minimum, capped at the maximum (mm/s).
  public static func launchVelocity(_ velocity: Point) -> Point {
    let speed = velocity.length
    guard speed.isFinite, speed >= minimumSpeed else { return .zero }
    return speed > maximumSpeed ? velocity * (maximumSpeed / speed) : velocity
  }

  /// The rest point (mm, unclamped) of a slide from `position` (mm) at `velocity` (mm/s).
  public static func restPoint(from position: Point, velocity: Point) -> Point {
    position + launchVelocity(velocity) * glideSeconds
  }

  /// The rest point on the screen in px, clamped to the screen's pixels (0 … width − 1).
  public static func screenRestPoint(from position: Point, velocity: Point, on device: DeviceGeometry) -> Point {
    device.clampToScreen(device.screenPoint(restPoint(from: position, velocity: velocity)))
  }
}
