internal import CX11
internal import XGestureBridge

extension XDisplay {
  /// How the start-up line and `--list-devices` name this lock source.
  public static let screenSaverSourceName = "X screen saver"

  /// Selects ScreenSaverNotify on the root (MIT-SCREEN-SAVER, libXss):
  /// whether the server has the extension, and whether its saver is on now.
  /// Lockers that use the screen saver (xscreensaver, xsecurelock, xss-lock)
  /// and `xset s activate` turn it on; any input turns it off.
  public func watchScreenSaver() -> (watched: Bool, on: Bool) {
    var event: Int32 = 0
    var error: Int32 = 0
    guard XScreenSaverQueryExtension(handle, &event, &error) != 0 else { return (false, false) }
    screenSaverEventBase = event
    XScreenSaverSelectInput(handle, root, UInt(ScreenSaverNotifyMask))
    return (true, screenSaverIsOn)
  }

  /// Whether the server has MIT-SCREEN-SAVER (for `--list-devices`).
  public var hasScreenSaverExtension: Bool {
    var event: Int32 = 0
    var error: Int32 = 0
    return XScreenSaverQueryExtension(handle, &event, &error) != 0
  }

  /// Whether the screen saver is on now (XScreenSaverQueryInfo).
  var screenSaverIsOn: Bool {
    guard let info = XScreenSaverAllocInfo() else { return false }
    defer { XFree(info) }
    guard XScreenSaverQueryInfo(handle, root, info) != 0 else { return false }
    return info.pointee.state == ScreenSaverOn
  }

  /// The message of a ScreenSaverNotify event; nil for any other event.
  func screenSaverMessage(_ event: inout XEvent) -> XInputMessage? {
    guard let base = screenSaverEventBase, event.type == base + ScreenSaverNotify else { return nil }
    let notify = withUnsafePointer(to: &event) {
      $0.withMemoryRebound(to: XScreenSaverNotifyEvent.self, capacity: 1) { $0.pointee }
    }
    // Cycle (a new picture of a running saver) is still on.
    return .screenSaver(
      on: notify.state != ScreenSaverOff, serverTime: UInt32(truncatingIfNeeded: notify.time),
      forced: notify.forced != 0)
  }
}
