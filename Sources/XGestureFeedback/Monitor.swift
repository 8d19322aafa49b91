public import XGestureEngine

/// A monitor the overlay may cover: the part of the root window one RandR
/// output shows, and how often it refreshes.
public struct Monitor: Hashable, Sendable {
  public var name: String
  /// Its area of the root window, px.
  public var area: PixelRect
  /// Refreshes per second (from its RandR mode); 60 when it does not say.
  public var refreshRate: Double

  public init(name: String, area: PixelRect, refreshRate: Double = 60) {
    self.name = name
    self.area = area
    self.refreshRate = refreshRate > 0 && refreshRate.isFinite ? refreshRate : 60
  }

  /// Milliseconds between two refreshes: the shortest interval between two frames.
  public var period: Double { 1000 / refreshRate }

  /// The monitor `point` is on: the first whose area contains it, else the
  /// nearest (a point in a gap between monitors, or off the screen).
  /// `monitors` must not be empty.
  public static func index(of point: Point, among monitors: [Monitor]) -> Int {
    precondition(!monitors.isEmpty, "a point is on a monitor only when there is one")
    if let inside = monitors.firstIndex(where: { $0.area.contains(point) }) { return inside }
    var best = 0
    var bestDistance = Double.infinity
    for (index, monitor) in monitors.enumerated() {
      let a = monitor.area
      let dx = max(a.x - point.x, 0, point.x - (a.x + a.width))
      let dy = max(a.y - point.y, 0, point.y - (a.y + a.height))
      let distance = dx * dx + dy * dy
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }
}
