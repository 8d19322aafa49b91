import XGestureTestSupport

extension TouchBed {
  /// Puts `fingers` fingers down `spacing` mm apart (rightwards) from (x, y)
  /// mm and lifts them together 8 ms later.
  func tap(fingers: Int, x: Double, y: Double, spacing: Double = 20) throws {
    for slot in 0..<fingers { down(slot: slot, x: x + Double(slot) * spacing, y: y) }
    try frame()
    pause(8)
    for slot in 0..<fingers { up(slot: slot) }
    try frame()
  }
}
