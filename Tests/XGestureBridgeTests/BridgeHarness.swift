import XGestureBridge
import XGestureEngine
import XGestureTestSupport
import XGestureTouchegg

/// A `BridgeDriver` on a `StandInServer` with the real engine (or another
/// `BridgeEngine`), on a clock the test moves: what X would deliver is given
/// as messages, and the test reads what the bridge did.
final class BridgeHarness {
  let server: StandInServer
  let driver: BridgeDriver
  private(set) var log: [String] = []
  private(set) var outputs: [EngineOutput] = []
  /// For each output, whether the driver had its actions paused when it came.
  private(set) var outputsPaused: [Bool] = []
  private(set) var events: [TouchEvent] = []
  /// What the bridge said Touchégg's daemon would send (when `touchegg`).
  private(set) var toucheggSignals: [ToucheggSignal] = []
  /// The bridge's clock, ms.
  private(set) var now: Double = 1000

  init(
    mode: InputMode, rules: RuleSet, devices: [XInputDevice] = [StandInServer.touchscreen()],
    grabRefusal: String? = nil, accepts: ((XInputDevice) -> Bool)? = nil,
    makeEngine: ((RuleSet) -> any BridgeEngine)? = nil, gestures: Bool = false, touchegg: Bool = false
  ) {
    let server = StandInServer(devices: devices)
    server.grabRefusal = grabRefusal
    self.server = server
    var logged: (String) -> Void = { _ in }
    var reported: (EngineOutput) -> Void = { _ in }
    var fed: (TouchEvent) -> Void = { _ in }
    let make = makeEngine ?? { Engine(rules: $0) }
    driver = BridgeDriver(
      mode: mode, screen: ScreenSize(width: 1920, height: 1080, widthMM: 508, heightMM: 286),
      gestures: gestures, rules: rules,
      server: server,
      makeEngine: { rules in WatchedEngine(make(rules)) { event, _ in if let event { fed(event) } }
      },
      log: { logged($0) }, output: { reported($0) })
    logged = { [unowned self] in log.append($0) }
    reported = { [unowned self] in
      outputs.append($0)
      outputsPaused.append(driver.state.actions == .paused)
    }
    fed = { [unowned self] in events.append($0) }
    if let accepts { driver.acceptsDevice = accepts }
    if touchegg { driver.toucheggSignals = { [unowned self] in toucheggSignals += $0 } }
    driver.start(display: ":stand-in", at: now)
  }

  var transitions: [String] {
    outputs.compactMap {
      if case .transition(let t) = $0 {
        "\(t.gesture): \(t.from.rawValue) → \(t.to.rawValue)"
      } else {
        nil
      }
    }
  }

  /// The transitions whose actions would run (not paused when they came).
  var actingTransitions: [String] {
    zip(outputs, outputsPaused).compactMap { output, paused in
      if case .transition(let t) = output, !paused {
        "\(t.gesture): \(t.from.rawValue) → \(t.to.rawValue)"
      } else {
        nil
      }
    }
  }

  /// A lock change between rounds (a logind signal, served after poll()).
  func lock(_ event: LockEvent, at time: Double) {
    now = max(now, time)
    driver.lockChanged(event, at: now)
  }

  /// One round of the loop at `time` (ms): the messages read, the queue
  /// drained, timers due, the round ended.
  func round(at time: Double, _ messages: [XInputMessage] = []) {
    now = max(now, time)
    for message in messages { driver.receive(message, at: now) }
    driver.readDrained(at: now)
    driver.timePassed(to: now)
    driver.roundEnded(at: now)
  }

  /// Touches 7 and 8 land 20 mm apart at 1000 ms and move 10 mm right at
  /// 1020 ms: the start of a two-finger pan.
  func twoFingersLandAndMove() {
    typealias H = BridgeHarness
    round(
      at: 1000,
      [H.touch(.begin, 7, x: 100, y: 50, at: 1000), H.touch(.begin, 8, x: 120, y: 50, at: 1000)])
    round(
      at: 1020,
      [H.touch(.update, 7, x: 110, y: 50, at: 1020), H.touch(.update, 8, x: 130, y: 50, at: 1020)])
  }

  /// Rounds every 10 ms until `time`, as the loop's timers would wake it.
  func wait(until time: Double) {
    while now < time { round(at: min(time, now + 10)) }
  }

  static func touch(
    _ phase: RawTouch.Phase, _ touch: Int, x: Double, y: Double, at time: Double, device: Int = 11,
    transformed: (x: Double, y: Double)? = nil
  ) -> XInputMessage {
    let untransformed = [0: x * 100, 1: y * 100]
    let valuators = transformed.map { [0: $0.x * 100, 1: $0.y * 100] } ?? untransformed
    return .rawTouch(
      RawTouch(
        phase: phase, master: 2, source: device, touch: touch, serverTime: UInt32(time),
        valuators: valuators,
        untransformed: untransformed))
  }

  /// Rules from (name, type, parameters, require-failure-of).
  static func rules(_ gestures: [(String, String, [String: ParameterValue], [String])]) throws
    -> RuleSet
  {
    try RuleSet(
      gestures.map { name, type, parameters, requires in
        GestureDefinition(
          name: name,
          recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: parameters),
          requireFailureOf: requires)
      })
  }
}
