/// The velocity of a group of touches whose membership changes: the mean of
/// each finger's own velocity (a least-squares fit per finger, `VelocityTracker`).
///
/// The centroid of the group is no good for this: it jumps when a finger
/// lands or lifts, and when X delivers one frame's moves as events of
/// different times it moves in steps, and a fit takes both for motion. Per
/// finger, neither happens, so the velocity does not change when a finger
/// joins or lifts. Every position X reported for a finger is a sample, at
/// the same place too: a finger that rests, then moves, keeps its rest in the
/// fit. A finger counts once it has two samples; one without a sample for
/// 40 ms counts as at rest. After the last finger lifts, the velocity is that
/// finger's at its lift (a lift is not a sample).
struct TouchVelocity: Sendable {
  private struct Finger: Sendable {
    var id: Int
    var tracker = VelocityTracker()
  }

  private var fingers: [Finger] = []
  /// The last finger's velocity at its lift, once every finger lifted.
  private var atLastLift = Point.zero
  /// How many times it changed (`update`, `reset`): what a `VelocityMark` names.
  private(set) var updates = 0

  init() {}

  /// Takes a frame's touches: a sample for each finger that landed, and for
  /// each the frame reported (`ActiveTouch.reported`), moved or not — a
  /// finger at rest is still a sample, as in Flutter and Android; a touch the
  /// frame carries only at its last position is not.
  mutating func update(_ frame: TouchFrame) { update(at: frame.time, frame.change, touches: frame.touches) }

  /// `update(_:)` for a frame about to be made (the arena's, which carries the result).
  mutating func update(at t: Double, _ change: TouchChange, touches: [ActiveTouch]) {
    updates &+= 1
    switch change {
    case .began(let id):
      if let touch = touches.touch(id) {
        var finger = Finger(id: id)
        finger.tracker.add(touch.position, at: t)
        fingers.append(finger)
      }
    case .moved:
      for touch in touches where touch.reported {
        guard let i = fingers.firstIndex(where: { $0.id == touch.id }) else { continue }
        fingers[i].tracker.add(touch.position, at: t)
      }
    case .ended(let id), .cancelled(let id):
      guard let i = fingers.firstIndex(where: { $0.id == id }) else { break }
      let lifted = fingers.remove(at: i)
      if fingers.isEmpty { atLastLift = lifted.tracker.velocity(at: t) }
    }
  }

  /// Forgets every finger (the device went away); the count of updates goes on.
  mutating func reset() {
    fingers.removeAll()
    atLastLift = .zero
    updates &+= 1
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
