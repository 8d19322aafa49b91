public import XGestureEngine
import XGestureScreen

/// A touchscreen that reports no size of its own and has none in udev's
/// database is usually the panel of the monitor it is mapped to, so its size
/// is taken from that monitor (`TouchGeometry`), as GNOME's device mapper
/// does.
extension Monitor {
  /// The monitor's size, when its EDID gives one (both sides above zero).
  public var millimetres: PhysicalSize? {
    guard widthMM > 0, heightMM > 0 else { return nil }
    return PhysicalSize(width: Double(widthMM), height: Double(heightMM), source: .monitor)
  }

  /// The monitor a touchscreen mapped to `mapping` (root-window pixels) is on:
  /// the only one when there is one, otherwise the one monitor whose area
  /// contains the mapped area (to a pixel, for rounding). nil when there is
  /// none, or when several contain it (clones: which panel is touched is
  /// not known).
  public static func showing(_ mapping: PixelRect, among monitors: [Monitor]) -> Monitor? {
    if monitors.count == 1 { return monitors[0] }
    let containing = monitors.filter { $0.area.contains(mapping, within: 1) }
    return containing.count == 1 ? containing[0] : nil
  }
}
