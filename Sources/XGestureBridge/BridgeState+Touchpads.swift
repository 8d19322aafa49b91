import XGestureEngine

/// A touchpad's gesture sequence as the bridge follows it.
enum TouchpadSequence: Equatable {
  /// Fed to the engine as virtual contacts (touch ids 1…N on the touchpad).
  case live(VirtualContacts)
  /// Replayed to the applications at its begin: its remaining events (the
  /// grab's end) are not xgesture's.
  case replayed
}

/// Touchpads: XI 2.4 gesture sequences become virtual contacts
/// (`VirtualContacts`) fed to the same engine as touches; in claim mode each
/// sequence is kept or replayed at its begin (`demand`).
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
      if old != nil {
        // Its gesture ends under the old geometry.
        sequences[device.id] = nil
        actions.append(.removeDevice(device.id, at: advanceTime(to: now)))
      }
      actions.append(.addDevice(geometry, at: advanceTime(to: now)))
      actions.append(.log(DeviceRoster.announcement(ofTouchpad: device, screen: roster.screen)))
      if let line = roster.note(DeviceRoster.touchpadDelivery(claiming: gesturesClaimed)) {
        actions.append(.log(line))
      }
    }
    for id in roster.touchpads.keys.sorted() where !seen.contains(id) {
      guard let geometry = roster.removeTouchpad(id) else { continue }
      sequences[id] = nil
      actions.append(.removeDevice(id, at: advanceTime(to: now)))
      actions.append(.log("touchpad \(id) '\(geometry.name)' removed"))
    }
  }

  /// One gesture event: at a begin the sequence is kept or replayed (claim
  /// mode), and the virtual contacts go down; updates move them; the end
  /// lifts them, or cancels them when the driver cancelled the sequence.
  mutating func gesture(_ event: GestureEvent, arrival: Double) -> [BridgeAction] {
    guard let device = roster.touchpads[event.source] else {
      // Not a touchpad xgesture uses: under the grab, the application gets it.
      guard event.phase == .begin, gesturesClaimed else { return [] }
      decidedThisRound = true
      return [.allowGesture(master: event.master, keep: false)]
    }
    var actions: [BridgeAction] = []
    let time = max(
      Self.quantize(clock.time(server: event.serverTime, arrival: arrival)), engineTime)
    switch event.phase {
    case .begin:
      if case .live(let contacts) = sequences[event.source] {
        // A begin without the last sequence's end: that one is cancelled.
        actions += feed(contacts, .cancel, device: event.source, at: time)
      }
      sequences[event.source] = nil
      if gesturesClaimed {
        let keep = demand.wants(event.kind, fingers: event.fingers, on: device)
        actions.append(.allowGesture(master: event.master, keep: keep))
        decidedThisRound = true
        guard keep else {
          sequences[event.source] = .replayed
          return actions
        }
      }
      let centre = device.surfacePoint(Point(x: event.rootX, y: event.rootY))
      let contacts = VirtualContacts(kind: event.kind, fingers: event.fingers, centre: centre)
      sequences[event.source] = .live(contacts)
      actions += feed(contacts, .begin, device: event.source, at: time)
    case .update, .end:
      guard case .live(var contacts) = sequences[event.source] else {
        if event.phase == .end { sequences[event.source] = nil }
        return []
      }
      contacts.move(
        unacceleratedDX: event.unacceleratedDX, unacceleratedDY: event.unacceleratedDY,
        scale: event.scale, angleDelta: event.angleDelta)
      if event.phase == .update {
        sequences[event.source] = .live(contacts)
        actions += feed(contacts, .update, device: event.source, at: time)
      } else {
        sequences[event.source] = nil
        actions += feed(
          contacts, event.cancelled ? .cancel : .end, device: event.source, at: time,
          positions: contacts.liftPositions)
      }
    }
    return actions
  }

  /// Where the sequence a begin starts is, on the root (px), for its
  /// application window: the first touch on a touchscreen, the pointer (the
  /// virtual contacts' centre) on a touchpad; nil for a device not in use.
  public func sequenceOrigin(of event: TouchEvent) -> Point? {
    if let screen = roster.touchscreens[event.device] {
      return screen.deviceGeometry.screenPoint(event.position)
    }
    if let pad = roster.touchpads[event.device], case .live(let contacts) = sequences[event.device] {
      return pad.screenPoint(contacts.centre)
    }
    return nil
  }

  private mutating func feed(
    _ contacts: VirtualContacts, _ phase: TouchPhase, device: Int, at time: Double,
    positions: [Point]? = nil
  ) -> [BridgeAction] {
    engineTime = time
    return (positions ?? contacts.positions).enumerated().map { k, p in
      Self.feed(time: time, device: device, touch: k + 1, phase: phase, at: p)
    }
  }
}
