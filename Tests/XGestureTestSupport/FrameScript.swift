/// The frames of a script being recorded (`TouchBed.script`): each device's
/// frame with its moment, in ms after the script's origin.
struct FrameScript {
  /// One device's frame: its node's number and the events' "TYPE CODE VALUE …".
  struct Write: Sendable {
    var node: Int
    var numbers: String
  }
  struct Frame: Sendable {
    var at: Double
    var writes: [Write]
  }

  /// The moment the next frame joins at.
  var clock: Double = 0
  private(set) var frames: [Frame] = []

  mutating func add(_ writes: [Write]) {
    guard !writes.isEmpty else { return }
    frames.append(Frame(at: clock, writes: writes))
  }
}

extension TouchBed {
  /// Records the frames and pauses of `body` as a script, then plays it:
  /// `frame()` inside it joins the script at the script's clock and
  /// `pause(ms)` moves the clock on, so the body itself takes no time. The
  /// bed's pacing thread then writes each frame at its moment, from one tight
  /// loop at real-time priority (docs/BEDS.md, "Under load"), and the call
  /// returns once the last frame was written and the clock has run out (a
  /// pause at the end is kept).
  ///
  ///     try bed.script { () throws(BedError) in
  ///       bed.down(slot: 0, x: 100, y: 50)
  ///       try bed.frame()
  ///       bed.pause(20)   // the second finger lands 20 ms after the first
  ///       bed.down(slot: 1, x: 120, y: 50)
  ///       try bed.frame()
  ///     }
  ///
  /// Inside another script (`tap` and `stroke` are scripts) it only adds to
  /// that one. Only fingers and pauses belong in a script: hotplug, or a wait
  /// for what a client saw, goes between two scripts.
  public func script(_ body: () throws(BedError) -> Void) throws(BedError) {
    _ = try playScript(body)
  }

  /// `script`, with the origin given (else the moment the pacing thread is
  /// ready); the origin and the moment each frame was written, or nil when
  /// this was part of an outer script.
  func playScript(origin: MonotonicTime? = nil, _ body: () throws(BedError) -> Void)
    throws(BedError)
    -> (origin: MonotonicTime, written: [MonotonicTime])?
  {
    guard script == nil else {
      try body()
      return nil
    }
    script = FrameScript()
    defer { script = nil }
    try body()
    let recorded = script!
    script = nil
    let stampsFrames = imitatesUdev
    var steps = recorded.frames.map { frame in
      PacedStep(at: frame.at) { [self] moment throws(BedError) in
        for write in frame.writes { try send(write, stamp: stampsFrames ? moment : nil) }
      }
    }
    let frames = steps.count
    // A pause after the last frame is part of the script's time.
    if recorded.clock > (recorded.frames.last?.at ?? 0) {
      steps.append(PacedStep(at: recorded.clock) { _ in })
    }
    let played = try Pacer.run(steps, origin: origin)
    return (played.origin, Array(played.began.prefix(frames)))
  }

  /// Moves the clock of the script being recorded to `moment` ms after its
  /// origin (trace playback keeps the trace's times).
  func moveScriptClock(to moment: Double) {
    script?.clock = moment
  }
}
