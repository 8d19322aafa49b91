import XGestureEngine

/// A touchpad's gesture sequence as the bridge follows it.
enum TouchpadSequence: Equatable {
  /// Fed to the engine as virtual contacts (touch ids 1…N on the touchpad).
  case live(VirtualContacts)
  /// Replayed to the applications at its begin: the server ends it for
  /// xgesture at once, with an end that names the master device as its
  /// source (not the touchpad, and no fingers).
  case replayed(master: Int)
  /// Not fed, to its end: waking the screen, or cancelled by a lock.
  case ignored
}

/// Touchpads: XI 2.4 gesture sequences become virtual contacts
/// (`VirtualContacts`) fed to the same engine as touches; in claim mode each
/// sequence is kept or replayed at its begin (`demand`; every one while
/// paused). A sequence that wakes the screen only wakes it, as a touch does.
extension BridgeState {
  /// The server refused observe mode's gesture selection: another client
  /// selected gesture events on the root, and it lets only one do that.
  public mutating func gestureSelectionRefused(_ reason: String) -> [BridgeAction] {
    [
      .log(
        "touchpads not observed: another client (a gesture daemon, a second xgesture) selected touchpad gestures on the root window, and the X server lets only one do that (\(reason)); --mode claim takes them first"
      )
    ]
  }

  mutating func useTouchpads(
    _ pads: [XInputDevice], into actions: inout [BridgeAction], at now: Double
  ) {
    var seen = Set<Int>()
    for device in pads {
      seen.insert(device.id)
      guard let (geometry, old) = roster.useTouchpad(device) else { continue }
      toucheggUse(device)
      if old != nil {
        // Its gesture ends under the old geometry.
        sequences[device.id] = nil
        actions.append(.removeDevice(device.id, at: time.advance(to: now)))
      }
      actions.append(.addDevice(geometry, at: time.advance(to: now)))
      actions.append(.log(DeviceRoster.announcement(ofTouchpad: device, screen: roster.screen)))
      if let line = roster.note(DeviceRoster.touchpadDelivery(claiming: gesturesClaimed)) {
        actions.append(.log(line))
      }
    }
    for id in roster.touchpads.keys.sorted() where !seen.contains(id) {
      guard let geometry = roster.removeTouchpad(id) else { continue }
      sequences[id] = nil
      actions.append(.removeDevice(id, at: time.advance(to: now)))
      actions.append(.log("touchpad \(id) '\(geometry.name)' removed"))
    }
  }

  /// One gesture event: at a begin the sequence is kept or replayed (claim
  /// mode), and the virtual contacts go down; updates move them; the end
  /// lifts them, or cancels them when the driver cancelled the sequence.
  mutating func gesture(_ event: GestureEvent, arrival: Double) -> [BridgeAction] {
    guard let device = roster.touchpads[event.source] else {
      // The grab's end of a replayed sequence, or not a touchpad xgesture
      // uses: under the grab, the application gets it.
      if event.phase == .end { replayEnded(master: event.master) }
      guard event.phase == .begin, gesturesClaimed else { return [] }
      return [allowGesture(event, keep: false)]
    }
    let time = self.time.event(server: event.serverTime, arrival: arrival)
    guard event.phase == .begin else { return gestureMoved(event, at: time) }
    var actions: [BridgeAction] = []
    if case .live(let contacts) = sequences[event.source] {
      // A begin without the last sequence's end: that one is cancelled.
      actions += feed(contacts, .cancel, device: event.source, at: time)
    }
    sequences[event.source] = .ignored
    if wake.wakes(.sequence(on: event.source), beganAt: event.serverTime) {
      // It only wakes the screen; under the grab the application gets it.
      return actions + (gesturesClaimed ? [replay(event)] : [])
    }
    if gesturesClaimed {
      // While paused the lock screen gets every gesture at once.
      guard
        self.actions == .running,
        demand.wants(event.kind, fingers: event.fingers, on: device) || toucheggForwards(event)
      else {
        return actions + [replay(event)]
      }
      actions.append(allowGesture(event, keep: true))
    }
    let centre = device.surfacePoint(Point(x: event.rootX, y: event.rootY))
    let contacts = VirtualContacts(kind: event.kind, fingers: event.fingers, centre: centre)
    sequences[event.source] = .live(contacts)
    toucheggBegan(event)
    return actions + feed(contacts, .begin, device: event.source, at: time)
  }

  /// An update or the end of a sequence: its contacts move, and at the end
  /// lift (or are cancelled); a sequence not fed is forgotten at its end.
  private mutating func gestureMoved(_ event: GestureEvent, at time: Double) -> [BridgeAction] {
    guard case .live(var contacts) = sequences[event.source] else {
      if event.phase == .end { sequenceEnded(on: event.source) }
      return []
    }
    contacts.move(
      unacceleratedDX: event.unacceleratedDX, unacceleratedDY: event.unacceleratedDY,
      scale: event.scale, angleDelta: event.angleDelta)
    if event.phase == .update {
      sequences[event.source] = .live(contacts)
      return feed(contacts, .update, device: event.source, at: time) + toucheggMoved(event, at: time)
    }
    sequences[event.source] = nil
    return feed(
      contacts, event.cancelled ? .cancel : .end, device: event.source, at: time,
      positions: contacts.liftPositions) + toucheggMoved(event, at: time)
  }

  /// The sequence is handed to the applications (XIReplayDevice).
  private mutating func replay(_ event: GestureEvent) -> BridgeAction {
    sequences[event.source] = .replayed(master: event.master)
    return allowGesture(event, keep: false)
  }

  /// The server ended, for xgesture, the sequence it replayed through `master`.
  private mutating func replayEnded(master: Int) {
    for (id, sequence) in sequences where sequence == .replayed(master: master) {
      sequenceEnded(on: id)
    }
  }

  private mutating func sequenceEnded(on touchpad: Int) {
    sequences[touchpad] = nil
    wake.ended(.sequence(on: touchpad))
  }

  /// Claim mode's decision for a grabbed sequence at its begin, sent with
  /// the round's flush.
  private mutating func allowGesture(_ event: GestureEvent, keep: Bool) -> BridgeAction {
    grabs.decided()
    return .allowGesture(master: event.master, keep: keep)
  }

  /// Where the sequence a begin starts is, on the root (px), for its
  /// application window: the first touch on a touchscreen, the pointer (the
  /// virtual contacts' centre) on a touchpad, the press on a mouse; nil for
  /// a device not in use.
  public func sequenceOrigin(of event: TouchEvent) -> Point? {
    if let screen = roster.touchscreens[event.device] {
      return screen.deviceGeometry.screenPoint(event.position)
    }
    if let pad = roster.touchpads[event.device], case .live(let contacts) = sequences[event.device] {
      return pad.screenPoint(contacts.centre)
    }
    if let mouse = mice[event.device] { return mouse.screenPoint(event.position) }
    return nil
  }

  /// The engine's geometry of a device in use (touchscreen or touchpad).
  public func geometry(of device: Int) -> DeviceGeometry? {
    roster.touchscreens[device]?.deviceGeometry ?? roster.touchpads[device] ?? mice[device]
  }

  private mutating func feed(
    _ contacts: VirtualContacts, _ phase: TouchPhase, device: Int, at time: Double,
    positions: [Point]? = nil
  ) -> [BridgeAction] {
    self.time.fed(at: time)
    return (positions ?? contacts.positions).enumerated().map { k, p in
      Self.feed(time: time, device: device, touch: k + 1, phase: phase, at: p)
    }
  }
}
