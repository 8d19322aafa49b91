/// A pinch: two or more fingers whose span (mean distance from their
/// centroid) changes by `min-span-change` or whose scale leaves
/// 1 ± `min-scale-change`; then continuous while at least two fingers are
/// down. Reports the scale since it began and its rate per second. A finger
/// landing or lifting re-baselines the span, so the scale does not jump.
/// On a touchpad the driver has already recognized the pinch when its
/// fingers land (their span follows the driver's absolute scale), so there
/// the scale counts from the landing: a pinch to 1.8× reports 1.8.
/// With `direction` (`in`, `out`) it fails when the span first changes the
/// other way (judged where it would begin); its direction is the way the
/// span went.
public struct PinchRecognizer: Recognizer {
  /// Its direction (none: either).
  public static func variant(of parameters: Parameters) -> String { parameters.direction?.rawValue ?? "" }

  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var minScaleChange: Double
    public var minSpanChange: Length
    /// The way it must go; nil: either.
    public var direction: PinchDirection?

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 2...2)
      minScaleChange = try p.ratio("min-scale-change", default: Defaults.pinchScaleChange)
      minSpanChange = try p.length("min-span-change", default: Defaults.pinchSpanChange)
      direction = try p.optionalChoice("direction")
    }
  }

  public static let typeName = "pinch"
  public static let kind = GestureKind.continuous
  public static let reports: ReportedFields = [.scale]
  public static let touchpadMotion: TouchpadMotion? = .pinch
  public static let progressUnit: ProgressUnit? = .scale
  public static let movesWindows = false

  enum State {
    case idle
    case possible
    case active(began: Double)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let minScaleChange: Double
  private let minSpanChange: Double
  private let direction: PinchDirection?
  /// The scale counts from the landing, not from `began` (touchpads).
  private let fromLanding: Bool
  private var state = State.idle
  /// Scale carried over from before the last re-baseline, the span then, and the first span.
  private var carried = 1.0
  private var baseSpan = 0.0
  private var firstSpan = 0.0
  private var scale = 1.0
  private var tracker = VelocityTracker()
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers.lowerBound < 2 ? 2...max(2, parameters.fingers.upperBound) : parameters.fingers
    minScaleChange = parameters.minScaleChange
    minSpanChange = parameters.minSpanChange.millimetres(on: device)
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
    let span = frame.touches.count >= 2 ? frame.touches.span : 0
    if frame.fingersChanged || baseSpan == 0 {
      carried = scale
      baseSpan = span
      if firstSpan == 0 { firstSpan = span }
    } else if baseSpan > 0 {
      scale = carried * span / baseSpan
    }
    measure.travelScale = scale
    measure.centroid = frame.centroid
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if frame.touches.count >= 2 { tracker.add(Point(x: scale, y: 0), at: frame.time) }
    measure.scaleVelocity = tracker.velocity(at: frame.time).x

    if case .active(let began) = state {
      measure.scale = scale / began
      guard frame.touches.count >= 2 else {
        state = .done
        return .end
      }
      return .change
    }
    guard frame.touches.count >= 2 else {
      if case .ended = frame.change {
        state = .done
        return .fail(.note("lifted before the span changed \(decimal(minSpanChange, places: 1)) mm"))
      }
      return .none
    }
    let spanChange = (scale - 1).magnitude * firstSpan
    guard spanChange >= minSpanChange || (scale - 1).magnitude > minScaleChange else { return .none }
    let went = PinchDirection(scale: scale)
    if let direction, went != direction {
      state = .done
      return .fail(.note("pinched \(went.rawValue), not \(direction.rawValue)"))
    }
    measure.direction = GestureDirection(went)
    let began = fromLanding ? 1 : scale
    state = .active(began: began)
    measure.scale = scale / began
    return .begin
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}
