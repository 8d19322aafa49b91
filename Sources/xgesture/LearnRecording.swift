import XGestureEngine
import XGestureX11

/// The daemon's side of `xgesture --learn` while it runs (docs/REFERENCE.md
/// §16): the session bus's `Record` starts it for one client, whose each
/// touch sequence from then on is sent back as trace text (`Recorded`);
/// the actions pause meanwhile and resume when the client calls
/// `StopRecording` or leaves the bus (`SessionBusService` watches its name).
final class LearnRecording {
  /// The bridge whose touches are recorded (`attach`); weak: its output handler holds the daemon's parts.
  private weak var bridge: Bridge?
  private var client: String?
  private var sequences = TouchSequences()
  /// Sends one finished sequence, as a trace's text, to the client.
  var send: (String) -> Void = { _ in }

  func attach(to bridge: Bridge) { self.bridge = bridge }

  /// `Record` from `client`: nil when recording began, else why not.
  func start(for client: String) -> String? {
    guard let bridge else { return "xgesture is not listening yet" }
    self.client = client
    sequences = TouchSequences()
    bridge.touchRecorded = { [unowned self] event, device in recorded(event, on: device) }
    logLine("recording touch sequences for xgesture --learn (\(client)); actions pause meanwhile")
    bridge.learningChanged(recording: true)
    return nil
  }

  /// The client stopped, or left the bus.
  func stop(for client: String) {
    guard client == self.client, let bridge else { return }
    self.client = nil
    bridge.touchRecorded = nil
    logLine("recording for xgesture --learn (\(client)) ended")
    bridge.learningChanged(recording: false)
  }

  private func recorded(_ event: TouchEvent, on device: DeviceGeometry) {
    sequences.declare(device)
    if let sequence = sequences.take(event) { send(sequence.render()) }
  }
}
