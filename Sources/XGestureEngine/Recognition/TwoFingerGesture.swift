/// A pinch or a rotation (docs/REFERENCE.md §2): two or more fingers whose
/// amount (`TwoFingerAmount`) changes far enough; then continuous while at
/// least two fingers are down. With a direction it fails when the amount
/// first goes the other way, judged where it would begin. On a touchpad the
/// amount counts from the landing, not from `began`.
struct TwoFingerGesture<Amount: TwoFingerAmount>: Sendable {
  enum State {
    case idle
    case possible
    case active(began: Double)
    case done
  }

  /// Two fingers at least.
  let fingers: ClosedRange<Int>
  private let direction: Amount.Way?
  /// The amount counts from the landing, not from `began` (touchpads).
  private let fromLanding: Bool
  private var state = State.idle
  private var amount: Amount
  /// The amount's velocity (`TwoFingerAmount.report`'s rate).
  private var tracker = VelocityTracker()
  /// The measure, its rate marked (`GestureMeasure.rateMark`) with the last
  /// frame's time it was reported for, fitted from `rateSamples` when a
  /// transition's data is read: a fit on every frame cost more than anything
  /// else a pinch or rotation did, and a fit on every transition (every
  /// frame once it began) most of what was left; most transitions' data is
  /// never read.
  private(set) var measure = GestureMeasure()

  var rateSamples: VelocityTracker? { tracker }

  init(amount: Amount, fingers: ClosedRange<Int>, direction: Amount.Way?, device: DeviceGeometry) {
    self.amount = amount
    self.fingers = fingers.lowerBound < 2 ? 2...max(2, fingers.upperBound) : fingers
    self.direction = direction
    fromLanding = device.source == .touchpad
  }

  mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      measure.startTime = frame.time
      state = .possible
    case .possible, .active:
      break
    }
    if case .cancelled(let id) = frame.change {
      defer { state = .done }
      switch state {
      case .active: return .cancel(.touchCancelled(id))
      case .idle, .possible, .done: return .fail(.touchCancelled(id))
      }
    }
    amount.follow(frame)
    measure.centroid = frame.centroid
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if frame.touches.count >= 2 { tracker.add(Point(x: amount.sample, y: 0), at: frame.time) }
    amount.report(rate: 0, into: &measure)
    measure.rateMark = RateMark(field: Amount.rateField, time: frame.time)
    if case .active(let began) = state {
      amount.report(since: began, into: &measure)
      guard frame.touches.count >= 2 else {
        state = .done
        return .end
      }
      return .change
    }
    return verdictBeforeBegan(frame)
  }

  /// Not begun yet: it begins once the amount moved far enough, and fails
  /// when the fingers lifted before or it went the wrong way.
  @inline(__always)  // a step of the per-event path
  private mutating func verdictBeforeBegan(_ frame: TouchFrame) -> Verdict {
    guard frame.touches.count >= 2 else {
      if case .ended = frame.change {
        state = .done
        return .fail(.note(amount.liftedEarly))
      }
      return .none
    }
    guard amount.reached(frame) else { return .none }
    let way = amount.way
    if let direction, way != direction {
      state = .done
      return .fail(.note("\(Amount.went) \(way.rawValue), not \(direction.rawValue)"))
    }
    measure.direction = Amount.direction(way)
    let began = fromLanding ? Amount.unmoved : amount.amount
    state = .active(began: began)
    amount.report(since: began, into: &measure)
    return .begin
  }
}

/// What a two-finger gesture measures as its fingers move (`TwoFingerGesture`):
/// a pinch's scale (`PinchRecognizer.Scale`), a rotation's angle
/// (`RotateRecognizer.Turn`). It only measures; the gesture's states are
/// `TwoFingerGesture`'s.
protocol TwoFingerAmount: Sendable {
  /// Which ways it can go (`PinchDirection`, `TurnDirection`).
  associatedtype Way: RawRepresentable<String>, Equatable, Sendable
  /// The amount with nothing moved (scale 1, angle 0): what a touchpad's
  /// gesture counts from, since its driver recognized it when the fingers landed.
  static var unmoved: Double { get }
  /// The verb of its failure for going the wrong way ("pinched", "turned").
  static var went: String { get }
  /// The amount since the first fingers were down (a scale; an angle, radians).
  var amount: Double { get }
  /// What its velocity follows (the scale; the angle in degrees).
  var sample: Double { get }
  /// The way the amount went.
  var way: Way { get }
  /// Why it fails when the fingers lift before it began.
  var liftedEarly: FailureNote { get }
  /// Moves the amount by a frame's touches.
  mutating func follow(_ frame: TouchFrame)
  /// Whether it moved far enough to begin, with the frame's touches (two or more).
  func reached(_ frame: TouchFrame) -> Bool
  /// The way as a gesture's direction.
  static func direction(_ way: Way) -> GestureDirection
  /// Writes the amount since the landing and its rate per second (of `sample`) into a measure.
  func report(rate: Double, into measure: inout GestureMeasure)
  /// The field of a measure `report(rate:into:)` writes the rate in.
  static var rateField: RateMark.Field { get }
  /// Writes the amount since the gesture began at `began` (an earlier `amount`, or `unmoved`).
  func report(since began: Double, into measure: inout GestureMeasure)
}
