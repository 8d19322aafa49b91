import Testing
import XGestureDesktop

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct WindowSlideTests {
  @Test("a slide covers 1 − 0.998^t of its way after t ms and ends within half a pixel of it")
  func slideCovers10998T() {
    let slide = WindowSlide(
      startX: 100, startY: 200, distanceX: 400, distanceY: -100, startTime: 1000,
      bounds: (0, 0, 1920, 1080))
    #expect(slide.position(at: 1000) == (100, 200, false))
    let half = log(0.5) / log(0.998)  // ms until half the way is covered
    let middle = slide.position(at: 1000 + half)
    #expect(middle.x == 300 && middle.y == 150 && !middle.done)
    // Done once less than half a pixel is left: 400 · 0.998^t < 0.5.
    let end = log(0.5 / 400) / log(0.998)
    #expect(slide.position(at: 1000 + end - 1).done == false)
    #expect(slide.position(at: 1000 + end + 1) == (500, 100, true))
  }

  @Test("a slide stops at the edge of the work area")
  func slideStopsEdgeWorkArea() {
    let slide = WindowSlide(
      startX: 1500, startY: 500, distanceX: 900, distanceY: 0, startTime: 0,
      bounds: (0, 30, 1920 - 400, 1080 - 300))
    #expect(slide.position(at: 100_000) == (1520, 500, true))
    let up = WindowSlide(
      startX: 100, startY: 100, distanceX: 0, distanceY: -500, startTime: 0, bounds: (0, 30, 1520, 780))
    #expect(up.position(at: 100_000) == (100, 30, true))
  }
}
