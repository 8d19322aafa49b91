/// A pan (the seed's drag): `fingers` fingers whose centroid moves at least
/// `min-distance` (the hysteresis); then continuous until the last finger
/// lifts. Reports translation since it began, velocity, and — when it ends —
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
  private var tracker = VelocityTracker()
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    minDistance = parameters.minDistance.millimetres(on: device)
  }

  public var deadline: Double? { nil }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      measure.start(frame)
      track = CentroidTrack(at: frame.centroid)
      tracker.add(.zero, at: frame.time)
      state = .possible
      return .none
    case .possible, .active:
      break
    }
    track.update(frame)
    let translation = track.translation
    switch frame.change {
    case .began, .moved: tracker.add(translation, at: frame.time)
    case .ended, .cancelled: break  // a lift is not a sample: the velocity is the finger's at lift
    }
    measure.centroid = frame.centroid
    measure.velocity = tracker.velocity(at: frame.time)
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if case .active(let began) = state {
      measure.translation = translation - began
      let verdict = frame.verdictWhileActive
      if verdict != .change { state = .done }
      return verdict
    }
    let moved = translation.length
    switch frame.change {
    case .began, .moved:
      guard moved >= minDistance, !frame.touches.isEmpty else { return .none }
      state = .active(began: translation)
      return .begin
    case .ended:
      guard frame.touches.isEmpty else { return .none }
      state = .done
      return .fail(.note("lifted after moving \(decimal(moved, places: 1)) mm < min-distance \(decimal(minDistance, places: 1)) mm"))
    case .cancelled(let id):
      state = .done
      return .fail(.touchCancelled(id))
    }
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}
