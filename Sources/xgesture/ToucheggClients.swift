import XGestureConfig
import XGestureTouchegg
import XGestureToucheggServer
import XGestureX11

/// Serving Touchégg's clients (docs/REFERENCE.md §15, "Touchégg's
/// clients"): the server at Touchégg's address (`XGESTURE_TOUCHEGG_ADDRESS`
/// in its place, for tests) while `settings.touchegg-clients` is on, the
/// bridge's signals handed to it, and its part of the bridge's poll loop.
/// A reloaded config that turns the setting on or off starts or ends it.
final class ToucheggClients {
  private let address: String
  /// The server while it serves; nil while the setting is off or the
  /// address could not be had.
  private var server: ToucheggServer?
  /// Whether the setting was on at the last `follow`: a server that could
  /// not listen is not tried again until the setting goes off and on.
  private var on = false

  init(environment: [String: String]) {
    address = environment["XGESTURE_TOUCHEGG_ADDRESS"] ?? ToucheggObject.address
  }

  /// Follows `settings.touchegg-clients`: listens when it turns on (when
  /// the address cannot be had — Touchégg's daemon holds it, as a rule — that
  /// is said once and xgesture runs on without it), closes every client when
  /// it turns off; the bridge works the signals out only while a server serves.
  func follow(_ settings: Settings, bridge: Bridge) {
    if settings.toucheggClients, !on {
      do {
        server = try ToucheggServer.listen(at: address, log: logLine)
      } catch {
        logLine(error.description)
      }
    } else if !settings.toucheggClients {
      server = nil
    }
    on = settings.toucheggClients
    bridge.toucheggSignals = server.map { server in { signals in signals.forEach(server.send) } }
  }

  /// Its service: the listening socket and the clients' to read, the
  /// clients' with bytes waiting to write; nothing while it does not serve.
  var service: Bridge.Service {
    Bridge.Service(
      descriptors: { [unowned self] in server?.descriptors ?? [] },
      writeDescriptors: { [unowned self] in server?.writeDescriptors ?? [] },
      serve: { [unowned self] _ in server?.service() })
  }
}
