/// The velocity of a group of touches whose membership changes: the mean of
/// each finger's own velocity (a least-squares fit per finger, `VelocityTracker`).
///
/// The centroid of the group is no good for this: it jumps when a finger
/// lands or lifts, and when X delivers one frame's moves as events of
/// different times it moves in steps, and a fit takes both for motion. Per
/// finger, neither happens, so the velocity does not change when a finger
/// joins or lifts. A finger counts once it has moved (two samples); one that
/// has not moved for 40 ms counts as at rest. After the last finger lifts,
/// the velocity is that finger's at its lift (a lift is not a sample).
struct TouchVelocity: Sendable {
  private struct Finger: Sendable {
    var id: Int
    var position: Point
    var tracker = VelocityTracker()
  }

  private var fingers: [Finger] = []
  /// The last finger's velocity at its lift, once every finger lifted.
  private var atLastLift = Point.zero

  init() {}

  /// Takes a frame's touches: a sample for each finger that landed or moved.
  mutating func update(_ frame: TouchFrame) {
    let t = frame.time
    switch frame.change {
    case .began(let id):
      if let touch = frame.touches.touch(id) {
        var finger = Finger(id: id, position: touch.position)
        finger.tracker.add(touch.position, at: t)
        fingers.append(finger)
      }
    case .moved:
      for touch in frame.touches {
        guard let i = fingers.firstIndex(where: { $0.id == touch.id }),
          fingers[i].position != touch.position
        else {
          continue
        }
        fingers[i].position = touch.position
        fingers[i].tracker.add(touch.position, at: t)
      }
    case .ended(let id), .cancelled(let id):
      guard let i = fingers.firstIndex(where: { $0.id == id }) else { break }
      let lifted = fingers.remove(at: i)
      if fingers.isEmpty { atLastLift = lifted.tracker.velocity(at: t) }
    }
  }

  /// The velocity at `time` (the last frame's), units per second: the mean
  /// of the fingers down that have an estimate; after the last lift, that
  /// finger's at its lift.
  func velocity(at t: Double) -> Point {
    guard !fingers.isEmpty else { return atLastLift }
    var sum = Point.zero
    var counted = 0
    for finger in fingers {
      guard let v = finger.tracker.estimate(at: t) else { continue }
      sum = sum + v
      counted += 1
    }
    return counted == 0 ? .zero : sum / Double(counted)
  }
}
