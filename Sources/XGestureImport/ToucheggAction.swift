/// One Touchégg `<action type="…">` with its option elements → the states
/// and actions of an xgesture gesture.
///
/// Window and desktop actions run at the gesture's end; animated ones
/// (`animate` is on unless set to false) get `preview:` on a pan or pinch.
/// SEND_KEYS and RUN_COMMAND run `on` begin (the default), end or both, or,
/// with `repeat`, once per step of progress (`times` steps, 10 by default)
/// and their `decrease…` once per step back: `repeat:` on `changed`.
struct ToucheggAction {
  let element: XMLElement
  let shape: ToucheggReader.Shape
  /// Touchégg's direction of the gesture (`UP`, `IN`), for `auto` desktops.
  let gestureDirection: String
  let settings: ToucheggSettings

  var type: String { element.attribute("type") ?? "" }
  func option(_ name: String) -> String? { element.childText(name) }

  /// The options each action reads (Touchégg's README); others are not converted.
  static let options: [String: Set<String>] = {
    let animated: Set<String> = ["animate", "color", "borderColor"]
    let repeated: Set<String> = [
      "repeat", "on", "times", "animate", "color", "borderColor", "animation",
    ]
    return [
      "MAXIMIZE_RESTORE_WINDOW": animated, "MINIMIZE_WINDOW": animated,
      "FULLSCREEN_WINDOW": animated,
      "CLOSE_WINDOW": animated, "SHOW_DESKTOP": animated,
      "TILE_WINDOW": animated.union(["direction"]),
      "CHANGE_DESKTOP": animated.union(["direction", "cyclic", "animationPosition"]),
      "SEND_KEYS": repeated.union(["modifiers", "keys", "decreaseKeys"]),
      "RUN_COMMAND": repeated.union(["command", "decreaseCommand"]),
      "MOUSE_CLICK": ["button", "on"],
    ]
  }()

  mutating func convert(into gesture: inout ImportedGesture) {
    guard let known = Self.options[type] else {
      gesture.remarks.append(
        .notConverted(element.line, "<action type=\"\(type)\"> (Touchégg has no such action)"))
      return
    }
    for option in element.children where !known.contains(option.name) {
      gesture.remarks.append(
        .notConverted(
          option.line,
          "<\(option.name)>\(option.text.trimmed)</\(option.name)> (\(type) has no such option)"))
    }
    switch type {
    case "SEND_KEYS", "RUN_COMMAND": repeated(into: &gesture)
    case "MOUSE_CLICK": click(into: &gesture)
    default: windowOrDesktop(into: &gesture)
    }
  }

  /// The window and desktop actions: at the end, previewed when animated.
  private func windowOrDesktop(into gesture: inout ImportedGesture) {
    let kind: ImportedAction.Kind
    switch type {
    case "MAXIMIZE_RESTORE_WINDOW": kind = .window("maximize")
    case "MINIMIZE_WINDOW": kind = .window("minimize")
    case "FULLSCREEN_WINDOW": kind = .window("fullscreen")
    case "CLOSE_WINDOW": kind = .window("close")
    case "SHOW_DESKTOP": kind = .window("show-desktop")
    case "TILE_WINDOW": kind = .window(option("direction") == "right" ? "tile-right" : "tile-left")
    default:
      guard let desktop = desktop(&gesture) else { return }
      kind = desktop
    }
    let animated = option("animate") != "false"
    colourNotes(animated: animated, into: &gesture)
    gesture.add([ImportedAction(kind, preview: animated ? shape.preview : nil)], on: shape.ended)
  }

  /// CHANGE_DESKTOP's `direction` and `cyclic`. `auto` follows natural
  /// scrolling, as Touchégg does on touchscreens: a swipe left or up goes
  /// to the next desktop, right, down or a pinch to the previous one.
  private func desktop(_ gesture: inout ImportedGesture) -> ImportedAction.Kind? {
    let wrap = option("cyclic") == "true"
    let direction = option("direction") ?? "auto"
    switch direction {
    case "next", "up", "down", "left", "right": return .workspace(direction, wrap: wrap)
    case "previous": return .workspace("previous", wrap: wrap)
    case "auto":
      let next = gestureDirection == "LEFT" || gestureDirection == "UP"
      gesture.remarks.append(
        .note(
          element.line,
          "CHANGE_DESKTOP direction auto: taken as natural scrolling (Touchégg's choice on touchscreens), so this goes to the \(next ? "next" : "previous") desktop; swap next and previous if your touchpad scrolls the traditional way"
        ))
      return .workspace(next ? "next" : "previous", wrap: wrap)
    default:
      gesture.remarks.append(
        .notConverted(
          element.line,
          "CHANGE_DESKTOP with direction '\(direction)' (Touchégg knows no such direction)"))
      return nil
    }
  }

  /// Per-action colours: xgesture's previews have one colour and border.
  private func colourNotes(animated: Bool, into gesture: inout ImportedGesture) {
    guard animated, shape.preview != nil else { return }
    for (name, global) in [("color", settings.color), ("borderColor", settings.border)] {
      guard let value = option(name), let hex = ToucheggSettings.color(value), hex != global else {
        continue
      }
      gesture.remarks.append(
        .note(
          element.line,
          "<\(name)>\(value)</\(name)>: xgesture's previews take one colour for every gesture (settings.feedback)"
        ))
    }
    if let position = option("animationPosition"), position != "auto" {
      gesture.remarks.append(
        .note(
          element.line,
          "animationPosition \(position): xgesture's workspace preview shows its arrow on the side the desktop comes from"
        ))
    }
  }

  /// MOUSE_CLICK: `button` (1 by default) `on` begin (the default) or end.
  /// Both on a swipe or pinch hold the button from begin to end (a drag),
  /// which no xgesture action does; on a tap it is one click.
  private func click(into gesture: inout ImportedGesture) {
    let text = option("button") ?? "1"
    guard let button = Int(text), (1...255).contains(button) else {
      gesture.remarks.append(
        .notConverted(element.line, "MOUSE_CLICK with button '\(text)' (not a button number)"))
      return
    }
    let action = ImportedAction(.click(CommandMapping.buttonName(button), atPointer: false))
    switch option("on") ?? "begin" {
    case "begin": gesture.add([action], on: shape.began)
    case "end": gesture.add([action], on: shape.ended)
    case "begin-and-end" where !shape.isContinuous: gesture.add([action], on: shape.ended)
    case "begin-and-end":
      gesture.remarks.append(
        .notConverted(
          element.line,
          "MOUSE_CLICK button \(button) on begin-and-end (a drag: the button held from the gesture's begin to its end)"
        ))
    case let other:
      gesture.remarks.append(
        .notConverted(element.line, "MOUSE_CLICK on '\(other)' (Touchégg runs it never)"))
    }
  }
}
