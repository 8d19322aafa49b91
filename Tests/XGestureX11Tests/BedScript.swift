import Foundation
import XGestureTestSupport

/// Finger scripts on a bed, paced like a hand (about one frame per 8 ms).
extension TouchBed {
  func tap(x: Double = 147, y: Double = 82.5, slot: Int = 0) throws {
    down(slot: slot, x: x, y: y)
    try frame()
    pace()
    up(slot: slot)
    try frame()
  }

  /// Puts `fingers` fingers down 15 mm apart from (x, y), moves them by
  /// (dx, dy) mm in `steps` frames, and lifts them.
  func stroke(fingers: Int = 1, x: Double, y: Double, dx: Double, dy: Double, steps: Int = 10, lift: Bool = true)
    throws
  {
    for f in 0..<fingers { down(slot: f, x: x, y: y + Double(f) * 15) }
    try frame()
    for step in 1...steps {
      pace()
      let k = Double(step) / Double(steps)
      for f in 0..<fingers { move(slot: f, x: x + dx * k, y: y + Double(f) * 15 + dy * k) }
      try frame()
    }
    guard lift else { return }
    pace()
    for f in 0..<fingers { up(slot: f) }
    try frame()
  }

  /// The time between two frames of a moving finger: the injection's own
  /// pacing, not a wait for a condition.
  func pace() { usleep(8_000) }
}
