public import XGestureEngine

/// What the bridge needs of the recognizer engine. `Engine` is the one the
/// program uses; a benchmark or a test may wrap it to watch what goes in.
///
/// The bridge relies on the engine's promise that every begin it is handed
/// is answered by exactly one `.touch` decision (accept or reject), a begin
/// it drops as invalid included.
public protocol BridgeEngine: AnyObject {
  /// When the engine next needs `advance(to:into:)`; nil when nothing is pending.
  var nextDeadline: Double? { get }
  /// Starts using a touch device at `time`.
  func use(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput])
  func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput])
  /// One event. `window` is called for a begin that starts a sequence (no
  /// other touch down on its device, as the engine counts them), and only
  /// then: the application window under it (nil: the root).
  func handle(
    _ event: TouchEvent, sequenceWindow window: () -> AppWindow?, into out: inout [EngineOutput])
  func flush(into out: inout [EngineOutput])
  func advance(to time: Double, into out: inout [EngineOutput])
  /// Whether a gesture of `type` is still undecided on the device's current
  /// sequence (`Engine.undecided(type:on:)`: the overlay's ink).
  func undecided(type: String, on device: Int) -> Bool
}

extension BridgeEngine {
  /// An engine that does not say: nothing is undecided.
  public func undecided(type: String, on device: Int) -> Bool { false }
}

extension Engine: BridgeEngine {
  public func use(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput]) {
    addDevice(device, at: time, into: &out)
  }
}
