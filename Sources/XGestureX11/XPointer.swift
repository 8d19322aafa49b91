internal import CX11
public import XGestureEngine

/// The pointer on xgesture's own connection (docs/ACTIONS.md, "Desktop
/// actions"): where it is, and XTest motion and button clicks — a click at
/// a point through XTest's own pointer device, whose press carries the
/// point (absolute axes), so that the server moves the pointer and presses
/// in one request and nothing moves it between.
public struct XPointer {
  private let display: XDisplay
  private var handle: OpaquePointer { display.handle }
  /// XTest's pointer device ("Virtual core XTEST pointer", opened with
  /// XOpenDevice when the pointer is made); nil when the server has none,
  /// and a click at a point is then a motion and a click.
  private let device: UnsafeMutablePointer<XDevice>?

  /// The name of XTest's pointer device of the core pointer.
  static let deviceName = "Virtual core XTEST pointer"

  public init(display: XDisplay) {
    self.display = display
    device = Self.openDevice(on: display.handle)
  }

  /// Where the pointer is on the root (XQueryPointer, one round trip); nil
  /// when it is on another screen.
  public func position() -> ScreenPoint? {
    var rootReturn: UInt = 0
    var child: UInt = 0
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var winX: Int32 = 0
    var winY: Int32 = 0
    var mask: UInt32 = 0
    guard XQueryPointer(handle, display.root, &rootReturn, &child, &rootX, &rootY, &winX, &winY, &mask) != 0
    else { return nil }
    return ScreenPoint(x: Int(rootX), y: Int(rootY))
  }

  /// Moves the pointer to a root position (XTestFakeMotionEvent). Not flushed.
  public func move(to point: ScreenPoint) {
    XTestFakeMotionEvent(handle, -1, Int32(point.x), Int32(point.y), 0)
  }

  /// Presses and releases `button` (XTestFakeButtonEvent). Not flushed.
  public func click(_ button: Int) {
    XTestFakeButtonEvent(handle, UInt32(button), 1, 0)
    XTestFakeButtonEvent(handle, UInt32(button), 0, 0)
  }

  /// Presses and releases `button` with the pointer at `point`, where it
  /// stays: the press and the release carry the point
  /// (XTestFakeDeviceButtonEvent on XTest's pointer device, absolute axes).
  /// Not flushed.
  public func click(_ button: Int, at point: ScreenPoint) {
    guard let device else {
      move(to: point)
      click(button)
      return
    }
    var axes: [Int32] = [Int32(point.x), Int32(point.y)]
    XTestFakeDeviceButtonEvent(handle, device, UInt32(button), 1, &axes, 2, 0)
    XTestFakeDeviceButtonEvent(handle, device, UInt32(button), 0, &axes, 2, 0)
  }

  /// XTest's pointer device of the core pointer, opened (XListInputDevices,
  /// XOpenDevice); nil when there is none.
  private static func openDevice(on handle: OpaquePointer) -> UnsafeMutablePointer<XDevice>? {
    var count: Int32 = 0
    guard let list = XListInputDevices(handle, &count) else { return nil }
    defer { XFreeDeviceList(list) }
    let devices = UnsafeBufferPointer(start: list, count: Int(count))
    guard let info = devices.first(where: { $0.name.map { String(cString: $0) } == deviceName }) else {
      return nil
    }
    return XOpenDevice(handle, info.id)
  }
}
