public import XGestureEngine

/// A RandR output that shows part of the screen: its name, the area of the
/// root window its CRTC shows, and the monitor's physical size as its EDID
/// gives it (XRRGetOutputInfo's `mm_width` × `mm_height`; 0 when the monitor
/// does not say, as virtual outputs often do).
///
/// A touchscreen that reports no size of its own and has none in udev's
/// database is usually the panel of the monitor it is mapped to, so its size
/// is taken from that monitor (`TouchGeometry`), as GNOME's device mapper
/// does.
public struct MonitorOutput: Sendable, Equatable {
  public var name: String
  /// The area its CRTC shows, in root-window pixels.
  public var area: PixelRect
  public var widthMM: Int
  public var heightMM: Int
  /// Refreshes per second of its CRTC's mode (dot clock / (htotal × vtotal));
  /// nil when the mode does not say.
  public var refreshRate: Double?

  public init(name: String, area: PixelRect, widthMM: Int, heightMM: Int, refreshRate: Double? = nil) {
    self.name = name
    self.area = area
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.refreshRate = refreshRate
  }

  /// The monitor's size, when its EDID gives one (both sides above zero).
  public var millimetres: PhysicalSize? {
    guard widthMM > 0, heightMM > 0 else { return nil }
    return PhysicalSize(width: Double(widthMM), height: Double(heightMM), source: .monitor)
  }

  /// The output a touchscreen mapped to `mapping` (root-window pixels) is on:
  /// the only output when there is one, otherwise the one output whose area
  /// contains the mapped area (to a pixel, for rounding). nil when there is
  /// none, or when several contain it (clones: which panel is touched is
  /// not known).
  public static func showing(_ mapping: PixelRect, among outputs: [MonitorOutput])
    -> MonitorOutput?
  {
    if outputs.count == 1 { return outputs[0] }
    let containing = outputs.filter { $0.area.contains(mapping, within: 1) }
    return containing.count == 1 ? containing[0] : nil
  }
}

extension PixelRect {
  /// Whether `other` lies inside this rectangle, each edge allowed `slack` pixels out.
  func contains(_ other: PixelRect, within slack: Double) -> Bool {
    other.x >= x - slack && other.y >= y - slack
      && other.x + other.width <= x + width + slack
      && other.y + other.height <= y + height + slack
  }
}
