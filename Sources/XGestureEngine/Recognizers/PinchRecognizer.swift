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

  private var gesture: TwoFingerGesture<Scale>

  public init(parameters: Parameters, device: DeviceGeometry) {
    gesture = TwoFingerGesture(
      amount: Scale(
        minScaleChange: parameters.minScaleChange, minSpanChange: parameters.minSpanChange.millimetres(on: device)),
      fingers: parameters.fingers, direction: parameters.direction, device: device)
  }

  public var fingers: ClosedRange<Int> { gesture.fingers }
  public var measure: GestureMeasure { gesture.measure }
  public var rateSamples: VelocityTracker? { mutating get { gesture.rateSamples } }
  public var longestTimer: Double { 0 }
  public var deadline: Double? { nil }

  public mutating func touchesChanged(_ frame: TouchFrame) -> Verdict { gesture.touchesChanged(frame) }
  public mutating func deadlineReached(_ time: Double) -> Verdict { .none }

  /// The scale: the span's ratio, carried over when a finger lands or lifts
  /// (the span is measured again then, so the scale does not jump).
  struct Scale: TwoFingerAmount {
    static let unmoved = 1.0
    static let went = "pinched"
    static let rateField = RateMark.Field.scaleVelocity
    let minScaleChange: Double
    let minSpanChange: Double
    /// Scale carried over from before the last re-baseline, the span then, and the first span.
    private var carried = 1.0
    private var baseSpan = 0.0
    private var firstSpan = 0.0
    private(set) var amount = 1.0

    init(minScaleChange: Double, minSpanChange: Double) {
      self.minScaleChange = minScaleChange
      self.minSpanChange = minSpanChange
    }

    var sample: Double { amount }
    var way: PinchDirection { PinchDirection(scale: amount) }
    var liftedEarly: FailureNote { "lifted before the span changed \(minSpanChange, places: 1) mm" }

    mutating func follow(_ frame: TouchFrame) {
      let span = frame.touches.count >= 2 ? frame.touches.span : 0
      if frame.fingersChanged || baseSpan == 0 {
        carried = amount
        baseSpan = span
        if firstSpan == 0 { firstSpan = span }
      } else if baseSpan > 0 {
        amount = carried * span / baseSpan
      }
    }

    func reached(_ frame: TouchFrame) -> Bool {
      (amount - 1).magnitude * firstSpan >= minSpanChange || (amount - 1).magnitude > minScaleChange
    }

    static func direction(_ way: PinchDirection) -> GestureDirection { GestureDirection(way) }

    func report(rate: Double, into measure: inout GestureMeasure) {
      measure.travelScale = amount
      measure.scaleVelocity = rate
    }

    func report(since began: Double, into measure: inout GestureMeasure) { measure.scale = amount / began }
  }
}
