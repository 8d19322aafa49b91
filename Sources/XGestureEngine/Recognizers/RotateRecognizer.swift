/// A rotation: two or more fingers turning around their centroid until the
/// arc at the fingers' span reaches `min-arc` (or the angle `min-angle`, when
/// given); then continuous while at least two fingers are down. Reports the
/// rotation since it began in degrees, clockwise positive, and its rate per
/// second. Only touches present in consecutive frames count, so a finger
/// landing or lifting never makes the angle jump. With `direction`
/// (`clockwise`, `counterclockwise`) it fails when the fingers turned the
/// other way by the time it would begin; its direction is the way they turned.
public struct RotateRecognizer: Recognizer {
  /// Its direction (none: either).
  public static func variant(of parameters: Parameters) -> String { parameters.direction?.rawValue ?? "" }

  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var minAngle: Double?
    public var minArc: Length
    /// The way it must turn; nil: either.
    public var direction: TurnDirection?

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 2...2)
      minAngle = try p.optionalAngle("min-angle")
      minArc = try p.length("min-arc", default: Defaults.rotateArc)
      direction = try p.optionalChoice("direction")
    }
  }

  public static let typeName = "rotate"
  public static let kind = GestureKind.continuous
  public static let reports: ReportedFields = [.rotation]
  public static let touchpadMotion: TouchpadMotion? = .pinch
  public static let progressUnit: ProgressUnit? = .angle
  public static let movesWindows = false

  enum State {
    case idle
    case possible
    case active(began: Double)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let minAngle: Double?
  private let minArc: Double
  private let direction: TurnDirection?
  private var state = State.idle
  private var previous: [ActiveTouch] = []
  private var previousCentroid = Point.zero
  /// Total rotation in radians since the first two fingers were down.
  private var angle = 0.0
  private var tracker = VelocityTracker()
  public private(set) var measure = GestureMeasure()

  /// The rotation counts from the landing, not from `began`: on a touchpad
  /// the driver has already recognized the gesture when its fingers land.
  private let fromLanding: Bool

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers.lowerBound < 2 ? 2...max(2, parameters.fingers.upperBound) : parameters.fingers
    minAngle = parameters.minAngle
    minArc = parameters.minArc.millimetres(on: device)
    direction = parameters.direction
    fromLanding = device.source == .touchpad
  }

  public var longestTimer: Double { 0 }

  public var deadline: Double? { nil }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
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
    follow(frame)
    if case .active(let began) = state {
      measure.rotation = (angle - began) * Angle.degreesPerRadian
      guard frame.touches.count >= 2 else {
        state = .done
        return .end
      }
      return .change
    }
    return verdictBeforeBegan(frame)
  }

  /// Turns the angle by the frame's turn and takes the frame's measurements.
  @inline(__always)  // a step of the per-event path, inlined as it was before the split
  private mutating func follow(_ frame: TouchFrame) {
    let centroid = frame.centroid
    if frame.touches.count >= 2, previous.count >= 2, !frame.fingersChanged {
      // The mean turn of each touch around the centroid since the last frame.
      var turn = 0.0
      var counted = 0
      for touch in frame.touches {
        guard let before = previous.touch(touch.id) else { continue }
        turn += Angle.between(before.position - previousCentroid, touch.position - centroid)
        counted += 1
      }
      if counted > 0 { angle += turn / Double(counted) }
    }
    previous = frame.touches
    previousCentroid = centroid
    measure.travelRotation = angle * Angle.degreesPerRadian
    measure.centroid = centroid
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if frame.touches.count >= 2 { tracker.add(Point(x: angle * Angle.degreesPerRadian, y: 0), at: frame.time) }
    measure.angularVelocity = tracker.velocity(at: frame.time).x
  }

  /// Not begun yet: it begins once the fingers turned far enough, and fails
  /// when they lifted before.
  @inline(__always)  // a step of the per-event path, inlined as it was before the split
  private mutating func verdictBeforeBegan(_ frame: TouchFrame) -> Verdict {
    guard frame.touches.count >= 2 else {
      if case .ended = frame.change {
        state = .done
        return .fail(.note("lifted before turning"))
      }
      return .none
    }
    let reached: Bool
    if let minAngle {
      reached = angle.magnitude * Angle.degreesPerRadian >= minAngle
    } else {
      reached = angle.magnitude * frame.touches.span >= minArc
    }
    guard reached else { return .none }
    let turned = TurnDirection(rotation: angle)
    if let direction, turned != direction {
      state = .done
      return .fail(.note("turned \(turned.rawValue), not \(direction.rawValue)"))
    }
    measure.direction = GestureDirection(turned)
    let began = fromLanding ? 0 : angle
    state = .active(began: began)
    measure.rotation = (angle - began) * Angle.degreesPerRadian
    return .begin
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}
