import XGestureActions
import XGestureConfig
import XGestureEngine
import XGestureBridge
import XGestureX11

/// Desktop actions on xgesture's own X connection: `keys:` and `click:`
/// through XTest (`XKeyboard`), `workspace:` and `window:` as EWMH / ICCCM
/// client messages (`XDisplay+Desktop`). Nothing waits for the window manager.
final class X11Desktop: DesktopControlling {
  let display: XDisplay
  let keyboard: XKeyboard
  let mover: WindowMover
  /// The bridge's time, for giving back spare keycodes.
  private let now: () -> Double

  init(display: XDisplay, now: @escaping () -> Double) {
    self.display = display
    keyboard = XKeyboard(display: display)
    mover = WindowMover(display: display, now: now)
    self.now = now
  }

  /// X's keysym names, for the config loader.
  static let keyNames = KeyNames(
    isKnown: { XKeyboard.isKeysymName($0) }, candidates: { XKeyboard.keysymNames() })

  func perform(_ action: DesktopAction, gesture place: GesturePlace) -> String? {
    switch action {
    case .keys(let chords):
      for chord in chords {
        if let problem = keyboard.press(
          modifiers: chord.modifiers.map(\.keysym), key: chord.key, now: now())
        {
          return "keys: \(problem)"
        }
      }
      return nil
    case .click(let button, let at):
      let point = at == .gesture ? (x: Int(place.x.rounded()), y: Int(place.y.rounded())) : nil
      keyboard.click(button: button, at: point)
      return nil
    case .workspace(let target, let wrap):
      guard let desktops = display.desktops() else {
        return "workspace: the window manager has no EWMH desktops (_NET_NUMBER_OF_DESKTOPS is not set); nothing done"
      }
      let grid = Self.grid(desktops)
      guard let index = grid.destination(of: target, from: desktops.current, wrap: wrap) else {
        return nil
      }
      display.switchDesktop(to: index)
      return nil
    case .window(.move, _):
      return mover.begin(place)
    case .window(.showDesktop, _):
      display.toggleShowingDesktop()
      return nil
    case .window(let command, let target):
      let window: UInt?
      switch target {
      case .under:
        window = place.window
      case .active:
        window = display.activeWindow()
      }
      guard let window else {
        return "window: \(command.rawValue): "
          + (target == .under ? "no application window under the gesture" : "no active window")
      }
      let request: XDisplay.WindowRequest
      switch command {
      case .maximize: request = .toggleMaximized
      case .fullscreen: request = .toggleFullscreen
      case .minimize: request = .minimize
      case .close: request = .close
      case .raise, .showDesktop, .move: request = .activate
      }
      display.request(request, window: window)
      return nil
    }
  }

  func follow(_ transition: GestureTransition) { mover.follow(transition) }

  /// `_NET_DESKTOP_LAYOUT` (orientation, columns, rows, corner) as a grid.
  static func grid(_ desktops: XDisplay.Desktops) -> WorkspaceGrid {
    guard let layout = desktops.layout, layout.count >= 3 else {
      return WorkspaceGrid(count: desktops.count)
    }
    let corners: [WorkspaceGrid.Corner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
    return WorkspaceGrid(
      count: desktops.count, orientation: layout[0] == 1 ? .vertical : .horizontal,
      columns: layout[1], rows: layout[2],
      corner: layout.count > 3 && (0..<4).contains(layout[3]) ? corners[layout[3]] : .topLeft)
  }
}
