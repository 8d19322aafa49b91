public import XGestureEngine

/// A monitor: the part of the root window one RandR output shows (its
/// CRTC's area), its name, its physical size as its EDID gives it, and how
/// often it refreshes. The one monitor of every part: the bridge sizes a
/// touchscreen by it, the desktop finds a window's work area on it, the
/// overlay covers it with a window and paces its frames by it.
public struct Monitor: Hashable, Sendable {
  public var name: String
  /// Its area of the root window, px.
  public var area: PixelRect
  /// Its physical size (XRRGetOutputInfo's `mm_width` × `mm_height`; 0 when
  /// the monitor does not say, as virtual outputs often do).
  public var widthMM: Int
  public var heightMM: Int
  /// Refreshes per second (`Monitor.refreshRate(ofMode:)`).
  public var refreshRate: Double

  /// `modeRate`: its CRTC's mode's refresh rate, nil when the mode does not say.
  public init(name: String, area: PixelRect, widthMM: Int = 0, heightMM: Int = 0, refreshRate modeRate: Double? = nil) {
    self.name = name
    self.area = area
    self.widthMM = widthMM
    self.heightMM = heightMM
    refreshRate = Self.refreshRate(ofMode: modeRate)
  }

  /// The refresh rate taken for a monitor whose mode does not say, Hz.
  public static let unknownRefreshRate = 60.0

  /// The refresh rate, Hz, of a monitor whose CRTC's mode refreshes
  /// `modeRate` times a second (dot clock / (htotal × vtotal)): that, or
  /// `unknownRefreshRate` when the mode does not say (nil, zero, not finite).
  public static func refreshRate(ofMode modeRate: Double?) -> Double {
    guard let modeRate, modeRate > 0, modeRate.isFinite else { return unknownRefreshRate }
    return modeRate
  }

  /// Milliseconds between two refreshes: the shortest interval between two frames.
  public var period: Double { 1000 / refreshRate }

  /// The monitor `point` is on: the first whose area contains it, else the
  /// nearest (a point in a gap between monitors, or off the screen).
  /// `monitors` must not be empty.
  public static func index(of point: Point, among monitors: [Monitor]) -> Int {
    guard let index = PixelRect.index(at: point, nearestAmong: monitors.map(\.area)) else {
      preconditionFailure("a point is on a monitor only when there is one")
    }
    return index
  }
}
