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

  private var gesture: TwoFingerGesture<Turn>

  public init(parameters: Parameters, device: DeviceGeometry) {
    gesture = TwoFingerGesture(
      amount: Turn(minAngle: parameters.minAngle, minArc: parameters.minArc.millimetres(on: device)),
      fingers: parameters.fingers, direction: parameters.direction, device: device)
  }

  public var fingers: ClosedRange<Int> { gesture.fingers }
  public var measure: GestureMeasure { gesture.measure }
  public var rateSamples: VelocityTracker? { mutating get { gesture.rateSamples } }
  public var longestTimer: Double { 0 }
  public var deadline: Double? { nil }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict { gesture.touchesChanged(frame) }
  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }

  /// The angle: the mean turn of the touches around their centroid, frame
  /// to frame, counting only touches present in both frames.
  struct Turn: TwoFingerAmount {
    static let unmoved = 0.0
    static let went = "turned"
    static let rateField = RateMark.Field.angularVelocity
    let minAngle: Double?
    let minArc: Double
    private var previous: [ActiveTouch] = []
    private var previousCentroid = Point.zero
    /// Radians since the first two fingers were down, clockwise positive.
    private(set) var amount = 0.0

    init(minAngle: Double?, minArc: Double) {
      self.minAngle = minAngle
      self.minArc = minArc
    }

    var sample: Double { amount * Angle.degreesPerRadian }
    var way: TurnDirection { TurnDirection(rotation: amount) }
    var liftedEarly: FailureNote { "lifted before turning" }

    mutating func follow(_ frame: TouchFrame) {
      let centroid = frame.centroid
      if frame.touches.count >= 2, previous.count >= 2, !frame.fingersChanged {
        var turn = 0.0
        var counted = 0
        for touch in frame.touches {
          guard let before = previous.touch(touch.id) else { continue }
          turn += Angle.between(before.position - previousCentroid, touch.position - centroid)
          counted += 1
        }
        if counted > 0 { amount += turn / Double(counted) }
      }
      // Copied into its own storage: holding the frame's array would make the
      // arena copy its touches when it next moves one. Element by element while
      // the count is the same (most frames): emptying and appending went
      // through the general replace and append, several times the cost.
      if previous.count == frame.touches.count {
        for i in frame.touches.indices { previous[i] = frame.touches[i] }
      } else {
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: frame.touches)
      }
      previousCentroid = centroid
    }

    func reached(_ frame: TouchFrame) -> Bool {
      if let minAngle { return amount.magnitude * Angle.degreesPerRadian >= minAngle }
      return amount.magnitude * frame.touches.span >= minArc
    }

    static func direction(_ way: TurnDirection) -> GestureDirection { GestureDirection(way) }

    func report(rate: Double, into measure: inout GestureMeasure) {
      measure.travelRotation = amount * Angle.degreesPerRadian
      measure.angularVelocity = rate
    }

    func report(since began: Double, into measure: inout GestureMeasure) {
      measure.rotation = (amount - began) * Angle.degreesPerRadian
    }
  }
}
