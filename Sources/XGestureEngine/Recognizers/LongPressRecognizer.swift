/// A long press: `fingers` fingers held still (within `slop`) for `duration`;
/// then it begins and is continuous — free to move — until the last finger lifts.
public struct LongPressRecognizer: Recognizer {
  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var duration: Double
    public var slop: Length

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 1...1)
      duration = try p.duration("duration", default: Defaults.longPressDuration)
      slop = try p.length("slop", default: Defaults.slop)
    }
  }

  public static let typeName = "long-press"
  public static let kind = GestureKind.continuous
  public static let reports: ReportedFields = [.translation]
  public static let touchpadMotion: TouchpadMotion? = nil
  public static let progressUnit: ProgressUnit? = nil
  public static let movesWindows = false

  enum State {
    case idle
    case pressing(since: Double)
    case active(began: Point)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let duration: Double
  private let slop: Double
  private var state = State.idle
  private var track = CentroidTrack(at: .zero)
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    duration = parameters.duration
    slop = parameters.slop.millimetres(on: device)
  }

  public var longestTimer: Double { duration }

  public var deadline: Double? {
    if case .pressing(let since) = state { since + duration } else { nil }
  }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      measure.start(frame)
      track = CentroidTrack(at: frame.centroid)
      state = .pressing(since: frame.time)
      return .none
    case .pressing(let since):
      track.update(frame)
      measure.fingers = frame.touches.count
      measure.centroid = frame.centroid
      if let moved = frame.touches.moved(beyond: slop) {
        state = .done
        return .fail(.moved(distance: moved, limit: slop, parameter: "slop"))
      }
      switch frame.change {
      case .began, .moved:
        return .none
      case .ended:
        state = .done
        return .fail(
          .note(
            "lifted after \(frame.time - since, places: 0) ms < duration \(duration, places: 0) ms"))
      case .cancelled(let id):
        state = .done
        return .fail(.touchCancelled(id))
      }
    case .active(let began):
      track.update(frame)
      measure.centroid = frame.centroid
      measure.translation = track.translation - began
      if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
      let verdict = frame.verdictWhileActive
      if verdict != .change { state = .done }
      return verdict
    }
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict {
    guard case .pressing = state else { return .none }
    state = .active(began: track.translation)
    return .begin
  }
}
