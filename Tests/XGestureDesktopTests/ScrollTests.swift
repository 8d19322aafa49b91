import Testing
import XGestureDesktop
import XGestureEngine

/// `scroll:` (docs/REFERENCE.md §9): `Scrolls` on a stand-in server whose
/// screen refreshes at 60 Hz. Buttons are X's wheel: 4 up, 5 down, 6 left, 7 right.
@Suite struct ScrollTests {
  static let period = 1000 / 60.0

  /// `Scrolls` on the stand-in, on a clock the test moves.
  struct Bed {
    let server = StandInDesktop()
    var scrolls = Scrolls()
    var now = 1000.0

    /// A `changed` of gesture `g` with a travel of (`dx`, `dy`) mm since it began, its fingers at 500,400 px.
    mutating func changed(
      _ style: ScrollStyle = .natural, dx: Double = 0, dy: Double, step: Double = 4,
      source: DeviceSource = .touchscreen
    ) -> [DesktopRequest] {
      scrolls.perform(
        style, step: step,
        place: GesturePlace(
          gesture: "g", window: nil, x: 500, y: 400, travelXMM: dx, travelYMM: dy,
          source: source)
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

  @Test(
    "a natural drag up of 20 mm at 4 mm a click gives five clicks of button 5, the pointer put under the fingers first")
  func naturalDragUp20Mm4() {
    var bed = Bed()
    var requests: [DesktopRequest] = []
    // 1 mm per update: a click at 4, 8, 12, 16 and 20 mm.
    for mm in 1...20 { requests += bed.changed(dy: -Double(mm)) }
    #expect(requests == [.movePointer(to: ScreenPoint(x: 500, y: 400))] + Self.clicks(5, 5))
  }

  @Test("traditional scrolling turns the wheel the way the fingers go")
  func traditionalScrollingTurnsWheelWayFingers() {
    var bed = Bed()
    let up = bed.changed(.traditional, dy: -8.5)
    #expect(up == [.movePointer(to: ScreenPoint(x: 500, y: 400))] + Self.clicks(4, 2))
    var other = Bed()
    #expect(other.changed(.traditional, dy: 12).dropFirst() == Self.clicks(5, 3)[...])
  }

  @Test("a sideways drag clicks buttons 6 and 7, each axis counted on its own")
  func sidewaysDragClicksButtons67() {
    var natural = Bed()
    // Right 8 mm and down 4 mm: natural moves the content with the fingers (left, up).
    #expect(
      natural.changed(dx: 8, dy: 4).dropFirst() == (Self.clicks(4, 1) + Self.clicks(6, 2))[...])
    var traditional = Bed()
    #expect(traditional.changed(.traditional, dx: -12, dy: 0).dropFirst() == Self.clicks(6, 3)[...])
    var right = Bed()
    #expect(right.changed(.traditional, dx: 4.5, dy: 0).dropFirst() == Self.clicks(7, 1)[...])
  }

  @Test("fingers that come back turn the wheel back, and the pointer is put only once")
  func fingersComeBackTurnWheelBack() {
    var bed = Bed()
    #expect(bed.changed(dy: -12).count == 4)
    #expect(bed.changed(dy: -3.9) == Self.clicks(4, 3))
    #expect(bed.changed(dy: -9) == Self.clicks(5, 2))
  }

  @Test("a touchpad's scroll clicks where the pointer is and never moves it")
  func touchpadSScrollClicksWherePointer() {
    var bed = Bed()
    #expect(bed.changed(dy: -8, source: .touchpad) == Self.clicks(5, 2))
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
    #expect(frames.map(\.clicks.count).reduce(0, +) == expected)
    #expect(frames.allSatisfy { $0.clicks.allSatisfy { $0 == .clickButton(5) } })
    // The first frame covers 1000 mm/s × (1 − 0.998^16.7) ≈ 16 mm: four clicks.
    #expect(frames.first?.clicks.count == 4)
    // Per 100 ms fewer and fewer (give or take the one click a whole step rounds off).
    var windows = [Int](repeating: 0, count: 100)
    for frame in frames { windows[Int((frame.time - lift) / 100)] += frame.clicks.count }
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
        == Self.clicks(5, 1))
    // Counted afresh: the pointer is put again, and 4 mm is one click.
    #expect(
      bed.changed(dy: 4) == [.movePointer(to: ScreenPoint(x: 500, y: 400))] + Self.clicks(4, 1))
    bed.scrolls.dropped("g")
    #expect(bed.changed(dy: 4).count == 2)
  }
}
