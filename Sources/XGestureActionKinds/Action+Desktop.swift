import XGestureDesktop

extension Action.Kind {
  /// A desktop action as the kind that makes its request (`keys:`, `click:`,
  /// `scroll:`, `workspace:`, `window:`).
  public static func desktop(_ action: DesktopAction) -> Action.Kind {
    switch action {
    case .keys(let chords, let target): Action.Kind(KeysAction(chords, to: target))
    case .click(let button, let position): Action.Kind(ClickAction(button: button, at: position))
    case .scroll(let style, let step): Action.Kind(ScrollAction(style, step: step))
    case .workspace(let target, let wrap): Action.Kind(WorkspaceAction(target, wrap: wrap))
    case .window(let command, let target): Action.Kind(WindowAction(command, target: target))
    }
  }
}
