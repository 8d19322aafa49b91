import XGestureActionKinds
import XGestureConfig

/// fusuma-plugin-sendkey's `sendkey: "LEFTCTRL+T"` (in place of `command:`)
/// → `keys: ctrl+t`.
///
/// sendkey names the kernel's keys (`KEY_…` of linux/input-event-codes.h,
/// with or without `KEY_`), pressed together through a virtual keyboard:
/// they go to the focused window, as xdotool's do. xgesture presses X
/// keysyms: the modifiers, navigation, function and media keys are the same
/// keys everywhere; a letter, digit or punctuation key is the keysym it
/// types on a US layout (a note). `RIGHTALT` is AltGr on some layouts and
/// Alt on others, and a key not in the table has no keysym name here: not
/// converted.
enum FusumaSendkey {
  /// Keys whose keysym is the same on every layout.
  private static let fixed: [String: String] = [
    "LEFTCTRL": "Control_L", "RIGHTCTRL": "Control_R", "LEFTSHIFT": "Shift_L",
    "RIGHTSHIFT": "Shift_R",
    "LEFTALT": "Alt_L", "LEFTMETA": "Super_L", "RIGHTMETA": "Super_R",
    "ENTER": "Return", "ESC": "Escape", "TAB": "Tab", "SPACE": "space", "BACKSPACE": "BackSpace",
    "DELETE": "Delete", "INSERT": "Insert", "HOME": "Home", "END": "End", "PAGEUP": "Page_Up",
    "PAGEDOWN": "Page_Down", "LEFT": "Left", "RIGHT": "Right", "UP": "Up", "DOWN": "Down",
    "CAPSLOCK": "Caps_Lock", "SYSRQ": "Print", "PRINT": "Print", "COMPOSE": "Menu", "MENU": "Menu",
    "KPPLUS": "KP_Add", "KPMINUS": "KP_Subtract", "KPASTERISK": "KP_Multiply",
    "KPSLASH": "KP_Divide",
    "KPENTER": "KP_Enter", "VOLUMEUP": "XF86AudioRaiseVolume", "VOLUMEDOWN": "XF86AudioLowerVolume",
    "MUTE": "XF86AudioMute", "PLAYPAUSE": "XF86AudioPlay", "NEXTSONG": "XF86AudioNext",
    "PREVIOUSSONG": "XF86AudioPrev", "STOPCD": "XF86AudioStop",
    "BRIGHTNESSUP": "XF86MonBrightnessUp",
    "BRIGHTNESSDOWN": "XF86MonBrightnessDown", "BACK": "XF86Back", "FORWARD": "XF86Forward",
    "ZOOMIN": "XF86ZoomIn", "ZOOMOUT": "XF86ZoomOut",
  ]

  /// Keys whose keysym is the one a US layout gives them.
  private static let usLayout: [String: String] = [
    "MINUS": "minus", "EQUAL": "equal", "LEFTBRACE": "bracketleft", "RIGHTBRACE": "bracketright",
    "SEMICOLON": "semicolon", "APOSTROPHE": "apostrophe", "GRAVE": "grave",
    "BACKSLASH": "backslash",
    "COMMA": "comma", "DOT": "period", "SLASH": "slash",
  ]

  static let layoutNote =
    "sendkey presses keys by their place on the keyboard, xgesture by the keysym a US layout gives them: check letters and punctuation on another layout"

  /// `sendkey: "LEFTCTRL+T"`, or a list sent in turn
  /// (`sendkey: ["LEFTSHIFT+F10", "T", "ENTER"]`).
  static func outcome(_ value: YAMLNode) -> FusumaBinding.PluginOutcome {
    let texts: [String?] =
      if case .sequence(let items) = value.content { items.map(\.scalar) } else { [value.scalar] }
    var chords: [String] = []
    var note: String?
    for text in texts {
      guard let text, !text.isEmpty else {
        return .notConverted(
          "fusuma-plugin-sendkey takes keys joined by +, like LEFTCTRL+T, or a list of them")
      }
      switch chord(text) {
      case .action(.keys(let keys, _), let layout):
        chords += keys
        note = note ?? layout
      case let other: return other
      }
    }
    guard !chords.isEmpty else {
      return .notConverted("fusuma-plugin-sendkey takes keys joined by +, like LEFTCTRL+T, or a list of them")
    }
    return .action(.keys(chords), note: note)
  }

  private static func chord(_ text: String) -> FusumaBinding.PluginOutcome {
    var keysyms: [String] = []
    var followsLayout = false
    for part in text.split(separator: "+", omittingEmptySubsequences: false) {
      let name =
        part.uppercased().hasPrefix("KEY_")
        ? String(part.uppercased().dropFirst(4)) : part.uppercased()
      if let keysym = fixed[name] ?? function(name) {
        keysyms.append(keysym)
      } else if let keysym = usLayout[name] ?? letterOrDigit(name) {
        keysyms.append(keysym)
        followsLayout = true
      } else {
        return .notConverted(
          name == "RIGHTALT"
            ? "RIGHTALT is AltGr on some layouts and Alt on others"
            : "no X keysym name for \(part) here")
      }
    }
    guard let chord = KeyChords.chord(keysyms, capital: .unshifted) else {
      return .notConverted(
        "it holds keys that are no modifiers while it presses the last: xgesture holds ctrl, shift, alt and super"
      )
    }
    return .action(.keys([chord]), note: followsLayout ? layoutNote : nil)
  }

  /// `A`…`Z` as `a`…`z`, `0`…`9`.
  private static func letterOrDigit(_ name: String) -> String? {
    guard name.count == 1, let character = name.first, character.isASCII,
      character.isLetter || character.isNumber
    else { return nil }
    return name.lowercased()
  }

  /// `F1`…`F24`.
  private static func function(_ name: String) -> String? {
    guard name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) else {
      return nil
    }
    return name
  }
}
