/// A recognizer behind one virtual call, mutated in place (no existential
/// copies on the hot path). Internal to the engine.
///
/// What the arena asks about every member on every frame is stored here, not
/// asked of the recognizer: its finger range and longest timer never change,
/// and its deadline is read once after each input (a plain load for the
/// arena's scan of the earliest deadline, no call).
class AnyRecognizerBox {
  /// The recognizer's `deadline` as of its last input.
  final var deadline: Double?
  final let fingers: ClosedRange<Int>
  final let longestTimer: Double

  init(fingers: ClosedRange<Int>, longestTimer: Double, deadline: Double?) {
    self.fingers = fingers
    self.longestTimer = longestTimer
    self.deadline = deadline
  }

  func touchesChanged(_ frame: TouchFrame) -> Verdict { fatalError("abstract") }
  func deadlineReached(_ time: Double) -> Verdict { fatalError("abstract") }
  /// Writes the recognizer's measure into `measure` (a transition's box, in
  /// place); returns the samples of the rate it marks, if any (`Recognizer.rateSamples`).
  func measure(into measure: inout GestureMeasure) -> VelocityTracker? { fatalError("abstract") }
  /// Replaces the recognizer with a fresh one (re-arming).
  func rearm() { fatalError("abstract") }
}

final class RecognizerBox<R: Recognizer>: AnyRecognizerBox {
  @exclusivity(unchecked) private var recognizer: R
  /// The recognizer as `init(parameters:device:)` makes it, which re-arming
  /// copies: the same value, without converting the parameters again.
  private let fresh: R

  init(parameters: R.Parameters, device: DeviceGeometry) {
    let recognizer = R(parameters: parameters, device: device)
    fresh = recognizer
    self.recognizer = recognizer
    super.init(fingers: recognizer.fingers, longestTimer: recognizer.longestTimer, deadline: recognizer.deadline)
  }

  override func touchesChanged(_ frame: TouchFrame) -> Verdict {
    let verdict = recognizer.touchesChanged(frame)
    deadline = recognizer.inPlaceDeadline()
    return verdict
  }

  override func deadlineReached(_ time: Double) -> Verdict {
    let verdict = recognizer.deadlineReached(time)
    deadline = recognizer.inPlaceDeadline()
    return verdict
  }

  // Read through a mutating step, so the recognizer is used where it is: a getter of a
  // generic struct stored here would copy it first (its arrays retained and released).
  override func measure(into measure: inout GestureMeasure) -> VelocityTracker? {
    measure = recognizer.inPlaceMeasure()
    return measure.rateMark == nil ? nil : recognizer.inPlaceRateSamples()
  }

  override func rearm() {
    recognizer = fresh
    deadline = recognizer.inPlaceDeadline()
  }
}

/// A recognizer type with its parameters, ready to be instantiated per
/// device: what a `GestureDefinition` holds.
public struct RecognizerSpec: Sendable {
  /// What the type states about itself.
  public let facts: RecognizerFacts
  public var typeName: String { facts.typeName }
  public var kind: GestureKind { facts.kind }
  public let reports: ReportedFields
  /// The finger range the parameters ask for.
  public let fingers: ClosedRange<Int>
  /// What else tells two bindings of the type apart for shadowing
  /// (docs/REFERENCE.md §8): a swipe's directions, an edge swipe's edge.
  public let variant: String
  /// The mouse button it is drawn with (`Recognizer.mouseButton(of:)`), nil for fingers.
  public let mouseButton: Int?
  let make: @Sendable (DeviceGeometry) -> AnyRecognizerBox

  /// A spec from typed parameters.
  public init<R: Recognizer>(_ type: R.Type, parameters: R.Parameters) {
    facts = RecognizerFacts(R.self)
    reports = R.reports
    make = { device in RecognizerBox<R>(parameters: parameters, device: device) }
    let probe = DeviceGeometry(id: 0, name: "", width: 100, height: 100, screenWidth: 100, screenHeight: 100)
    fingers = R(parameters: parameters, device: probe).fingers
    variant = R.variant(of: parameters)
    mouseButton = R.mouseButton(of: parameters)
  }

  /// Whether the gesture acts on `device` at all: a gesture drawn with a
  /// mouse button on mouse devices only, any other on touchscreens and
  /// touchpads only (docs/REFERENCE.md §16).
  public func acts(on device: DeviceGeometry) -> Bool {
    (device.source == .mouse) == (mouseButton != nil)
  }
}

extension Recognizer {
  /// `deadline`, `measure` and `rateSamples`, read on the recognizer in place (`RecognizerBox`).
  @inline(__always)
  fileprivate mutating func inPlaceDeadline() -> Double? { deadline }
  @inline(__always)
  fileprivate mutating func inPlaceMeasure() -> GestureMeasure { measure }
  @inline(__always)
  fileprivate mutating func inPlaceRateSamples() -> VelocityTracker? { rateSamples }
}
