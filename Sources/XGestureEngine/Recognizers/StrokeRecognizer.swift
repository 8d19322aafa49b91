/// A stroke: a shape drawn with `fingers` fingers (their centroid; a
/// touchpad's swipe motion) or with a mouse `button` held (docs/REFERENCE.md
/// §16). Discrete: at the last lift (the button's release) the path is
/// matched against every template the config's strokes name
/// (`StrokeLibrary`); recognized when the nearest is one of `shape` at
/// `min-score` or more, failed otherwise with the reason ("nearest: z 0.62 <
/// min-score 0.80", "no shape: 4.1 mm across < 10 mm").
///
/// With `hold`, the fingers rest that long (within the slop) before drawing,
/// and moving sooner fails the stroke at once. A mouse press held still for
/// `pass-after` fails it at once: the press belongs to the application.
public struct StrokeRecognizer: Recognizer {
  public struct Parameters: RecognizerParameters {
    public var shapes: [String]
    public var input: StrokeInput
    public var minScore: Double
    public var rotation: StrokeRotation
    public var library: StrokeLibrary

    public init(from p: inout ParameterSet) throws(ParameterError) {
      let shapes = try p.names("shape")
      let hasFingers = p.values["fingers"] != nil
      let fingers = try p.fingers(default: 1...1)
      let button = try p.count("button", default: 0)
      let hold = try p.optionalDuration("hold")
      let passAfter = try p.duration("pass-after", default: Defaults.strokePassAfter)
      minScore = try p.ratio("min-score", default: Defaults.strokeMinScore)
      rotation = try p.choice("rotation", default: .fixed)
      library = p.strokes
      guard let shapes else {
        throw ParameterError(key: "shape", message: "a stroke needs the shape it is drawn as, like 'shape: z'")
      }
      for name in shapes where !library.contains(name) {
        let known = library.names.joined(separator: ", ")
        throw ParameterError(key: "shape", message: "no shape '\(name)' — the shapes are \(known)")
      }
      self.shapes = shapes
      guard minScore <= 1 else {
        throw ParameterError(key: "min-score", message: "must be between 0 and 1, found \(minScore)")
      }
      input = try StrokeInput(
        fingers: hasFingers ? fingers : nil, button: button > 0 ? button : nil, hold: hold,
        passAfter: p.values["pass-after"] != nil ? passAfter : nil, defaultPassAfter: passAfter)
    }
  }

  public static let typeName = "stroke"
  public static let kind = GestureKind.discrete
  public static let reports: ReportedFields = [.shape]
  public static let touchpadMotion: TouchpadMotion? = .swipe
  public static let progressUnit: ProgressUnit? = nil
  public static let movesWindows = false

  public static func mouseButton(of parameters: Parameters) -> Int? {
    if case .button(let number, _) = parameters.input { number } else { nil }
  }

  enum State {
    case idle
    /// Fingers with `hold`: resting since the first landing.
    case resting(since: Double)
    /// A mouse button pressed at `since`, not moved beyond the slop yet.
    case pressed(since: Double)
    case drawing
    case done
  }

  public let fingers: ClosedRange<Int>
  private let parameters: Parameters
  private let slop: Double
  private var state = State.idle
  private var track = CentroidTrack(at: .zero)
  private var landing = Point.zero
  private var path = StrokePath(points: [], duration: 0)
  private var drawingSince = 0.0
  public private(set) var measure = GestureMeasure()

  public init(parameters: Parameters, device: DeviceGeometry) {
    self.parameters = parameters
    slop = Defaults.slop.millimetres(on: device)
    switch parameters.input {
    case .fingers(let range, _): fingers = range
    case .button: fingers = 1...1
    }
  }

  public var longestTimer: Double {
    switch parameters.input {
    case .fingers(_, let hold): hold ?? 0
    case .button(_, let passAfter): passAfter
    }
  }

  public var deadline: Double? {
    switch (state, parameters.input) {
    case (.resting(let since), .fingers(_, let hold?)): since + hold
    case (.pressed(let since), .button(_, let passAfter)): since + passAfter
    default: nil
    }
  }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    switch state {
    case .done:
      return .none
    case .idle:
      guard case .began(let id) = frame.change else { return .none }
      return start(frame, touch: id)
    case .resting:
      if case .cancelled(let id) = frame.change { return finish(.fail(.touchCancelled(id))) }
      if let moved = frame.touches.moved(beyond: slop) ?? frame.lifted.map({ $0.position.distance(to: $0.start) }),
        moved > slop
      {
        return finish(.fail(.note("moved \(moved, places: 1) mm > slop \(slop, places: 1) mm before hold passed")))
      }
      if case .ended = frame.change, frame.touches.isEmpty {
        return finish(.fail(.note("lifted before hold passed")))
      }
      return .none
    case .pressed, .drawing:
      return draw(frame)
    }
  }

  public mutating func deadlineReached(_ time: Double) -> Verdict {
    switch (state, parameters.input) {
    case (.resting, _):
      state = .drawing
      drawingSince = time
      return .none
    case (.pressed, .button(_, let passAfter)):
      return finish(
        .fail(.note("held still \(passAfter, places: 0) ms: passed to the application")))
    default:
      return .none
    }
  }

  /// The first landing: a button's press, or fingers resting or drawing.
  private mutating func start(_ frame: TouchFrame, touch id: Int) -> Verdict {
    measure.start(frame)
    landing = frame.centroid
    track = CentroidTrack(at: frame.centroid)
    path.points.reserveCapacity(256)
    path.points.append(frame.centroid)
    drawingSince = frame.time
    switch parameters.input {
    case .button(let number, _):
      guard id == number else {
        return finish(.fail(.note("button \(id) pressed; the stroke is drawn with button \(number)")))
      }
      state = .pressed(since: frame.time)
    case .fingers(_, let hold):
      state = hold == nil ? .drawing : .resting(since: frame.time)
    }
    return .none
  }

  /// A frame while drawing (or pressed, not moved yet): the path grows; the
  /// last lift matches it.
  private mutating func draw(_ frame: TouchFrame) -> Verdict {
    if case .cancelled(let id) = frame.change { return finish(.fail(.touchCancelled(id))) }
    if case .button(let number, _) = parameters.input, case .began(let id) = frame.change, id != number {
      return finish(.fail(.note("button \(id) pressed while drawing with button \(number)")))
    }
    measure.fingers = max(measure.fingers, frame.touches.count)
    track.update(frame)
    let point = landing + track.translation
    path.points.append(point)
    measure.centroid = frame.centroid
    measure.translation = track.translation
    measure.travel = track.translation
    if case .pressed = state, point.distance(to: landing) > slop { state = .drawing }
    guard case .ended = frame.change, frame.touches.isEmpty else { return .none }
    path.duration = frame.time - drawingSince
    return finish(verdict(for: parameters.library.match(path, rotation: parameters.rotation)))
  }

  /// The verdict on a finished path's match.
  private mutating func verdict(for match: StrokeMatch) -> Verdict {
    switch match {
    case .notAStroke(let rejection):
      return .fail(.note(rejection.note))
    case .nearest(let nearest):
      measure.shape = nearest.name
      measure.score = nearest.score
      guard parameters.shapes.contains(nearest.name) else {
        let wanted = parameters.shapes.joined(separator: ", ")
        return .fail(.note("nearest: \(nearest.name) \(Self.score(nearest.score)), not \(wanted)"))
      }
      guard nearest.score >= parameters.minScore else {
        let limit = Self.score(parameters.minScore)
        return .fail(.note("nearest: \(nearest.name) \(Self.score(nearest.score)) < min-score \(limit)"))
      }
      return .recognize
    }
  }

  /// A score as the reasons write it: two places, always ("0.80").
  static func score(_ value: Double) -> String { decimal(value, places: 2, keepingZeros: true) }

  private mutating func finish(_ verdict: Verdict) -> Verdict {
    state = .done
    path.points = []
    return verdict
  }
}
