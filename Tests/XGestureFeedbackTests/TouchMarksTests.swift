import Testing
import XGestureEngine
import XGestureFeedback

@Suite("Touches")
struct TouchMarksTests {
  @Test("a finger's dot is centred under it and a finger's width (8 mm on its device) across")
  func dotUnderTheFinger() throws {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    let dot = try #require(discs(feedback.scene(at: 10, translucent: true)).first)
    #expect(abs(dot.centre.x - 500) < 1e-9 && abs(dot.centre.y - 300) < 1e-9)
    #expect(abs(dot.radius - 4 * pxPerMM) < 1e-9)
    #expect(dot.fill == Paint(.accent, alpha: 0.6))
    #expect(dot.border?.paint == Paint(.white))
  }

  @Test("a finger held still needs no frame: nothing moves")
  func heldStill() {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    #expect(feedback.nextChange(after: 5, translucent: true) == nil)
    #expect(polylines(feedback.scene(at: 5, translucent: true)).isEmpty)
  }

  @Test("a moving finger's trail reaches 120 ms back, to where the finger was then")
  func trailLength() throws {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 100, y: 300, at: 0), on: screen)
    // 1 px per ms to the right, an event every 10 ms.
    for t in stride(from: 10.0, through: 300, by: 10) {
      feedback.touched(touch(.update, x: 100 + t, y: 300, at: t), on: screen)
    }
    let trail = try #require(polylines(feedback.scene(at: 300, translucent: true)).first)
    #expect(abs(try #require(trail.points.first).x - 280) < 1e-6)
    #expect(abs(try #require(trail.points.last).x - 400) < 1e-6)
    #expect(feedback.nextChange(after: 300, translucent: true) == 300)
    // Stopped: the trail shrinks into the finger within 120 ms, then nothing moves.
    let later = try #require(polylines(feedback.scene(at: 360, translucent: true)).first)
    #expect(abs(try #require(later.points.first).x - 340) < 1e-6)
    #expect(polylines(feedback.scene(at: 420, translucent: true)).isEmpty)
    #expect(feedback.nextChange(after: 420, translucent: true) == nil)
  }

  @Test("a lifted finger's dot fades over 200 ms: half its alpha at 100 ms, gone at 200 ms")
  func fade() throws {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    feedback.touched(touch(.end, x: 500, y: 300, at: 50), on: screen)
    let half = try #require(discs(feedback.scene(at: 150, translucent: true)).first)
    #expect(abs(half.fill.alpha - 0.3) < 1e-9)
    #expect(abs((half.border?.paint.alpha ?? 0) - 0.5) < 1e-9)
    #expect(feedback.nextChange(after: 150, translucent: true) == 150)
    #expect(!discs(feedback.scene(at: 249, translucent: true)).isEmpty)
    #expect(feedback.scene(at: 250, translucent: true).isEmpty)
    #expect(feedback.nextChange(after: 250, translucent: true) == nil)
  }

  @Test("without a compositing manager a lifted dot shrinks at full alpha instead of fading")
  func opaqueFade() throws {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    feedback.touched(touch(.end, x: 500, y: 300, at: 0), on: screen)
    let half = try #require(discs(feedback.scene(at: 100, translucent: false)).first)
    #expect(half.fill.alpha == 1)
    #expect(abs(half.radius - 2 * pxPerMM) < 1e-9)
    #expect(feedback.scene(at: 200, translucent: false).isEmpty)
  }

  @Test("two fingers have two dots, the later one on top; touches off shows none")
  func twoFingers() {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, 1, x: 500, y: 300, at: 0), on: screen)
    feedback.touched(touch(.begin, 2, x: 700, y: 300, at: 5), on: screen)
    #expect(discs(feedback.scene(at: 10, translucent: true)).map(\.centre.x) == [500, 700])
    var off = FeedbackState(settings: FeedbackSettings(gestures: true))
    off.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    #expect(off.scene(at: 10, translucent: true).isEmpty)
  }

  @Test(
    "a touchpad's virtual contacts show as dots at their root positions, sized at the screen's density"
  )
  func touchpadContacts() throws {
    let pad = DeviceGeometry(
      id: 9, name: "touchpad", width: 508, height: 285, screenWidth: 1920, screenHeight: 1080,
      source: .touchpad)
    var feedback = FeedbackState(settings: showingTouches)
    let centre = pad.surfacePoint(Point(x: 960, y: 540))
    for (k, dx) in [-20.0, 20].enumerated() {
      feedback.touched(
        TouchEvent(time: 0, device: 9, touch: k + 1, phase: .begin, x: centre.x + dx, y: centre.y),
        on: pad)
    }
    let dots = discs(feedback.scene(at: 1, translucent: true))
    #expect(dots.count == 2)
    let density = (1920.0 / 508 + 1080.0 / 285) / 2
    #expect(abs(try #require(dots.first).centre.x - (960 - 20 * 1920.0 / 508)) < 1e-6)
    #expect(abs(try #require(dots.first).radius - 4 * density) < 1e-9)
  }

  @Test("a finger on a device that goes away fades from then, where it was")
  func deviceRemoved() throws {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    feedback.removeDevice(6, at: 1000)
    #expect(feedback.nextChange(after: 1000, translucent: true) == 1000)
    let half = try #require(discs(feedback.scene(at: 1100, translucent: true)).first)
    #expect(abs(half.fill.alpha - 0.3) < 1e-9 && half.centre.x == 500)
    #expect(feedback.scene(at: 1200, translucent: true).isEmpty)
  }
}
