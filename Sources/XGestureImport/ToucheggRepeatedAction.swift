extension ToucheggAction {
  /// SEND_KEYS and RUN_COMMAND.
  func repeated(into gesture: inout ImportedGesture) {
    guard let (forward, reverse) = pair(&gesture) else { return }
    if option("repeat") == "true" {
      stepped(forward, reverse, into: &gesture)
      return
    }
    let previewed = option("animate") != "false" && option("animation") != nil && shape.isContinuous
    switch option("on") ?? "begin" {
    case "begin": gesture.add([forward], on: shape.began)
    case "end":
      gesture.add(
        [ImportedAction(forward.kind, preview: previewed ? shape.preview : nil)], on: shape.ended)
    case "begin-and-end":
      gesture.add([forward], on: shape.began)
      gesture.add([forward], on: shape.ended)
    case let other:
      gesture.remarks.append(
        .notConverted(element.line, "\(type) on '\(other)' (Touchégg runs it never)"))
    }
  }

  /// The action and its `decrease…` one (none when not given).
  private func pair(_ gesture: inout ImportedGesture) -> (ImportedAction, ImportedAction?)? {
    if type == "RUN_COMMAND" {
      guard let command = option("command"), !command.isEmpty else {
        gesture.remarks.append(.notConverted(element.line, "RUN_COMMAND without a <command>"))
        return nil
      }
      for text in [command, option("decreaseCommand") ?? ""] where text.contains("TOUCHEGG_") {
        gesture.remarks.append(
          .note(
            element.line,
            "the command reads $TOUCHEGG_… variables, which xgesture does not set: it sets XGESTURE_SOURCE (touchscreen or touchpad) and XGESTURE_STATE instead"
          ))
      }
      let reverse = option("decreaseCommand").map {
        ImportedAction(CommandMapping.action(shell: $0))
      }
      return (ImportedAction(CommandMapping.action(shell: command)), reverse)
    }
    guard let keys = option("keys"), !keys.isEmpty else {
      gesture.remarks.append(.notConverted(element.line, "SEND_KEYS without <keys>"))
      return nil
    }
    let reverse = option("decreaseKeys").map { sendKeys(keys: $0, &gesture) }
    return (sendKeys(keys: keys, &gesture), reverse)
  }

  /// A chord, or, when xgesture cannot hold what Touchégg holds (two keys
  /// at once, Meta or Hyper), the same keys through `xdotool key`.
  ///
  /// Touchégg activates the window under the pointer before it sends keys
  /// (its SEND_KEYS: "only the active window receives shortcuts"), for
  /// global gestures too: `target: under`, which an application's gesture
  /// has by default and a global one is given.
  private func sendKeys(keys: String, _ gesture: inout ImportedGesture) -> ImportedAction {
    let modifiers = option("modifiers")
    if let chord = KeyChords.touchegg(modifiers: modifiers, keys: keys) {
      return ImportedAction(.keys([chord], target: gesture.apps == nil ? "under" : nil))
    }
    let all = [modifiers, keys].compactMap { $0 }.flatMap { $0.split(separator: "+") }.map {
      String($0).trimmed
    }
    let chord = all.joined(separator: "+")
    gesture.remarks.append(
      .note(
        element.line,
        "keys \(chord): xgesture holds only ctrl, shift, alt, super and altgr while it presses one key, so this runs 'xdotool key' (install xdotool)"
      ))
    return ImportedAction(.command(ShellWords.quoted(["xdotool", "key", chord])))
  }

  /// `repeat`: once per step of progress, `times` steps to the whole
  /// gesture (10 by default, Touchégg clamps it to 2…15). A swipe's wheel
  /// clicks forward and back (`xdotool click 4` and `5` on a swipe up) are
  /// a `scroll:` with that step.
  private func stepped(
    _ forward: ImportedAction, _ reverse: ImportedAction?, into gesture: inout ImportedGesture
  ) {
    guard shape.isContinuous else {
      gesture.remarks.append(
        .notConverted(
          element.line,
          "\(type) with repeat on a TAP (a tap has no progress to repeat on: Touchégg runs it never)"
        ))
      return
    }
    let percent = option("times").flatMap(Int.init).map { 100 / min(max($0, 2), 15) } ?? 10
    let every: String
    if shape.type == "pan" {
      every = LibinputGesturesReader.number(Double(percent) * 40 / 100) + "mm"
    } else {
      every = "\(percent)%"
    }
    if shape.type == "pan", let direction = shape.direction, let reverse,
      let style = WheelScroll.style(forward.kind, reverse: reverse.kind, along: direction)
    {
      gesture.remarks.append(.note(element.line, WheelScroll.note))
      gesture.add([ImportedAction(.scroll(style), every: every)], on: "changed")
      return
    }
    if let modifiers = option("modifiers"), type == "SEND_KEYS", !modifiers.isEmpty {
      gesture.remarks.append(
        .note(
          element.line,
          "Touchégg holds \(modifiers) from the gesture's begin to its end; xgesture presses it with every step (a window switcher closes between steps)"
        ))
    }
    gesture.add(
      [
        ImportedAction(
          .repeat(every: every, forward: [forward], reverse: reverse.map { [$0] } ?? []))
      ], on: "changed")
  }
}
