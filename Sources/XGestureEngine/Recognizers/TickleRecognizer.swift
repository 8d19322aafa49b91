/// The UIGestureRecognizer tutorial's HappyGestureRecognizer (README, "Where the
/// default config comes from"), a "tickle": a finger rubbing
/// back and forth along an `axis`. Each stroke is a run of at least
/// `stroke-length` in one direction, measured from where the finger turned;
/// a stroke counts when its direction differs from the last counted one.
/// Recognized as soon as `strokes` strokes are made (the tutorial's 3: the first
/// stroke and two reversals); fails when the fingers lift first, or after
/// `max-duration` when one is set.
///
/// This file is the worked example of "Adding a recognizer" in docs/ENGINE.md.
public struct TickleRecognizer: Recognizer {
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
  }

  public struct Parameters: RecognizerParameters {
    public var fingers: ClosedRange<Int>
    public var strokes: Int
    public var strokeLength: Length
    public var axis: Axis
    public var maxDuration: Double?

    public init(from p: inout ParameterSet) throws(ParameterError) {
      fingers = try p.fingers(default: 1...1)
      strokes = try p.count("strokes", default: Defaults.tickleStrokes)
      strokeLength = try p.length("stroke-length", default: Defaults.tickleStrokeLength)
      axis = try p.choice("axis", default: Axis.horizontal)
      maxDuration = try p.optionalDuration("max-duration")
    }
  }

  public static let typeName = "tickle"
  public static let kind = GestureKind.discrete
  public static let reports: ReportedFields = []
  public static let touchpadMotion: TouchpadMotion? = nil
  public static let progressUnit: ProgressUnit? = nil
  public static let movesWindows = false

  enum State {
    case idle
    /// Counting strokes. `anchor` is where the current run is measured from:
    /// the start, then the furthest point of the last counted stroke (it
    /// follows the finger while it keeps going that way); `last` is that
    /// stroke's direction along the axis (-1, +1, or 0 before the first).
    case rubbing(since: Double, anchor: Double, last: Int)
    case done
  }

  public let fingers: ClosedRange<Int>
  private let strokes: Int
  private let strokeLength: Double
  private let axis: Axis
  private let maxDuration: Double?
  private var state = State.idle
  private var counted = 0
  private var track = CentroidTrack(at: .zero)
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    fingers = parameters.fingers
    strokes = parameters.strokes
    strokeLength = parameters.strokeLength.millimetres(on: device)
    axis = parameters.axis
    maxDuration = parameters.maxDuration
  }

  public var longestTimer: Double { maxDuration ?? 0 }

  public var deadline: Double? {
    guard let maxDuration, case .rubbing(let since, _, _) = state else { return nil }
    return since + maxDuration
  }

  private func along(_ p: Point) -> Double { axis == .horizontal ? p.x : p.y }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began = frame.change else { return .none }
      measure.start(frame)
      track = CentroidTrack(at: frame.centroid)
      state = .rubbing(since: frame.time, anchor: 0, last: 0)
      return .none
    case .rubbing(let since, var anchor, var last):
      track.update(frame)
      measure.centroid = frame.centroid
      measure.fingers = max(measure.fingers, frame.touches.count)
      switch frame.change {
      case .ended:
        guard frame.touches.isEmpty else { return .none }
        state = .done
        return .fail(.note("lifted after \(counted) of \(strokes) strokes"))
      case .cancelled(let id):
        state = .done
        return .fail(.touchCancelled(id))
      case .began, .moved:
        break
      }
      let position = along(track.translation)
      // Follow the finger while it keeps going the way of the last stroke.
      if last != 0, (position - anchor) * Double(last) > 0 { anchor = position }
      let run = position - anchor
      let direction = run < 0 ? -1 : 1
      if run.magnitude >= strokeLength, direction != last {
        counted += 1
        last = direction
        anchor = position
        if counted >= strokes {
          state = .done
          return .recognize
        }
      }
      state = .rubbing(since: since, anchor: anchor, last: last)
      return .none
    }
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict {
    guard case .rubbing(let since, _, _) = state else { return .none }
    state = .done
    return .fail(.timedOut(elapsed: time - since, limit: maxDuration ?? 0, parameter: "max-duration"))
  }
}
