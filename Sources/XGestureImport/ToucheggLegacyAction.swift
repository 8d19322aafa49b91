/// One Touchégg 1.x `<action type="…">SETTINGS</action>` → the states and
/// actions of an xgesture gesture (Touchégg 1.x's wiki, "All actions
/// supported", and what each action does).
///
/// 1.x runs an action once, at the gesture's end, or at its start with
/// `when="AT_START"`: on a tap both are `recognized`. It animates nothing,
/// so no action gets a `preview:`.
struct ToucheggLegacyAction {
  let element: XMLElement
  let shape: ToucheggLegacyGesture.Shape

  var type: String { element.attribute("type") ?? "" }
  /// The settings: the element's text.
  var settings: String { element.text.trimmed }
  var state: String { shape.state(atStart: element.attribute("when") == "AT_START") }
  var described: String {
    "<action type=\"\(type)\">\(settings)</action>"
  }

  func convert(into gesture: inout ImportedGesture) {
    switch type {
    case "MOUSE_CLICK": click(into: &gesture)
    case "MINIMIZE_WINDOW": gesture.add([ImportedAction(.window("minimize"))], on: state)
    case "MAXIMIZE_RESTORE_WINDOW": gesture.add([ImportedAction(.window("maximize"))], on: state)
    case "CLOSE_WINDOW": gesture.add([ImportedAction(.window("close"))], on: state)
    case "SHOW_DESKTOP": gesture.add([ImportedAction(.window("show-desktop"))], on: state)
    case "CHANGE_DESKTOP": desktop(into: &gesture)
    case "SEND_KEYS": keys(into: &gesture)
    case "RUN_COMMAND": command(into: &gesture)
    case "SCROLL": scroll(into: &gesture)
    case "MOVE_WINDOW": move(into: &gesture)
    case "DRAG_AND_DROP":
      notConverted(
        "the button is held from the drag's begin to its end: no xgesture action holds a button",
        &gesture)
    case "RESIZE_WINDOW": notConverted("xgesture does not resize windows", &gesture)
    case "CHANGE_VIEWPORT":
      notConverted(
        "Compiz's viewports: xgesture switches the window manager's desktops (workspace:)",
        &gesture)
    case "", "NO_ACTION": notConverted("no action: Touchégg 1.x runs nothing", &gesture)
    default: notConverted("Touchégg 1.x has no such action", &gesture)
    }
  }

  private func notConverted(_ why: String, _ gesture: inout ImportedGesture) {
    gesture.remarks.append(.notConverted(element.line, "\(described) (\(why))"))
  }

  private func note(_ text: String, _ gesture: inout ImportedGesture) {
    gesture.remarks.append(.note(element.line, text))
  }

  /// `BUTTON=1`…`9` (1 — left, 2 — middle, 3 — right, 8 back, 9 forward);
  /// Touchégg 1.x clicks the left button when it cannot read the setting.
  private func click(into gesture: inout ImportedGesture) {
    var button = 1
    let parts = settings.split(separator: "=", omittingEmptySubsequences: false)
    if parts.count == 2, parts[0] == "BUTTON", let number = Int(parts[1]), (1...9).contains(number) {
      button = number
    } else {
      note(
        "'\(settings)' is no BUTTON=1…9: Touchégg 1.x clicks the left button then, and so does this config",
        &gesture)
    }
    gesture.add([ImportedAction(.click(CommandMapping.buttonName(button), atPointer: false))], on: state)
  }

  /// `NEXT` or `PREVIOUS` (the next one when it cannot read the setting);
  /// 1.x goes round past the last desktop and the first.
  private func desktop(into gesture: inout ImportedGesture) {
    if settings != "NEXT" && settings != "PREVIOUS" {
      note(
        "'\(settings)' is neither NEXT nor PREVIOUS: Touchégg 1.x goes to the next desktop then, and so does this config",
        &gesture)
    }
    let target = settings == "PREVIOUS" ? "previous" : "next"
    gesture.add([ImportedAction(.workspace(target, wrap: true))], on: state)
  }

  /// `RUN_COMMAND`: Qt's QProcess runs the text without a shell, split
  /// into words as Qt splits them; the same program and arguments here.
  private func command(into gesture: inout ImportedGesture) {
    let words = QtCommandWords.split(settings)
    guard !words.isEmpty else {
      notConverted("no command: Touchégg 1.x runs nothing", &gesture)
      return
    }
    gesture.add([ImportedAction(CommandMapping.action(arguments: words, expandsProgram: false))], on: state)
  }
}

extension ToucheggLegacyAction {
  /// `SEND_KEYS` `Key1+Key2+…`: `Control`, `Shift`, `Super` and `Alt` (as
  /// written) are held — their left keys — while every other keysym's key is
  /// pressed in turn, with no other modifier: `Super+W` presses the w key.
  /// Touchégg 1.x activates the window under the pointer first (only the
  /// active window receives keys): `target: under`, the default of an
  /// application's gesture.
  fileprivate func keys(into gesture: inout ImportedGesture) {
    var held: [String] = []
    var pressed: [String] = []
    for part in settings.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
      switch part {
      case "Control", "Shift", "Super", "Alt": held.append(part + "_L")
      case "AltGr":
        notConverted(
          "AltGr: Touchégg 1.x holds the key of Alt_R, which is Alt or AltGr as the layout says",
          &gesture)
        return
      default:
        guard KeyChords.isKeysymName(part) else {
          notConverted("'\(part)' is no keysym name: Touchégg 1.x cannot press it", &gesture)
          return
        }
        pressed.append(part)
      }
    }
    let target = gesture.apps == nil ? "under" : nil
    let chords = pressed.isEmpty ? [held] : pressed.map { held + [$0] }
    let keys = chords.compactMap { KeyChords.chord($0, capital: .unshifted) }
    guard keys.count == chords.count, !keys.isEmpty else {
      let words = chords.map { $0.joined(separator: "+") }
      note(
        "keys \(settings): xgesture holds only ctrl, shift, alt, super and altgr while it presses one key, so this runs 'xdotool key' (install xdotool)",
        &gesture)
      gesture.add([ImportedAction(.command(ShellWords.quoted(["xdotool", "key"] + words)))], on: state)
      return
    }
    gesture.add([ImportedAction(.keys(keys, target: target))], on: state)
  }

  /// `SCROLL` `SPEED=1…10:INVERTED=true|false` on a drag: a wheel click per
  /// 40 − 2 × SPEED pixels of the fingers' motion on each axis (30 when it
  /// cannot read the setting), the content following the fingers when
  /// inverted. xgesture counts that travel in millimetres: at 96 dpi.
  fileprivate func scroll(into gesture: inout ImportedGesture) {
    guard shape.type == "pan" else {
      notConverted("SCROLL follows the fingers' motion: xgesture scrolls with a pan (a DRAG)", &gesture)
      return
    }
    let parts = settings.split(separator: ":", omittingEmptySubsequences: false).map {
      $0.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
    }
    var pixels = 30
    var natural = false
    if parts.count == 2, parts[0].count == 2, parts[0][0] == "SPEED", let speed = Int(parts[0][1]),
      (1...10).contains(speed)
    {
      pixels = 40 - 2 * speed
      natural = parts[1] == ["INVERTED", "true"]
    } else {
      note(
        "'\(settings)' is no SPEED=1…10:INVERTED=true|false: Touchégg 1.x scrolls at its default then (a click per 30 pixels, not inverted), and so does this config",
        &gesture)
    }
    note(
      "SCROLL becomes scroll: (a click per \(pixels) pixels of motion, \(Self.millimetres(pixels)) at 96 dpi), which also glides on after the lift, as a touchpad's scrolling does",
      &gesture)
    let action = ImportedAction(
      .scroll(natural ? "natural" : "traditional"), every: Self.millimetres(pixels))
    gesture.add([action], on: "changed")
  }

  static func millimetres(_ pixels: Int) -> String {
    LibinputGesturesReader.number(Double(pixels) * 25.4 / 96) + "mm"
  }

  /// `MOVE_WINDOW` on a drag: 1.x dragged the window under the pointer with
  /// Alt and the left button held; xgesture moves it itself.
  fileprivate func move(into gesture: inout ImportedGesture) {
    guard shape.type == "pan" else {
      notConverted("MOVE_WINDOW follows the fingers' motion: xgesture moves windows with a pan (a DRAG)", &gesture)
      return
    }
    note(
      "Touchégg 1.x moved the window by dragging it with Alt and the left button held; xgesture's window: move keeps the window's grip under the fingers and slides it on after a flick",
      &gesture)
    gesture.add([ImportedAction(.window("move"))], on: "began")
  }
}
