/// Which of Touchégg's two config formats a `touchegg.conf` is written in.
///
/// Touchégg 1.x (uTouch-GEIS) wrote each action's settings as the text of
/// `<action>` (`<action type="SEND_KEYS">Control+Alt+Right</action>`,
/// `BUTTON=3`, `NEXT`), had `DRAG`, `ROTATE`, `TAP_AND_HOLD` and
/// `DOUBLE_TAP`, the direction `ALL`, the action attribute `when` and the
/// setting `composed_gestures_time`. Touchégg 2.x reads options from child
/// elements (`<keys>`, `<button>`), has `SWIPE`, `PINCH` and `TAP` (it still
/// takes `DRAG` as a swipe) and its own settings. A file with any sign of
/// 2.x is read as 2.x reads it; else a file with a sign of 1.x as 1.x does;
/// a file with neither (empty actions on taps and pinches) as 2.x.
enum ToucheggFormat: Equatable {
  case legacy
  case current

  static func of(_ root: XMLElement) -> ToucheggFormat {
    var signs = (legacy: false, current: false)
    for section in root.children {
      for child in section.children {
        switch section.name {
        case "settings": settingSign(child, &signs)
        default: gestureSigns(child, &signs)
        }
      }
    }
    if signs.current { return .current }
    return signs.legacy ? .legacy : .current
  }

  private static let currentSettings: Set<String> = [
    "animation_delay", "action_execute_threshold", "color", "borderColor",
  ]

  private static func settingSign(
    _ property: XMLElement, _ signs: inout (legacy: Bool, current: Bool)
  ) {
    let name = property.attribute("name") ?? ""
    if name == "composed_gestures_time" { signs.legacy = true }
    if currentSettings.contains(name) { signs.current = true }
  }

  private static func gestureSigns(
    _ gesture: XMLElement, _ signs: inout (legacy: Bool, current: Bool)
  ) {
    switch gesture.attribute("type") ?? "" {
    case "SWIPE": signs.current = true
    case "DRAG", "ROTATE", "TAP_AND_HOLD", "DOUBLE_TAP": signs.legacy = true
    default: break
    }
    if gesture.attribute("direction") == "ALL" || gesture.attribute("fingers") == "ALL" {
      signs.legacy = true
    }
    for action in gesture.children where action.name == "action" {
      if !action.children.isEmpty { signs.current = true }
      if !action.text.trimmed.isEmpty || action.attribute("when") != nil { signs.legacy = true }
    }
  }
}
