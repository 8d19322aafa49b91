/// A pan (the seed's drag): `fingers` fingers whose centroid moves more than
/// `min-distance` (the hysteresis); then continuous until the last finger
/// lifts. Reports translation since it began, velocity (the mean of the
/// fingers' own velocities, `TouchVelocity`), and — when it ends —
/// where an inertial slide would come to rest (the fling point). Fingers may
/// land or lift once it began; the translation carries on without a jump.
public struct PanRecognizer: Recognizer {
  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var minDistance: Length

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 1...1)
      minDistance = try p.length("min-distance", default: Defaults.slop)
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
  private var state = State.idle
  private var track = CentroidTrack(at: .zero)
  private var velocities = TouchVelocity()
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    minDistance = parameters.minDistance.millimetres(on: device)
  }

  public var longestTimer: Double { 0 }

  public var deadline: Double? { nil }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      measure.start(frame)
      track = CentroidTrack(at: frame.centroid)
      velocities.update(frame)
      state = .possible
      return .none
    case .possible, .active:
      break
    }
    track.update(frame)
    velocities.update(frame)
    let translation = track.translation
    measure.centroid = frame.centroid
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if case .active(let began) = state {
      measure.velocity = velocities.velocity(at: frame.time)
      measure.translation = translation - began
      let verdict = frame.verdictWhileActive
      if verdict != .change { state = .done }
      return verdict
    }
    let moved = translation.length
    switch frame.change {
    case .began, .moved:
      // Moved more than the slop (the hysteresis): the one slop rule, as tap's and long press's.
      guard moved > minDistance, !frame.touches.isEmpty else { return .none }
      measure.velocity = velocities.velocity(at: frame.time)
      state = .active(began: translation)
      return .begin
    case .ended:
      guard frame.touches.isEmpty else { return .none }
      state = .done
      return .fail(.note("lifted after moving \(decimal(moved, places: 1)) mm, not more than min-distance \(decimal(minDistance, places: 1)) mm"))
    case .cancelled(let id):
      state = .done
      return .fail(.touchCancelled(id))
    }
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}
