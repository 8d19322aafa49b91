import Testing
import XGestureDesktop
import XGestureEngine

/// `scroll:` (docs/REFERENCE.md §9, §11): `Scrolls` on a stand-in server whose
/// screen refreshes at 60 Hz. Buttons are X's wheel: 4 up, 5 down, 6 left, 7 right.
/// The fingers land at 500,400 px, 10 px per mm.
@Suite struct ScrollTests {
  static let period = 1000 / 60.0
  static let landing = ScreenPoint(x: 500, y: 400)

  /// `Scrolls` on the stand-in, on a clock the test moves.
  struct Bed {
    let server = StandInDesktop()
    var scrolls = Scrolls()
    var now = 1000.0

    /// A `changed` of gesture `g` with a travel of (`dx`, `dy`) mm since its
    /// touches landed at `landing` (500,400 px), its fingers that far from it.
    mutating func changed(
      _ style: ScrollStyle = .natural, dx: Double = 0, dy: Double, step: Double = 4,
      source: DeviceSource = .touchscreen, landing: ScreenPoint = ScrollTests.landing
    ) -> [DesktopRequest] {
      let (x, y) = ScrollTests.fingers(dx: dx, dy: dy, from: landing)
      return scrolls.perform(
        style, step: step,
        place: GesturePlace(
          gesture: "g", window: nil, x: x, y: y, landingX: Double(landing.x), landingY: Double(landing.y),
          travelXMM: dx, travelYMM: dy, source: source)
      ).requests
    }

    /// Serves the glides' deadlines until `time`: each frame's clicks, at its moment.
    mutating func frames(until time: Double) -> [(time: Double, clicks: [DesktopRequest])] {
      var frames: [(time: Double, clicks: [DesktopRequest])] = []
      while let due = scrolls.nextDeadline, due <= time {
        now = max(now, due)
        frames.append((now, scrolls.timePassed(to: now)))
      }
      now = max(now, time)
      return frames
    }
  }

  static func clicks(_ button: Int, _ count: Int) -> [DesktopRequest] {
    Array(repeating: .clickButton(button), count: count)
  }

  /// `count` clicks of `button`, each with the pointer put where the fingers landed by its press.
  static func landed(_ button: Int, _ count: Int) -> [DesktopRequest] {
    Array(repeating: .click(button, at: landing), count: count)
  }

  /// Where fingers are after a travel of (`dx`, `dy`) mm from `landing`, px.
  static func fingers(dx: Double, dy: Double, from landing: ScreenPoint = landing) -> (x: Double, y: Double) {
    (Double(landing.x) + dx * 10, Double(landing.y) + dy * 10)
  }

  /// Where each click of `requests` is made, the pointer at `start` before them
  /// and moved only by their own moves: (button, pointer) in order.
  static func placed(_ requests: [DesktopRequest], pointer start: ScreenPoint) -> [(Int, ScreenPoint)] {
    var pointer = start
    var clicks: [(Int, ScreenPoint)] = []
    for request in requests {
      switch request {
      case .movePointer(let point): pointer = point
      case .clickButton(let button): clicks.append((button, pointer))
      case .click(let button, let point):
        pointer = point
        clicks.append((button, pointer))
      default: break
      }
    }
    return clicks
  }

  /// The wheel buttons among `requests`, in order.
  static func buttons(_ requests: [DesktopRequest]) -> [Int] {
    requests.compactMap { request in
      switch request {
      case .clickButton(let button), .click(let button, _): button
      default: nil
      }
    }
  }

  @Test(
    "a natural drag up of 20 mm at 4 mm a click gives five clicks of button 5, each with the pointer put where the fingers landed by its press"
  )
  func naturalDragUp20Mm4() {
    var bed = Bed()
    var requests: [DesktopRequest] = []
    // 1 mm per update: a click at 4, 8, 12, 16 and 20 mm.
    for mm in 1...20 { requests += bed.changed(dy: -Double(mm)) }
    #expect(requests == Self.landed(5, 5))
  }

  @Test(
    "every click of a scroll and of its glide is made where the fingers landed, wherever the fingers or the pointer went meanwhile"
  )
  func everyClickWhereFingersLanded() {
    var bed = Bed()
    var clicks: [(Int, ScreenPoint)] = []
    // Up 40 mm, 2 mm per update; before each the touch's pointer emulation has put the pointer
    // under the fingers (observe mode), 20 px above where they landed and more.
    for mm in stride(from: 2.0, through: 40, by: 2) {
      let (x, y) = Self.fingers(dx: 0, dy: -mm)
      let fingers = ScreenPoint(x: Int(x), y: Int(y))
      clicks += Self.placed(bed.changed(dy: -mm), pointer: fingers)
    }
    let lift = bed.scrolls.ended("g", dx: 0, dy: -41, vx: 0, vy: -600, at: bed.now, asking: bed.server)
    clicks += Self.placed(lift, pointer: ScreenPoint(x: 500, y: 0))
    // The glide, a mouse moving the pointer to the screen's top edge before each frame.
    for frame in bed.frames(until: bed.now + 10_000) {
      clicks += Self.placed(frame.clicks, pointer: ScreenPoint(x: 900, y: 0))
    }
    // 10 clicks on the way, and the glide's: 600 mm/s × the fling's glide time.
    #expect(clicks.count == Int(((41 + 600 * Fling.glideSeconds) / 4).rounded(.towardZero)))
    #expect(clicks.allSatisfy { $0.0 == 5 && $0.1 == Self.landing }, "\(clicks)")
  }

  @Test("where the fingers landed holds for the whole scroll, though a finger that lands later shifts the centroid")
  func landingHoldsForWholeScroll() {
    var bed = Bed()
    #expect(bed.changed(dy: -4) == Self.landed(5, 1))
    // A third finger lands: the centroid jumps, and with it the landing point measured now.
    #expect(bed.changed(dy: -8, landing: ScreenPoint(x: 560, y: 430)) == Self.landed(5, 1))
  }

  @Test("traditional scrolling turns the wheel the way the fingers go")
  func traditionalScrollingTurnsWheelWayFingers() {
    var bed = Bed()
    let up = bed.changed(.traditional, dy: -8.5)
    #expect(up == Self.landed(4, 2))
    var other = Bed()
    #expect(other.changed(.traditional, dy: 12) == Self.landed(5, 3))
  }

  @Test("a sideways drag clicks buttons 6 and 7, each axis counted on its own")
  func sidewaysDragClicksButtons67() {
    var natural = Bed()
    // Right 8 mm and down 4 mm: natural moves the content with the fingers (left, up).
    #expect(
      natural.changed(dx: 8, dy: 4) == Self.landed(4, 1) + Self.landed(6, 2))
    var traditional = Bed()
    #expect(traditional.changed(.traditional, dx: -12, dy: 0) == Self.landed(6, 3))
    var right = Bed()
    #expect(right.changed(.traditional, dx: 4.5, dy: 0) == Self.landed(7, 1))
  }

  @Test("fingers that come back turn the wheel back, each click where they landed")
  func fingersComeBackTurnWheelBack() {
    var bed = Bed()
    #expect(bed.changed(dy: -12) == Self.landed(5, 3))
    #expect(bed.changed(dy: -3.9) == Self.landed(4, 3))
    #expect(bed.changed(dy: -3) == [])
    #expect(bed.changed(dy: -9) == Self.landed(5, 2))
  }

  @Test("a touchpad's scroll and its glide click where the pointer is and never move it")
  func touchpadSScrollClicksWherePointer() {
    var bed = Bed()
    #expect(bed.changed(dy: -8, source: .touchpad) == Self.clicks(5, 2))
    _ = bed.scrolls.ended("g", dx: 0, dy: -8, vx: 0, vy: -400, at: bed.now, asking: bed.server)
    let glide = bed.frames(until: bed.now + 10_000).flatMap(\.clicks)
    #expect(!glide.isEmpty && glide.allSatisfy { $0 == .clickButton(5) })
  }

  @Test("after the lift the clicks go on along the fling's decay, fewer and fewer per frame, and come to rest")
  func afterLiftClicksGoAlongFling() {
    var bed = Bed()
    _ = bed.changed(dy: -20)
    let lift = bed.now
    // Lifted at 1000 mm/s up: the glide goes 1000 mm/s × the fling's glide time further.
    #expect(
      bed.scrolls.ended("g", dx: 0, dy: -20, vx: 0, vy: -1000, at: lift, asking: bed.server).isEmpty
    )
    #expect(bed.scrolls.nextDeadline == lift + Self.period)
    let frames = bed.frames(until: lift + 10_000)
    let expected = Int(((20 + 1000 * Fling.glideSeconds) / 4).rounded(.towardZero)) - 5
    #expect(frames.map { Self.buttons($0.clicks).count }.reduce(0, +) == expected)
    // Each click of each frame with the pointer put where the fingers landed by its press.
    #expect(frames.allSatisfy { $0.clicks == Self.landed(5, Self.buttons($0.clicks).count) })
    #expect(frames.allSatisfy { Self.buttons($0.clicks).allSatisfy { $0 == 5 } })
    // The first frame covers 1000 mm/s × (1 − 0.998^16.7) ≈ 16 mm: four clicks.
    #expect(frames.first?.clicks == Self.landed(5, 4))
    // Per 100 ms fewer and fewer (give or take the one click a whole step rounds off).
    var windows = [Int](repeating: 0, count: 100)
    for frame in frames { windows[Int((frame.time - lift) / 100)] += Self.buttons(frame.clicks).count }
    #expect(zip(windows, windows.dropFirst()).allSatisfy { $0 + 1 >= $1 }, "\(windows)")
    #expect(windows[0] > windows[2] && windows[2] > windows[5], "\(windows)")
    // Once at rest it asks for no more time.
    #expect(bed.scrolls.nextDeadline == nil)
  }

  @Test("the first frame of a glide comes one refresh period after the lift, each next one a period later")
  func firstFrameGlideComesRefreshPeriod() {
    var bed = Bed()
    _ = bed.changed(dy: 8)
    _ = bed.scrolls.ended("g", dx: 0, dy: 8, vx: 0, vy: 300, at: 1000, asking: bed.server)
    let times = bed.frames(until: 1000 + 5 * Self.period + 0.1).map(\.time)
    let periods = (1...5).map { 1000 + Double($0) * Self.period }
    #expect(times.count == 5 && zip(times, periods).allSatisfy { abs($0 - $1) < 1e-9 }, "\(times)")
  }

  @Test("a new touch stops the glide where it is")
  func newTouchStopsGlideWhere() {
    var bed = Bed()
    _ = bed.changed(dy: -20)
    _ = bed.scrolls.ended("g", dx: 0, dy: -20, vx: 0, vy: -400, at: bed.now, asking: bed.server)
    _ = bed.frames(until: bed.now + 3 * Self.period)
    bed.scrolls.touched()
    #expect(bed.scrolls.nextDeadline == nil)
    #expect(bed.frames(until: bed.now + 1000).isEmpty)
  }

  @Test("a lift slower than a fling, or a gesture that never scrolled, glides nowhere")
  func liftSlowerThanFlingGestureNever() {
    var bed = Bed()
    _ = bed.changed(dy: -10)
    // Slower than Fling.minimumSpeed (8 mm/s).
    _ = bed.scrolls.ended("g", dx: 0, dy: -10, vx: 0, vy: -7, at: bed.now, asking: bed.server)
    #expect(bed.scrolls.nextDeadline == nil)
    #expect(
      bed.scrolls.ended("other", dx: 0, dy: 50, vx: 0, vy: 500, at: bed.now, asking: bed.server)
        .isEmpty)
    #expect(bed.scrolls.nextDeadline == nil)
  }

  @Test("the lift's own travel is clicked before the glide, and a gesture that begins again counts afresh")
  func liftSOwnTravelClickedBefore() {
    var bed = Bed()
    _ = bed.changed(dy: -7)
    // The last stretch before the lift, past 8 mm, arrives with the end itself.
    #expect(
      bed.scrolls.ended("g", dx: 0, dy: -9, vx: 0, vy: 0, at: bed.now, asking: bed.server)
        == Self.landed(5, 1))
    // Counted afresh: 4 mm is one click.
    #expect(bed.changed(dy: 4) == Self.landed(4, 1))
    bed.scrolls.dropped("g")
    #expect(bed.changed(dy: 4) == Self.landed(4, 1))
  }
}
