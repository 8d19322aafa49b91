import XGestureEngine

// BridgeState's touchscreens coming and going: a device used (or its
// geometry changed), a device dropped, and the decisions its touches lose.
extension BridgeState {
  /// Starts using `device`, or takes its changed geometry (ending its
  /// gestures under the old one); false when it cannot be used.
  @discardableResult
  mutating func use(
    _ device: XInputDevice, into actions: inout [BridgeAction], at now: Double
  ) -> Bool {
    switch roster.use(device) {
    case .unchanged:
      return true
    case .unusable(let line):
      if let line { actions.append(.log(line)) }
      return false
    case .added(let geometry, let old):
      if let old {
        // Its gestures end under the old geometry.
        session.orphan(device: device.id)
        actions.append(.removeDevice(device.id, at: time.advance(to: now)))
        actions.append(.log("touchscreen \(device.id) '\(old.name)' changed"))
        claimsLost(on: device.id, into: &actions)
      }
      actions.append(.addDevice(geometry.deviceGeometry, at: time.advance(to: now)))
      actions += DeviceRoster.announcement(of: geometry, device: device, screen: roster.screen).map(
        BridgeAction.log)
      return true
    }
  }

  mutating func drop(
    _ id: Int, because why: String, at now: Double, into actions: inout [BridgeAction]
  ) {
    guard let geometry = roster.remove(id) else { return }
    session.orphan(device: id)
    actions.append(.removeDevice(id, at: time.advance(to: now)))
    actions.append(.log("touchscreen \(id) '\(geometry.name)' \(why)"))
    claimsLost(on: id, into: &actions)
  }

  /// The touches of a device the engine no longer has cannot be decided by it.
  mutating func claimsLost(on device: Int, into actions: inout [BridgeAction]) {
    toucheggForget(device)
    for (key, master) in session.decideAll(on: device) {
      actions.append(.decide(master: master, touch: key.touch, accept: false))
      grabs.decided()
    }
  }
}
