import XGestureSystem

/// Why xgesture cannot serve Touchégg's clients at an address; the daemon
/// says it once and runs on without them.
public enum ToucheggServerError: Error, Equatable, CustomStringConvertible {
  /// Another process listens there: Touchégg's daemon, as a rule.
  case addressHeld(address: String)
  /// Not a `unix:abstract=NAME` address.
  case unsupportedAddress(String)
  /// The socket could not be made.
  case failed(address: String, Errno)

  public var description: String {
    switch self {
    case .addressHeld(let address):
      "Touchégg's daemon already holds \(address): xgesture runs on without serving Touchégg's clients; "
        + "stop that daemon (systemctl stop touchegg) and restart xgesture to serve them"
    case .unsupportedAddress(let address):
      "cannot serve Touchégg's clients at '\(address)': xgesture listens only at a unix:abstract=NAME address"
    case .failed(let address, let error):
      "cannot serve Touchégg's clients at \(address): \(error.description)"
    }
  }
}
