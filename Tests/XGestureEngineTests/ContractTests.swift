import Testing

@testable import XGestureEngine

/// A recognizer that never decides on its own: continuous, it begins when
/// its first touch lands (if `begins`) and then never ends; it declares a
/// timer of `timer` ms and, if `stuck`, keeps a deadline in the past.
struct StubbornRecognizer: Recognizer {
  struct Parameters: RecognizerParameters {
    var begins = false
    var stuck = false
    var timer = 0.0
    init(begins: Bool, stuck: Bool = false, timer: Double = 0) {
      self.begins = begins
      self.stuck = stuck
      self.timer = timer
    }
    init(from parameters: inout ParameterSet) throws(ParameterError) {}
  }

  static let typeName = "stubborn"
  static let kind = GestureKind.continuous
  static let reports: ReportedFields = []
  static let touchpadMotion: TouchpadMotion? = nil
  static let progressUnit: ProgressUnit? = nil
  static let movesWindows = false

  let parameters: Parameters
  var landed: Double?
  var measure = GestureMeasure()
  var fingers: ClosedRange<Int> { 1...1 }
  var longestTimer: Double { parameters.timer }
  var deadline: Double? { parameters.stuck ? landed.map { $0 + 10 } : nil }

  init(parameters: Parameters, device: DeviceGeometry) { self.parameters = parameters }

  mutating func touchesChanged(_ frame: TouchFrame) -> Verdict {
    guard case .began = frame.change, landed == nil else { return .none }
    landed = frame.time
    measure.start(frame)
    return parameters.begins ? .begin : .none
  }

  mutating func deadlineReached(_ time: Double) -> Verdict { .none }
}

@Suite("The engine's contracts")
struct ContractTests {
  static let panel = EngineTests.panel

  static func engine(_ definitions: [GestureDefinition]) throws -> Engine {
    let engine = Engine(rules: try RuleSet(definitions))
    var out: [EngineOutput] = []
    engine.addDevice(panel, at: 0, into: &out)
    return engine
  }

  static func stubborn(_ name: String, _ parameters: StubbornRecognizer.Parameters)
    -> GestureDefinition
  {
    GestureDefinition(
      name: name, recognizer: RecognizerSpec(StubbornRecognizer.self, parameters: parameters))
  }

  static func standard(_ name: String, _ type: String, _ parameters: [String: ParameterValue] = [:])
    throws
    -> GestureDefinition
  {
    GestureDefinition(
      name: name,
      recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: parameters))
  }

  static func event(_ time: Double, _ touch: Int, _ phase: TouchPhase, _ x: Double, device: Int = 1)
    -> TouchEvent
  {
    TouchEvent(time: time, device: device, touch: touch, phase: phase, x: x, y: 54)
  }

  static func run(_ engine: Engine, _ events: [TouchEvent], until end: Double) -> [String] {
    var out: [EngineOutput] = []
    engine.handle(events, into: &out)
    engine.advance(to: end, into: &out)
    return EngineTests.lines(out)
  }

  // MARK: Every begin gets exactly one decision

  @Test(
    "Every begin the engine drops gets a reject decision at once",
    arguments: [
      (
        "a duplicate of a live touch", event(10, 1, .begin, 96),
        "10 input: dropped begin for touch 1 on device 1, which is already down"
      ),
      (
        "not a number", event(10, 2, .begin, .nan),
        "10 input: dropped touch 2 on device 1 with a time or position that is not a number"
      ),
      (
        "an unknown device", event(10, 2, .begin, 96, device: 9),
        "10 input: dropped device 9: the device is unknown — give its geometry first"
      ),
      (
        "a time before the engine's", event(1, 2, .begin, 96),
        "1 input: dropped device 1 at 1 ms, before the engine's time 5 ms"
      ),
    ])
  func droppedBeginsAreRejected(_ what: String, _ begin: TouchEvent, _ diagnostic: String) throws {
    let engine = try Self.engine([try Self.standard("tap", "tap")])
    var out: [EngineOutput] = []
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)
    engine.advance(to: 5, into: &out)
    out.removeAll()
    engine.handle(begin, into: &out)
    let decision =
      "\(decimal(max(begin.time.isNaN ? 5 : begin.time, 5), places: 3)) touch \(begin.touch) on device \(begin.device): reject"
    #expect(EngineTests.lines(out) == [diagnostic, decision], "\(what)")
  }

  @Test(
    "A dropped begin is rejected even when its diagnostic was reported before (reports are de-duplicated)"
  )
  func rejectedAfterDeduplication() throws {
    let engine = try Self.engine([try Self.standard("tap", "tap")])
    var out: [EngineOutput] = []
    engine.handle(Self.event(0, 1, .begin, 96, device: 9), into: &out)
    engine.handle(Self.event(0, 2, .begin, 96, device: 9), into: &out)
    let decisions = out.filter {
      if case .touch(let d) = $0 { d.verdict == .reject } else { false }
    }
    let diagnostics = out.filter { if case .diagnostic = $0 { true } else { false } }
    #expect(decisions.count == 2)
    #expect(diagnostics.count == 1)
  }

  // MARK: Adding a device it already has

  @Test("Adding a device again cancels a pan that began")
  func readdingCancelsABeganPan() throws {
    let engine = try Self.engine([try Self.standard("pan", "pan")])
    var out: [EngineOutput] = []
    engine.handle([Self.event(0, 1, .begin, 96), Self.event(10, 1, .update, 101)], into: &out)
    #expect(
      EngineTests.lines(out).first
        == "10 pan: possible → began (fingers=1 x=1010 y=540 dx=0 dy=0 vx=5000 vy=0)")
    out.removeAll()
    engine.addDevice(Self.panel, at: 20, into: &out)
    #expect(
      EngineTests.lines(out) == ["20 pan: began → cancelled (device replaced by a new geometry)"])
    // The new geometry is in place with nothing live: the old touch's events are dropped, a new touch works.
    out.removeAll()
    engine.handle([Self.event(30, 1, .update, 106), Self.event(40, 2, .begin, 96)], into: &out)
    #expect(
      EngineTests.lines(out) == [
        "30 input: dropped update for touch 1 on device 1, which never began"
      ])
    #expect(engine.devices.count == 1)
  }

  @Test("Adding a device again fails what is still possible and rejects the undecided touches")
  func readdingRejectsUndecidedTouches() throws {
    let engine = try Self.engine([
      try Self.standard("pan", "pan"), try Self.standard("double", "tap", ["taps": "2"]),
    ])
    var out: [EngineOutput] = []
    // A double tap's first tap, then a second press that is still down.
    engine.handle(
      [Self.event(0, 1, .begin, 96), Self.event(50, 1, .end, 96), Self.event(100, 2, .begin, 96)],
      into: &out)
    out.removeAll()
    engine.addDevice(Self.panel, at: 120, into: &out)
    #expect(
      EngineTests.lines(out) == [
        "120 pan: possible → failed (device replaced by a new geometry)",
        "120 double: possible → failed (device replaced by a new geometry)",
        "120 touch 1 on device 1: reject",
        "120 touch 2 on device 1: reject",
      ])
    #expect(engine.nextDeadline == nil)
  }

  @Test("Adding a new device reports nothing")
  func addingNewDevice() throws {
    let engine = try Self.engine([try Self.standard("tap", "tap")])
    var out: [EngineOutput] = []
    engine.addDevice(
      DeviceGeometry(
        id: 2, name: "second", width: 100, height: 60, screenWidth: 1920, screenHeight: 1080),
      at: 0,
      into: &out)
    #expect(out.isEmpty)
    #expect(engine.devices.map(\.id) == [1, 2])
  }

  // MARK: A gesture that began never fails

  @Test("The safety net cancels a gesture that began, and fails one still possible")
  func safetyNetCancelsBegan() throws {
    let engine = try Self.engine([
      Self.stubborn("began", .init(begins: true)),
      GestureDefinition(
        name: "possible",
        recognizer: RecognizerSpec(StubbornRecognizer.self, parameters: .init(begins: false)),
        simultaneousWith: ["began"]),
    ])
    let lines = Self.run(
      engine, [Self.event(0, 1, .begin, 96), Self.event(50, 1, .end, 96)], until: 2000)
    #expect(
      lines == [
        "0 began: possible → began (fingers=1 x=960 y=540)",
        "0 touch 1 on device 1: accept",
        "1050 began: began → cancelled (still undecided 1 s after the last touch lifted)",
        "1050 possible: possible → failed (still undecided 1 s after the last touch lifted)",
      ])
  }

  @Test("A recognizer that keeps a deadline in the past is cancelled if it began")
  func stuckDeadlineCancelsBegan() throws {
    let engine = try Self.engine([Self.stubborn("stuck", .init(begins: true, stuck: true))])
    let lines = Self.run(engine, [Self.event(0, 1, .begin, 96)], until: 100)
    #expect(
      lines == [
        "0 stuck: possible → began (fingers=1 x=960 y=540)",
        "0 touch 1 on device 1: accept",
        "10 stuck: began → cancelled (its recognizer kept a deadline in the past)",
      ])
  }

  @Test("The safety net comes after the longest timer a gesture of the device declares")
  func safetyNetAfterLongestTimer() throws {
    let engine = try Self.engine([Self.stubborn("slow", .init(begins: false, timer: 3000))])
    #expect(
      Self.run(engine, [Self.event(0, 1, .begin, 96), Self.event(50, 1, .end, 96)], until: 3049)
        .isEmpty)
    #expect(engine.nextDeadline == 3050)
    #expect(
      EngineTests.lines(engine.advance(to: 3050)) == [
        "3050 slow: possible → failed (still undecided 3 s after the last touch lifted)",
        "3050 touch 1 on device 1: reject",
      ])
  }

  @Test("Every transition the engine can make is one of its kind's; began → failed is not")
  func transitions() {
    #expect(!GestureState.began.canTransition(to: .failed, kind: .continuous))
    #expect(!GestureState.changed.canTransition(to: .failed, kind: .continuous))
    #expect(GestureState.began.canTransition(to: .cancelled, kind: .continuous))
    #expect(!GestureState.possible.canTransition(to: .began, kind: .discrete))
    #expect(!GestureState.possible.canTransition(to: .recognized, kind: .continuous))
  }

  // MARK: Holds in the log

  @Test("The log says why a recognized tap is held, and by whom")
  func holdsAreReported() throws {
    let engine = try Self.engine([
      GestureDefinition(
        name: "tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: [:]),
        requireFailureOf: ["double-tap"]),
      try Self.standard("double-tap", "tap", ["taps": "2"]),
    ])
    let lines = Self.run(
      engine, [Self.event(0, 1, .begin, 96), Self.event(50, 1, .end, 96)], until: 400)
    #expect(
      lines == [
        "50 tap: held until double-tap fails",
        "350 double-tap: possible → failed (interval 300 ms passed)",
        "350 tap: possible → recognized (fingers=1 x=960 y=540)",
        "350 touch 1 on device 1: accept",
      ])
  }
}
