/// The bed's inputtest mouse played: motion in pixels (its acceleration is
/// off) and buttons, each call returning once the X server has processed
/// what it sent (the driver's WAIT_FOR_SYNC).
extension TouchBed {
  /// Moves the pointer by (`dx`, `dy`) pixels with the mouse.
  public func moveMouse(dx: Double, dy: Double, mouse: InputTestMouse? = nil) throws(BedError) {
    let connection = try mouseConnection(mouse)
    try connection.write(.relativeMotion(dx: dx, dy: dy))
    try connection.sync()
  }

  /// Presses (or releases) `button` where the pointer is.
  public func mouseButton(_ button: Int, pressed: Bool, mouse: InputTestMouse? = nil) throws(BedError) {
    let connection = try mouseConnection(mouse)
    try connection.write(.button(button, pressed: pressed))
    try connection.sync()
  }

  /// A click of `button` without moving: press, then release `hold` ms later.
  @discardableResult
  public func click(_ button: Int, hold: Double = 40, mouse: InputTestMouse? = nil) throws(BedError)
    -> GesturePlayback
  {
    try drag(button, deltas: [], interval: hold, mouse: mouse)
  }

  /// A drag with `button` held: the press, after `rest` ms the first motion,
  /// each next one `interval` ms later, and the release `interval` after the
  /// last (or `rest` after the press when there is no motion), at absolute
  /// moments (`Pacer`). Returns when the press and the release were written.
  @discardableResult
  public func drag(
    _ button: Int, deltas: [(dx: Double, dy: Double)], interval: Double = 8, rest: Double? = nil,
    mouse: InputTestMouse? = nil
  ) throws(BedError) -> GesturePlayback {
    let connection = try mouseConnection(mouse)
    let first = rest ?? interval
    var steps = [PacedStep(at: 0) { _ throws(BedError) in try connection.write(.button(button, pressed: true)) }]
    for (index, delta) in deltas.enumerated() {
      steps.append(
        PacedStep(at: first + Double(index) * interval) { _ throws(BedError) in
          try connection.write(.relativeMotion(dx: delta.dx, dy: delta.dy))
        })
    }
    let end = deltas.isEmpty ? first : first + Double(deltas.count) * interval
    steps.append(
      PacedStep(at: end) { _ throws(BedError) in try connection.write(.button(button, pressed: false)) })
    let written = try Pacer.run(steps).began
    try connection.sync()
    return GesturePlayback(begin: written.first!, end: written.last!)
  }

  private func mouseConnection(_ mouse: InputTestMouse?) throws(BedError) -> InputTestConnection {
    guard let name = (mouse ?? inputTestMice.first)?.name, let connection = inputTestConnections[name] else {
      throw .misuse("the touch bed has no inputtest mouse \(mouse?.name ?? "") — pass inputTestMice:")
    }
    return connection
  }
}
