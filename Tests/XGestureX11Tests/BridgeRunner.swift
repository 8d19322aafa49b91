import Foundation
import Synchronization
import XGestureBridge
import XGestureEngine
import XGestureTestSupport
import XGestureTouchegg
import XGestureX11

/// Runs a `Bridge` on its own thread against a bed's display, with rules
/// built in the test, and collects what it logs and outputs.
final class BridgeRunner: @unchecked Sendable {
  private let state = Mutex(State())
  private let stopPipe: (read: Int32, write: Int32)
  private let done = DispatchSemaphore(value: 0)

  private struct State {
    var log: [String] = []
    var outputs: [EngineOutput] = []
    var ending: Bridge.Ending?
    var inputs: [TouchEvent] = []
    var engineIdle = true
    var mode: InputMode?
    var thread: Int32?
    var toucheggSignals: [ToucheggSignal] = []
  }

  /// Gestures as the fixture traces write them: (name, type, parameters, require-failure-of, simultaneous-with).
  static func rules(_ gestures: [(String, String, [String: ParameterValue], [String], [String])])
    throws -> RuleSet
  {
    try RuleSet(
      gestures.map { name, type, parameters, requires, simultaneous in
        GestureDefinition(
          name: name,
          recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: parameters),
          requireFailureOf: requires, simultaneousWith: simultaneous)
      })
  }

  /// `devices` is `settings.devices` as a predicate (all touchscreens when
  /// nil); `touchegg`: the signals for Touchégg's clients are worked out
  /// and kept (`toucheggSignals`); `services`, the loop's other services,
  /// run on the bridge's thread.
  init(
    display: String, rules: RuleSet, mode: InputMode, record: String? = nil,
    devices: (@Sendable (XInputDevice) -> Bool)? = nil, touchegg: Bool = false, services: [Bridge.Service] = []
  ) throws {
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    stopPipe = (fds[0], fds[1])
    let recorder = try record.map { path throws in try TraceRecorder(path: path) }
    nonisolated(unsafe) let handOver = recorder
    nonisolated(unsafe) let servicesHandedOver = services
    let ready = DispatchSemaphore(value: 0)
    let failure = Mutex<String?>(nil)
    Thread.detachNewThread { [self] in
      defer { done.signal() }
      let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
      state.withLock {
        $0.thread = link.flatMap { $0.split(separator: "/").last.flatMap { Int32($0) } }
      }
      let xDisplay: XDisplay
      do {
        xDisplay = try XDisplay(name: display, environment: [:])
      } catch {
        failure.withLock { $0 = "\(error)" }
        ready.signal()
        return
      }
      let bridge = Bridge(
        display: xDisplay, rules: rules, mode: mode, recorder: handOver,
        makeEngine: { rules in
          WatchedEngine(rules: rules) { event, idle in
            self.state.withLock {
              if let event { $0.inputs.append(event) }
              $0.engineIdle = idle
            }
          }
        },
        log: { line in self.state.withLock { $0.log.append(line) } },
        output: { output, _ in self.state.withLock { $0.outputs.append(output) } })
      if let devices { bridge.acceptsDevice = devices }
      if touchegg {
        bridge.toucheggSignals = { signals in self.state.withLock { $0.toucheggSignals += signals } }
      }
      bridge.start()
      state.withLock { $0.mode = bridge.mode }
      ready.signal()
      let ending = bridge.run(stopFD: stopPipe.read, services: servicesHandedOver)
      state.withLock { $0.ending = ending }
    }
    ready.wait()
    if let message = failure.withLock({ $0 }) { throw BedError.misuse(message) }
  }

  deinit {
    stop()
    close(stopPipe.read)
    close(stopPipe.write)
  }

  var log: [String] { state.withLock { $0.log } }
  var outputs: [EngineOutput] { state.withLock { $0.outputs } }
  /// The number of touch events handed to the engine.
  var inputs: Int { state.withLock { $0.inputs.count } }
  /// The touch events handed to the engine.
  var events: [TouchEvent] { state.withLock { $0.inputs } }
  /// What the bridge said Touchégg's daemon would send (when `touchegg`).
  var toucheggSignals: [ToucheggSignal] { state.withLock { $0.toucheggSignals } }
  /// Whether the engine had no timer and no frame pending after its last call.
  var engineIdle: Bool { state.withLock { $0.engineIdle } }
  var mode: InputMode? { state.withLock { $0.mode } }
  var ending: Bridge.Ending? { state.withLock { $0.ending } }
  /// The bridge thread's kernel id (for its CPU time in /proc).
  var threadID: Int32? { state.withLock { $0.thread } }

  var transitions: [GestureTransition] {
    outputs.compactMap { if case .transition(let t) = $0 { t } else { nil } }
  }

  /// The claim decisions the engine made.
  var decisions: [TouchDecision] {
    outputs.compactMap { if case .touch(let d) = $0 { d } else { nil } }
  }

  /// "gesture: from → to" for each transition, without details.
  var transitionSummaries: [String] {
    transitions.map { "\($0.gesture): \($0.from.rawValue) → \($0.to.rawValue)" }
  }

  func clear() { state.withLock { $0.outputs.removeAll() } }

  /// Ends the bridge and waits for it (at most 5 s).
  @discardableResult
  func stop() -> Bridge.Ending? {
    var byte: UInt8 = 1
    _ = write(stopPipe.write, &byte, 1)
    _ = done.wait(timeout: .now() + 5)
    return ending
  }

  /// Polls (every 5 ms, at most `timeout` s: generous, for a loaded machine) until `condition` holds.
  func wait(timeout: Double = 10, until condition: (BridgeRunner) -> Bool) -> Bool {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    while MonotonicTime.now() < deadline {
      if condition(self) { return true }
      usleep(5_000)
    }
    return condition(self)
  }
}
