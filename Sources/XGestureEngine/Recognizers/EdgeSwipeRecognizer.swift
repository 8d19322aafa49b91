/// An edge swipe: fingers that land within `margin` of an `edge` of the
/// device surface and move at least `min-distance` away from it, within
/// `tolerance` of straight inward; then continuous until the last finger
/// lifts. Reports translation and the direction of travel (from the left
/// edge: `right`).
public struct EdgeSwipeRecognizer: Recognizer {
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom

    /// The direction away from this edge.
    var inward: Direction {
      switch self {
      case .left: .right
      case .right: .left
      case .top: .down
      case .bottom: .up
      }
    }
  }

  /// Its edge.
  public static func variant(of parameters: Parameters) -> String { parameters.edge.rawValue }

  public struct Parameters: RecognizerParameters {
    public var edge: Edge
    public var fingers: ClosedRange<Int>
    public var margin: Length
    public var minDistance: Length
    public var tolerance: Double

    public init(from p: inout ParameterSet) throws(ParameterError) {
      edge = try p.choice("edge", default: Edge.left)
      fingers = try p.fingers(default: 1...1)
      margin = try p.length("margin", default: Defaults.edgeMargin)
      minDistance = try p.length("min-distance", default: Defaults.swipeDistance)
      tolerance = try p.angle("tolerance", default: Defaults.swipeTolerance)
    }
  }

  public static let typeName = "edge-swipe"
  public static let kind = GestureKind.continuous
  public static let reports: ReportedFields = [.translation, .velocity, .direction]
  public static let touchpadMotion: TouchpadMotion? = nil
  public static let progressUnit: ProgressUnit? = .distance
  public static let movesWindows = false

  enum State {
    case idle
    case possible
    case active(began: Point)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let edge: Edge
  private let margin: Double
  private let minDistance: Double
  private let tolerance: Double
  private let surfaceWidth: Double
  private let surfaceHeight: Double
  private var state = State.idle
  private var motion = TouchMotion()
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    edge = parameters.edge
    margin = parameters.margin.millimetres(on: device)
    minDistance = parameters.minDistance.millimetres(on: device)
    tolerance = parameters.tolerance
    surfaceWidth = device.width
    surfaceHeight = device.height
  }

  public var longestTimer: Double { 0 }

  public var deadline: Double? { nil }

  private func distanceFromEdge(_ p: Point) -> Double {
    switch edge {
    case .left: p.x
    case .right: surfaceWidth - p.x
    case .top: p.y
    case .bottom: surfaceHeight - p.y
    }
  }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began(let id) = frame.change, let touch = frame.touches.touch(id) else { return .none }
      let away = distanceFromEdge(touch.position)
      guard away <= margin else {
        state = .done
        return .fail(
          .note(
            "landed \(away, places: 1) mm from the \(edge.rawValue) edge > margin \(margin, places: 1) mm"
          ))
      }
      motion.start(frame, into: &measure)
      measure.direction = GestureDirection(edge.inward)
      state = .possible
      return .none
    case .possible, .active:
      break
    }
    let d = motion.follow(frame, into: &measure)
    measure.travel = d
    measure.takeVelocity(of: frame)
    if !frame.touches.isEmpty { measure.fingers = frame.touches.count }
    if case .active(let began) = state {
      measure.translation = d - began
      let verdict = frame.verdictWhileActive
      if verdict != .change {
        measure.fitVelocity(of: frame)
        state = .done
      }
      return verdict
    }
    switch frame.change {
    case .began(let id):
      if let touch = frame.touches.touch(id), distanceFromEdge(touch.position) > margin {
        state = .done
        return .fail(.note("a finger landed away from the \(edge.rawValue) edge"))
      }
      return .none
    case .ended:
      state = .done
      return .fail(
        .note("lifted after \(d.length, places: 1) mm < min-distance \(minDistance, places: 1) mm"))
    case .cancelled(let id):
      state = .done
      return .fail(.touchCancelled(id))
    case .moved:
      return verdictWhileMoving(d)
    }
  }

  /// Not begun yet and moved by `d` since it landed: it begins once it went
  /// `min-distance` inward, and fails when it goes another way.
  @inline(__always)  // a step of the per-event path, inlined as it was before the split
  private mutating func verdictWhileMoving(_ d: Point) -> Verdict {
    let distance = d.length
    // Its direction is judged once it moved more than the slop.
    guard distance > Defaults.slop.millimetres(on: DeviceGeometry.unit) else { return .none }
    let (direction, deviation) = Direction.of(d)
    guard direction == edge.inward, deviation <= tolerance else {
      state = .done
      return .fail(
        .note(
          "moved \(direction.rawValue) \(deviation, places: 0)° off axis, not \(edge.inward.rawValue) from the \(edge.rawValue) edge"
        ))
    }
    guard distance >= minDistance else { return .none }
    state = .active(began: d)
    return .begin
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}

extension DeviceGeometry {
  /// A surface of 1 px per mm, for converting physical defaults that never use px.
  static let unit = DeviceGeometry(id: 0, name: "", width: 1, height: 1, screenWidth: 1, screenHeight: 1)
}
