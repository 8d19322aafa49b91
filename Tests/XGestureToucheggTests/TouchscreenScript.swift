import XGestureEngine
import XGestureTouchegg

/// Fingers on a touchscreen scripted as libinput's tests script them, fed
/// one touch event at a time (as XI 2.2 and libinput deliver them: a frame's
/// fingers move one after the other) to `ToucheggTouchscreen`, on a virtual
/// clock that advances 8 ms per frame. It keeps every signal sent.
struct TouchscreenScript {
  var screen: ToucheggTouchscreen
  var time = 0.0
  var positions: [Int: Point] = [:]
  var signals: [ToucheggSignal] = []
  /// The number of touch events fed, and after which one each signal came.
  var events = 0
  var sentAfter: [Int] = []

  /// The bed's panel: 294 × 165 mm.
  init(width: Double = 294, height: Double = 165) {
    screen = ToucheggTouchscreen(width: width, height: height)
  }

  mutating func feed(_ touch: Int, _ phase: TouchPhase, _ position: Point) {
    events += 1
    let sent = screen.handle(
      TouchEvent(time: time, device: 7, touch: touch, phase: phase, position: position))
    signals += sent
    sentAfter += sent.map { _ in events }
  }

  mutating func down(_ touch: Int, x: Double, y: Double) {
    positions[touch] = Point(x: x, y: y)
    feed(touch, .begin, positions[touch]!)
  }

  /// `steps` frames; in each, every finger in turn moves by its own step.
  mutating func move(_ steps: Int, by step: [Int: Point]) {
    for _ in 0..<steps {
      time += 8
      for touch in step.keys.sorted() {
        positions[touch] = positions[touch]! + step[touch]!
        feed(touch, .update, positions[touch]!)
      }
    }
  }

  /// Every finger down moves by `step` in each of `steps` frames.
  mutating func moveAll(_ steps: Int, by step: Point) {
    move(steps, by: Dictionary(uniqueKeysWithValues: positions.keys.map { ($0, step) }))
  }

  mutating func up(_ touch: Int, after ms: Double = 8) {
    time += ms
    feed(touch, .end, positions.removeValue(forKey: touch)!)
  }

  var phases: [ToucheggSignal.Phase] { signals.map(\.phase) }
}
