#if canImport(Glibc)
  import Glibc
#endif

/// Finger scripts on a bed, paced like a hand (by default one frame per 8 ms).
/// Each is a `script`: its frames go out at their moments from the bed's
/// pacing thread, however loaded the machine. The pauses are the pacing — the
/// time between a hand's frames — never a wait for a condition.
extension TouchBed {
  /// One finger down at (x, y) mm and lifted `hold` ms later, on `device`
  /// (by default the bed's first touchscreen).
  public func tap(
    x: Double = 147, y: Double = 82.5, slot: Int = 0, hold: Double = 8, device: TouchscreenDescription? = nil
  ) throws(BedError) {
    try script { () throws(BedError) in
      down(slot: slot, x: x, y: y, device: device)
      try frame()
      pause(hold)
      up(slot: slot, device: device)
      try frame()
    }
  }

  /// Puts `fingers` fingers down 15 mm apart (downwards) from (x, y), holds
  /// them still for `landed` ms, moves them by (dx, dy) mm in `steps` frames
  /// `interval` ms apart, holds them still for `rest` ms, and lifts them
  /// (unless `lift` is false).
  public func stroke(
    fingers: Int = 1, x: Double, y: Double, dx: Double, dy: Double, steps: Int = 10, interval: Double = 8,
    landed: Double = 0, rest: Double = 0, lift: Bool = true
  ) throws(BedError) {
    try script { () throws(BedError) in
      for f in 0..<fingers { down(slot: f, x: x, y: y + Double(f) * 15) }
      try frame()
      pause(landed)
      for step in 1...steps {
        pause(interval)
        let k = Double(step) / Double(steps)
        for f in 0..<fingers { move(slot: f, x: x + dx * k, y: y + Double(f) * 15 + dy * k) }
        try frame()
      }
      guard lift else { return }
      pause(max(rest, interval))
      for f in 0..<fingers { up(slot: f) }
      try frame()
    }
  }

  /// One finger drawn through `points` (mm), one frame every `interval`
  /// ms, resting `landed` ms where it lands before it moves (unless `lift`
  /// is false, lifted at the last point).
  public func draw(
    _ points: [(x: Double, y: Double)], interval: Double = 8, landed: Double = 0, lift: Bool = true
  ) throws(BedError) {
    guard let first = points.first else { throw .misuse("a drawn stroke needs at least one point") }
    try script { () throws(BedError) in
      down(slot: 0, x: first.x, y: first.y)
      try frame()
      pause(landed)
      for point in points.dropFirst() {
        pause(interval)
        move(slot: 0, x: point.x, y: point.y)
        try frame()
      }
      guard lift else { return }
      pause(interval)
      up(slot: 0)
      try frame()
    }
  }

  /// The time between two frames: inside a script it moves the script's
  /// clock on; outside one it sleeps (and nothing keeps the pace: put frames
  /// whose spacing matters in a script).
  public func pause(_ milliseconds: Double) {
    if script != nil {
      script!.clock += max(0, milliseconds)
    } else {
      usleep(useconds_t(max(0, milliseconds) * 1000))
    }
  }
}
