import Testing

@testable import XGestureEngine

@Suite("Velocity and fling")
struct MotionTests {
  @Test("A steady motion gives its exact velocity")
  func steady() {
    var tracker = VelocityTracker()
    for i in 0...10 { tracker.add(Point(x: Double(i) * 2, y: -Double(i)), at: Double(i) * 8) }
    let v = tracker.velocity(at: 80)
    #expect(abs(v.x - 250) < 1e-6)
    #expect(abs(v.y + 125) < 1e-6)
  }

  @Test("A uniformly accelerating motion gives the velocity at the newest sample, not the mean")
  func accelerating() {
    var tracker = VelocityTracker()
    // x = 1000 t² (t in s) → v = 2000 t; at t = 0.08 s, 160 mm/s.
    for i in 0...10 {
      let t = Double(i) * 0.008
      tracker.add(Point(x: 1000 * t * t, y: 0), at: t * 1000)
    }
    #expect(abs(tracker.velocity(at: 80).x - 160) < 1e-6)
  }

  @Test("Only the last 100 ms count")
  func horizon() {
    var tracker = VelocityTracker()
    // Fast for the first 200 ms, then slow: only the slow part is in the horizon.
    var x = 0.0
    for i in 0...30 {
      x += i <= 15 ? 10 : 1
      tracker.add(Point(x: x, y: 0), at: Double(i) * 10)
    }
    #expect(abs(tracker.velocity(at: 300).x - 100) < 1e-6)
  }

  @Test("At most 20 samples are kept")
  func twentySamples() {
    var tracker = VelocityTracker()
    // 1 ms apart: 30 samples fit in 100 ms, but only the newest 20 are used.
    var x = 0.0
    for i in 0..<30 {
      x += i < 10 ? 5 : 1
      tracker.add(Point(x: x, y: 0), at: Double(i))
    }
    #expect(abs(tracker.velocity(at: 29).x - 1000) < 1e-6)
  }

  @Test("A 40 ms gap between samples starts over, and 40 ms without samples means stopped")
  func gaps() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 0, y: 0), at: 0)
    tracker.add(Point(x: 10, y: 0), at: 10)
    tracker.add(Point(x: 10, y: 0), at: 51)
    #expect(tracker.velocity(at: 51) == .zero)
    tracker.add(Point(x: 11, y: 0), at: 61)
    #expect(abs(tracker.velocity(at: 61).x - 100) < 1e-6)
    #expect(tracker.velocity(at: 100) != .zero)
    #expect(tracker.velocity(at: 102) == .zero)
  }

  @Test("A stroke that rests before it moves lifts with the velocity Flutter's tracker gives for the same samples")
  func restThenMove() throws {
    let scenario = try FixtureScenario(try Fixture.named("pan/rests-then-moves"))
    let engine = Engine(rules: scenario.rules)
    var out: [EngineOutput] = []
    engine.replay(scenario.trace, into: &out)
    let ended = out.compactMap { output -> GestureTransition? in
      guard case .transition(let t) = output, t.to == .ended else { return nil }
      return t
    }
    try #require(ended.count == 1)
    // Flutter's samples: every landing and update of the finger before the lift, moved or not.
    let samples = scenario.trace.events
      .filter { $0.phase == .begin || $0.phase == .update }
      .map { FlutterVelocity.Sample(time: $0.time, value: $0.position.x) }
    #expect(samples.count == 8)
    let flutter = FlutterVelocity.estimate(samples) * 10  // the test panel's 10 px/mm
    // The figure the fixture's comment gives, computed once in exact fractions.
    #expect(abs(flutter - 2815.018) < 0.001)
    #expect(abs(ended[0].data.vx - flutter) <= 0.01 * flutter)
  }

  @Test("A finger reported at the position it had is a velocity sample; one the frame did not report is not")
  func restingSample() {
    func frame(_ t: Double, _ change: TouchChange, x: Double, reported: Bool = true) -> TouchFrame {
      let touch = ActiveTouch(
        id: 1, position: Point(x: x, y: 0), start: .zero, startTime: 0, reported: reported)
      return TouchFrame(time: t, change: change, touches: [touch])
    }
    // Landed at 0, at rest at 30, 1 mm on at 60: the parabola through (0, 0), (30, 0) and
    // (60, 1) is t (t − 30) / 1800, whose slope at 60 ms is 90 / 1800 mm/ms = 50 mm/s.
    var sampled = TouchVelocity()
    sampled.update(frame(0, .began(1), x: 0))
    sampled.update(frame(30, .moved, x: 0))
    sampled.update(frame(60, .moved, x: 1))
    #expect(abs(sampled.velocity(at: 60).x - 50) < 1e-9)
    // Not reported at 30 (another finger's update): its samples are 0 and 60 ms, more than
    // 40 ms apart, so the fit starts over at 60 with one sample: no estimate yet.
    var skipped = TouchVelocity()
    skipped.update(frame(0, .began(1), x: 0))
    skipped.update(frame(30, .moved, x: 0, reported: false))
    skipped.update(frame(60, .moved, x: 1))
    #expect(skipped.velocity(at: 60) == .zero)
  }

  @Test("The glide of exponential decay 0.998/ms is 1/-ln(0.998) ms")
  func glide() {
    #expect(abs(Fling.glideSeconds - 0.49949983) < 1e-7)
  }

  @Test("Flings below 8 mm/s do not move, above 1270 mm/s are capped")
  func flingThresholds() {
    #expect(Fling.launchVelocity(Point(x: 7.9, y: 0)) == .zero)
    #expect(Fling.launchVelocity(Point(x: 8.1, y: 0)) == Point(x: 8.1, y: 0))
    #expect(Fling.launchVelocity(Point(x: 1269, y: 0)) == Point(x: 1269, y: 0))
    let capped = Fling.launchVelocity(Point(x: 3000, y: 4000))
    #expect(abs(capped.length - 1270) < 1e-9)
    #expect(abs(capped.x / capped.y - 0.75) < 1e-12)
  }

  @Test("The fling rest point is clamped to the screen's pixels, 0 to the last one")
  func flingClamp() {
    let device = DeviceGeometry(id: 1, name: "d", width: 100, height: 100, screenWidth: 1000, screenHeight: 1000)
    let inside = Fling.screenRestPoint(from: Point(x: 50, y: 50), velocity: Point(x: 90, y: 0), on: device)
    #expect(abs(inside.x - (500 + 90 * Fling.glideSeconds * 10)) < 1e-9)  // 949.5 px: on the screen
    // 500 + 100 mm/s × 0.4995 s × 10 px/mm = 999.5 px: past the last pixel, 999.
    let rest = Fling.screenRestPoint(from: Point(x: 50, y: 50), velocity: Point(x: 100, y: -1000), on: device)
    #expect(rest.x == 999)
    #expect(rest.y == 0)
  }

  @Test("atan2 agrees with known angles in every quadrant")
  func arcTangent() {
    let cases: [(Double, Double, Double)] = [
      (0, 1, 0), (1, 1, 45), (1, 0, 90), (1, -1, 135), (0, -1, 180), (-1, -1, -135), (-1, 0, -90),
      (-1, 1, -45), (1, 3.0.squareRoot(), 30), (3.0.squareRoot(), 1, 60), (0.001, 1000, 5.7295779e-5),
    ]
    for (y, x, degrees) in cases {
      #expect(abs(Angle.atan2(y, x) * Angle.degreesPerRadian - degrees) < 1e-9, "atan2(\(y), \(x))")
    }
  }
}
