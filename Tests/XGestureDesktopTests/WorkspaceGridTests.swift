import Testing
import XGestureDesktop

/// `_NET_DESKTOP_LAYOUT` grids: which desktop each `workspace:` target reaches.
@Suite struct WorkspaceGridTests {
  @Test("next and previous stop at the ends unless they wrap")
  func nextPreviousStopEndsUnlessThey() {
    let grid = WorkspaceGrid(count: 4)
    #expect(grid.destination(of: .next, from: 0, wrap: false) == 1)
    #expect(grid.destination(of: .next, from: 3, wrap: false) == nil)
    #expect(grid.destination(of: .next, from: 3, wrap: true) == 0)
    #expect(grid.destination(of: .previous, from: 0, wrap: true) == 3)
    #expect(grid.destination(of: .number(4), from: 0, wrap: false) == 3)
    #expect(grid.destination(of: .number(5), from: 0, wrap: false) == nil)
    #expect(grid.destination(of: .right, from: 2, wrap: false) == 3)
    #expect(grid.destination(of: .up, from: 2, wrap: true) == nil)
  }

  @Test("directions follow the desktop layout's grid, corner and orientation")
  func directionsFollowDesktopLayoutSGrid() {
    // 0 1 2
    // 3 4 5   (horizontal, from the top left)
    let rows = WorkspaceGrid(count: 6, orientation: .horizontal, columns: 3, rows: 0, corner: .topLeft)
    #expect(rows.destination(of: .down, from: 1, wrap: false) == 4)
    #expect(rows.destination(of: .up, from: 1, wrap: false) == nil)
    #expect(rows.destination(of: .up, from: 1, wrap: true) == 4)
    #expect(rows.destination(of: .left, from: 3, wrap: true) == 5)
    // 0 2 4
    // 1 3 5   (vertical)
    let columns = WorkspaceGrid(count: 6, orientation: .vertical, columns: 3, rows: 2, corner: .topLeft)
    #expect(columns.destination(of: .right, from: 0, wrap: false) == 2)
    #expect(columns.destination(of: .down, from: 2, wrap: false) == 3)
    // 2 1 0
    // 5 4 3   (horizontal, from the top right)
    let mirrored = WorkspaceGrid(
      count: 6, orientation: .horizontal, columns: 3, rows: 2, corner: .topRight)
    #expect(mirrored.destination(of: .left, from: 0, wrap: false) == 1)
    #expect(mirrored.destination(of: .right, from: 0, wrap: false) == nil)
    // 0 1 2
    // 3 4 .   (five desktops: the empty cell is passed over when wrapping)
    let five = WorkspaceGrid(count: 5, orientation: .horizontal, columns: 3, rows: 2, corner: .topLeft)
    #expect(five.destination(of: .down, from: 2, wrap: false) == nil)
    #expect(five.destination(of: .right, from: 4, wrap: true) == 3)
  }
}
