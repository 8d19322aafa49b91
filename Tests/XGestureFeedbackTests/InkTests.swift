import Foundation
import Testing
import XGestureEngine
import XGestureFeedback

/// `ink: on` (docs/OVERLAY.md, "Ink"): the path a stroke is drawn along, on
/// the virtual clock; the engine's word on whether a stroke can still take
/// the sequence is given as it would come.
@Suite("Ink")
struct InkTests {
  static let inking = FeedbackSettings(ink: true)
  static let naming = FeedbackSettings(gestures: true, ink: true)

  /// A finger drawing a circle of `radius` px around (900, 500), `steps`
  /// samples a turn, one every 10 ms from time 0; the engine says a stroke
  /// can take it after every move. Returns the time of the last sample.
  @discardableResult
  static func circle(
    _ feedback: inout FeedbackState, radius: Double = 100, steps: Int = 36, turns: Double = 1
  ) -> Double {
    func at(_ i: Int) -> (x: Double, y: Double) {
      let angle = 2 * Double.pi * Double(i) / Double(steps)
      return (900 + radius * cos(angle), 500 + radius * sin(angle))
    }
    feedback.touched(touch(.begin, x: at(0).x, y: at(0).y, at: 0), on: screen)
    let count = Int(Double(steps) * turns)
    for i in 1...count {
      feedback.touched(touch(.update, x: at(i).x, y: at(i).y, at: Double(i) * 10), on: screen)
      feedback.strokes(possible: true, on: 6, at: Double(i) * 10)
    }
    return Double(count) * 10
  }

  static func distanceFromCircle(_ p: Point, radius: Double = 100) -> Double {
    abs(p.distance(to: Point(x: 900, y: 500)) - radius)
  }

  @Test("a stroke's ink follows the finger: every point on the drawn circle, a 6 px line in the fill colour, opaque")
  func followsTheFinger() throws {
    var feedback = FeedbackState(settings: Self.inking)
    Self.circle(&feedback)
    let line = try #require(polylines(feedback.scene(at: 360, translucent: true)).first)
    #expect(line.points.count > 30)
    #expect(line.points.allSatisfy { Self.distanceFromCircle($0) < 0.5 })
    #expect(line.stroke.width == 6)
    #expect(line.stroke.paint == Paint(.accent, alpha: 1))
    #expect(feedback.nextChange(after: 360, translucent: true) == nil)
  }

  @Test("a circle sampled 8 times a turn is drawn round: within 2 px of it, where its polygon is 7.6 px off")
  func smooth() throws {
    var feedback = FeedbackState(settings: Self.inking)
    Self.circle(&feedback, steps: 8, turns: 1.5)
    let line = try #require(polylines(feedback.scene(at: 200, translucent: true)).first)
    // The first segment (the start and its 5 points) has no point before it to bend through.
    let bent = line.points.dropFirst(6)
    #expect(line.points.count > 20)
    #expect(bent.allSatisfy { Self.distanceFromCircle($0) < 2 })
  }

  @Test(
    "nothing is drawn before the engine says a stroke can take the sequence, nor in the 80 ms landing window; then all of it is"
  )
  func waitsForTheEngine() throws {
    var feedback = FeedbackState(settings: Self.inking)
    feedback.touched(touch(.begin, x: 100, y: 100, at: 0), on: screen)
    feedback.touched(touch(.update, x: 150, y: 100, at: 10), on: screen)
    feedback.strokes(possible: false, on: 6, at: 10)
    #expect(feedback.scene(at: 10, translucent: true).isEmpty)
    feedback.touched(touch(.update, x: 200, y: 100, at: 20), on: screen)
    feedback.strokes(possible: true, on: 6, at: 79)
    #expect(feedback.scene(at: 79, translucent: true).isEmpty)
    feedback.strokes(possible: true, on: 6, at: 80)
    let line = try #require(polylines(feedback.scene(at: 80, translucent: true)).first)
    #expect(line.points.first == Point(x: 100, y: 100))
    #expect(line.points.last == Point(x: 200, y: 100))
  }

  @Test("a sequence no stroke can take any more before the lift fades at once with no name")
  func notAStroke() throws {
    var feedback = FeedbackState(settings: Self.naming)
    Self.circle(&feedback, turns: 0.5)
    feedback.touched(touch(.begin, 2, x: 400, y: 400, at: 185), on: screen)
    feedback.strokes(possible: false, on: 6, at: 190)
    let half = try #require(polylines(feedback.scene(at: 290, translucent: true)).first)
    #expect(abs(half.stroke.paint.alpha - 0.5) < 1e-9)
    #expect(labels(feedback.scene(at: 290, translucent: true)).isEmpty)
    #expect(feedback.nextChange(after: 290, translucent: true) == 290)
    feedback.forget(before: 390)
    #expect(feedback.scene(at: 390, translucent: true).isEmpty)
    #expect(feedback.isEmpty)
  }

  @Test("a lifted stroke nothing recognized shows 'no shape' beside its end for 600 ms, then fades in 200 ms")
  func noShape() throws {
    var feedback = FeedbackState(settings: Self.naming)
    let end = Self.circle(&feedback)
    feedback.touched(touch(.end, x: 1000, y: 500, at: end + 10), on: screen)
    feedback.strokes(possible: true, on: 6, at: end + 10)
    #expect(labels(feedback.scene(at: end + 10, translucent: true)).isEmpty)
    feedback.strokes(possible: false, on: 6, at: end + 12)
    let label = try #require(labels(feedback.scene(at: end + 12, translucent: true)).first)
    #expect(label.text == "no shape")
    // Above and to the right of the path's end, 28 px off, like a gesture's label.
    #expect(abs(label.box.x - 1028) < 1e-6 && abs(label.box.y + label.box.height - 472) < 1e-6)
    #expect(feedback.nextChange(after: end + 12, translucent: true) == end + 612)
    let fading = try #require(labels(feedback.scene(at: end + 712, translucent: true)).first)
    #expect(abs(fading.textPaint.alpha - 0.5) < 1e-9)
    feedback.forget(before: end + 812)
    #expect(feedback.isEmpty)
  }

  @Test("a recognized stroke's shape is its name, also when 'no shape' came first in the same frame")
  func recognized() throws {
    var feedback = FeedbackState(settings: Self.naming)
    let end = Self.circle(&feedback)
    feedback.touched(touch(.end, x: 1000, y: 500, at: end + 10), on: screen)
    feedback.strokes(possible: false, on: 6, at: end + 10)
    feedback.recognized("circle-cw", at: Point(x: 1000, y: 500), time: end + 10)
    #expect(labels(feedback.scene(at: end + 20, translucent: true)).map(\.text) == ["circle-cw"])
    #expect(!polylines(feedback.scene(at: end + 609, translucent: true)).isEmpty)
  }

  @Test(
    "a lifted stroke the engine's word never decides is 'no shape' a second after its lift, and asks for that frame")
  func undecided() throws {
    var feedback = FeedbackState(settings: Self.naming)
    let end = Self.circle(&feedback)
    feedback.touched(touch(.end, x: 1000, y: 500, at: end + 10), on: screen)
    // The next sequence begins before a word on this one: the words are the new one's.
    feedback.touched(touch(.begin, x: 300, y: 300, at: end + 20), on: screen)
    feedback.strokes(possible: true, on: 6, at: end + 20)
    #expect(feedback.nextChange(after: end + 20, translucent: true) == end + 1010)
    #expect(labels(feedback.scene(at: end + 1000, translucent: true)).isEmpty)
    feedback.forget(before: end + 1010)
    #expect(labels(feedback.scene(at: end + 1010, translucent: true)).map(\.text) == ["no shape"])
  }

  @Test("with gestures off the ink shows no name")
  func noNameWithoutGestures() {
    var feedback = FeedbackState(settings: Self.inking)
    let end = Self.circle(&feedback)
    feedback.touched(touch(.end, x: 1000, y: 500, at: end + 10), on: screen)
    feedback.recognized("circle-cw", at: Point(x: 1000, y: 500), time: end + 10)
    #expect(labels(feedback.scene(at: end + 20, translucent: true)).isEmpty)
    #expect(polylines(feedback.scene(at: end + 20, translucent: true)).count == 1)
  }

  @Test("without a compositing manager the ink thins as it fades and its name goes when the fade begins")
  func opaqueFade() throws {
    var feedback = FeedbackState(settings: Self.naming)
    let end = Self.circle(&feedback)
    feedback.touched(touch(.end, x: 1000, y: 500, at: end + 10), on: screen)
    feedback.recognized("circle-cw", at: Point(x: 1000, y: 500), time: end + 10)
    #expect(labels(feedback.scene(at: end + 600, translucent: false)).count == 1)
    let thin = try #require(polylines(feedback.scene(at: end + 710, translucent: false)).first)
    #expect(thin.stroke.paint.alpha == 1 && abs(thin.stroke.width - 3) < 1e-9)
    #expect(labels(feedback.scene(at: end + 710, translucent: false)).isEmpty)
  }

  @Test("a second finger landing or lifting does not make the line jump: it goes on from where it was")
  func carried() throws {
    var feedback = FeedbackState(settings: Self.inking)
    feedback.touched(touch(.begin, 1, x: 100, y: 100, at: 0), on: screen)
    feedback.strokes(possible: true, on: 6, at: 80)
    feedback.touched(touch(.update, 1, x: 120, y: 100, at: 10), on: screen)
    feedback.touched(touch(.begin, 2, x: 220, y: 300, at: 20), on: screen)
    feedback.touched(touch(.update, 2, x: 240, y: 300, at: 30), on: screen)
    feedback.touched(touch(.end, 1, x: 120, y: 100, at: 40), on: screen)
    feedback.touched(touch(.update, 2, x: 240, y: 320, at: 50), on: screen)
    let line = try #require(polylines(feedback.scene(at: 50, translucent: true)).first)
    // Both fingers' centroid moved 10 px right, then finger 2 alone 20 px down (the smoothing between them).
    let samples = [Point(x: 100, y: 100), Point(x: 120, y: 100), Point(x: 130, y: 100), Point(x: 130, y: 120)]
    #expect(line.points.filter(samples.contains) == samples)
    #expect(zip(line.points, line.points.dropFirst()).allSatisfy { $0.distance(to: $1) <= 20 })
  }

  @Test("a long scribble keeps at most 512 points, its first and last among them")
  func bounded() throws {
    var feedback = FeedbackState(settings: Self.inking)
    Self.circle(&feedback, steps: 90, turns: 100)
    let line = try #require(polylines(feedback.scene(at: 100_000, translucent: true)).first)
    #expect(line.points.count <= InkPath.capacity)
    #expect(line.points.count > InkPath.capacity / 2)
    #expect(line.points.first == Point(x: 1000, y: 500))
    #expect(Self.distanceFromCircle(try #require(line.points.last)) < 1e-6)
  }

  @Test("ink off draws nothing for the same stroke; a tap too small to draw shows no name")
  func off() {
    var feedback = FeedbackState(settings: FeedbackSettings(gestures: true))
    Self.circle(&feedback)
    #expect(feedback.scene(at: 400, translucent: true).isEmpty)
    var tap = FeedbackState(settings: Self.naming)
    tap.touched(touch(.begin, x: 500, y: 500, at: 0), on: screen)
    tap.strokes(possible: true, on: 6, at: 90)
    tap.touched(touch(.end, x: 500, y: 500, at: 100), on: screen)
    tap.strokes(possible: false, on: 6, at: 100)
    #expect(tap.scene(at: 110, translucent: true).isEmpty)
  }
}
