/// One update of a scripted pinch: the scale since the pinch began (1 at
/// begin, as XI 2.4 and libinput report it), the turn since the previous
/// update in degrees (clockwise positive), and the centre's motion.
public struct PinchStep: Sendable, Equatable {
  public var scale: Double
  public var angleDelta: Double
  public var dx: Double
  public var dy: Double

  public init(scale: Double, angleDelta: Double = 0, dx: Double = 0, dy: Double = 0) {
    self.scale = scale
    self.angleDelta = angleDelta
    self.dx = dx
    self.dy = dy
  }
}

/// When a scripted gesture's first and last events were written to the
/// driver (CLOCK_MONOTONIC), for latency measurements.
public struct GesturePlayback: Sendable, Equatable {
  public var begin: MonotonicTime
  public var end: MonotonicTime
}

/// Touchpad gestures played on the bed's inputtest touchpads, with the same
/// timing as trace playback: the begin event at once, update k at k ×
/// `interval` ms after it, the end one `interval` after the last update, each
/// against an absolute CLOCK_MONOTONIC deadline so the bed's own latency does
/// not accumulate. Each call returns once the X server has processed every
/// event (the driver's WAIT_FOR_SYNC).
extension TouchBed {
  /// A swipe of `fingers` fingers: begin, one update per element of `deltas`
  /// (unaccelerated motion in the driver's units; the accelerated motion is
  /// `acceleration` times it), then an end, cancelled if asked (none when
  /// `end` is false: `endSwipe` ends it later).
  @discardableResult
  public func swipe(
    fingers: Int = 3, deltas: [(dx: Double, dy: Double)], interval: Double = 8,
    acceleration: Double = 1,
    cancelled: Bool = false, end: Bool = true, touchpad: InputTestTouchpad? = nil
  ) throws(BedError) -> GesturePlayback {
    let updates = deltas.map { delta in
      InputTestGesture(
        kind: .swipe, phase: .update, fingers: fingers, dx: delta.dx * acceleration,
        dy: delta.dy * acceleration,
        unacceleratedDX: delta.dx, unacceleratedDY: delta.dy)
    }
    return try playGesture(
      kind: .swipe, fingers: fingers, updates: updates, interval: interval,
      cancelled: cancelled, end: end, touchpad: touchpad)
  }

  /// A swipe of `fingers` fingers by (`dx`, `dy`) in `steps` equal updates;
  /// without its end when `end` is false (`endSwipe` ends it later).
  @discardableResult
  public func swipe(
    fingers: Int = 3, dx: Double, dy: Double, steps: Int = 10, interval: Double = 8,
    cancelled: Bool = false, end: Bool = true,
    touchpad: InputTestTouchpad? = nil
  ) throws(BedError) -> GesturePlayback {
    let step = (dx: dx / Double(steps), dy: dy / Double(steps))
    return try swipe(
      fingers: fingers, deltas: Array(repeating: step, count: steps), interval: interval,
      cancelled: cancelled, end: end,
      touchpad: touchpad)
  }

  /// The end of a swipe played without one, and waits until the server has processed it.
  public func endSwipe(fingers: Int = 3, cancelled: Bool = false, touchpad: InputTestTouchpad? = nil)
    throws(BedError)
  {
    let connection = try inputTestConnection(touchpad)
    try connection.write(
      .gesture(InputTestGesture(kind: .swipe, phase: .end, fingers: fingers, cancelled: cancelled)))
    try connection.sync()
  }

  /// A pinch of `fingers` fingers: begin (scale 1), one update per step, then
  /// an end at the last step's scale, cancelled if asked.
  @discardableResult
  public func pinch(
    fingers: Int = 2, steps: [PinchStep], interval: Double = 8, cancelled: Bool = false,
    touchpad: InputTestTouchpad? = nil
  ) throws(BedError) -> GesturePlayback {
    let updates = steps.map { step in
      InputTestGesture(
        kind: .pinch, phase: .update, fingers: fingers, dx: step.dx, dy: step.dy,
        unacceleratedDX: step.dx,
        unacceleratedDY: step.dy, scale: step.scale, angleDelta: step.angleDelta)
    }
    return try playGesture(
      kind: .pinch, fingers: fingers, updates: updates, interval: interval,
      cancelled: cancelled, touchpad: touchpad)
  }

  /// A pinch of `fingers` fingers to `scale` while turning `degrees`
  /// (clockwise positive), both reached in `steps` equal updates.
  @discardableResult
  public func pinch(
    fingers: Int = 2, to scale: Double, turning degrees: Double = 0, steps: Int = 10,
    interval: Double = 8,
    cancelled: Bool = false, touchpad: InputTestTouchpad? = nil
  ) throws(BedError) -> GesturePlayback {
    let plan = (1...steps).map { k in
      PinchStep(
        scale: 1 + (scale - 1) * Double(k) / Double(steps), angleDelta: degrees / Double(steps))
    }
    return try pinch(
      fingers: fingers, steps: plan, interval: interval, cancelled: cancelled, touchpad: touchpad)
  }

  /// Moves the pointer by (`dx`, `dy`) pixels with the inputtest touchpad
  /// (its acceleration is off) and waits until the server has processed it.
  public func movePointer(dx: Double, dy: Double, touchpad: InputTestTouchpad? = nil)
    throws(BedError)
  {
    let connection = try inputTestConnection(touchpad)
    try connection.write(.relativeMotion(dx: dx, dy: dy))
    try connection.sync()
  }

  private func playGesture(
    kind: InputTestGesture.Kind, fingers: Int, updates: [InputTestGesture], interval: Double,
    cancelled: Bool, end ends: Bool = true,
    touchpad: InputTestTouchpad?
  ) throws(BedError) -> GesturePlayback {
    guard fingers >= 1 else { throw .misuse("a gesture needs at least one finger, not \(fingers)") }
    let connection = try inputTestConnection(touchpad)
    var end = InputTestGesture(kind: kind, phase: .end, fingers: fingers, cancelled: cancelled)
    end.scale = updates.last?.scale ?? 1
    let script =
      [InputTestGesture(kind: kind, phase: .begin, fingers: fingers)] + updates + (ends ? [end] : [])
    let steps = script.enumerated().map { index, event in
      PacedStep(at: Double(index) * interval) { _ throws(BedError) in try connection.write(.gesture(event)) }
    }
    let written = try Pacer.run(steps).began
    try connection.sync()
    return GesturePlayback(begin: written.first!, end: written.last!)
  }

  private func inputTestConnection(_ touchpad: InputTestTouchpad?) throws(BedError)
    -> InputTestConnection
  {
    guard let name = (touchpad ?? inputTestTouchpads.first)?.name,
      let connection = inputTestConnections[name]
    else {
      throw .misuse(
        "the touch bed has no inputtest touchpad \(touchpad?.name ?? "") — pass inputTestTouchpads:"
      )
    }
    return connection
  }
}
