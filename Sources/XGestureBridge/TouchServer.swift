public import XGestureEngine
import XGestureScreen

/// What the bridge asks of the X server. `XDisplay` (in the X adapter,
/// `XGestureX11`) is the real one; the bridge's decision tests stand in for
/// it without a server.
public protocol TouchServer: AnyObject {
  /// Takes claim mode's touch grab.
  func grabTouches() throws(GrabRefused)
  func ungrabTouches()
  /// Takes claim mode's gesture grabs (XI 2.4).
  func grabGestures() throws(GrabRefused)
  func ungrabGestures()
  /// Selects the gesture events on the root (observe mode's touchpads);
  /// refused when another client selected them there.
  func selectGestures() throws(SelectionRefused)
  /// Keeps or replays a grabbed gesture sequence; sent with the next `flush`.
  func allowGesture(master: Int, keep: Bool)
  func queryDevices() -> [XInputDevice]
  /// The RandR outputs showing the screen (none without RandR).
  func queryMonitorOutputs() -> [Monitor]
  /// nil when the server has no such device.
  func queryDevice(id: Int) -> XInputDevice?
  /// Whether a hierarchy change waits in the queue (after a round trip).
  var hierarchyChangeQueued: Bool { get }
  /// Accepts or rejects a grabbed touch; sent with the next `flush`.
  func allowTouch(master: Int, touch: Int, accept: Bool)
  func flush()
  /// Grabs these mouse buttons on the root window (any modifiers,
  /// synchronous: a press holds the pointer's events back until
  /// `allowPointer`), in place of those grabbed before; none releases them.
  func grabButtons(_ buttons: [Int]) throws(GrabRefused)
  /// Lets the events held back by the button grab come on to xgesture
  /// (`keep`), or replays the press to the window under the pointer. Not flushed.
  func allowPointer(master: Int, keep: Bool)
  /// Selects (or stops selecting) raw motion and button releases of every device.
  func watchRawPointer(_ on: Bool)
  /// Presses `button` at the path's first point, moves along it and releases
  /// at its last (XTest), past xgesture's own button grab. Not flushed.
  func replayDrag(button: Int, path: [Point])
  /// The application window under a root position (per-application
  /// bindings): a few requests to the server, none to the window manager.
  func applicationWindow(atX x: Int, y: Int) -> AppWindow?
}
