/// `window:` requests about one window (docs/REFERENCE.md §9): the window
/// under the gesture's first touch or the active one, and what is asked of
/// the window manager about it. `show-desktop` is about no window, and
/// `move` follows the pan (`WindowMoves`).
public enum WindowRequests {
  public static func decide(
    _ command: WindowCommand, target: WindowTarget, place: GesturePlace,
    asking server: some DesktopQueries
  ) -> DesktopOutcome {
    let request: WindowRequest
    switch command {
    case .maximize: request = .toggleMaximized
    case .fullscreen: request = .toggleFullscreen
    case .minimize: request = .minimize
    case .close: request = .close
    case .raise: request = .activate
    case .showDesktop: return DesktopOutcome([.showDesktop(!server.showsDesktop())])
    case .move: return .nothing("window: move: only a pan's began moves a window")
    case .tileLeft, .tileRight: return .nothing("window: \(command.rawValue): DesktopDecisions tiles it")
    }
    switch subject(of: command, target: target, place: place, asking: server) {
    case .success(let window): return DesktopOutcome([.window(request, window)])
    case .failure(let missing): return .nothing(missing.note)
    }
  }

  /// No window to ask about, and the line that says so.
  public struct Missing: Error, Hashable {
    public var note: String
  }

  /// The window `command` is about: the one under the gesture or the active one.
  public static func subject(
    of command: WindowCommand, target: WindowTarget, place: GesturePlace, asking server: some DesktopQueries
  ) -> Result<UInt, Missing> {
    let window: UInt?
    switch target {
    case .under: window = place.window
    case .active: window = server.activeWindow()
    }
    guard let window else {
      return .failure(
        Missing(
          note: "window: \(command.rawValue): "
            + (target == .under ? "no application window under the gesture" : "no active window")))
    }
    return .success(window)
  }
}
