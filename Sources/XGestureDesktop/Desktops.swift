/// The window manager's desktops as the root window's EWMH properties say
/// (`_NET_NUMBER_OF_DESKTOPS`, `_NET_CURRENT_DESKTOP`, `_NET_DESKTOP_LAYOUT`).
public struct Desktops: Hashable, Sendable {
  /// The desktop shown, from 0.
  public var current: Int
  /// How many there are.
  public var count: Int
  /// How a pager lays them out; nil when the window manager does not say.
  public var layout: DesktopLayout?

  public init(current: Int, count: Int, layout: DesktopLayout? = nil) {
    self.current = current
    self.count = count
    self.layout = layout
  }
}

/// `_NET_DESKTOP_LAYOUT`: the desktops in a grid, filled row by row or column
/// by column from one corner. A zero count of columns or rows means "as many
/// as the desktops need" (`WorkspaceGrid` computes it).
public struct DesktopLayout: Hashable, Sendable {
  public enum Orientation: Hashable, Sendable { case horizontal, vertical }
  public enum Corner: Hashable, Sendable { case topLeft, topRight, bottomRight, bottomLeft }

  public var orientation: Orientation
  public var columns: Int
  public var rows: Int
  public var corner: Corner

  public init(orientation: Orientation, columns: Int, rows: Int, corner: Corner = .topLeft) {
    self.orientation = orientation
    self.columns = columns
    self.rows = rows
    self.corner = corner
  }
}
