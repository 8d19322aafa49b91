/// Taps: `taps` presses of `fingers` fingers, each shorter than
/// `max-duration`, no touch moving more than `slop`, each next press landing
/// within `interval` of the last lift and `distance` of the last press.
/// Recognized when the last finger of the last tap lifts.
public struct TapRecognizer: Recognizer {
  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var taps: Int
    public var slop: Length
    public var maxDuration: Double
    public var interval: Double
    public var distance: Length

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 1...1)
      taps = try p.count("taps", default: 1)
      slop = try p.length("slop", default: Defaults.slop)
      maxDuration = try p.duration("max-duration", default: Defaults.tapMaxDuration)
      interval = try p.duration("interval", default: Defaults.multiTapInterval)
      distance = try p.length("distance", default: Defaults.multiTapDistance)
    }
  }

  public static let typeName = "tap"
  public static let kind = GestureKind.discrete
  public static let reports: ReportedFields = []
  public static let touchpadMotion: TouchpadMotion? = nil
  public static let progressUnit: ProgressUnit? = nil
  public static let movesWindows = false

  enum State {
    /// No press yet.
    case idle
    /// A press is down since `since`.
    case pressing(since: Double)
    /// Between presses: the last lifted at `since`.
    case lifted(since: Double)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let taps: Int
  private let slop: Double
  private let maxDuration: Double
  private let interval: Double
  private let distance: Double
  private var state = State.idle
  private var completed = 0
  private var lastPress: Point?
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    taps = parameters.taps
    slop = parameters.slop.millimetres(on: device)
    maxDuration = parameters.maxDuration
    interval = parameters.interval
    distance = parameters.distance.millimetres(on: device)
  }

  public var longestTimer: Double { max(maxDuration, interval) }

  public var deadline: Double? {
    switch state {
    case .idle, .done: nil
    case .pressing(let since): since + maxDuration
    case .lifted(let since): since + interval
    }
  }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle, .lifted:
      guard case .began(let id) = frame.change, let touch = frame.touches.touch(id) else { return .none }
      if let last = lastPress {
        let gap = touch.position.distance(to: last)
        if gap > distance {
          state = .done
          return .fail(.moved(distance: gap, limit: distance, parameter: "distance from the last tap"))
        }
      } else {
        measure.startTime = frame.time
      }
      lastPress = touch.position
      measure.fingers = frame.touches.count
      measure.centroid = frame.centroid
      state = .pressing(since: frame.time)
      return .none
    case .pressing:
      measure.fingers = max(measure.fingers, frame.touches.count)
      if let moved = frame.touches.moved(beyond: slop) {
        state = .done
        return .fail(.moved(distance: moved, limit: slop, parameter: "slop"))
      }
      switch frame.change {
      case .began, .moved:
        measure.centroid = frame.centroid
        return .none
      case .cancelled(let id):
        state = .done
        return .fail(.touchCancelled(id))
      case .ended:
        if let lifted = frame.lifted, lifted.position.distance(to: lifted.start) > slop {
          state = .done
          return .fail(.moved(distance: lifted.position.distance(to: lifted.start), limit: slop, parameter: "slop"))
        }
        guard frame.touches.isEmpty else { return .none }
        completed += 1
        if completed == taps {
          state = .done
          return .recognize
        }
        state = .lifted(since: frame.time)
        return .none
      }
    }
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict {
    switch state {
    case .idle, .done:
      return .none
    case .pressing(let since):
      state = .done
      return .fail(.timedOut(elapsed: time - since, limit: maxDuration, parameter: "max-duration"))
    case .lifted(let since):
      state = .done
      return .fail(.timedOut(elapsed: time - since, limit: interval, parameter: "interval"))
    }
  }
}
