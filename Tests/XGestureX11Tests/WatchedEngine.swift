import XGestureEngine
import XGestureX11

/// `Engine` wrapped to tell a test what went in: each event handed to it,
/// and after every call whether it is idle (no timer, no frame pending).
final class WatchedEngine: BridgeEngine {
  let engine: Engine
  private let watch: (_ event: TouchEvent?, _ idle: Bool) -> Void

  init(rules: RuleSet, watch: @escaping (_ event: TouchEvent?, _ idle: Bool) -> Void) {
    engine = Engine(rules: rules)
    self.watch = watch
  }

  var nextDeadline: Double? { engine.nextDeadline }

  func use(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput]) {
    engine.use(device, at: time, into: &out)
    watch(nil, engine.nextDeadline == nil)
  }

  func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput]) {
    engine.removeDevice(id, at: time, into: &out)
    watch(nil, engine.nextDeadline == nil)
  }

  func handle(_ event: TouchEvent, into out: inout [EngineOutput]) {
    engine.handle(event, into: &out)
    watch(event, engine.nextDeadline == nil)
  }

  func flush(into out: inout [EngineOutput]) {
    engine.flush(into: &out)
    watch(nil, engine.nextDeadline == nil)
  }

  func advance(to time: Double, into out: inout [EngineOutput]) {
    engine.advance(to: time, into: &out)
    watch(nil, engine.nextDeadline == nil)
  }
}
