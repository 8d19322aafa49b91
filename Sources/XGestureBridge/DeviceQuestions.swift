/// What the bridge asks the server about a touch event before it uses it:
/// the event held until the answer comes (one at a time), and the devices
/// whose events are not worth a question any more.
struct DeviceQuestions {
  /// The questions answered about a touch event, in the order they are
  /// asked: none yet; whether its device is one to use (`lookUpDevice`, for
  /// a device never met); whether its touchscreen is being unplugged
  /// (`checkForUnplug`, for an end).
  enum Asked: Comparable {
    case nothing, device, unplug
  }

  /// A touch event held while the server answers `question` about it.
  struct HeldTouch {
    var touch: RawTouch
    var arrival: Double
    var question: Asked
  }

  /// The touch event waiting for the answer to its question, if any.
  private(set) var held: HeldTouch?
  /// Devices dropped because the server no longer listed them: events still
  /// queued about them are not worth a look-up (it would fail, BadDevice).
  private var vanished: Set<Int> = []

  mutating func hold(_ touch: RawTouch, arrival: Double, until question: Asked) {
    held = HeldTouch(touch: touch, arrival: arrival, question: question)
  }

  /// The held touch event, taken out now that its question is answered.
  mutating func answered() -> HeldTouch? {
    defer { held = nil }
    return held
  }

  /// The server listed these devices: none of them is gone.
  mutating func listed(_ ids: [Int]) { vanished.subtract(ids) }

  /// The server no longer lists device `id`.
  mutating func vanished(_ id: Int) { vanished.insert(id) }

  func hasVanished(_ id: Int) -> Bool { vanished.contains(id) }
}
