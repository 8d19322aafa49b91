import Foundation

/// Raw finger scripts on the bed's umockdev touchpads, for libinput to
/// recognize: all fingers go down in one frame, move in `steps` frames
/// `interval` ms apart, and lift together one `interval` after the last move.
/// Each is a `script`: frame k goes out at k × `interval` after the first
/// from the bed's pacing thread, and carries that moment as its evdev time,
/// the clock libinput asks evdev for. Positions are millimetres from the
/// touchpad's top-left corner.
extension TouchBed {
  /// `fingers` fingers side by side, `spacing` mm apart, centred on (`x`,
  /// `y`), moving together by (`dx`, `dy`) mm: a swipe when there are three
  /// or more, scrolling with two, pointer motion with one. Returns when the
  /// first frame and the lift were written.
  @discardableResult
  public func touchpadSwipe(
    fingers: Int = 3, x: Double = 50, y: Double = 30, dx: Double, dy: Double, spacing: Double = 12,
    steps: Int = 20, interval: Double = 10, touchpad: TouchpadDescription? = nil
  ) throws(BedError) -> GesturePlayback {
    let pad = try touchpadOrFirst(touchpad)
    let offsets = (0..<fingers).map { (Double($0) - Double(fingers - 1) / 2) * spacing }
    return try playFingers(fingers: fingers, steps: steps, interval: interval, touchpad: pad) {
      finger, k in
      let progress = Double(k) / Double(steps)
      return (x + offsets[finger] + dx * progress, y + dy * progress)
    }
  }

  /// `fingers` fingers evenly spaced on a circle centred on (`x`, `y`) whose
  /// diameter goes from `fromSpan` to `toSpan` mm while it turns by `degrees`
  /// (clockwise positive, as on screen): a pinch, a spread, a rotation.
  @discardableResult
  public func touchpadPinch(
    fingers: Int = 2, x: Double = 50, y: Double = 30, fromSpan: Double = 20, toSpan: Double = 40,
    degrees: Double = 0, steps: Int = 20, interval: Double = 10,
    touchpad: TouchpadDescription? = nil
  ) throws(BedError) -> GesturePlayback {
    let pad = try touchpadOrFirst(touchpad)
    return try playFingers(fingers: fingers, steps: steps, interval: interval, touchpad: pad) {
      finger, k in
      let progress = Double(k) / Double(steps)
      let radius = (fromSpan + (toSpan - fromSpan) * progress) / 2
      let angle = (Double(finger) / Double(fingers) * 360 + degrees * progress) * Double.pi / 180
      return (x + radius * cos(angle), y + radius * sin(angle))
    }
  }

  private func playFingers(
    fingers: Int, steps: Int, interval: Double, touchpad: TouchpadDescription,
    position: (Int, Int) -> (x: Double, y: Double)
  ) throws(BedError) -> GesturePlayback {
    guard fingers >= 1, fingers <= touchpad.slots, steps >= 1 else {
      throw .misuse(
        "a touchpad script needs 1…\(touchpad.slots) fingers and a step, not \(fingers) and \(steps)"
      )
    }
    let played = try playScript { () throws(BedError) in
      for k in 0...steps + 1 {
        if k > 0 { pause(interval) }
        for finger in 0..<fingers {
          switch k {
          case 0:
            let (px, py) = position(finger, 0)
            down(slot: finger, x: px, y: py, touchpad: touchpad)
          case steps + 1:
            up(slot: finger, touchpad: touchpad)
          default:
            let (px, py) = position(finger, k)
            move(slot: finger, x: px, y: py, touchpad: touchpad)
          }
        }
        try frame()
      }
    }
    guard let written = played?.written, let first = written.first, let last = written.last else {
      throw .misuse("a touchpad script returns when its frames were written: play it outside script { }")
    }
    return GesturePlayback(begin: first, end: last)
  }

  private func touchpadOrFirst(_ touchpad: TouchpadDescription?) throws(BedError)
    -> TouchpadDescription
  {
    guard let pad = touchpad ?? touchpads.first else {
      throw .misuse("the touch bed has no umockdev touchpad — pass touchpads:")
    }
    return pad
  }
}
