internal import CX11
public import XGestureBridge

/// A connection to an X server (`Display*`), opened with the checks xgesture
/// needs before anything else: the display exists, and it speaks XInput 2.2
/// or newer.
///
/// Protocol errors never end the process: they are queued and read with
/// `drainProtocolErrors()`. A lost connection never ends it either: Xlib calls
/// return, and `isConnectionLost` turns true.
public final class XDisplay {
  /// The Xlib connection, for the test-only adapter (XGestureX11Probe).
  package let handle: OpaquePointer
  /// The display name as opened (e.g. `:0`).
  public let name: String
  /// The XInput version both sides agreed on (XIQueryVersion).
  public let xinputVersion: (major: Int, minor: Int)
  /// XI's major opcode, which tags XInput events.
  package let xinputOpcode: Int32
  /// The root window of the default screen.
  package let root: UInt
  private var atoms: [String: UInt] = [:]
  /// MIT-SCREEN-SAVER's event base, once `watchScreenSaver()` selected its events.
  var screenSaverEventBase: Int32?
  /// XFixes' and RandR's event bases, once the overlay selected their events.
  var fixesEventBase: Int32?
  var randrEventBase: Int32?
  /// Whether top-level windows mapped and restacked are told (`OverlayChange.restacked`).
  var watchesStacking = false
  /// The mouse buttons grabbed for strokes (`grabButtons`).
  var grabbedButtons: [Int] = []
  /// The application windows under the top-level windows looked into
  /// (`applicationWindow(atX:y:)`), kept by `nextMessage()`.
  public internal(set) var clientWindows = ClientWindows()
  /// Told each client window that got the focus (a FocusIn `nextMessage()`
  /// read on a window `applicationWindow(atX:y:)` looked into).
  public var focusArrived: ((UInt) -> Void)?
  /// The server's timestamp of the last touch or touchpad gesture event
  /// `nextMessage()` read: the time of the user's action that an activation
  /// it causes carries (`_NET_ACTIVE_WINDOW`).
  public internal(set) var lastInputTime: UInt32 = 0

  /// Opens `name` (nil: `$DISPLAY`) and negotiates XInput 2.4, accepting 2.2
  /// or newer (XSetErrorHandler first, then XOpenDisplay, XQueryExtension,
  /// XIQueryVersion).
  public init(name: String? = nil, environment: [String: String]) throws(XError) {
    XProtocolErrors.install()
    let wanted = name ?? environment["DISPLAY"] ?? ""
    guard !wanted.isEmpty else {
      if let wayland = environment["WAYLAND_DISPLAY"] { throw .waylandSession(wayland) }
      throw .cannotOpenDisplay(":0")
    }
    guard let display = XOpenDisplay(wanted) else {
      if let wayland = environment["WAYLAND_DISPLAY"] { throw .waylandSession(wayland) }
      throw .cannotOpenDisplay(wanted)
    }
    XProtocolErrors.keepRunningOnIOError(display)
    var opcode: Int32 = 0
    var event: Int32 = 0
    var error: Int32 = 0
    guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else {
      let server = Self.serverVersion(display)
      Self.close(display)
      throw .noXInput(server: server)
    }
    var major: Int32 = 2
    var minor: Int32 = 4
    let status = XIQueryVersion(display, &major, &minor)
    guard status == Success, major > 2 || (major == 2 && minor >= 2) else {
      let server = Self.serverVersion(display)
      Self.close(display)
      throw .xinputTooOld(major: Int(major), minor: Int(minor), server: server)
    }
    handle = display
    self.name = String(cString: XDisplayString(display))
    xinputVersion = (Int(major), Int(minor))
    xinputOpcode = opcode
    root = UInt(XDefaultRootWindow(display))
  }

  deinit { Self.close(handle) }

  private static func close(_ display: OpaquePointer) {
    XCloseDisplay(display)
    XProtocolErrors.forget(display)
  }

  /// The server's vendor and release, for messages.
  public var server: String { Self.serverVersion(handle) }

  private static func serverVersion(_ display: OpaquePointer) -> String {
    let vendor = XServerVendor(display).map { String(cString: $0) } ?? "unknown vendor"
    return "\(vendor) \(XVendorRelease(display))"
  }

  /// The connection's file descriptor, for poll() (ConnectionNumber).
  public var fileDescriptor: Int32 { xg_ConnectionNumber(handle) }

  /// Whether the connection to the server was lost (an Xlib IO error).
  public var isConnectionLost: Bool { XProtocolErrors.isLost(handle) }

  /// The protocol errors received since the last call, one line each.
  public func drainProtocolErrors() -> [String] { XProtocolErrors.drain(handle) }

  /// Sends every buffered request (XFlush).
  public func flush() { XFlush(handle) }

  /// Waits until the server has handled every request sent so far (XSync), so
  /// that their errors have arrived.
  public func sync() { XSync(handle, 0) }

  /// The serial number the next request will carry (XNextRequest): the
  /// difference of two readings is how many requests went in between.
  package var nextRequestSerial: UInt { UInt(XNextRequest(handle)) }

  /// The size of the default screen's root window in pixels, as the server
  /// reports it now (XGetGeometry on the root).
  public func queryRootSize() -> (width: Int, height: Int) {
    guard let size = size(of: root) else {
      let screen = XDefaultScreen(handle)
      return (Int(XDisplayWidth(handle, screen)), Int(XDisplayHeight(handle, screen)))
    }
    return size
  }

  /// A window's size in pixels (XGetGeometry); nil when it is gone.
  func size(of window: UInt) -> (width: Int, height: Int)? {
    var rootReturn: UInt = 0
    var x: Int32 = 0
    var y: Int32 = 0
    var width: UInt32 = 0
    var height: UInt32 = 0
    var border: UInt32 = 0
    var depth: UInt32 = 0
    guard XGetGeometry(handle, window, &rootReturn, &x, &y, &width, &height, &border, &depth) != 0
    else { return nil }
    return (Int(width), Int(height))
  }

  /// The default screen's physical size in millimetres (DisplayWidthMM,
  /// DisplayHeightMM); zero when the server does not know it.
  public var screenMillimetres: (width: Int, height: Int) {
    let screen = XDefaultScreen(handle)
    return (Int(XDisplayWidthMM(handle, screen)), Int(XDisplayHeightMM(handle, screen)))
  }

  /// The atom named `name`, created if needed (XInternAtom), cached.
  func atom(_ name: String) -> UInt {
    if let known = atoms[name] { return known }
    let value = UInt(XInternAtom(handle, name, 0))
    atoms[name] = value
    return value
  }

  /// The name of `atom` (XGetAtomName); nil for None or an unknown atom.
  func atomName(_ atom: UInt) -> String? {
    guard atom != 0, let text = XGetAtomName(handle, atom) else { return nil }
    defer { XFree(text) }
    return String(cString: text)
  }
}
