import Foundation
import Testing
import XGestureEngine
import XGestureFeedback

/// Ink through the overlay's feed with a real engine (docs/OVERLAY.md,
/// "Ink"): events handed to the engine and to the feed in the bridge's
/// order (the engine, the touch, the engine's word on the device, the
/// frame's outputs), the engine's `undecided(type:on:)` answering the feed.
@Suite("Ink feed")
struct InkFeedTests {
  static let settings = FeedbackSettings(gestures: true, ink: true)

  /// The engine and the overlay's state, fed as the daemon feeds them.
  final class Run {
    let engine: Engine
    var feed: OverlayFeed
    var state = FeedbackState(settings: InkFeedTests.settings)
    var outputs: [EngineOutput] = []

    let device: DeviceGeometry

    init(_ gestures: [(String, [String: ParameterValue])], on device: DeviceGeometry = screen) throws {
      self.device = device
      let definitions = try gestures.map { name, parameters in
        GestureDefinition(
          name: name, recognizer: try RecognizerRegistry.standard.spec(type: "stroke", parameters: parameters))
      }
      let engine = Engine(rules: try RuleSet(definitions))
      self.engine = engine
      feed = OverlayFeed(strokes: { engine.undecided(type: OverlayFeed.strokeType, on: $0) })
      engine.addDevice(device, at: 0, into: &outputs)
    }

    func handle(_ event: TouchEvent) {
      var out: [EngineOutput] = []
      engine.handle(event, into: &out)
      take(out, after: event)
      // The bridge's round ends: the frame runs.
      out = []
      engine.flush(into: &out)
      take(out, after: nil)
    }

    private func take(_ out: [EngineOutput], after event: TouchEvent?) {
      if let event {
        feed.touched(event, on: device, shown: state).map { state.take($0) }
        feed.ink(of: event.device, shown: state, at: event.time).map { state.take($0) }
      }
      for output in out {
        outputs.append(output)
        for step in feed.take(output, shown: state, labels: { _ in [] }, picture: { _, _ in nil }) {
          state.take(step)
        }
        guard case .transition(let transition) = output else { continue }
        for step in feed.ink(shown: state, at: transition.time) { state.take(step) }
      }
    }

    /// One finger (or each of `fingers`, 130 px apart; or mouse button
    /// `first`) drawing `points` (root px), one every 10 ms from `start`.
    func draw(_ points: [Point], fingers: Int = 1, first: Int = 1, start: Double = 0) {
      func event(_ phase: TouchPhase, _ touch: Int, _ p: Point, _ time: Double) -> TouchEvent {
        TouchEvent(time: time, device: device.id, touch: touch, phase: phase, position: device.surfacePoint(p))
      }
      for (i, point) in points.enumerated() {
        for finger in 0..<fingers {
          let p = Point(x: point.x + Double(finger) * 130, y: point.y)
          handle(event(i == 0 ? .begin : .update, first + finger, p, start + Double(i) * 10))
        }
      }
      let last = points.last ?? .zero
      for finger in 0..<fingers {
        handle(event(.end, first + finger, last, start + Double(points.count) * 10))
      }
    }

    var transitions: [GestureTransition] {
      outputs.compactMap { if case .transition(let t) = $0 { t } else { nil } }
    }
  }

  /// A clockwise circle of 200 px radius from its top, 60 points.
  static let circle = (0...60).map { i in
    let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / 60
    return Point(x: 900 + 200 * cos(angle), y: 500 + 200 * sin(angle))
  }

  @Test("a circle drawn for circle-cw is inked as it is drawn and named circle-cw at the lift")
  func circleNamed() throws {
    let run = try Run([("circle", ["shape": "circle-cw"])])
    run.draw(Array(Self.circle.prefix(30)))
    // Lifted half way: not the shape, "no shape".
    #expect(labels(run.state.scene(at: 310, translucent: true)).map(\.text) == ["no shape"])
    run.draw(Self.circle, start: 1000)
    #expect(run.transitions.last?.to == .recognized, "\(run.outputs.map(\.logLine))")
    let scene = run.state.scene(at: 1620, translucent: true)
    #expect(labels(scene).map(\.text) == ["circle-cw"])
    let line = try #require(polylines(scene).last)
    #expect(line.points.allSatisfy { abs($0.distance(to: Point(x: 900, y: 500)) - 200) < 6 })
  }

  @Test("a circle drawn while the engine still counts it is shown from the first moment after the landing window")
  func shownWhileDrawn() throws {
    let run = try Run([("circle", ["shape": "circle-cw"])])
    for (i, point) in Self.circle.prefix(20).enumerated() {
      run.handle(touch(i == 0 ? .begin : .update, x: point.x, y: point.y, at: Double(i) * 10))
    }
    let line = try #require(polylines(run.state.scene(at: 190, translucent: true)).first)
    #expect(line.points.first == Self.circle[0])
    #expect(run.state.ink.phase(of: 6) == .drawing)
  }

  /// The screen as a mouse device: its millimetres (docs/REFERENCE.md §16).
  static let mouse = DeviceGeometry(
    id: 2, name: "mouse", width: 508, height: 286, screenWidth: 1920, screenHeight: 1080, source: .mouse)

  @Test("two fingers when strokes take one show no ink, nor a touchscreen when strokes take a mouse button")
  func noStrokeNoInk() throws {
    let run = try Run([("circle", ["shape": "circle-cw"])])
    run.draw(Self.circle, fingers: 2)
    #expect(run.transitions.map(\.to) == [.failed])
    #expect(run.state.isEmpty)
    let touchscreen = try Run([("back", ["shape": "circle-cw", "button": "3"])])
    touchscreen.draw(Self.circle)
    #expect(touchscreen.state.isEmpty && touchscreen.transitions.isEmpty)
  }

  @Test("the mouse: a drag with the button a stroke binds is inked and named; with another button, no ink")
  func mouse() throws {
    let run = try Run([("circle", ["shape": "circle-cw", "button": "3"])], on: Self.mouse)
    run.draw(Self.circle, first: 1)
    #expect(run.transitions.map(\.to) == [.failed])
    #expect(run.state.isEmpty)
    run.draw(Self.circle, first: 3, start: 2000)
    #expect(run.transitions.last?.to == .recognized)
    let scene = run.state.scene(at: 2620, translucent: true)
    #expect(labels(scene).map(\.text) == ["circle-cw"])
    #expect(polylines(scene).count == 1)
  }
}
