/// A pan (the UIGestureRecognizer tutorial's drag): `fingers` fingers whose centroid moves more than
/// `min-distance` (the hysteresis); then continuous until the last finger
/// lifts. Reports translation since it began, velocity (the mean of the
/// fingers' own velocities, `TouchVelocity`), and — when it ends —
/// where an inertial slide would come to rest (the fling point). Fingers may
/// land or lift once it began; the translation carries on without a jump.
/// With `direction` (one or a list) it begins only when its motion past the
/// hysteresis points one of those ways within `tolerance` (a continuous
/// swipe), and fails otherwise; without, any way. Its direction is the way
/// that motion pointed.
public struct PanRecognizer: Recognizer {
  /// Its directions (none: any).
  public static func variant(of parameters: Parameters) -> String { Direction.variant(of: parameters.directions) }

  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var minDistance: Length
    /// The ways it may go; empty: any.
    public var directions: [Direction]
    public var tolerance: Double

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 1...1)
      minDistance = try p.length("min-distance", default: Defaults.slop)
      directions = try p.choices("direction", default: [])
      let tolerance = try p.optionalAngle("tolerance")
      if directions.isEmpty, tolerance != nil {
        throw ParameterError(
          key: "tolerance",
          message:
            "a pan without 'direction' goes any way: give 'direction' (left, right, up, down or a list) or leave 'tolerance' out"
        )
      }
      self.tolerance = tolerance ?? Defaults.swipeTolerance
    }
  }

  public static let typeName = "pan"
  public static let kind = GestureKind.continuous
  public static let reports: ReportedFields = [.translation, .velocity, .fling]
  public static let touchpadMotion: TouchpadMotion? = .swipe
  public static let progressUnit: ProgressUnit? = .distance
  public static let movesWindows = true

  enum State {
    case idle
    case possible
    case active(began: Point)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let minDistance: Double
  private let directions: [Direction]
  private let tolerance: Double
  private var state = State.idle
  private var motion = TouchMotion()
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    minDistance = parameters.minDistance.millimetres(on: device)
    directions = parameters.directions
    tolerance = parameters.tolerance
  }

  public var longestTimer: Double { 0 }

  public var deadline: Double? { nil }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      motion.start(frame, into: &measure)
      state = .possible
      return .none
    case .possible, .active:
      break
    }
    let translation = motion.follow(frame, into: &measure)
    measure.travel = translation
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if case .active(let began) = state {
      measure.translation = translation - began
      let verdict = frame.verdictWhileActive
      if verdict != .change {
        measure.fitVelocity(of: frame)
        state = .done
      } else {
        measure.takeVelocity(of: frame)
      }
      return verdict
    }
    let moved = translation.length
    switch frame.change {
    case .began, .moved:
      // Moved more than the slop (the hysteresis): the one slop rule, as tap's and long press's.
      guard moved > minDistance, !frame.touches.isEmpty else { return .none }
      return begin(at: translation, frame)
    case .ended:
      guard frame.touches.isEmpty else { return .none }
      state = .done
      return .fail(
        .note(
          "lifted after moving \(moved, places: 1) mm, not more than min-distance \(minDistance, places: 1) mm"
        ))
    case .cancelled(let id):
      state = .done
      return .fail(.touchCancelled(id))
    }
  }

  /// Moved past the hysteresis by `translation`: it begins that way, or fails
  /// when that is not one of its directions.
  private mutating func begin(at translation: Point, _ frame: TouchFrame) -> Verdict {
    let direction: Direction
    if directions.isEmpty {
      direction = Direction.of(translation).0
    } else {
      let judged = Direction.judge(translation, allowed: directions, tolerance: tolerance)
      if let failure = judged.failure {
        state = .done
        return .fail(failure)
      }
      direction = judged.0
    }
    measure.direction = GestureDirection(direction)
    measure.takeVelocity(of: frame)
    state = .active(began: translation)
    return .begin
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}
