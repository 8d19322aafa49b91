import XGestureEngine

extension DesktopDecisions {
  /// What `action` would do for a gesture at `place` (docs/OVERLAY.md,
  /// "Previews"): asked once, when the gesture begins, from the window
  /// manager's properties as they are then; nil for an action
  /// with no picture of its own (keys, clicks, `raise`, `move`, a workspace
  /// switch that goes nowhere, a window that is gone): its preview is a label.
  public func preview(_ action: DesktopAction, place: GesturePlace, asking server: some DesktopQueries)
    -> PreviewPicture?
  {
    switch action {
    case .keys, .click, .scroll, .window(.raise, _), .window(.move, _): return nil
    case .workspace(let target, let wrap):
      return Self.workspacePreview(target, wrap: wrap, place: place, asking: server)
    case .window(.showDesktop, _):
      return Self.showDesktopPreview(asking: server)
    case .window(let command, let target):
      guard
        case .success(let window) = WindowRequests.subject(
          of: command, target: target, place: place, asking: server),
        let frame = server.frame(of: window)
      else { return nil }
      return windowPreview(command, window, frame: frame, asking: server)
    }
  }

  private func windowPreview(
    _ command: WindowCommand, _ window: UInt, frame: ScreenRect, asking server: some DesktopQueries
  ) -> PreviewPicture? {
    let layout = ScreenLayout(asking: server)
    let monitor = layout.monitor(of: frame)
    let states = server.states(of: window)
    switch command {
    case .maximize:
      guard states.isSuperset(of: [.maximizedVertically, .maximizedHorizontally]) else {
        return .resize(from: frame, to: layout.workArea(of: monitor))
      }
      return .resize(
        from: frame, to: restored.maximized[window] ?? RestoredFrames.restoredGuess(in: layout.workArea(of: monitor)))
    case .fullscreen:
      guard states.contains(.fullscreen) else { return .resize(from: frame, to: monitor) }
      return .resize(
        from: frame, to: restored.fullscreen[window] ?? RestoredFrames.restoredGuess(in: layout.workArea(of: monitor)))
    case .tileLeft, .tileRight:
      guard let plan = tiling.plan(command == .tileLeft ? .left : .right, window, asking: server) else { return nil }
      return .resize(from: frame, to: plan.back?.wasMaximized == true ? layout.workArea(of: monitor) : plan.frame)
    case .minimize: return .minimize(frame)
    case .close: return .close(frame)
    case .raise, .showDesktop, .move: return nil
    }
  }

  /// The desktop a switch reaches, and the edge it comes in from: the
  /// direction's own edge; `next` from the right (below in a vertical
  /// layout), `previous` from the other side; a number from where its cell is.
  static func workspacePreview(
    _ target: WorkspaceTarget, wrap: Bool, place: GesturePlace, asking server: some DesktopQueries
  ) -> PreviewPicture? {
    guard let desktops = server.desktops() else { return nil }
    let grid = WorkspaceGrid(desktops)
    guard let index = grid.destination(of: target, from: desktops.current, wrap: wrap), index != desktops.current
    else { return nil }
    let vertical = grid.orientation == .vertical
    let edge: ScreenEdge
    switch target {
    case .left: edge = .left
    case .right: edge = .right
    case .up: edge = .top
    case .down: edge = .bottom
    case .next: edge = vertical ? .bottom : .right
    case .previous: edge = vertical ? .top : .left
    case .number:
      let from = grid.cell(of: desktops.current)
      let to = grid.cell(of: index)
      let (dc, dr) = (to.column - from.column, to.row - from.row)
      edge = abs(dc) >= abs(dr) && dc != 0 ? (dc > 0 ? .right : .left) : (dr > 0 ? .bottom : .top)
    }
    let names = server.desktopNames()
    let name = index < names.count && !names[index].isEmpty ? names[index] : String(index + 1)
    let monitor = ScreenLayout(asking: server).monitor(at: ScreenPoint(x: Int(place.x), y: Int(place.y)))
    return .workspace(name: name, from: edge, monitor: monitor)
  }

  /// The frames of the windows on the current desktop (not a panel or a
  /// desktop: those skip the taskbar); while they show, not the minimized
  /// ones (hidden; while the desktop is shown a window manager may call
  /// them all hidden).
  static func showDesktopPreview(asking server: some DesktopQueries) -> PreviewPicture {
    let current = server.desktops()?.current
    let hiding = !server.showsDesktop()
    let frames = server.stackedWindows().compactMap { window -> ScreenRect? in
      if let desktop = server.desktop(of: window), let current, desktop != current { return nil }
      let states = server.states(of: window)
      guard !(hiding && states.contains(.hidden)), !states.contains(.skipsTaskbar) else { return nil }
      return server.frame(of: window)
    }
    return .showDesktop(frames: frames, hiding: hiding)
  }
}
