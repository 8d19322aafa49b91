/// How far fingers move before Touchégg's daemon begins a swipe, and how much
/// farther a swipe goes to reach 100 % (docs/REFERENCE.md §15, "Touchégg's
/// clients"). Its daemon derives both from the device's physical size:
///
/// - a touchscreen, in millimetres: the start is 2 % of the shorter side,
///   the finish 16 % of the width (left and right) or of the height (up and
///   down);
/// - a touchpad, in libinput's unaccelerated gesture units (1000 dpi): the
///   start is 1 % of the shorter side and the finish 9 % of the width or
///   height, each converted to those units (the numbers of a daemon built
///   against libinput 1.18 or later, as every current distribution's is);
/// - a touchpad whose size is unknown: 200 units to start, 2500 to finish.
public struct ToucheggThresholds: Equatable, Sendable {
  /// The average motion that begins a swipe or pinch, in the device's unit.
  public var start: Double
  /// The motion past `start` that makes a left or right swipe 100 %.
  public var finishHorizontal: Double
  /// The motion past `start` that makes an up or down swipe 100 %.
  public var finishVertical: Double

  public init(start: Double, finishHorizontal: Double, finishVertical: Double) {
    self.start = start
    self.finishHorizontal = finishHorizontal
    self.finishVertical = finishVertical
  }

  /// The share of the shorter side that begins a gesture on a touchscreen.
  static let touchscreenStart = 0.02
  /// The share of the width or height that finishes a touchscreen swipe.
  static let touchscreenFinish = 0.16
  /// The share of the shorter side that begins a touchpad swipe.
  static let touchpadStart = 0.01
  /// The share of the width or height that finishes a touchpad swipe.
  static let touchpadFinish = 0.09
  /// libinput's gesture units per millimetre: 1000 per inch.
  static let touchpadUnitsPerMillimetre = 1000 / 25.4

  /// A touchscreen of `width` × `height` mm; distances in mm.
  public static func touchscreen(width: Double, height: Double) -> ToucheggThresholds {
    ToucheggThresholds(
      start: min(width, height) * touchscreenStart,
      finishHorizontal: width * touchscreenFinish,
      finishVertical: height * touchscreenFinish)
  }

  /// A touchpad of `width` × `height` mm, or of unknown size (nil or not
  /// positive); distances in libinput's unaccelerated units.
  public static func touchpad(width: Double?, height: Double?) -> ToucheggThresholds {
    guard let width, let height, width > 0, height > 0 else { return touchpadUnknownSize }
    let units = touchpadUnitsPerMillimetre
    return ToucheggThresholds(
      start: min(width, height) * units * touchpadStart,
      finishHorizontal: width * units * touchpadFinish,
      finishVertical: height * units * touchpadFinish)
  }

  /// What Touchégg's daemon uses for a device that reports no size.
  public static let touchpadUnknownSize = ToucheggThresholds(
    start: 200, finishHorizontal: 2500, finishVertical: 2500)

  /// The finish for a swipe going `direction` (a pinch has none).
  func finish(for direction: ToucheggSignal.Direction) -> Double {
    switch direction {
    case .left, .right: finishHorizontal
    case .up, .down, .in, .out, .unknown: finishVertical
    }
  }
}
