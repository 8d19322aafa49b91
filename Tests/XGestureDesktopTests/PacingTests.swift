import Testing
import XGestureDesktop
import XGestureEngine

/// What moves on by itself after a lift — a window's slide, a kinetic
/// scroll's clicks — is paced at the screen's refresh rate, at least 60 Hz
/// (docs/REFERENCE.md §9): the fastest monitor's rate as the server gives
/// it, its first frame one period after the lift.
@Suite struct PacingTests {
  static let xterm: UInt = 0x1c0_0007

  /// The first frame of a window's slide after a lift at 2000 ms, on monitors refreshing at `rate` Hz.
  static func firstSlideFrame(rate: Double, monitors: Int = 1) -> Double? {
    let server = StandInDesktop()
    server.refresh = rate
    server.outputs = (0..<monitors).map { ScreenRect(x: 1920 * $0, y: 0, width: 1920, height: 1080) }
    server.windows[xterm] = StandInDesktop.Window(
      client: ScreenRect(x: 105, y: 226, width: 484, height: 316), extents: .zero, states: [])
    var moves = WindowMoves()
    _ = moves.began(GesturePlace(gesture: "drag", window: xterm, x: 0, y: 0), asking: server)
    moves.ended("drag", lift: Point(x: 600, y: 500), fling: Point(x: 900, y: 400), at: 2000, asking: server)
    return moves.nextDeadline
  }

  /// The first frame of a scroll's glide after a lift at 1000 ms at 300 mm/s, on a monitor refreshing at `rate` Hz.
  static func firstGlideFrame(rate: Double) -> Double? {
    let server = StandInDesktop()
    server.refresh = rate
    var scrolls = Scrolls()
    let place = GesturePlace(
      gesture: "g", window: nil, x: 500, y: 400, travelXMM: 0, travelYMM: 8, source: .touchpad)
    _ = scrolls.perform(.natural, step: 4, place: place)
    _ = scrolls.ended("g", dx: 0, dy: 8, vx: 0, vy: 300, at: 1000, asking: server)
    return scrolls.nextDeadline
  }

  @Test("on a 144 Hz monitor a slide and a glide have a frame every 1000/144 ms")
  func fastMonitor() {
    #expect(Self.firstSlideFrame(rate: 144) == 2000 + 1000 / 144.0)
    #expect(Self.firstGlideFrame(rate: 144) == 1000 + 1000 / 144.0)
  }

  @Test("on a 50 Hz monitor, or with no monitor known, they still go at 60 Hz")
  func atLeast60Hz() {
    #expect(Self.firstSlideFrame(rate: 50) == 2000 + 1000 / 60.0)
    #expect(Self.firstGlideFrame(rate: 50) == 1000 + 1000 / 60.0)
    #expect(Self.firstSlideFrame(rate: 144, monitors: 0) == 2000 + 1000 / 60.0)
  }
}
