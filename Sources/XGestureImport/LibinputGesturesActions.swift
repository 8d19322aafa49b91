extension LibinputGesturesReader {
  /// The entry's command as an action: `_internal ws_…` (libinput-gestures'
  /// own workspace switch through wmctrl) becomes `workspace:`, the rest
  /// goes through `CommandMapping`. nil (and a comment) when it has no form.
  mutating func action(_ entry: Entry) -> ImportedAction? {
    guard entry.arguments.first == "_internal" else {
      return ImportedAction(CommandMapping.action(arguments: entry.arguments))
    }
    let text = entry.arguments.joined(separator: " ")
    switch Self.internalWorkspace(Array(entry.arguments.dropFirst())) {
    case .success(let (target, wrap, grid)):
      if grid {
        config.note(
          entry.line,
          "\(text): xgesture moves in the window manager's desktop grid (_NET_DESKTOP_LAYOUT), not in one of --cols columns"
        )
      }
      return ImportedAction(.workspace(target, wrap: wrap))
    case .failure(let reason):
      config.notConverted(entry.line, "\(text) (\(reason.text))")
      return nil
    }
  }

  struct Reason: Error {
    var text: String
  }

  /// `_internal [-w|--wrap] [-c|--cols N] ws_up|ws_down|ws_left|ws_right`:
  /// with one column up and down are the next and previous desktop (and so
  /// are left and right without --cols); in a grid, up goes a row on
  /// (xgesture's `down`), left a column on (`right`).
  static func internalWorkspace(_ words: [String]) -> Result<
    (String, wrap: Bool, grid: Bool), Reason
  > {
    var wrap = false
    var columns: Int?
    var command: String?
    var rest = words[...]
    while let word = rest.popFirst() {
      switch word {
      case "-w", "--wrap": wrap = true
      case "-c", "--cols":
        guard let value = rest.popFirst().flatMap(Int.init), value >= 1 else {
          return .failure(Reason(text: "--cols needs a number of columns ≥ 1"))
        }
        columns = value
      case "--row", "--col":
        return .failure(Reason(text: "libinput-gestures' legacy --row and --col"))
      case _ where word.hasPrefix("#"):
        return .failure(
          Reason(
            text:
              "libinput-gestures refuses this line: it has no end-of-line comments, and _internal takes no more words"
          ))
      default:
        guard command == nil, !word.hasPrefix("-") else {
          return .failure(Reason(text: "an option _internal does not have"))
        }
        command = word
      }
    }
    let grid = (columns ?? 1) > 1
    switch (command ?? "", columns) {
    case ("ws_up", _): return .success((grid ? "down" : "next", wrap, grid))
    case ("ws_down", _): return .success((grid ? "up" : "previous", wrap, grid))
    case ("ws_left", nil): return .success(("next", wrap, false))
    case ("ws_right", nil): return .success(("previous", wrap, false))
    case ("ws_left", _): return .success(("right", wrap, true))
    case ("ws_right", _): return .success(("left", wrap, true))
    case (let other, _) where other.hasPrefix("ws_"):
      return .failure(
        Reason(text: "xgesture switches desktops left, right, up or down, not diagonally"))
    default: return .failure(Reason(text: "not one of _internal's commands"))
    }
  }
}
