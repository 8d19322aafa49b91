import XGestureEngine

/// Touches on the touchscreens in use: each raw event, once the questions
/// about its device are answered (`DeviceQuestions`), is fed to the engine in
/// millimetres from its untransformed valuators at its server time; in claim
/// mode each begin is held for the engine's decision, or rejected at once
/// (paused, waking the screen, not a device in use).
extension BridgeState {
  /// The held touch event, now that its question is answered.
  mutating func resume() -> [BridgeAction] {
    guard let held = questions.answered() else { return [] }
    return touch(held.touch, arrival: held.arrival, asked: held.question)
  }

  /// One raw touch event, after the questions `asked` about it were answered.
  mutating func touch(_ raw: RawTouch, arrival: Double, asked: DeviceQuestions.Asked = .nothing)
    -> [BridgeAction]
  {
    let key = TouchSession.Key(device: raw.source, touch: raw.touch)
    if session.isOrphan(key) {
      // A touch of a dropped device (the server ends it as it removes the
      // device), of a gesture cancelled by a lock, or one that woke the screen.
      if raw.phase == .end {
        session.forgetOrphan(key)
        wake.ended(key)
      }
      return []
    }
    guard let geometry = roster.touchscreens[raw.source] else {
      return untracked(raw, arrival: arrival, asked: asked)
    }
    if raw.phase == .end, asked < .unplug {
      // A device being unplugged has its touches ended first.
      questions.hold(raw, arrival: arrival, until: .unplug)
      return [.checkForUnplug]
    }
    if raw.phase == .begin, wake.wakes(key, beganAt: raw.serverTime) {
      session.orphan(key)
      return rejectedAtOnce(raw)
    }
    return fed(raw, key: key, on: geometry, arrival: arrival)
  }

  /// A touch of a device that is not a touchscreen in use: the device is
  /// looked up once (it may have just been plugged in); else the touch is
  /// ignored, and in claim mode its begin rejected, so that applications
  /// need not wait for it.
  private mutating func untracked(_ raw: RawTouch, arrival: Double, asked: DeviceQuestions.Asked)
    -> [BridgeAction]
  {
    if asked == .nothing, !questions.hasVanished(raw.source),
      !roster.hasNoted(Self.notUsed(raw.source))
    {
      questions.hold(raw, arrival: arrival, until: .device)
      return [.lookUpDevice(raw.source)]
    }
    return raw.phase == .begin ? rejectedAtOnce(raw) : []
  }

  /// Claim mode: the touch beginning goes to the applications at once.
  private mutating func rejectedAtOnce(_ raw: RawTouch) -> [BridgeAction] {
    guard mode == .claim else { return [] }
    grabs.decided()
    return [.decide(master: raw.master, touch: raw.touch, accept: false)]
  }

  /// A touch event on a touchscreen in use, for the engine: its position
  /// kept (an update carries only the valuators that changed), in
  /// millimetres from the untransformed values, at its server time.
  private mutating func fed(
    _ raw: RawTouch, key: TouchSession.Key, on geometry: TouchGeometry, arrival: Double
  ) -> [BridgeAction] {
    var actions: [BridgeAction] = []
    var position = session.position(of: key) ?? TouchSession.Position(x: .nan, y: .nan)
    if raw.phase != .end {
      // An end's untransformed values are not the device's: the server adds
      // the last position to the end after taking the raw values.
      if let x = raw.untransformed[geometry.x.number] { position.x = x }
      if let y = raw.untransformed[geometry.y.number] { position.y = y }
    }
    let phase: TouchPhase
    switch raw.phase {
    case .begin:
      phase = .begin
      session.setPosition(key, position)
      actions = began(raw, key: key, on: geometry)
    case .update:
      phase = .update
      if session.position(of: key) != nil { session.setPosition(key, position) }
    case .end:
      phase = .end
      session.setPosition(key, nil)
    }
    let time = self.time.event(server: raw.serverTime, arrival: arrival)
    self.time.fed(at: time)
    let millimetres = geometry.millimetres(x: position.x, y: position.y)
    let feed = Self.feed(time: time, device: raw.source, touch: raw.touch, phase: phase, at: millimetres)
    actions.append(feed)
    // Only with Touchégg's clients served: nothing more is built on a touch's path otherwise.
    if touchegg != nil, case .feed(let event) = feed {
      actions += toucheggTouch(event, width: geometry.width, height: geometry.height)
    }
    return actions
  }

  /// A begin on a touchscreen in use: in claim mode held for the engine's
  /// decision (it answers every begin once, a duplicate's too), or while
  /// paused rejected at once — the lock screen gets every touch; and a note
  /// when more touches are down than the device announced.
  private mutating func began(_ raw: RawTouch, key: TouchSession.Key, on geometry: TouchGeometry)
    -> [BridgeAction]
  {
    var actions: [BridgeAction] = []
    if self.actions == .paused {
      actions = rejectedAtOnce(raw)
    } else if mode == .claim {
      session.holdForDecision(key, master: raw.master)
    }
    let down = session.down(on: raw.source)
    if geometry.maxTouches > 0, down > geometry.maxTouches,
      let line = roster.note(
        "device \(raw.source) '\(geometry.name)' has \(down) touches down but announced \(geometry.maxTouches)"
      )
    {
      actions.append(.log(line))
    }
    return actions
  }

  /// One event for the engine, its time and millimetres rounded to a
  /// thousandth (what a trace keeps).
  static func feed(time: Double, device: Int, touch: Int, phase: TouchPhase, at position: Point)
    -> BridgeAction
  {
    .feed(
      TouchEvent(
        time: time, device: device, touch: touch, phase: phase,
        position: Point(x: EngineTime.quantize(position.x), y: EngineTime.quantize(position.y))))
  }
}
