/// The bridge's part in pausing while the screen is locked or blanked
/// (docs/LOCK.md): `LockPause` decides, this carries it out.
extension BridgeState {
  /// A lock source or the policy changed (docs/LOCK.md). Pausing and resuming
  /// say so in one line and cancel the gestures in flight (each device in use
  /// removed from the engine and given again); actions stop before a pause's
  /// cancellations and start after a resume's (`BridgeAction.actions`).
  public mutating func lockChanged(_ event: LockEvent, engineIdle: Bool, at now: Double)
    -> [BridgeAction]
  {
    // Only input turning the saver off comes with a touch that woke it; a
    // client's reset (`xset s reset`) wakes the screen without one.
    if case .screenSaver(false, let time, false) = event, lock.screenSaverOn {
      wake.saverWentOff(at: time)
    }
    guard let change = lock.apply(event) else { return [] }
    var actions: [BridgeAction] = []
    switch change {
    case .noted(let line):
      actions.append(.log(line))
    case .paused(let why):
      actions += [.log("paused: \(why)"), .actions(.paused)] + mouseAbandoned(at: now)
      cancelGestures(engineIdle: engineIdle, at: now, into: &actions)
    case .resumed(let why):
      cancelGestures(engineIdle: engineIdle, at: now, into: &actions)
      actions += [.actions(.running), .log("resumed: \(why)")]
    }
    return actions
  }

  /// Every device in use leaves the engine and comes back, so what was in
  /// flight ends cancelled: the touches down and the touchpads' sequences
  /// going on are ignored until they end. Nothing is done when nothing is
  /// down and the engine waits for nothing.
  private mutating func cancelGestures(
    engineIdle: Bool, at now: Double, into actions: inout [BridgeAction]
  ) {
    guard !isQuiet(engineIdle: engineIdle) else { return }
    for id in roster.touchscreens.keys.sorted() {
      guard let geometry = roster.touchscreens[id] else { continue }
      session.orphan(device: id)
      actions.append(.removeDevice(id, at: time.advance(to: now)))
      claimsLost(on: id, into: &actions)
      actions.append(.addDevice(geometry.deviceGeometry, at: time.advance(to: now)))
    }
    for id in roster.touchpads.keys.sorted() {
      guard let geometry = roster.touchpads[id] else { continue }
      if case .live = sequences[id] { sequences[id] = .ignored }
      toucheggForget(id)
      actions.append(.removeDevice(id, at: time.advance(to: now)))
      actions.append(.addDevice(geometry, at: time.advance(to: now)))
    }
  }
}
