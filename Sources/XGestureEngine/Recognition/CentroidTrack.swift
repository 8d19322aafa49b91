/// The translation of a group of touches whose membership changes: when a
/// finger lands or lifts, the centroid jumps, so the track carries the
/// translation so far and re-baselines on the new centroid (no jump).
struct CentroidTrack: Sendable {
  private var origin: Point
  private var carried = Point.zero
  private(set) var centroid: Point

  init(at centroid: Point) {
    origin = centroid
    self.centroid = centroid
  }

  /// The total translation since `init`, after this frame.
  var translation: Point { carried + (centroid - origin) }

  mutating func update(_ frame: TouchFrame) {
    if frame.fingersChanged {
      carried = translation
      if !frame.touches.isEmpty {
        origin = frame.centroid
        centroid = frame.centroid
      } else {
        origin = centroid
      }
    } else if !frame.touches.isEmpty {
      centroid = frame.centroid
    }
  }
}
