/// Commands that only call `xdotool key`, `xdotool click`, `xdotool
/// set_desktop` or `wmctrl -s` become xgesture's own actions (`keys:`,
/// `click:`, `workspace:`), and those that only maximize, fullscreen,
/// close or minimize the active window (`wmctrl -r :ACTIVE: -b toggle,…`,
/// `wmctrl -c :ACTIVE:`, `xdotool getactivewindow windowminimize`) its
/// `window:` with `target: active`: done in-process, with no helper
/// program to install. Every other command stays a command, so it still works.
enum CommandMapping {
  /// A shell command line (Touchégg's RUN_COMMAND, fusuma's `command:`).
  static func action(shell command: String) -> ImportedAction.Kind {
    if let words = ShellWords.split(command), let native = native(words) { return native }
    return .command(command)
  }

  /// A program and its arguments, run without a shell (libinput-gestures,
  /// which expands `~` and `$VAR` in the program's name, and Touchégg 1.x,
  /// which does not: `expandsProgram` false).
  static func action(arguments: [String], expandsProgram: Bool = true) -> ImportedAction.Kind {
    native(arguments) ?? .command(ShellWords.quoted(arguments, expandsProgram: expandsProgram))
  }

  /// xdotool's own commands: a word among a `key` command's keys that is
  /// one of them starts a chained command, which has no single xgesture form.
  private static let xdotoolCommands: Set<String> = [
    "key", "keydown", "keyup", "type", "click", "mousedown", "mouseup", "mousemove",
    "mousemove_relative", "getmouselocation", "sleep", "search", "exec", "behave",
    "windowactivate", "windowfocus", "windowraise", "windowmap", "windowunmap", "windowmove",
    "windowsize", "windowminimize", "windowkill", "windowclose", "windowquit", "windowstate",
    "windowreparent", "getactivewindow", "getwindowfocus", "getwindowname", "getwindowpid",
    "getwindowgeometry", "selectwindow", "set_window", "set_desktop", "get_desktop",
    "set_num_desktops", "get_num_desktops", "set_desktop_for_window", "get_desktop_for_window",
    "set_desktop_viewport", "get_desktop_viewport",
  ]

  static func native(_ words: [String]) -> ImportedAction.Kind? {
    guard let program = words.first else { return nil }
    let arguments = Array(words.dropFirst())
    switch (program, arguments.first) {
    case ("xdotool", "key"): return xdotoolKey(Array(arguments.dropFirst()))
    case ("xdotool", "click"): return xdotoolClick(Array(arguments.dropFirst()))
    case ("xdotool", "set_desktop") where arguments.count == 2:
      return desktopNumber(arguments[1])
    case ("wmctrl", "-s") where arguments.count == 2:
      return desktopNumber(arguments[1])
    case ("wmctrl", "-r")
    where arguments.count == 4 && arguments[1] == ":ACTIVE:" && arguments[2] == "-b":
      return wmctrlToggle(arguments[3])
    case ("wmctrl", "-c") where arguments == ["-c", ":ACTIVE:"]:
      return .window("close", target: "active")
    case ("xdotool", "getactivewindow") where arguments == ["getactivewindow", "windowminimize"]:
      return .window("minimize", target: "active")
    default: return nil
    }
  }

  /// `wmctrl -r :ACTIVE: -b toggle,PROPERTY[,PROPERTY]`: the maximized
  /// states together, or fullscreen. `add` and `remove` set a state where
  /// xgesture's `window:` toggles it: they stay commands.
  private static func wmctrlToggle(_ word: String) -> ImportedAction.Kind? {
    let parts = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.first == "toggle" else { return nil }
    switch Set(parts.dropFirst()) {
    case ["maximized_vert", "maximized_horz"] where parts.count == 3:
      return .window("maximize", target: "active")
    case ["fullscreen"] where parts.count == 2: return .window("fullscreen", target: "active")
    default: return nil
    }
  }

  /// `xdotool key [--clearmodifiers] [--delay MS] [--repeat N] KEY…`.
  private static func xdotoolKey(_ words: [String]) -> ImportedAction.Kind? {
    guard let (repeats, keys) = options(words), !keys.isEmpty else { return nil }
    var chords: [String] = []
    for key in keys {
      guard !xdotoolCommands.contains(key), let chord = KeyChords.xdotool(key) else { return nil }
      chords.append(chord)
    }
    return .keys(Array(repeating: chords, count: repeats).flatMap { $0 })
  }

  /// `xdotool click [--clearmodifiers] [--delay MS] [--repeat N] BUTTON`:
  /// clicks where the pointer is. A repeat has no single form.
  private static func xdotoolClick(_ words: [String]) -> ImportedAction.Kind? {
    guard let (repeats, rest) = options(words), repeats == 1, rest.count == 1,
      let button = Int(rest[0]), (1...255).contains(button)
    else { return nil }
    return .click(buttonName(button), atPointer: true)
  }

  /// The options xdotool's key and click take that change nothing xgesture
  /// does (`--clearmodifiers`, `--delay`, `--repeat-delay`) or that it can
  /// do (`--repeat`); nil for any other (`--window`).
  private static func options(_ words: [String]) -> (repeats: Int, rest: [String])? {
    var repeats = 1
    var rest = words[...]
    while let word = rest.first, word.hasPrefix("--") {
      rest.removeFirst()
      switch word {
      case "--clearmodifiers": continue
      case "--delay", "--repeat-delay":
        guard let value = rest.popFirst(), Int(value) != nil else { return nil }
      case "--repeat":
        guard let value = rest.popFirst(), let count = Int(value), (1...100).contains(count) else {
          return nil
        }
        repeats = count
      default: return nil
      }
    }
    return (repeats, Array(rest))
  }

  /// A 0-based desktop number (wmctrl, xdotool) as xgesture's, from 1.
  private static func desktopNumber(_ word: String) -> ImportedAction.Kind? {
    guard let number = Int(word), number >= 0, number < 1000 else { return nil }
    return .workspace(String(number + 1), wrap: false)
  }

  /// xgesture's name of a button where it has one, else its number.
  static func buttonName(_ button: Int) -> String {
    switch button {
    case 1: "left"
    case 2: "middle"
    case 3: "right"
    case 8: "back"
    case 9: "forward"
    default: String(button)
    }
  }
}
