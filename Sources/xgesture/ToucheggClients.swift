import XGestureToucheggServer
import XGestureX11

/// Serving Touchégg's clients (docs/REFERENCE.md §15, "Touchégg's
/// clients"): the server at Touchégg's address when `settings.touchegg-clients`
/// is on, and its part of the bridge's poll loop.
enum ToucheggClients {
  /// The server, or nil when `on` is false or the address cannot be had
  /// (Touchégg's daemon holds it, as a rule): that is said once, and
  /// xgesture runs on without it.
  static func serve(_ on: Bool) -> ToucheggServer? {
    guard on else { return nil }
    do {
      return try ToucheggServer.listen(log: logLine)
    } catch {
      logLine(error.description)
      return nil
    }
  }

  /// Its service: the listening socket and the clients' to read, the
  /// clients' with bytes waiting to write.
  static func service(_ server: ToucheggServer) -> Bridge.Service {
    Bridge.Service(
      descriptors: { server.descriptors }, writeDescriptors: { server.writeDescriptors },
      serve: { _ in server.service() })
  }
}
