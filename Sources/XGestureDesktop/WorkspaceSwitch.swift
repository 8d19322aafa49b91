/// `workspace:` (docs/REFERENCE.md §9): the desktop a target names from the
/// current one, in the window manager's grid; past an end without `wrap`,
/// or a number beyond the count, nothing.
public enum WorkspaceSwitch {
  public static func decide(
    _ target: WorkspaceTarget, wrap: Bool, asking server: some DesktopQueries
  ) -> DesktopOutcome {
    guard let desktops = server.desktops() else {
      return .nothing(
        "workspace: the window manager has no EWMH desktops (_NET_NUMBER_OF_DESKTOPS is not set); nothing done")
    }
    guard let index = WorkspaceGrid(desktops).destination(of: target, from: desktops.current, wrap: wrap)
    else { return DesktopOutcome() }
    return DesktopOutcome([.switchDesktop(to: index)])
  }
}
