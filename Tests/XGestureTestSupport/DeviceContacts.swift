/// One device's fingers, and the evdev events that tell the kernel's story of
/// what changed since the last frame (multitouch protocol B), the way a
/// touchscreen or touchpad driver in the kernel reports it: the slots' changes,
/// then (touchpads) the BTN_TOOL_* key of the finger count, then BTN_TOUCH and
/// ABS_X/Y of the first finger for single-touch emulation.
struct DeviceContacts {
  struct Event {
    var type: UInt16
    var code: UInt16
    var value: Int32
  }
  private struct Contact {
    var trackingID: Int32
    var x: Int32
    var y: Int32
  }
  private enum Change { case down, moved, up }

  /// Device units for millimetres.
  private let units: @Sendable (Double, Double) -> (x: Int32, y: Int32)
  private let slots: Int
  /// Whether the device reports its finger count with BTN_TOOL_* (touchpads).
  private let toolKeys: Bool
  private var live: [Int: Contact] = [:]
  private var changes: [Int: Change] = [:]
  private var nextTrackingID: Int32 = 1
  private var touching = false
  private var tool: UInt16?

  init(device: TouchscreenDescription) {
    units = { device.units(xMM: $0, yMM: $1) }
    slots = device.slots
    toolKeys = false
  }

  init(touchpad: TouchpadDescription) {
    units = { touchpad.units(xMM: $0, yMM: $1) }
    slots = touchpad.slots
    toolKeys = true
  }

  mutating func down(slot: Int, x: Double, y: Double) {
    precondition(slot >= 0 && slot < slots, "slot \(slot) is outside 0..<\(slots)")
    precondition(live[slot] == nil || changes[slot] == .up, "slot \(slot) has a finger already")
    let (ux, uy) = units(x, y)
    live[slot] = Contact(trackingID: nextTrackingID, x: ux, y: uy)
    nextTrackingID = nextTrackingID % 65535 + 1
    changes[slot] = .down
  }

  mutating func move(slot: Int, x: Double, y: Double) {
    precondition(live[slot] != nil, "slot \(slot) has no finger to move")
    let (ux, uy) = units(x, y)
    live[slot]!.x = ux
    live[slot]!.y = uy
    if changes[slot] == nil { changes[slot] = .moved }
  }

  mutating func up(slot: Int) {
    precondition(live[slot] != nil, "slot \(slot) has no finger to lift")
    changes[slot] = .up
  }

  /// The events of one frame, ending in SYN_REPORT; empty when nothing changed.
  mutating func takeFrame() -> [Event] {
    guard !changes.isEmpty else { return [] }
    var events: [Event] = []
    func abs(_ code: UInt16, _ value: Int32) {
      events.append(Event(type: EvdevCode.absType, code: code, value: value))
    }
    func key(_ code: UInt16, _ down: Bool) {
      events.append(Event(type: EvdevCode.keyType, code: code, value: down ? 1 : 0))
    }
    for (slot, change) in changes.sorted(by: { $0.key < $1.key }) {
      abs(EvdevCode.absMTSlot, Int32(slot))
      let contact = live[slot]!
      switch change {
      case .down:
        abs(EvdevCode.absMTTrackingID, contact.trackingID)
        abs(EvdevCode.absMTPositionX, contact.x)
        abs(EvdevCode.absMTPositionY, contact.y)
      case .moved:
        abs(EvdevCode.absMTPositionX, contact.x)
        abs(EvdevCode.absMTPositionY, contact.y)
      case .up:
        abs(EvdevCode.absMTTrackingID, -1)
        live[slot] = nil
      }
    }
    changes = [:]
    if toolKeys {
      let nowTool = EvdevCode.tool(fingers: live.count)
      if nowTool != tool {
        if let tool { key(tool, false) }
        if let nowTool { key(nowTool, true) }
        tool = nowTool
      }
    }
    let nowTouching = !live.isEmpty
    if nowTouching != touching {
      key(EvdevCode.btnTouch, nowTouching)
      touching = nowTouching
    }
    if let first = live.min(by: { $0.key < $1.key })?.value {
      abs(EvdevCode.absX, first.x)
      abs(EvdevCode.absY, first.y)
    }
    events.append(Event(type: EvdevCode.synType, code: EvdevCode.synReport, value: 0))
    return events
  }
}
