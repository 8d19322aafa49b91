public import XGestureBridge
public import XGestureEngine

/// A `BridgeEngine` (the real `Engine` by default) wrapped to tell a test
/// what went in: each event handed to it, and after every call whether it is
/// idle (no timer, no frame pending).
public final class WatchedEngine: BridgeEngine {
  public let inner: any BridgeEngine
  private let watch: (_ event: TouchEvent?, _ idle: Bool) -> Void

  public init(_ inner: any BridgeEngine, watch: @escaping (_ event: TouchEvent?, _ idle: Bool) -> Void) {
    self.inner = inner
    self.watch = watch
  }

  public convenience init(rules: RuleSet, watch: @escaping (_ event: TouchEvent?, _ idle: Bool) -> Void) {
    self.init(Engine(rules: rules), watch: watch)
  }

  public var nextDeadline: Double? { inner.nextDeadline }

  public func use(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput]) {
    inner.use(device, at: time, into: &out)
    watch(nil, inner.nextDeadline == nil)
  }

  public func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput]) {
    inner.removeDevice(id, at: time, into: &out)
    watch(nil, inner.nextDeadline == nil)
  }

  public func handle(
    _ event: TouchEvent, sequenceWindow window: () -> AppWindow?, into out: inout [EngineOutput]
  ) {
    inner.handle(event, sequenceWindow: window, into: &out)
    watch(event, inner.nextDeadline == nil)
  }

  public func flush(into out: inout [EngineOutput]) {
    inner.flush(into: &out)
    watch(nil, inner.nextDeadline == nil)
  }

  public func advance(to time: Double, into out: inout [EngineOutput]) {
    inner.advance(to: time, into: &out)
    watch(nil, inner.nextDeadline == nil)
  }
}
