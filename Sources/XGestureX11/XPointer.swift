internal import CX11
public import XGestureEngine

/// The pointer on xgesture's own connection (docs/ACTIONS.md, "Desktop
/// actions"): where it is, and XTest motion and button clicks.
public struct XPointer {
  private let display: XDisplay
  private var handle: OpaquePointer { display.handle }

  public init(display: XDisplay) { self.display = display }

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
}
