import XGestureBridge
import XGestureEngine
import XGestureScreen

/// An X server for the bridge's decision tests, without a server: the devices
/// it lists, whether a hierarchy change is queued, and what the bridge asked
/// of it (decisions, flushes, look-ups, the grab).
final class StandInServer: TouchServer {
  /// One XIAllowTouchEvents.
  struct Decision: Equatable, CustomStringConvertible {
    var touch: Int
    var accept: Bool
    /// Whether a flush has sent it.
    var sent: Bool
    var description: String {
      "touch \(touch): \(accept ? "accept" : "reject")\(sent ? "" : " (not sent)")"
    }
  }

  var devices: [XInputDevice]
  var hierarchyQueued = false
  var grabRefusal: String?
  private(set) var grabbed = false
  private(set) var decisions: [Decision] = []
  private(set) var flushes = 0
  private(set) var lookUps: [Int] = []
  private(set) var unknownLookUps: [Int] = []

  init(devices: [XInputDevice]) { self.devices = devices }

  func grabTouches() throws(GrabRefused) {
    if let grabRefusal { throw GrabRefused(reason: grabRefusal) }
    grabbed = true
  }

  func ungrabTouches() { grabbed = false }

  var gestureGrabRefusal: String?
  /// Set: the gesture selection is refused with this reason.
  var gestureSelectionRefusal: String?
  private(set) var gesturesGrabbed = false
  private(set) var gesturesSelected = false
  /// XIAllowEvents for gesture sequences: "keep" or "replay", in order.
  private(set) var gestureDecisions: [String] = []

  func grabGestures() throws(GrabRefused) {
    if let gestureGrabRefusal { throw GrabRefused(reason: gestureGrabRefusal) }
    gesturesGrabbed = true
  }

  func ungrabGestures() { gesturesGrabbed = false }
  func selectGestures() throws(SelectionRefused) {
    if let gestureSelectionRefusal { throw SelectionRefused(reason: gestureSelectionRefusal) }
    gesturesSelected = true
  }
  func allowGesture(master: Int, keep: Bool) { gestureDecisions.append(keep ? "keep" : "replay") }
  func queryDevices() -> [XInputDevice] { devices }
  /// The RandR outputs it reports.
  var outputs: [Monitor] = []
  func queryMonitorOutputs() -> [Monitor] { outputs }

  func queryDevice(id: Int) -> XInputDevice? {
    lookUps.append(id)
    guard let device = devices.first(where: { $0.id == id }) else {
      unknownLookUps.append(id)  // a BadDevice error on a real server
      return nil
    }
    return device
  }

  var hierarchyChangeQueued: Bool { hierarchyQueued }

  func allowTouch(master: Int, touch: Int, accept: Bool) {
    decisions.append(Decision(touch: touch, accept: accept, sent: false))
  }

  /// The buttons grabbed; what was asked of the pointer, in order ("keep",
  /// "pass", "watch", "unwatch", "replay 3 along 4 points").
  private(set) var buttons: [Int] = []
  private(set) var pointerRequests: [String] = []
  func grabButtons(_ buttons: [Int]) throws(GrabRefused) { self.buttons = buttons }
  func allowPointer(master: Int, keep: Bool) { pointerRequests.append(keep ? "keep" : "pass") }
  func watchRawPointer(_ on: Bool) { pointerRequests.append(on ? "watch" : "unwatch") }
  func replayDrag(button: Int, path: [Point]) {
    pointerRequests.append("replay \(button) along \(path.count) points")
  }

  /// No windows: the root everywhere.
  func applicationWindow(atX x: Int, y: Int) -> AppWindow? { nil }

  func flush() {
    flushes += 1
    for i in decisions.indices { decisions[i].sent = true }
  }

  /// "touch N: accept|reject" for each decision, in order.
  var decisionLines: [String] { decisions.map(\.description) }

  /// A touchscreen as the bed's: 294 × 165 mm at 100 units per mm.
  static func touchscreen(id: Int = 11, name: String = "panel", transformation: [Double]? = nil)
    -> XInputDevice
  {
    XInputDevice(
      id: id, name: name, use: .slavePointer, attachment: 2, enabled: true, touchMode: .direct,
      maxTouches: 10,
      x: .init(
        number: 0, label: "Abs MT Position X", minimum: 0, maximum: 29399, resolution: 100_000),
      y: .init(
        number: 1, label: "Abs MT Position Y", minimum: 0, maximum: 16499, resolution: 100_000),
      transformation: transformation)
  }
}
