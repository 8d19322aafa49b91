/// Why xgesture cannot use the X server. Each case reads as one sentence
/// that tells the user what to do.
public enum XError: Error, Equatable, CustomStringConvertible {
  /// XOpenDisplay failed.
  case cannotOpenDisplay(String)
  /// No DISPLAY, but a Wayland session is running.
  case waylandSession(String)
  /// The server has no XInputExtension.
  case noXInput(server: String)
  /// The server's XInput is older than 2.2 (no touch events).
  case xinputTooOld(major: Int, minor: Int, server: String)

  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name):
      return "cannot open X display '\(name)' — is an X session running? set DISPLAY"
    case .waylandSession(let name):
      return "this is a Wayland session ('\(name)'): xgesture needs an X11 session, "
        + "and XWayland gives touches only to the X window that has them, never desktop-wide — "
        + "log in to an X11 session"
    case .noXInput(let server):
      return "the X server (\(server)) has no XInput extension; xgesture needs XInput 2.2 or newer"
    case .xinputTooOld(let major, let minor, let server):
      return "the X server (\(server)) speaks XInput \(major).\(minor); "
        + "xgesture needs XInput 2.2 or newer for touch events — update the X server"
    }
  }
}
