import XGestureEngine
import XGestureScreen

/// The monitors and the work area as the desktop's decisions see them: which
/// monitor a window or a point is on, and that monitor's work area — the
/// monitor's area inside `_NET_WORKAREA` (which covers all monitors at once,
/// less the panels), so a panel on one monitor leaves the others whole.
/// Without RandR outputs the whole work area is the one monitor.
public struct ScreenLayout: Hashable, Sendable {
  public var monitors: [ScreenRect]
  public var workArea: ScreenRect

  public init(monitors: [ScreenRect], workArea: ScreenRect) {
    self.monitors = monitors
    self.workArea = workArea
  }

  /// What the server says now (two questions: the monitors, the work area).
  public init(asking server: some DesktopQueries) {
    self.init(monitors: server.monitors().map { ScreenRect($0.area) }, workArea: server.workArea())
  }

  /// The monitor a frame is on: the one holding its centre, else the one it
  /// overlaps most, else the one nearest to its centre.
  public func monitor(of frame: ScreenRect) -> ScreenRect {
    if monitors.contains(where: { $0.contains(frame.centre) }) { return monitor(at: frame.centre) }
    let overlaps = monitors.map { $0.intersection(frame).map { $0.width * $0.height } ?? 0 }
    if let best = overlaps.indices.max(by: { overlaps[$0] < overlaps[$1] }), overlaps[best] > 0 {
      return monitors[best]
    }
    return monitor(at: frame.centre)
  }

  /// The monitor a point is on: the first holding it, else the nearest
  /// (`Rect.index(at:nearestAmong:)`); the work area without monitors.
  public func monitor(at point: ScreenPoint) -> ScreenRect {
    ScreenRect.index(at: point, nearestAmong: monitors).map { monitors[$0] } ?? workArea
  }

  /// A monitor's work area: the part of `_NET_WORKAREA` on it, else all of it.
  public func workArea(of monitor: ScreenRect) -> ScreenRect {
    monitor.intersection(workArea) ?? monitor
  }
}
