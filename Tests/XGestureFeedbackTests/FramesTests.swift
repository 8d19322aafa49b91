import Testing
import XGestureEngine
import XGestureFeedback
import XGestureScreen

@Suite("Frames and monitors")
struct FramesTests {
  static let left = Monitor(
    name: "left", area: PixelRect(x: 0, y: 0, width: 1920, height: 1080), refreshRate: 60)
  static let right = Monitor(
    name: "right", area: PixelRect(x: 1920, y: 0, width: 1280, height: 1024), refreshRate: 75)

  static func dot(_ x: Double) -> Scene {
    Scene([.disc(Disc(centre: Point(x: x, y: 100), radius: 20, fill: Paint(.accent)))])
  }

  @Test("a change after a pause is drawn at once; one within a period waits for the period's end")
  func pacing() {
    var schedule = FrameSchedule(monitors: [Self.left])
    #expect(schedule.update(at: 100, scenes: [Self.dot(1)], nextChange: nil).map(\.monitor) == [0])
    #expect(schedule.nextDeadline == nil)
    #expect(schedule.update(at: 105, scenes: [Self.dot(2)], nextChange: nil).isEmpty)
    #expect(abs((schedule.nextDeadline ?? 0) - (100 + 1000.0 / 60)) < 1e-9)
    let frames = schedule.update(at: 100 + 1000.0 / 60, scenes: [Self.dot(3)], nextChange: nil)
    #expect(frames == [FrameSchedule.Frame(monitor: 0, scene: Self.dot(3))])
    #expect(schedule.update(at: 200, scenes: [Self.dot(4)], nextChange: nil).count == 1)
  }

  @Test("an unchanged scene draws nothing and sets no deadline")
  func unchanged() {
    var schedule = FrameSchedule(monitors: [Self.left])
    _ = schedule.update(at: 0, scenes: [Self.dot(1)], nextChange: nil)
    #expect(schedule.update(at: 50, scenes: [Self.dot(1)], nextChange: nil).isEmpty)
    #expect(schedule.nextDeadline == nil)
  }

  @Test("a fade draws one frame per refresh period until it is over, then none")
  func fadeFrames() {
    var feedback = FeedbackState(settings: showingTouches)
    feedback.touched(touch(.begin, x: 500, y: 300, at: 0), on: screen)
    feedback.touched(touch(.end, x: 500, y: 300, at: 0), on: screen)
    var schedule = FrameSchedule(monitors: [Self.left])
    var time = 0.0
    var frameTimes: [Double] = []
    for _ in 0..<100 {
      let scenes = feedback.scene(at: time, translucent: true).split(among: schedule.monitors)
      let frames = schedule.update(
        at: time, scenes: scenes, nextChange: feedback.nextChange(after: time, translucent: true))
      if !frames.isEmpty { frameTimes.append(time) }
      guard let next = schedule.nextDeadline else { break }
      time = next
    }
    // 0, 16.7, … 183.3 with the dot, then the frame at 200 that clears it: 13 frames.
    #expect(frameTimes.count == 13)
    let intervals = zip(frameTimes.dropFirst(), frameTimes).map { $0 - $1 }
    #expect(intervals.allSatisfy { abs($0 - 1000.0 / 60) < 1e-6 })
    #expect(schedule.shown == [.empty])
    #expect(schedule.nextDeadline == nil)
  }

  @Test("a change due later (a label going) is drawn then, not before")
  func laterChange() {
    var schedule = FrameSchedule(monitors: [Self.left])
    _ = schedule.update(at: 0, scenes: [Self.dot(1)], nextChange: 600)
    #expect(schedule.nextDeadline == 600)
  }

  @Test(
    "each shape goes to the monitor its anchor is on, a label sticking out is moved inside, and each monitor keeps its own pace"
  )
  func monitors() throws {
    let label = Shape.label(
      Label(
        text: "tap → ctrl+w", box: PixelRect(x: 1850, y: -10, width: 150, height: 32), fontSize: 18,
        textPaint: Paint(.white), background: Paint(.accent), anchor: Point(x: 1800, y: 20)))
    let scene = Scene([
      .disc(Disc(centre: Point(x: 2500, y: 500), radius: 20, fill: Paint(.accent))), label,
    ])
    let split = scene.split(among: [Self.left, Self.right])
    #expect(split[1].shapes.count == 1)
    let moved = try #require(labels(split[0]).first)
    #expect(moved.box == PixelRect(x: 1770, y: 0, width: 150, height: 32))
    // A point in no monitor's area belongs to the nearest.
    #expect(Monitor.index(of: Point(x: 3300, y: 1050), among: [Self.left, Self.right]) == 1)
    var schedule = FrameSchedule(monitors: [Self.left, Self.right])
    _ = schedule.update(at: 0, scenes: split, nextChange: nil)
    _ = schedule.update(at: 5, scenes: [Self.dot(2), Self.dot(2000)], nextChange: nil)
    #expect(abs((schedule.nextDeadline ?? 0) - 1000.0 / 75) < 1e-9)
    #expect(
      schedule.update(at: 1000.0 / 75, scenes: [Self.dot(2), Self.dot(2000)], nextChange: nil).map(
        \.monitor) == [1])
  }

  @Test("colours are read as #RRGGBB and written back the same")
  func colours() {
    #expect(Colour(hex: "#3584e4") == .accent)
    #expect(Colour(hex: "#3584E4")?.description == "#3584e4")
    #expect(Colour(hex: "#000000") == .black)
    #expect(
      Colour(hex: "3584e4") == nil && Colour(hex: "#3584e") == nil && Colour(hex: "#3584eg") == nil)
  }
}
