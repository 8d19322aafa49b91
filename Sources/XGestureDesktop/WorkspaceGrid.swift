/// The desktops as the window manager lays them out (`DesktopLayout`), and
/// which one `workspace:` goes to from the current one.
public struct WorkspaceGrid: Sendable, Equatable {
  public typealias Orientation = DesktopLayout.Orientation
  public typealias Corner = DesktopLayout.Corner

  public var count: Int
  public var columns: Int
  public var rows: Int
  public var orientation: Orientation
  public var corner: Corner

  /// One row of `count` desktops: what a window manager without
  /// `_NET_DESKTOP_LAYOUT` shows.
  public init(count: Int) {
    self.init(count: count, orientation: .horizontal, columns: count, rows: 1, corner: .topLeft)
  }

  /// The grid of the window manager's desktops: its layout, else one row.
  public init(_ desktops: Desktops) {
    guard let layout = desktops.layout else {
      self.init(count: desktops.count)
      return
    }
    self.init(
      count: desktops.count, orientation: layout.orientation, columns: layout.columns,
      rows: layout.rows, corner: layout.corner)
  }

  /// From the property's values; a zero `columns` or `rows` is computed from the other.
  public init(count: Int, orientation: Orientation, columns: Int, rows: Int, corner: Corner) {
    self.count = max(count, 0)
    self.orientation = orientation
    self.corner = corner
    var columns = columns
    var rows = rows
    if columns <= 0, rows > 0 { columns = (self.count + rows - 1) / rows }
    if rows <= 0, columns > 0 { rows = (self.count + columns - 1) / columns }
    if columns <= 0 || rows <= 0 {
      columns = max(self.count, 1)
      rows = 1
    }
    self.columns = columns
    self.rows = rows
  }

  /// The desktop (from 0) `target` means from `current`, or nil when there is
  /// none (past an end without `wrap`, a number beyond the count).
  public func destination(of target: WorkspaceTarget, from current: Int, wrap: Bool) -> Int? {
    guard count > 0, (0..<count).contains(current) else { return nil }
    switch target {
    case .number(let n):
      return (1...count).contains(n) ? n - 1 : nil
    case .next:
      if current + 1 < count { return current + 1 }
      return wrap ? 0 : nil
    case .previous:
      if current > 0 { return current - 1 }
      return wrap ? count - 1 : nil
    case .left: return step(from: current, dx: -1, dy: 0, wrap: wrap)
    case .right: return step(from: current, dx: 1, dy: 0, wrap: wrap)
    case .up: return step(from: current, dx: 0, dy: -1, wrap: wrap)
    case .down: return step(from: current, dx: 0, dy: 1, wrap: wrap)
    }
  }

  /// One cell in the grid as it is seen; cells with no desktop are passed over when wrapping.
  private func step(from current: Int, dx: Int, dy: Int, wrap: Bool) -> Int? {
    var (column, row) = cell(of: current)
    for _ in 0..<max(columns, rows) {
      column += dx
      row += dy
      if !(0..<columns).contains(column) || !(0..<rows).contains(row) {
        guard wrap else { return nil }
        column = (column + columns) % columns
        row = (row + rows) % rows
      }
      let index = self.index(column: column, row: row)
      if index == current { return nil }
      if index < count { return index }
      if !wrap { return nil }
    }
    return nil
  }

  /// Where desktop `index` is seen: column from the left, row from the top.
  func cell(of index: Int) -> (column: Int, row: Int) {
    var column: Int
    var row: Int
    switch orientation {
    case .horizontal:
      row = index / columns
      column = index % columns
    case .vertical:
      column = index / rows
      row = index % rows
    }
    if corner == .topRight || corner == .bottomRight { column = columns - 1 - column }
    if corner == .bottomLeft || corner == .bottomRight { row = rows - 1 - row }
    return (column, row)
  }

  func index(column: Int, row: Int) -> Int {
    var column = column
    var row = row
    if corner == .topRight || corner == .bottomRight { column = columns - 1 - column }
    if corner == .bottomLeft || corner == .bottomRight { row = rows - 1 - row }
    switch orientation {
    case .horizontal: return row * columns + column
    case .vertical: return column * rows + row
    }
  }
}
