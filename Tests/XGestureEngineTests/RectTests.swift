import Testing
import XGestureEngine

/// The one rectangle (`Rect`), in whole pixels (`ScreenRect`) and fractions
/// of one (`PixelRect`): the same rules either way, values from the geometry.
@Suite struct RectTests {
  /// Two monitors side by side, 1920×1080 and 1280×1024, and a gap below the smaller one.
  static let left = ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
  static let right = ScreenRect(x: 1920, y: 0, width: 1280, height: 1024)

  @Test("two overlapping rectangles share the part inside both; touching or apart they share none")
  func intersection() {
    let window = ScreenRect(x: 1800, y: 1000, width: 400, height: 300)
    #expect(window.intersection(Self.left) == ScreenRect(x: 1800, y: 1000, width: 120, height: 80))
    #expect(window.intersection(Self.right) == ScreenRect(x: 1920, y: 1000, width: 280, height: 24))
    #expect(Self.left.intersection(Self.right) == nil)
    #expect(Self.left.intersection(ScreenRect(x: 5000, y: 0, width: 10, height: 10)) == nil)
    let fraction = PixelRect(x: 0.5, y: 0.5, width: 10, height: 10)
    #expect(
      fraction.intersection(PixelRect(x: 5, y: 0, width: 10, height: 5))
        == PixelRect(x: 5, y: 0.5, width: 5.5, height: 4.5))
  }

  @Test("a rectangle holds its left and top edges but not its right and bottom ones")
  func contains() {
    #expect(Self.left.contains(ScreenPoint(x: 0, y: 0)))
    #expect(Self.left.contains(ScreenPoint(x: 1919, y: 1079)))
    #expect(!Self.left.contains(ScreenPoint(x: 1920, y: 500)))
    #expect(!Self.left.contains(ScreenPoint(x: 500, y: 1080)))
    #expect(PixelRect(Self.left).contains(Point(x: 1919.9, y: 0)))
    #expect(!PixelRect(Self.left).contains(Point(x: 1920, y: 0)))
    // A rectangle inside another, to a pixel of slack on each edge.
    let mapped = PixelRect(x: 1919, y: 0, width: 1281, height: 1025)
    #expect(!PixelRect(Self.right).contains(mapped))
    #expect(PixelRect(Self.right).contains(mapped, within: 1))
  }

  @Test("the centre of whole pixels is rounded down; of fractions it is exact")
  func centre() {
    #expect(ScreenRect(x: 10, y: 20, width: 101, height: 51).centre == ScreenPoint(x: 60, y: 45))
    #expect(PixelRect(x: 10, y: 20, width: 101, height: 51).centre == Point(x: 60.5, y: 45.5))
  }

  @Test("the smallest rectangle holding two, and one shrunk or grown on every side")
  func unionInset() {
    #expect(Self.left.union(Self.right) == ScreenRect(x: 0, y: 0, width: 3200, height: 1080))
    #expect(Self.right.inset(by: 10) == ScreenRect(x: 1930, y: 10, width: 1260, height: 1004))
    #expect(
      PixelRect(x: 0, y: 0, width: 10, height: 10).inset(by: -1.5) == PixelRect(x: -1.5, y: -1.5, width: 13, height: 13)
    )
  }

  @Test("a point is on the first rectangle holding it, else on the nearest; with none, on none")
  func nearest() {
    let monitors = [Self.left, Self.right]
    #expect(ScreenRect.index(at: ScreenPoint(x: 2000, y: 10), nearestAmong: monitors) == 1)
    // Below the right monitor, in the gap: 26 px below it, 80 px right of the left one.
    #expect(ScreenRect.index(at: ScreenPoint(x: 2000, y: 1050), nearestAmong: monitors) == 1)
    // Below the left one by 20 px; 20 px left of and 76 px below the right one.
    #expect(ScreenRect.index(at: ScreenPoint(x: 1900, y: 1100), nearestAmong: monitors) == 0)
    // Off the screen to the left: only the left monitor is near.
    #expect(PixelRect.index(at: Point(x: -50, y: 500), nearestAmong: monitors.map(PixelRect.init)) == 0)
    #expect(ScreenRect.index(at: ScreenPoint(x: 0, y: 0), nearestAmong: []) == nil)
  }

  @Test("whole pixels become fractions exactly; fractions become the nearest whole pixels")
  func conversion() {
    #expect(PixelRect(Self.right) == PixelRect(x: 1920, y: 0, width: 1280, height: 1024))
    #expect(
      ScreenRect(PixelRect(x: 0.4, y: 9.6, width: 100.5, height: 3)) == ScreenRect(x: 0, y: 10, width: 101, height: 3))
    #expect(Self.right.description == "1280×1024+1920+0")
  }
}
