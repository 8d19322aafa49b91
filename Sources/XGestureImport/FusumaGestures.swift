extension FusumaBuilder {
  /// A one-shot binding as its own gesture; returns its name.
  mutating func oneShot(_ binding: FusumaBinding, apps: [String]?) -> String? {
    let path = binding.path
    let threshold = binding.threshold ?? thresholds[binding.type]
    let interval = binding.interval ?? intervals[binding.type]
    var gesture = ImportedGesture(
      name: prefix(apps) + name([binding.type, path.direction, path.fingers]), type: "swipe",
      fingers: path.fingers ?? (binding.type == "hold" ? nil : "2-4"), line: binding.line)
    gesture.apps = apps
    var state = "began"
    switch binding.type {
    case "swipe":
      state = "recognized"
      if let threshold {
        gesture.parameters.append(("min-distance", Self.number(8 * threshold) + "mm"))
      }
    case "pinch":
      gesture.type = "pinch"
      if let threshold {
        gesture.parameters += [
          ("min-scale-change", Self.number(0.05 * threshold)),
          ("min-span-change", Self.number(3 * threshold) + "mm"),
        ]
      }
    case "rotate":
      gesture.type = "rotate"
      if let threshold { gesture.parameters.append(("min-arc", Self.number(3 * threshold) + "mm")) }
    default:
      gesture.type = "long-press"
      gesture.parameters.append(("duration", Self.number(max(700 * (threshold ?? 1), 1)) + "ms"))
      gesture.remarks.append(holdNote(binding.line))
    }
    if let direction = path.direction {
      gesture.parameters.insert(("direction", direction), at: 0)
    }
    let every = interval.map { Self.number(300 * $0) + "ms" }
    gesture.add([action(binding, every: every, into: &gesture)], on: state)
    return config.add(gesture)
  }

  /// One type and fingers' continuous events as one gesture.
  mutating func continuousGesture(_ group: Group) -> String {
    let first = group.bindings[0]
    let type = ["swipe": "pan", "pinch": "pinch", "rotate": "rotate"][group.type] ?? "long-press"
    var gesture = ImportedGesture(
      name: prefix(group.apps) + name([group.type, group.direction, group.fingers, "continuous"]),
      type: type,
      fingers: group.fingers, line: first.line)
    gesture.apps = group.apps
    if let direction = group.direction { gesture.parameters.append(("direction", direction)) }
    if type == "long-press" {
      // libinput starts a hold after 180 ms of resting fingers.
      gesture.parameters.append(("duration", "180ms"))
      gesture.remarks.append(holdNote(first.line))
    }
    var steps: Steps?
    for binding in group.bindings {
      let status = binding.path.status ?? "update"
      let interval = binding.interval ?? intervals[binding.type] ?? 1
      let every = status == "update" ? Self.number(100 * interval) + "ms" : nil
      let state = ["begin": "began", "update": "changed", "end": "ended"][status] ?? "cancelled"
      var action = action(binding, every: every, into: &gesture)
      gesture.sources.append(binding.line)
      if group.direction == nil && binding.path.direction != nil {
        directedEvent(binding, action, among: group.bindings, into: &gesture, steps: &steps)
        continue
      }
      if status == "update" && group.direction == nil
        && group.bindings.contains(where: { $0.path.direction != nil && $0.path.status == "update" })
      {
        gesture.remarks.append(
          .note(
            binding.line,
            "fusuma runs this update with the steps no direction's update above takes; xgesture with every step"
          ))
      }
      if status == "update", type == "pan", let direction = group.direction,
        let style = WheelScroll.style(action.kind, along: direction)
      {
        // One wheel click per 4 mm of travel (scroll:'s default), where fusuma clicks at its pace of events.
        action = ImportedAction(.scroll(style))
        gesture.remarks.append(.note(binding.line, WheelScroll.note))
      }
      gesture.add([action], on: state)
    }
    add(steps, to: &gesture)
    return config.add(gesture)
  }

  private func holdNote(_ line: Int) -> Remark {
    .note(
      line,
      "a hold becomes a long press, which X servers deliver only from touchscreens (XInput 2.4 has touchpad swipes and pinches, no holds)"
    )
  }

  /// fusuma passes the gesture's motion to commands as variables xgesture does not set.
  static let variables = ["move_x", "move_y", "zoom", "rotate", "finger"]

  private func action(_ binding: FusumaBinding, every: String?, into gesture: inout ImportedGesture)
    -> ImportedAction
  {
    switch binding.run {
    case .action(let kind, let note):
      if let note { gesture.remarks.append(.note(binding.line, note)) }
      guard case .workspace(let target, _) = kind else { return ImportedAction(kind, every: every) }
      return ImportedAction(.workspace(target, wrap: wrapsWorkspaces), every: every)
    case .command(let command):
      if Self.variables.contains(where: {
        command.contains("$" + $0) || command.contains("${" + $0)
      }) {
        gesture.remarks.append(
          .note(
            binding.line,
            "the command reads fusuma's variables ($move_x, $zoom, …), which xgesture does not set: it sets XGESTURE_DX, XGESTURE_SCALE, XGESTURE_ROTATION and the rest instead"
          ))
      }
      return ImportedAction(CommandMapping.action(shell: command), every: every)
    }
  }
}
