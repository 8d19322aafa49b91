/// The motion of a gesture's touches from its first landing: the centroid's
/// translation (`CentroidTrack`, no jump when a finger lands or lifts); their
/// velocity is the frame's (`TouchFrame.velocity`). The lead-in a pan, a
/// swipe and an edge swipe share: started by the first touch's frame, then
/// fed every frame.
struct TouchMotion: Sendable {
  private var track = CentroidTrack(at: .zero)

  init() {}

  /// The gesture's first touch landed (`frame`): its time, fingers and
  /// centroid go into `measure`, and the motion counts from here.
  mutating func start(_ frame: TouchFrame, into measure: inout GestureMeasure) {
    measure.start(frame)
    track = CentroidTrack(at: frame.centroid)
  }

  /// Takes a later frame, puts its centroid into `measure`, and returns the
  /// translation since the landing.
  mutating func follow(_ frame: TouchFrame, into measure: inout GestureMeasure) -> Point {
    track.update(frame)
    measure.centroid = frame.centroid
    return track.translation
  }
}
