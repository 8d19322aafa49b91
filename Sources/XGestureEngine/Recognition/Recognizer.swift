/// What a recognizer wants after an input. It never runs anything: the
/// engine arbitrates (rules, exclusivity, the landing window) and reports.
public enum Verdict: Hashable, Sendable {
  /// Nothing to report.
  case none
  /// A continuous gesture starts / moves / finishes.
  case begin, change, end
  /// A discrete gesture happened.
  case recognize
  /// The gesture cannot happen on these touches.
  case fail(FailureReason)
  /// A continuous gesture that began stops without finishing.
  case cancel(FailureReason)
}

/// A gesture recognizer: a value-type state machine that takes touch frames
/// and deadlines and returns verdicts. One file per type; see docs/ENGINE.md,
/// "Adding a recognizer".
///
/// A recognizer sees every touch of its device from the first touch of a
/// session. It is created fresh (with `init(parameters:device:)`) whenever the
/// engine re-arms it, so it needs no reset method.
public protocol Recognizer: Sendable {
  associatedtype Parameters: RecognizerParameters

  /// The config's `type:` word.
  static var typeName: String { get }
  static var kind: GestureKind { get }
  /// The measurements its transitions show in the log.
  static var reports: ReportedFields { get }
  /// What tells two gestures of this type and finger count apart for an
  /// application's binding to shadow a global one (a swipe's directions, an
  /// edge swipe's edge); a requirement, so that a generic caller reaches the
  /// type's own answer and not the default below.
  static func variant(of parameters: Parameters) -> String
  /// The mouse button a gesture of these parameters is drawn with (a
  /// stroke's `button:`), or nil for a gesture of fingers. Only a gesture
  /// with a button acts on a mouse device (`DeviceSource.mouse`), and only on
  /// that button's touch; one without never sees a mouse
  /// (`RecognizerSpec.acts(on:)`, docs/REFERENCE.md §16).
  static func mouseButton(of parameters: Parameters) -> Int?
  /// The touchpad gesture sequences that can make it (docs/REFERENCE.md §7:
  /// swipe sequences make swipes and pans, pinch sequences pinches and
  /// rotations), or nil when a touchpad cannot (the driver turns taps into
  /// clicks and sends nothing for fingers held still or near an edge).
  static var touchpadMotion: TouchpadMotion? { get }
  /// What its progress is measured in — a `repeat:` step's unit
  /// (docs/REFERENCE.md §9) and a `preview:` amount's —, or nil for a
  /// gesture without progress (the discrete types, a long press).
  static var progressUnit: ProgressUnit? { get }
  /// Whether `{ window: move }` can ride it (docs/REFERENCE.md §9): the window
  /// under it is taken on its `began`, follows its translation and slides on
  /// from its fling point when it ends.
  static var movesWindows: Bool { get }

  init(parameters: Parameters, device: DeviceGeometry)

  /// How many fingers the gesture takes; the engine enforces it after the
  /// 80 ms landing window (discrete gestures, and continuous ones before they begin).
  var fingers: ClosedRange<Int> { get }
  /// When the recognizer wants `deadlineReached` called, ms.
  var deadline: Double? { get }
  /// The longest timer its parameters declare, ms (an interval, a
  /// max-duration, a duration), or 0 for none: the safety net never fails a
  /// gesture of the device sooner than this after the last lift.
  var longestTimer: Double { get }
  /// The current measurements.
  var measure: GestureMeasure { get }
  /// The samples a rate its measure marks is fitted from when a transition's
  /// data is read (a pinch's and a rotation's, `GestureMeasure.rateMark`);
  /// nil for a type whose measure marks none (the default). A mutating
  /// getter only so that the engine reads it where the recognizer is: a
  /// plain getter's witness copied the whole recognizer first.
  var rateSamples: VelocityTracker? { mutating get }

  mutating func touchesChanged(_ frame: TouchFrame) -> Verdict
  /// Called once the engine's time reaches `deadline`, before any event at that time.
  mutating func deadlineReached(_ time: Double) -> Verdict
}

extension Recognizer {
  /// What tells two gestures of this type and finger count apart for an
  /// application's binding to shadow a global one: nothing, unless the type says.
  public static func variant(of parameters: Parameters) -> String { "" }

  /// No mouse button: a gesture of fingers, unless the type says.
  public static func mouseButton(of parameters: Parameters) -> Int? { nil }

  /// No rate left to fit when read, unless the type says.
  public var rateSamples: VelocityTracker? { nil }
}

/// A recognizer's typed parameters, read from the config with the defaults of docs/REFERENCE.md.
public protocol RecognizerParameters: Sendable {
  init(from parameters: inout ParameterSet) throws(ParameterError)
}

/// The parameters' defaults, named with their units (docs/REFERENCE.md).
public enum Defaults {
  public static let slop = Length.millimetres(3)
  public static let tapMaxDuration = 750.0  // ms
  public static let multiTapInterval = 300.0  // ms
  public static let multiTapDistance = Length.millimetres(10)
  public static let landingWindow = 80.0  // ms
  public static let longPressDuration = 500.0  // ms
  public static let swipeDistance = Length.millimetres(8)
  public static let swipeDuration = 500.0  // ms
  public static let swipeVelocity = Length.millimetres(50)  // per second
  public static let swipeTolerance = 30.0  // degrees
  public static let pinchSpanChange = Length.millimetres(3)
  public static let pinchScaleChange = 0.05
  public static let rotateArc = Length.millimetres(3)
  public static let edgeMargin = Length.millimetres(5)
  public static let tickleStrokeLength = Length.millimetres(4)  // the tutorial's 25 px (MOVE_AMT_PER_TICKLE)
  public static let tickleStrokes = 3
  /// A stroke's least score to be recognized (docs/BENCHMARKS.md, "Strokes").
  public static let strokeMinScore = 0.80
  /// A mouse stroke's press held still this long passes to the application.
  public static let strokePassAfter = 300.0  // ms
  /// The safety net: a gesture undecided this long after the last lift fails
  /// (or is cancelled, if it began) — longer when a gesture of the device
  /// declares a longer timer (`Recognizer.longestTimer`).
  public static let undecidedTimeout = 1000.0  // ms
}
