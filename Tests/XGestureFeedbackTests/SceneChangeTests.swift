import Testing
import XGestureEngine
import XGestureFeedback

/// `Scene.changed(since:)`: what the painter repaints between two frames (docs/OVERLAY.md, "Painting", "Ink").
@Suite("Scene changes")
struct SceneChangeTests {
  static let stroke = Stroke(Paint(.accent), width: 6)

  static func line(_ points: [(Double, Double)]) -> Shape {
    .polyline(Polyline(points: points.map { Point(x: $0.0, y: $0.1) }, stroke: stroke))
  }

  static let dot = Shape.disc(Disc(centre: Point(x: 50, y: 50), radius: 10, fill: Paint(.accent)))

  @Test("a line that grew is repainted from its last shared point on: its newest segment, not its whole box")
  func grownLine() throws {
    let old = Scene([Self.dot, Self.line([(0, 0), (500, 0), (500, 500), (510, 500)])])
    let new = Scene([Self.dot, Self.line([(0, 0), (500, 0), (500, 500), (520, 500), (530, 510)])])
    let changed = try #require(new.changed(since: old))
    // From (500, 500) to (530, 510), with half the width and a pixel to spare.
    #expect(changed == PixelRect(x: 496, y: 496, width: 38, height: 18))
  }

  @Test("shapes that differ otherwise are repainted whole, old and new; the same scene not at all")
  func otherChanges() throws {
    let old = Scene([Self.dot, Self.line([(0, 0), (100, 0)])])
    let moved = Scene([Self.dot, Self.line([(0, 10), (100, 10)])])
    #expect(moved.changed(since: old) == PixelRect(x: -4, y: -4, width: 108, height: 18))
    #expect(old.changed(since: old) == nil)
    let fewer = Scene([Self.dot])
    #expect(fewer.changed(since: old) == old.bounds)
    #expect(Scene.empty.changed(since: old) == old.bounds)
  }
}
