import Testing
import XGestureDesktop
import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// `window: move` (docs/REFERENCE.md §9): `WindowMoves` on a stand-in server
/// whose window is an xterm under a window manager: its client window at
/// 105,226, 484 × 316 px, framed 5 px left and right, 26 above and 4 below,
/// so that its frame's top left is at 100,200 and the frame is 494 × 346.
@Suite struct WindowMoveTests {
  static let xterm: UInt = 0x1c0_0007
  static let period = 1000 / 60.0

  /// `WindowMoves` with its requests carried out on the stand-in, on a clock the test moves.
  struct Bed {
    let server = StandInDesktop()
    var moves = WindowMoves()
    var now = 1000.0

    init(states: Set<WindowState> = [], windowManager: Bool = true) {
      server.windows[WindowMoveTests.xterm] = StandInDesktop.Window(
        client: ScreenRect(x: 105, y: 226, width: 484, height: 316),
        extents: FrameExtents(left: 5, right: 5, top: 26, bottom: 4), states: states)
      server.windowManagerMoves = windowManager
    }

    @discardableResult
    mutating func began(over window: UInt? = WindowMoveTests.xterm) -> DesktopOutcome {
      moves.began(GesturePlace(gesture: "drag", window: window, x: 0, y: 0), asking: server)
    }

    @discardableResult
    mutating func changed(dx: Double, dy: Double) -> [DesktopRequest] {
      carryOut(moves.changed("drag", dx: dx, dy: dy))
    }

    mutating func ended(at time: Double, lift: Point, fling: Point) {
      now = time
      moves.ended("drag", lift: lift, fling: fling, at: now, asking: server)
    }

    /// Serves the slide's deadlines until `time`, as the bridge's loop would:
    /// each frame at its moment, with where it moved the window.
    mutating func frames(until time: Double) -> [(time: Double, to: ScreenPoint)] {
      var frames: [(time: Double, to: ScreenPoint)] = []
      while let due = moves.nextDeadline, due <= time {
        now = max(now, due)
        for case .moveWindow(_, let point, _) in carryOut(moves.timePassed(to: now)) {
          frames.append((now, point))
        }
      }
      now = max(now, time)
      return frames
    }

    @discardableResult
    func carryOut(_ requests: [DesktopRequest]) -> [DesktopRequest] {
      for request in requests { server.perform(request) }
      return requests
    }

    /// Where the window's frame is now.
    var frame: ScreenPoint {
      let window = server.windows[WindowMoveTests.xterm]!
      return ScreenPoint(x: window.client.x - window.extents.left, y: window.client.y - window.extents.top)
    }
  }

  /// Where a slide from `start` over `distance` is after `t` ms: 1 − 0.998^t of the way, whole px.
  static func along(_ start: ScreenPoint, _ distance: (x: Double, y: Double), after t: Double) -> ScreenPoint {
    let covered = 1 - pow(0.998, t)
    return ScreenPoint(
      x: Int((Double(start.x) + distance.x * covered).rounded()),
      y: Int((Double(start.y) + distance.y * covered).rounded()))
  }

  @Test("the window's frame follows the fingers' travel from where it was when they landed")
  func windowSFrameFollowsFingersTravel() {
    var bed = Bed()
    #expect(bed.began() == DesktopOutcome())
    #expect(
      bed.changed(dx: 40.4, dy: -20.6)
        == [.moveWindow(Self.xterm, to: ScreenPoint(x: 140, y: 179), route: .windowManager)])
    // The same whole pixel: no move.
    #expect(bed.changed(dx: 40.2, dy: -21.4).isEmpty)
    bed.changed(dx: 100, dy: 50)
    #expect(bed.frame == ScreenPoint(x: 200, y: 250))
  }

  /// A one-finger pan from the engine: it lands at 50,50 mm on a 192 × 108 mm
  /// panel of 1920 × 1080 px (10 px per mm) and moves 1 mm right per 10 ms
  /// frame to 90 mm, held still 200 ms before the lift; the pan begins past
  /// its 3 mm, at 53 or 54 mm.
  static func panTransitions() throws -> [GestureTransition] {
    var trace = "xgesture-trace 1\ndevice 1 \"test panel\" size 192x108mm screen 1920x1080\n0 begin 1 50 50\n"
    for i in 1...40 { trace += "\(i * 10) update 1 \(50 + i) 50\n" }
    trace += "600 end 1 90 50\n"
    let spec = try RecognizerRegistry.standard.spec(type: "pan", parameters: [:])
    let engine = Engine(rules: try RuleSet([GestureDefinition(name: "drag", recognizer: spec)]))
    var out: [EngineOutput] = []
    engine.replay(try Trace(parsing: trace), into: &out)
    return out.compactMap {
      if case .transition(let transition) = $0 { return transition }
      return nil
    }
  }

  @Test("a 40 mm drag moves the window by the whole 40 mm, the pan's threshold to begin included")
  func test40MmDragMovesWindowWhole() throws {
    var bed = Bed()
    for transition in try Self.panTransitions() {
      bed.carryOut(bed.moves.follow(transition, at: transition.time, asking: bed.server))
      if transition.to == .began { bed.began() }
    }
    // 400 px right of where it was (100,200): the point under the finger stays under it.
    #expect(bed.frame == ScreenPoint(x: 500, y: 200))
  }

  @Test("after the lift the window slides to the fling point along the 0.998 per ms decay, one move per refresh period")
  func afterLiftWindowSlidesFlingPoint() {
    var bed = Bed()
    bed.began()
    bed.changed(dx: 100, dy: 50)
    // Lifted at 600,500 with the fling's rest point at 900,400: 300 px on, 100 px up.
    bed.ended(at: 2000, lift: Point(x: 600, y: 500), fling: Point(x: 900, y: 400))
    #expect(bed.moves.nextDeadline == 2000 + Self.period)
    let frames = bed.frames(until: 10_000)
    let start = ScreenPoint(x: 200, y: 250)
    // Done once less than half a pixel is left: 300 · 0.998^t < 0.5.
    let end = log(0.5 / 300) / log(0.998)
    #expect(frames.count == Int((end / Self.period).rounded(.up)))
    for (index, frame) in frames.enumerated() {
      #expect(abs(frame.time - (2000 + Double(index + 1) * Self.period)) < 1e-9)
      if index < frames.count - 1 {
        #expect(frame.to == Self.along(start, (300, -100), after: frame.time - 2000), "frame \(index)")
      }
    }
    #expect(frames.last?.to == ScreenPoint(x: 500, y: 150))
    #expect(bed.frame == ScreenPoint(x: 500, y: 150))
    #expect(bed.moves.nextDeadline == nil)
  }

  @Test("the slide keeps the whole frame inside the work area")
  func slideKeepsWholeFrameInsideWork() {
    var bed = Bed()
    // A panel along the top: the work area starts 30 px down.
    bed.server.area = ScreenRect(x: 0, y: 30, width: 1920, height: 1050)
    bed.began()
    bed.changed(dx: 100, dy: 50)
    bed.ended(at: 2000, lift: Point(x: 600, y: 500), fling: Point(x: 5600, y: -500))
    let frames = bed.frames(until: 20_000)
    // The frame is 494 px wide: its left edge stops at 1920 − 494.
    #expect(frames.allSatisfy { (0...1426).contains($0.to.x) && (30...1080 - 346).contains($0.to.y) })
    #expect(frames.last?.to == ScreenPoint(x: 1426, y: 30))
  }

  @Test("a new touch on the sliding window stops it where it is, a touch elsewhere does not")
  func newTouchSlidingWindowStopsWhere() {
    var bed = Bed()
    bed.began()
    bed.ended(at: 2000, lift: Point(x: 600, y: 500), fling: Point(x: 900, y: 500))
    let first = bed.frames(until: 2000 + 5.5 * Self.period)
    #expect(first.count == 5)
    bed.moves.touched(0x260_0003)
    #expect(bed.moves.nextDeadline != nil)
    bed.moves.touched(Self.xterm)
    #expect(bed.moves.nextDeadline == nil)
    #expect(bed.frames(until: 10_000).isEmpty)
    #expect(bed.frame == first.last?.to)
  }

  @Test("a late loop moves the window once to where it should be and skips the frames it missed")
  func lateLoopMovesWindowWhereShould() {
    var bed = Bed()
    bed.began()
    bed.ended(at: 2000, lift: Point(x: 600, y: 500), fling: Point(x: 900, y: 500))
    let late = 2000 + Self.period + 40
    let moved = bed.carryOut(bed.moves.timePassed(to: late))
    #expect(
      moved == [
        .moveWindow(
          Self.xterm, to: Self.along(ScreenPoint(x: 100, y: 200), (300, 0), after: late - 2000), route: .windowManager)
      ])
    #expect(bed.moves.nextDeadline == late + Self.period)
  }

  @Test("maximized and fullscreen windows stay where they are")
  func maximizedFullscreenWindowsStayWhereThey() {
    for states: Set<WindowState> in [
      [.maximizedVertically, .maximizedHorizontally], [.maximizedHorizontally], [.fullscreen],
    ] {
      var bed = Bed(states: states)
      #expect(bed.began() == .nothing("window: move: window 0x1c00007 is maximized or fullscreen; it stays put"))
      #expect(bed.changed(dx: 40, dy: 0).isEmpty)
      #expect(bed.frame == ScreenPoint(x: 100, y: 200))
    }
    var above = Bed(states: [.above, .sticky])
    above.began()
    #expect(above.changed(dx: 40, dy: 0).count == 1)
  }

  @Test("without a window manager the client window itself is moved, from its own top left")
  func withoutWindowManagerClientWindowItself() {
    var bed = Bed(windowManager: false)
    bed.began()
    #expect(bed.changed(dx: 10, dy: 0) == [.moveWindow(Self.xterm, to: ScreenPoint(x: 115, y: 226), route: .client)])
  }

  @Test("a pan over no window, or over one that is gone, moves nothing and says so")
  func panOverWindowOverGoneMoves() {
    var bed = Bed()
    #expect(bed.began(over: nil) == .nothing("window: move: no application window under the gesture"))
    #expect(bed.began(over: 0x360_0001) == .nothing("window: move: the window is gone"))
    #expect(bed.changed(dx: 40, dy: 0).isEmpty)
  }

  @Test("a cancelled pan lets its window go, and a new pan takes a sliding window from its slide")
  func cancelledPanLetsWindowGoNew() {
    var bed = Bed()
    bed.began()
    bed.moves.dropped("drag")
    #expect(bed.changed(dx: 40, dy: 0).isEmpty)
    bed.began()
    bed.ended(at: 2000, lift: Point(x: 600, y: 500), fling: Point(x: 900, y: 500))
    #expect(bed.frames(until: 2110).count == 6)
    bed.began()
    #expect(bed.moves.nextDeadline == nil)
  }
}
