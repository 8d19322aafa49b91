import Foundation
import Testing
import XGestureTestSupport

/// Strokes on a touchpad (docs/REFERENCE.md §16): an XI 2.4 swipe's summed
/// unaccelerated motion draws the path, on the inputtest touchpad bed.
@Suite("Touchpad strokes through the xgesture binary")
struct TouchpadStrokeTests {
  /// A clockwise circle (y down) of `radius` mm from its top, as the
  /// unaccelerated deltas of 48 updates (libinput's units, 0.0951 mm each);
  /// the test sends accelerated deltas twice as long beside them, which the
  /// bridge does not sum (`VirtualContacts` moves by the unaccelerated ones).
  static func circleClockwise(radius: Double = 20) -> [(dx: Double, dy: Double)] {
    let units = radius / 0.0951
    let points = (0...48).map { k in
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(k) / 48
      return (x: units * cos(angle), y: units * sin(angle))
    }
    return zip(points, points.dropFirst()).map { (dx: $1.x - $0.x, dy: $1.y - $0.y) }
  }

  @Test("A three-finger clockwise circle on the touchpad is a circle-cw stroke; a straight three-finger swipe is none")
  func circle() throws {
    let bed = try TouchBed(inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let xgesture = try TouchpadTests.Running(
      bed: bed,
      config: """
        gestures:
          round: { type: stroke, shape: circle-cw, fingers: 3, on: { recognized: 'echo round' } }
        """)
    try bed.swipe(fingers: 3, dx: 400, dy: 0)
    #expect(xgesture.lines(containing: "round: possible → failed (no shape").count == 1, "\(xgesture.process.output)")
    try bed.swipe(fingers: 3, deltas: Self.circleClockwise(), acceleration: 2)
    #expect(xgesture.lines(containing: "[dry-run] round recognized").count == 1, "\(xgesture.process.output)")
  }
}
