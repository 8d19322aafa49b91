import Testing
import XGestureScreen

/// The one frame pacing (docs/OVERLAY.md, "Frames"): frames at most once a
/// period, a change after a pause at once, a late loop skipping frames.
@Suite struct FramePacerTests {
  static let period = 1000.0 / 60

  @Test("a change is drawn at once when the last frame is a period old, else at the end of that period")
  func due() {
    var pacer = FramePacer(rate: 60)
    #expect(pacer.due(changeAt: 100) == 100)
    pacer.drew(at: 100)
    #expect(pacer.due(changeAt: 105) == 100 + Self.period)
    #expect(pacer.due(changeAt: 100 + Self.period) == 100 + Self.period)
    #expect(pacer.due(changeAt: 500) == 500)
    // A wake-up a fraction of a millisecond early counts as on time.
    #expect(pacer.due(changeAt: 100 + Self.period - 0.1) == 100 + Self.period - 0.1)
  }

  @Test("something moving by itself has a frame every period; a loop that came late skips rather than bunches")
  func next() {
    let pacer = FramePacer(period: 10)
    #expect(pacer.next(after: 100, at: 100) == 110)
    #expect(pacer.next(after: 100, at: 109) == 110)
    // The loop came 15 ms late: the next frame is a period after it, not at 110 and 120 at once.
    #expect(pacer.next(after: 100, at: 115) == 125)
    #expect(pacer.next(after: 100, at: 110) == 120)
  }
}
