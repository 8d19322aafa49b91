import XGestureEngine

/// The mouse (docs/REFERENCE.md §16): the buttons `stroke` gestures draw
/// with are grabbed on the root window, synchronously; each press is a
/// `MousePress`, fed to the engine as touch N (the button) of a mouse device
/// (the master pointer's id, its surface the screen in millimetres), and
/// passed, kept, swallowed or replayed as it decides.
extension BridgeState {
  /// The millimetres a press may move and still be a click (the engine's
  /// touch slop, on the screen).
  static let clickSlopMillimetres = 3.0
  /// The longest a press is held back, ms, whatever the engine says: the
  /// strokes' `pass-after` (the engine rejects a press resting that long)
  /// comes first; this only keeps the pointer from staying frozen.
  static let holdLimit = 5000.0

  /// The engine's device for the master pointer `master`: the whole screen
  /// at its physical size.
  func mouseGeometry(master: Int) -> DeviceGeometry {
    TouchpadSurface.geometry(id: master, name: "mouse", screen: roster.screen, source: .mouse)
  }

  /// A press, motion or release through the button grab.
  mutating func pointer(_ event: PointerEvent, arrival: Double) -> [BridgeAction] {
    let point = Point(x: event.rootX, y: event.rootY)
    switch event.phase {
    case .press:
      return pressed(event, at: point, arrival: arrival)
    case .motion:
      guard var press, press.master == event.master else { return [] }
      let steps = press.moved(to: point)
      self.press = press
      return perform(steps, at: time.event(server: event.serverTime, arrival: arrival))
    case .release:
      guard var press, press.master == event.master, press.button == event.button else { return [] }
      let steps = press.released(at: point)
      self.press = press
      return perform(steps, at: time.event(server: event.serverTime, arrival: arrival))
    }
  }

  /// A device's raw motion or release while a press is frozen.
  mutating func rawPointer(_ raw: RawPointer, at now: Double) -> [BridgeAction] {
    guard var press, press.isFrozen else { return [] }
    let steps: [MousePress.Step]
    switch raw {
    case .motion(_, let dx, let dy): steps = press.rawMotion(dx: dx, dy: dy)
    case .release(_, let button):
      guard button == press.button else { return [] }
      steps = press.released(at: press.start)
    }
    self.press = press
    return perform(steps, at: time.advance(to: now))
  }

  /// The engine's verdict on the mouse's touch.
  mutating func mouseDecided(_ decision: TouchDecision) -> [BridgeAction] {
    guard var press, press.master == decision.device, press.button == decision.touch else { return [] }
    let steps = press.engineDecided(decision.verdict)
    self.press = press
    return perform(steps, at: time.advance(to: decision.time))
  }

  /// When a frozen press passes unless something decides it first.
  public var mouseDeadline: Double? { press?.deadline }

  /// Time passed: a press frozen for the hold limit passes.
  mutating func mouseTimePassed(to now: Double) -> [BridgeAction] {
    guard var press else { return [] }
    let steps = press.timePassed(to: now)
    self.press = press
    return perform(steps, at: time.advance(to: now))
  }

  /// The bridge stops or pauses: a frozen press goes to the application, a
  /// kept one is given up (its touch cancelled).
  mutating func mouseAbandoned(at now: Double) -> [BridgeAction] {
    guard var press else { return [] }
    var steps = press.stopping()
    if steps.isEmpty, !press.isOver { steps = [.feed(.cancel, press.start)] }
    self.press = nil
    return perform(steps, at: time.advance(to: now))
  }

  /// New rules draw with other buttons: the grab follows them.
  mutating func buttonsChanged(_ new: ButtonDemand) -> [BridgeAction] {
    buttons = new
    return [.grabButtons(new.buttons)]
  }

  /// Whether `device` is a mouse the engine was given.
  func isMouse(_ device: Int) -> Bool { mice[device] != nil }

  private mutating func pressed(_ event: PointerEvent, at point: Point, arrival: Double) -> [BridgeAction] {
    // A second button during a press comes through the grab: not a new press.
    guard press == nil, buttons.wants(event.button) else { return [] }
    var actions: [BridgeAction] = []
    if mice[event.master] == nil {
      let geometry = mouseGeometry(master: event.master)
      mice[event.master] = geometry
      actions.append(.addDevice(geometry, at: time.advance(to: arrival)))
    }
    let pressTime = time.event(server: event.serverTime, arrival: arrival)
    guard self.actions == .running else {
      // While paused the lock screen gets every press at once.
      return actions + [.allowPointer(master: event.master, keep: false), .flush]
    }
    let slop = mice[event.master]!.pixelsPerMillimetre.x * Self.clickSlopMillimetres
    let press = MousePress(
      button: event.button, master: event.master, at: point, time: pressTime, holdLimit: Self.holdLimit,
      slop: slop)
    self.press = press
    return actions + [.watchRawPointer(true)] + perform(press.began, at: pressTime)
  }

  /// The steps as the bridge's actions; a press that is over is forgotten.
  private mutating func perform(_ steps: [MousePress.Step], at time: Double) -> [BridgeAction] {
    guard let press else { return [] }
    var actions: [BridgeAction] = []
    for step in steps {
      switch step {
      case .keep, .pass:
        actions += [
          .watchRawPointer(false), .allowPointer(master: press.master, keep: step == .keep), .flush,
        ]
      case .feed(let phase, let point):
        guard let geometry = mice[press.master] else { continue }
        self.time.fed(at: time)
        actions.append(
          .feed(
            TouchEvent(
              time: time, device: press.master, touch: press.button, phase: phase,
              position: geometry.surfacePoint(point))))
      case .replay(let button, let path):
        actions += [.replayDrag(button: button, path: path), .flush]
      }
    }
    if press.isOver { self.press = nil }
    return actions
  }
}
