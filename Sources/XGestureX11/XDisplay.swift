internal import CX11

/// A connection to an X server (`Display*`), opened with the checks xgesture
/// needs before anything else: the display exists, and it speaks XInput 2.2
/// or newer.
public final class XDisplay {
  let handle: OpaquePointer
  /// The display name as opened (e.g. `:0`).
  public let name: String
  /// The XInput version both sides agreed on (XIQueryVersion).
  public let xinputVersion: (major: Int, minor: Int)
  /// XI's major opcode, which tags XInput events.
  let xinputOpcode: Int32

  /// Opens `name` (nil: `$DISPLAY`) and negotiates XInput 2.4, accepting 2.2
  /// or newer (XOpenDisplay, XQueryExtension, XIQueryVersion).
  public init(name: String? = nil, environment: [String: String]) throws(XError) {
    let wanted = name ?? environment["DISPLAY"] ?? ""
    guard !wanted.isEmpty else {
      if let wayland = environment["WAYLAND_DISPLAY"] { throw .waylandSession(wayland) }
      throw .cannotOpenDisplay(":0")
    }
    guard let display = XOpenDisplay(wanted) else {
      if let wayland = environment["WAYLAND_DISPLAY"] { throw .waylandSession(wayland) }
      throw .cannotOpenDisplay(wanted)
    }
    var opcode: Int32 = 0
    var event: Int32 = 0
    var error: Int32 = 0
    guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else {
      let server = Self.serverVersion(display)
      XCloseDisplay(display)
      throw .noXInput(server: server)
    }
    var major: Int32 = 2
    var minor: Int32 = 4
    let status = XIQueryVersion(display, &major, &minor)
    guard status == Success, major > 2 || (major == 2 && minor >= 2) else {
      let server = Self.serverVersion(display)
      XCloseDisplay(display)
      throw .xinputTooOld(major: Int(major), minor: Int(minor), server: server)
    }
    handle = display
    self.name = String(cString: XDisplayString(display))
    xinputVersion = (Int(major), Int(minor))
    xinputOpcode = opcode
  }

  deinit { XCloseDisplay(handle) }

  /// The server's vendor and release, for messages.
  public var server: String { Self.serverVersion(handle) }

  private static func serverVersion(_ display: OpaquePointer) -> String {
    let vendor = XServerVendor(display).map { String(cString: $0) } ?? "unknown vendor"
    return "\(vendor) \(XVendorRelease(display))"
  }
}
