extension LibinputGesturesReader {
  /// What an entry becomes: xgesture's type, its direction, the state its
  /// action runs on and the finger counts libinput reports for the gesture.
  struct Shape {
    var type: String
    var parameters: [(key: String, value: String)]
    var state: String
    var anyFingers: String
    var name: String
    /// For holds: how long the fingers rest, ms.
    var hold: Double?
  }

  mutating func build() {
    let diagonal = entries.contains { $0.gesture == "swipe" && $0.motion.contains("_") }
    var built: [(entry: Entry, shape: Shape, name: String)] = []
    for entry in entries {
      guard let shape = shape(entry, diagonal: diagonal) else { continue }
      guard let action = action(entry) else { continue }
      var gesture = ImportedGesture(
        name: shape.name + (entry.fingers.map { "-" + $0 } ?? ""), type: shape.type,
        fingers: entry.fingers ?? shape.anyFingers, line: entry.line)
      gesture.parameters = shape.parameters
      if shape.type != "long-press" { gesture.devices = devices() }
      if shape.hold != nil {
        gesture.remarks.append(
          .note(
            entry.line,
            "a hold becomes a long press, which X servers deliver only from touchscreens (XInput 2.4 has touchpad swipes and pinches, no holds); it runs when the hold is recognized"
          ))
      }
      gesture.add([action], on: shape.state)
      built.append((entry, shape, config.add(gesture)))
    }
    addRules(built)
    if let timeout, timeout.seconds == 0, built.contains(where: { $0.shape.type == "swipe" }) {
      config.note(timeout.line, "timeout 0 (no limit): an xgesture swipe needs one, 60 s here")
    }
    if let device, device.name.hasPrefix("/") {
      config.notConverted(
        device.line,
        "device \(device.name) (xgesture names devices as X does, not by path: the gestures take every touchpad)"
      )
    }
  }

  /// A gesture without a finger count yields to the same one with a count;
  /// a hold yields to every longer one its fingers could also make.
  private mutating func addRules(_ built: [(entry: Entry, shape: Shape, name: String)]) {
    for this in built {
      let others = built.filter { other in
        guard other.name != this.name, other.entry.gesture == this.entry.gesture else {
          return false
        }
        if let hold = this.shape.hold, let otherHold = other.shape.hold, otherHold != hold {
          return otherHold > hold
            && (this.entry.fingers == nil || other.entry.fingers == nil
              || this.entry.fingers == other.entry.fingers)
        }
        return this.entry.fingers == nil && other.entry.fingers != nil
          && other.entry.motion == this.entry.motion
      }
      if !others.isEmpty { config.update(this.name) { $0.requireFailureOf = others.map(\.name) } }
    }
  }

  private mutating func shape(_ entry: Entry, diagonal: Bool) -> Shape? {
    let described =
      "gesture \(entry.gesture) \(entry.motion) \(entry.fingers.map { $0 + " " } ?? "")\(entry.arguments.joined(separator: " "))"
    switch (entry.gesture, entry.motion) {
    case ("swipe", "up"), ("swipe", "down"), ("swipe", "left"), ("swipe", "right"):
      var parameters: [(key: String, value: String)] = [("direction", entry.motion)]
      if let threshold, threshold > 0 {
        parameters.append(
          ("min-distance", Self.number(Double(threshold) * Self.millimetresPerUnit) + "mm"))
      }
      parameters += [
        ("min-velocity", "0mm/s"), ("max-duration", maxDuration()),
        ("tolerance", diagonal ? "22.5deg" : "45deg"),
      ]
      return Shape(
        type: "swipe", parameters: parameters, state: "recognized", anyFingers: "3-5",
        name: "swipe-\(entry.motion)")
    case ("pinch", "in"), ("pinch", "out"):
      return Shape(
        type: "pinch", parameters: [("direction", entry.motion)], state: "ended", anyFingers: "2-5",
        name: "pinch-\(entry.motion)")
    case ("pinch", "clockwise"), ("pinch", "anticlockwise"):
      let direction = entry.motion == "clockwise" ? "clockwise" : "counterclockwise"
      return Shape(
        type: "rotate", parameters: [("direction", direction), ("min-angle", "15deg")],
        state: "ended", anyFingers: "2-5",
        name: "pinch-\(entry.motion)")
    case ("hold", let motion) where motion == "on" || motion.hasPrefix("on+"):
      let extra = motion == "on" ? 0 : Double(motion.dropFirst(3))
      guard let extra, extra >= 0 else {
        config.notConverted(
          entry.line, "\(described) (the hold's extra time is not a number of seconds)")
        return nil
      }
      // libinput starts a hold after 180 ms of resting fingers.
      let duration = 180 + extra * 1000
      let name = motion == "on" ? "hold" : "hold-\(Self.number(extra))s"
      return Shape(
        type: "long-press", parameters: [("duration", Self.number(duration) + "ms")],
        state: "began", anyFingers: "1-5",
        name: name, hold: duration)
    case ("swipe", _)
    where ["left_up", "left_down", "right_up", "right_down"].contains(entry.motion):
      config.notConverted(
        entry.line, "\(described) (xgesture's swipes go left, right, up or down, not diagonally)")
    default:
      config.notConverted(entry.line, "\(described) (libinput-gestures has no such motion)")
    }
    return nil
  }

  /// `timeout` (1.5 s by default): the swipe must be done by then.
  private mutating func maxDuration() -> String {
    guard let timeout else { return "1500ms" }
    guard timeout.seconds > 0 else { return "60s" }
    return Self.number(timeout.seconds * 1000) + "ms"
  }

  /// `device NAME` keeps the gestures to that device, `device all` (or none) to every touchpad.
  private mutating func devices() -> [String] {
    guard let device, device.name != "all" else { return ["touchpads"] }
    return device.name.hasPrefix("/") ? ["touchpads"] : [device.name]
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
