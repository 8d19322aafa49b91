/// A recognizer behind one virtual call, mutated in place (no existential
/// copies on the hot path). Internal to the engine.
class AnyRecognizerBox {
  func touchesChanged(_ frame: TouchFrame) -> Verdict { fatalError("abstract") }
  func deadlineReached(_ time: Double) -> Verdict { fatalError("abstract") }
  var deadline: Double? { fatalError("abstract") }
  var measure: GestureMeasure { fatalError("abstract") }
  var fingers: ClosedRange<Int> { fatalError("abstract") }
  var longestTimer: Double { fatalError("abstract") }
  /// Replaces the recognizer with a fresh one (re-arming).
  func rearm() { fatalError("abstract") }
}

final class RecognizerBox<R: Recognizer>: AnyRecognizerBox {
  @exclusivity(unchecked) private var recognizer: R
  private let parameters: R.Parameters
  private let device: DeviceGeometry

  init(parameters: R.Parameters, device: DeviceGeometry) {
    self.parameters = parameters
    self.device = device
    self.recognizer = R(parameters: parameters, device: device)
  }

  override func touchesChanged(_ frame: TouchFrame) -> Verdict { recognizer.touchesChanged(frame) }
  override func deadlineReached(_ time: Double) -> Verdict { recognizer.deadlineReached(time) }
  // These read through mutating steps, so the recognizer is used where it is: a getter of a
  // generic struct stored here would copy it first (its arrays retained and released).
  override var deadline: Double? { recognizer.inPlaceDeadline() }
  override var measure: GestureMeasure { recognizer.inPlaceMeasure() }
  override var fingers: ClosedRange<Int> { recognizer.inPlaceFingers() }
  override var longestTimer: Double { recognizer.longestTimer }
  override func rearm() { recognizer = R(parameters: parameters, device: device) }
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
  let make: @Sendable (DeviceGeometry) -> AnyRecognizerBox

  /// A spec from typed parameters.
  public init<R: Recognizer>(_ type: R.Type, parameters: R.Parameters) {
    facts = RecognizerFacts(R.self)
    reports = R.reports
    make = { device in RecognizerBox<R>(parameters: parameters, device: device) }
    let probe = DeviceGeometry(id: 0, name: "", width: 100, height: 100, screenWidth: 100, screenHeight: 100)
    fingers = R(parameters: parameters, device: probe).fingers
    variant = R.variant(of: parameters)
  }
}

extension Recognizer {
  /// `deadline`, `measure` and `fingers`, read on the recognizer in place (`RecognizerBox`).
  @inline(__always)
  fileprivate mutating func inPlaceDeadline() -> Double? { deadline }
  @inline(__always)
  fileprivate mutating func inPlaceMeasure() -> GestureMeasure { measure }
  @inline(__always)
  fileprivate mutating func inPlaceFingers() -> ClosedRange<Int> { fingers }
}
