public import XGestureEngine

/// What Touchégg's daemon sends for the touches of one touchscreen
/// (docs/REFERENCE.md §15, "Touchégg's clients"), fed the touch events the
/// bridge feeds the engine, in millimetres, with their times (ms).
///
/// - A swipe or pinch begins when 2–5 fingers are down and their average
///   motion since they landed passes the start threshold along x or y: a
///   swipe if every finger went the same way (`ToucheggFingers.movesTogether`),
///   else a pinch. Its begin says 0 %, and motion counts again from there.
///   xgesture also begins a pinch when the fingers' mean distance from their
///   centre changed by the start threshold (a symmetric pinch, whose average
///   motion is nought and which Touchégg's daemon never begins).
/// - Every move then sends an update; the next-to-last finger's lift sends
///   the end, with the fingers counted at the begin.
/// - A tap: 2–5 fingers down and all lifted within 150 ms of the first
///   landing, without a gesture: a begin and an end at 100 %.
public struct ToucheggTouchscreen: Sendable {
  /// A tap's longest time from the first landing to the last lift, ms.
  public static let tapTime = 150.0
  /// The finger counts whose gestures are sent.
  public static let fingerCounts = 2...5

  /// How a pinch's scale is measured.
  enum PinchMeasure: Sendable {
    /// Touchégg's: the width along x of the box around the fingers.
    case width
    /// xgesture's, where the width says nothing (fingers one above the
    /// other, or a pinch Touchégg's daemon would not begin): the fingers'
    /// mean distance from their centre.
    case spread

    func scale(of fingers: ToucheggFingers) -> Double {
      let (start, current) =
        switch self {
        case .width: fingers.widths
        case .spread: fingers.spreads
        }
      return start > 0 ? current / start : 1
    }
  }

  enum Kind: Sendable {
    case swipe
    case pinch(PinchMeasure)
  }

  struct Gesture: Sendable {
    var kind: Kind
    var direction: ToucheggSignal.Direction
    var fingers: Int32
    var began: Double
  }

  /// A tap under way: when the first finger landed, and how many were down
  /// after the last landing.
  struct Tap: Sendable {
    var since: Double
    var fingers: Int
  }

  enum State: Sendable {
    /// No gesture; a tap may be under way.
    case waiting(tap: Tap?)
    case going(Gesture)
  }

  public let thresholds: ToucheggThresholds
  private(set) var state = State.waiting(tap: nil)
  private var fingers = ToucheggFingers()

  /// A touchscreen of `width` × `height` mm.
  public init(width: Double, height: Double) {
    thresholds = .touchscreen(width: width, height: height)
  }

  /// Whether the touches down may yet make a gesture sent to clients (claim
  /// mode holds them meanwhile): a gesture is going on, or 2–5 fingers are
  /// down, or one finger that may still be a tap's — within the tap time of
  /// the first landing, and not moved the start threshold.
  public func holdsTouches(at now: Double) -> Bool {
    switch state {
    case .going: return true
    case .waiting(let tap):
      if Self.fingerCounts.contains(fingers.count) { return true }
      guard fingers.count == 1, let tap, now - tap.since < Self.tapTime else { return false }
      return fingers.averageMotion.length <= thresholds.start
    }
  }

  /// When a lone finger stops being a possible tap's: `holdsTouches` turns
  /// false then with no event of its own.
  public var deadline: Double? {
    guard case .waiting(let tap?) = state, fingers.count == 1 else { return nil }
    return tap.since + Self.tapTime
  }

  /// One touch event; what Touchégg's daemon would send for it.
  public mutating func handle(_ event: TouchEvent) -> [ToucheggSignal] {
    switch event.phase {
    case .begin:
      landed(event)
      return []
    case .update:
      guard fingers.move(event.touch, to: event.position) else { return [] }
      return moved(at: event.time)
    case .end, .cancel:
      guard fingers.fingers[event.touch] != nil else { return [] }
      return lifted(event.touch, at: event.time)
    }
  }

  /// The device is gone: its fingers are forgotten, a gesture with them.
  public mutating func reset() {
    fingers.removeAll()
    state = .waiting(tap: nil)
  }

  private mutating func landed(_ event: TouchEvent) {
    fingers.land(event.touch, at: event.position)
    guard case .waiting(let tap) = state else { return }
    if fingers.count == 1 {
      state = .waiting(tap: Tap(since: event.time, fingers: 1))
    } else if var tap {
      tap.fingers = fingers.count
      state = .waiting(tap: tap)
    }
  }

  private mutating func moved(at time: Double) -> [ToucheggSignal] {
    switch state {
    case .waiting:
      guard let gesture = beginning(at: time) else { return [] }
      state = .going(gesture)
      fingers.restart()
      return [signal(.begin, gesture, percentage: 0, at: time)]
    case .going(let gesture):
      return [signal(.update, gesture, percentage: percentage(of: gesture), at: time)]
    }
  }

  /// The gesture the fingers begin now, if they do.
  private func beginning(at time: Double) -> Gesture? {
    guard Self.fingerCounts.contains(fingers.count) else { return nil }
    let count = Int32(fingers.count)
    let motion = fingers.averageMotion
    if abs(motion.x) > thresholds.start || abs(motion.y) > thresholds.start {
      if fingers.movesTogether {
        let direction = ToucheggProgress.swipeDirection(dx: motion.x, dy: motion.y)
        return Gesture(kind: .swipe, direction: direction, fingers: count, began: time)
      }
      let measure: PinchMeasure = fingers.widths.start >= 1 ? .width : .spread
      return pinch(measure, fingers: count, at: time)
    }
    let spreads = fingers.spreads
    guard abs(spreads.current - spreads.start) > thresholds.start else { return nil }
    return pinch(.spread, fingers: count, at: time)
  }

  private func pinch(_ measure: PinchMeasure, fingers count: Int32, at time: Double) -> Gesture {
    let direction: ToucheggSignal.Direction = measure.scale(of: fingers) > 1 ? .out : .in
    return Gesture(kind: .pinch(measure), direction: direction, fingers: count, began: time)
  }

  private mutating func lifted(_ touch: Int, at time: Double) -> [ToucheggSignal] {
    var signals: [ToucheggSignal] = []
    switch state {
    case .waiting(let tap):
      if fingers.count == 1, let tap, Self.fingerCounts.contains(tap.fingers),
        time - tap.since < Self.tapTime
      {
        let elapsed = ToucheggProgress.elapsed(from: tap.since, to: time)
        signals = [.begin, .end].map {
          ToucheggSignal(
            phase: $0, type: .tap, direction: .unknown, percentage: 100,
            fingers: Int32(tap.fingers), device: .touchscreen, elapsed: elapsed)
        }
        state = .waiting(tap: nil)
      }
    case .going(let gesture):
      if fingers.count == 2 {
        // The next-to-last lift ends it, where that finger last was.
        signals = [signal(.end, gesture, percentage: percentage(of: gesture), at: time)]
        state = .waiting(tap: nil)
      }
    }
    fingers.lift(touch)
    return signals
  }

  private func percentage(of gesture: Gesture) -> Double {
    switch gesture.kind {
    case .swipe:
      let motion = fingers.averageMotion
      return ToucheggProgress.swipePercentage(
        direction: gesture.direction, dx: motion.x, dy: motion.y, thresholds: thresholds)
    case .pinch(let measure):
      return ToucheggProgress.pinchPercentage(
        direction: gesture.direction, scale: measure.scale(of: fingers))
    }
  }

  private func signal(
    _ phase: ToucheggSignal.Phase, _ gesture: Gesture, percentage: Double, at time: Double
  ) -> ToucheggSignal {
    let type: ToucheggSignal.GestureType =
      switch gesture.kind {
      case .swipe: .swipe
      case .pinch: .pinch
      }
    return ToucheggSignal(
      phase: phase, type: type, direction: gesture.direction, percentage: percentage,
      fingers: gesture.fingers, device: .touchscreen,
      elapsed: ToucheggProgress.elapsed(from: gesture.began, to: time))
  }
}
