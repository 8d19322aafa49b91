import Testing
import XGestureDesktop

/// `workspace:` (docs/REFERENCE.md §9) through the window manager's desktops
/// and their `_NET_DESKTOP_LAYOUT`.
@Suite struct WorkspaceSwitchTests {
  static func switches(
    _ target: WorkspaceTarget, wrap: Bool = false, from current: Int, of count: Int, layout: DesktopLayout? = nil
  ) -> [DesktopRequest] {
    let desktop = DesktopHarness()
    desktop.server.rootDesktops = Desktops(current: current, count: count, layout: layout)
    desktop.perform(.workspace(target, wrap: wrap))
    return desktop.server.requests
  }

  @Test("next and previous go by number, past the ends only with wrap")
  func nextPreviousGoNumberPastEnds() {
    #expect(Self.switches(.next, from: 0, of: 4) == [.switchDesktop(to: 1)])
    #expect(Self.switches(.next, from: 3, of: 4).isEmpty)
    #expect(Self.switches(.next, wrap: true, from: 3, of: 4) == [.switchDesktop(to: 0)])
    #expect(Self.switches(.previous, wrap: true, from: 0, of: 4) == [.switchDesktop(to: 3)])
    #expect(Self.switches(.number(2), from: 0, of: 4) == [.switchDesktop(to: 1)])
    #expect(Self.switches(.number(5), from: 0, of: 4).isEmpty)
  }

  @Test("without a layout the desktops are one row")
  func withoutLayoutDesktopsRow() {
    #expect(Self.switches(.right, from: 1, of: 4) == [.switchDesktop(to: 2)])
    #expect(Self.switches(.down, from: 1, of: 4).isEmpty)
    #expect(Self.switches(.left, wrap: true, from: 0, of: 4) == [.switchDesktop(to: 3)])
  }

  @Test("directions follow the layout's rows from the top left")
  func directionsFollowLayoutSRowsTop() {
    // 0 1
    // 2 3
    let grid = DesktopLayout(orientation: .horizontal, columns: 2, rows: 2, corner: .topLeft)
    #expect(Self.switches(.right, from: 0, of: 4, layout: grid) == [.switchDesktop(to: 1)])
    #expect(Self.switches(.down, from: 1, of: 4, layout: grid) == [.switchDesktop(to: 3)])
    #expect(Self.switches(.down, from: 3, of: 4, layout: grid).isEmpty)
    #expect(Self.switches(.down, wrap: true, from: 3, of: 4, layout: grid) == [.switchDesktop(to: 1)])
  }

  @Test("a vertical layout from the bottom right fills columns upwards, from the right")
  func verticalLayoutBottomRightFillsColumns() {
    // 3 1
    // 2 0
    let grid = DesktopLayout(orientation: .vertical, columns: 2, rows: 2, corner: .bottomRight)
    #expect(Self.switches(.up, from: 0, of: 4, layout: grid) == [.switchDesktop(to: 1)])
    #expect(Self.switches(.left, from: 0, of: 4, layout: grid) == [.switchDesktop(to: 2)])
    #expect(Self.switches(.right, from: 0, of: 4, layout: grid).isEmpty)
    #expect(Self.switches(.right, wrap: true, from: 0, of: 4, layout: grid) == [.switchDesktop(to: 2)])
  }

  @Test("a layout with zero rows has as many rows as its columns need")
  func layoutZeroRowsHasManyRows() {
    // 0 1 2
    // 3 4     (five desktops, three columns)
    let grid = DesktopLayout(orientation: .horizontal, columns: 3, rows: 0)
    #expect(Self.switches(.down, from: 2, of: 5, layout: grid).isEmpty)
    #expect(Self.switches(.down, from: 1, of: 5, layout: grid) == [.switchDesktop(to: 4)])
    #expect(Self.switches(.right, wrap: true, from: 4, of: 5, layout: grid) == [.switchDesktop(to: 3)])
  }

  @Test("without EWMH desktops nothing is asked and the log says so")
  func withoutEwmhDesktopsNothingAskedLog() {
    let desktop = DesktopHarness()
    desktop.server.rootDesktops = nil
    let note = desktop.perform(.workspace(.next, wrap: true))
    #expect(
      note == "workspace: the window manager has no EWMH desktops (_NET_NUMBER_OF_DESKTOPS is not set); nothing done")
    #expect(desktop.server.requests.isEmpty)
    #expect(desktop.server.flushes == 0)
  }
}
