import XGestureEngine
import XGestureTouchegg

/// `touchegg-clients: on` (docs/REFERENCE.md §15): every touchscreen event
/// fed to the engine and every touchpad gesture event of a sequence fed to
/// it goes to Touchégg's rules (`ToucheggGestures`) too, and what they send
/// comes out as `BridgeAction.touchegg` — nothing while paused. In claim
/// mode the touches of a gesture sent to clients are accepted as a
/// recognized gesture's are: a rejection by the engine waits while the
/// rules may still make a gesture of the touches (`ToucheggFeed.parked`),
/// and a touchpad sequence they would send is kept at its begin.
extension BridgeState {
  /// Whether what Touchégg's daemon would send is worked out.
  public var forwardsToTouchegg: Bool {
    get { touchegg != nil }
    set { touchegg = newValue ? (touchegg ?? ToucheggFeed()) : nil }
  }

  /// When touches held for Touchégg's rules stop being held with no event
  /// of their own (the driver's deadline includes it).
  public var toucheggDeadline: Double? {
    guard let touchegg, !touchegg.parked.isEmpty else { return nil }
    return touchegg.gestures.deadline
  }

  /// A touchscreen event the engine is fed, on a device `width` × `height` mm.
  mutating func toucheggTouch(_ event: TouchEvent, width: Double, height: Double) -> [BridgeAction] {
    guard touchegg != nil else { return [] }
    let signals = touchegg!.gestures.touch(event, width: width, height: height)
    var actions = sending(signals)
    guard mode == .claim else { return actions }
    if signals.contains(where: { $0.phase == .begin }) { actions += toucheggClaims(on: event.device) }
    return actions + toucheggReleases(at: event.time)
  }

  /// Claim mode: whether the engine's `decision` waits, a rejection of a
  /// touch Touchégg's rules still hold.
  mutating func toucheggParks(_ decision: TouchDecision) -> Bool {
    guard decision.verdict != .accept, let feed = touchegg,
      feed.gestures.holdsTouches(on: decision.device, at: time.latest)
    else { return false }
    touchegg!.parked.insert(TouchSession.Key(device: decision.device, touch: decision.touch))
    return true
  }

  /// Time passed: touches held for a lone finger's tap are let go.
  mutating func toucheggTimePassed(to now: Double) -> [BridgeAction] {
    mode == .claim ? toucheggReleases(at: now) : []
  }

  /// A device's gestures end with no signal (it is gone, or a lock
  /// cancelled them).
  mutating func toucheggForget(_ device: Int) {
    guard touchegg != nil else { return }
    touchegg!.gestures.forget(device)
    touchegg!.parked = touchegg!.parked.filter { $0.device != device }
  }

  /// A touchpad is used, with its size when the system knows it.
  mutating func toucheggUse(_ device: XInputDevice) {
    touchegg?.gestures.useTouchpad(
      device.id, width: device.recordedSize?.width, height: device.recordedSize?.height)
  }

  /// Whether Touchégg's rules send a sequence like `event`'s begins (claim
  /// mode keeps it).
  func toucheggForwards(_ event: GestureEvent) -> Bool {
    guard touchegg != nil else { return false }
    switch event.kind {
    case .swipe: return ToucheggTouchpad.swipeFingers.contains(event.fingers)
    case .pinch: return ToucheggTouchpad.pinchFingers.contains(event.fingers)
    }
  }

  /// A touchpad sequence fed to the engine begins.
  mutating func toucheggBegan(_ event: GestureEvent) {
    touchegg?.gestures.touchpadBegan(event.source, event.kind.motion)
  }

  /// An update or the end of a touchpad sequence fed to the engine.
  mutating func toucheggMoved(_ event: GestureEvent, at time: Double) -> [BridgeAction] {
    guard touchegg != nil else { return [] }
    let signals =
      event.phase == .update
      ? touchegg!.gestures.touchpadUpdated(
        event.source, fingers: event.fingers, dx: event.unacceleratedDX,
        dy: event.unacceleratedDY, scale: event.scale, at: time)
      : touchegg!.gestures.touchpadEnded(event.source, scale: event.scale, at: time)
    return sending(signals)
  }

  private func sending(_ signals: [ToucheggSignal]) -> [BridgeAction] {
    signals.isEmpty || actions == .paused ? [] : [.touchegg(signals)]
  }

  /// A gesture sent to clients began on `device`: its touches are accepted.
  private mutating func toucheggClaims(on device: Int) -> [BridgeAction] {
    touchegg!.parked = touchegg!.parked.filter { $0.device != device }
    let claimed = session.decideAll(on: device)
    if !claimed.isEmpty { grabs.decided() }
    return claimed.map { .decide(master: $0.master, touch: $0.key.touch, accept: true) }
  }

  /// The parked touches the rules let go are rejected.
  private mutating func toucheggReleases(at now: Double) -> [BridgeAction] {
    guard let feed = touchegg, !feed.parked.isEmpty else { return [] }
    var actions: [BridgeAction] = []
    for key in feed.parked.sorted() where !feed.gestures.holdsTouches(on: key.device, at: now) {
      touchegg!.parked.remove(key)
      guard let master = session.decide(key) else { continue }
      grabs.decided()
      actions.append(.decide(master: master, touch: key.touch, accept: false))
    }
    return actions
  }
}
