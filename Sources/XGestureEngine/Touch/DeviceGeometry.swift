/// A touch device as the engine needs it: its surface in millimetres and the
/// part of the screen that surface maps to. Every physical default of the
/// engine (3 mm slop, 8 mm swipe) is measured on the surface; everything the
/// engine reports to commands is converted to screen pixels here.
public struct DeviceGeometry: Hashable, Sendable {
  /// The XI device id.
  public var id: Int
  public var name: String
  /// Surface size in millimetres.
  public var width: Double
  public var height: Double
  /// Size of the whole screen (root window) in pixels; fling points are clamped to its last pixel.
  public var screenWidth: Double
  public var screenHeight: Double
  /// Where the surface maps on the screen, in pixels (the whole screen unless told).
  public var mapping: PixelRect
  /// A touchscreen, or a touchpad whose gestures arrive as virtual contacts.
  public var source: DeviceSource

  /// A device that spans the whole screen.
  public init(
    id: Int, name: String, width: Double, height: Double, screenWidth: Double, screenHeight: Double,
    source: DeviceSource = .touchscreen
  ) {
    self.init(
      id: id, name: name, width: width, height: height, screenWidth: screenWidth,
      screenHeight: screenHeight,
      mapping: PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight), source: source)
  }

  public init(
    id: Int, name: String, width: Double, height: Double, screenWidth: Double, screenHeight: Double,
    mapping: PixelRect, source: DeviceSource = .touchscreen
  ) {
    self.id = id
    self.name = name
    self.width = width
    self.height = height
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.mapping = mapping
    self.source = source
  }

  /// Whether `mapping` is the whole screen (the trace writer then omits `at`).
  public var spansScreen: Bool {
    mapping == PixelRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
  }

  /// Pixels per millimetre along x and y.
  public var pixelsPerMillimetre: Point {
    Point(x: mapping.width / width, y: mapping.height / height)
  }

  /// A surface position (mm) as a root-window position (px).
  public func screenPoint(_ p: Point) -> Point {
    let s = pixelsPerMillimetre
    return Point(x: mapping.x + p.x * s.x, y: mapping.y + p.y * s.y)
  }

  /// A surface vector (mm, mm/s) as a screen vector (px, px/s).
  public func screenVector(_ v: Point) -> Point {
    let s = pixelsPerMillimetre
    return Point(x: v.x * s.x, y: v.y * s.y)
  }

  /// A root-window position (px) as a surface position (mm).
  public func surfacePoint(_ p: Point) -> Point {
    let s = pixelsPerMillimetre
    return Point(x: (p.x - mapping.x) / s.x, y: (p.y - mapping.y) / s.y)
  }

  /// A length in pixels as millimetres on this surface (the mean of both axes' scales).
  public func millimetres(fromPixels px: Double) -> Double {
    let s = pixelsPerMillimetre
    return px / ((s.x + s.y) / 2)
  }

  /// A screen point clamped to the screen's pixels: x in 0 … width − 1, y
  /// in 0 … height − 1 (on a 1920-px screen the last pixel is 1919).
  public func clampToScreen(_ p: Point) -> Point {
    Point(x: min(max(p.x, 0), max(screenWidth - 1, 0)), y: min(max(p.y, 0), max(screenHeight - 1, 0)))
  }
}
