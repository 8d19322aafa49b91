/// A swipe: `fingers` fingers whose centroid travels at least `min-distance`
/// within `max-duration`, moving at least `min-velocity` when it gets there,
/// within `tolerance` of one of the allowed `direction`s. Discrete:
/// recognized the moment all that holds, while the fingers are still down.
public struct SwipeRecognizer: Recognizer {
  /// Its directions, in a fixed order.
  public static func variant(of parameters: Parameters) -> String { Direction.variant(of: parameters.directions) }

  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var directions: [Direction]
    public var minDistance: Length
    public var minVelocity: Length
    public var maxDuration: Double
    public var tolerance: Double

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 1...1)
      directions = try p.choices("direction", default: Direction.allCases)
      minDistance = try p.length("min-distance", default: Defaults.swipeDistance)
      minVelocity = try p.speed("min-velocity", default: Defaults.swipeVelocity)
      maxDuration = try p.duration("max-duration", default: Defaults.swipeDuration)
      tolerance = try p.angle("tolerance", default: Defaults.swipeTolerance)
    }
  }

  public static let typeName = "swipe"
  public static let kind = GestureKind.discrete
  public static let reports: ReportedFields = [.translation, .velocity, .direction]
  public static let touchpadMotion: TouchpadMotion? = .swipe
  public static let progressUnit: ProgressUnit? = nil
  public static let movesWindows = false

  enum State {
    case idle
    case tracking(since: Double)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let directions: [Direction]
  private let minDistance: Double
  private let minVelocity: Double
  private let maxDuration: Double
  private let tolerance: Double
  private var state = State.idle
  private var motion = TouchMotion()
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    directions = parameters.directions
    minDistance = parameters.minDistance.millimetres(on: device)
    minVelocity = parameters.minVelocity.millimetres(on: device)
    maxDuration = parameters.maxDuration
    tolerance = parameters.tolerance
  }

  public var longestTimer: Double { maxDuration }

  public var deadline: Double? {
    if case .tracking(let since) = state { since + maxDuration } else { nil }
  }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      motion.start(frame, into: &measure)
      state = .tracking(since: frame.time)
      return .none
    case .tracking:
      break
    }
    let d = motion.follow(frame, into: &measure)
    measure.translation = d
    measure.fingers = max(measure.fingers, frame.touches.count)
    switch frame.change {
    case .began:
      return .none
    case .ended:
      state = .done
      if d.length >= minDistance {
        let speed = frame.velocity.length
        return .fail(
          .note("lifted at \(speed, places: 0) mm/s < min-velocity \(minVelocity, places: 0) mm/s"))
      }
      return .fail(
        .note("lifted after \(d.length, places: 1) mm < min-distance \(minDistance, places: 1) mm"))
    case .cancelled(let id):
      state = .done
      return .fail(.touchCancelled(id))
    case .moved:
      break
    }
    let distance = d.length
    guard distance >= minDistance else { return .none }
    let (direction, failure) = Direction.judge(d, allowed: directions, tolerance: tolerance)
    if let failure {
      state = .done
      return .fail(failure)
    }
    let velocity = frame.velocity
    measure.velocity = velocity
    measure.direction = GestureDirection(direction)
    let speed = velocity.length
    guard speed >= minVelocity else { return .none }
    state = .done
    return .recognize
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict {
    guard case .tracking(let since) = state else { return .none }
    state = .done
    return .fail(.timedOut(elapsed: time - since, limit: maxDuration, parameter: "max-duration"))
  }
}
