internal import CX11
import XGestureBridge
public import XGestureEngine
import XGestureSystem

/// The overlay's windows (docs/OVERLAY.md): one per monitor, override-redirect
/// (never managed, never focused), with an empty input region (XFixes), so
/// clicks and touches go to what is under it. With a compositing manager it
/// has a 32-bit ARGB visual and its own colormap; without one the default
/// visual with an XShape bounding region that the painter sets to the
/// shapes themselves, so nothing else of the screen changes.
///
/// The painter (`XGestureCairo`) draws into `back` (and, opaque, the shape
/// into `mask`); `present` shows what changed with one copy.
public final class OverlayWindow {
  public let display: XDisplay
  /// The window's id.
  public let window: UInt
  /// Its place on the root, px.
  public let x: Int
  public let y: Int
  public let width: Int
  public let height: Int
  /// ARGB under a compositing manager; else opaque and shaped.
  public let translucent: Bool
  /// The window's Visual*, for the painter's surfaces.
  package let visual: OpaquePointer
  /// The default screen's Screen*, for the painter's bitmap surface.
  package let screen: OpaquePointer
  /// The back buffer (a pixmap of the window's depth) the painter draws into.
  package let back: UInt
  /// The shape's bitmap (depth 1), without a compositing manager.
  package let mask: UInt?
  private let colormap: UInt?
  private var destroyed = false

  init(
    display: XDisplay, window: UInt, area: (x: Int, y: Int, width: Int, height: Int),
    translucent: Bool,
    visual: OpaquePointer, back: UInt, mask: UInt?, colormap: UInt?
  ) {
    self.display = display
    self.window = window
    (x, y, width, height) = area
    self.translucent = translucent
    self.visual = visual
    screen = OpaquePointer(XDefaultScreenOfDisplay(display.handle))
    self.back = back
    self.mask = mask
    self.colormap = colormap
  }

  deinit { destroy() }

  /// Shows the back buffer's `dirty` part (window px; nil: all of it), and
  /// without a compositing manager sets the bounding region from `mask`
  /// first (XShapeCombineMask, XCopyArea). Flushes.
  public func present(dirty: ScreenRect?) {
    guard !destroyed else { return }
    let handle = display.handle
    if let mask { XShapeCombineMask(handle, window, ShapeBounding, 0, 0, mask, ShapeSet) }
    let area = dirty ?? ScreenRect(x: 0, y: 0, width: width, height: height)
    let gc = XCreateGC(handle, window, 0, nil)
    XCopyArea(
      handle, back, window, gc, Int32(area.x), Int32(area.y), UInt32(area.width),
      UInt32(area.height),
      Int32(area.x), Int32(area.y))
    XFreeGC(handle, gc)
    XFlush(handle)
  }

  /// Puts the window above its siblings again (XRaiseWindow) and shows the
  /// whole back buffer: without a compositing manager what covered it is
  /// in the window's pixels now (it has no background to repaint). Flushes.
  public func raise() {
    guard !destroyed else { return }
    XRaiseWindow(display.handle, window)
    present(dirty: nil)
  }

  /// Destroys the window and its pixmaps (XDestroyWindow, XFreePixmap,
  /// XFreeColormap); flushes. Once only.
  public func destroy() {
    guard !destroyed else { return }
    destroyed = true
    let handle = display.handle
    XDestroyWindow(handle, window)
    XFreePixmap(handle, back)
    if let mask { XFreePixmap(handle, mask) }
    if let colormap { XFreeColormap(handle, colormap) }
    XFlush(handle)
  }
}

extension XDisplay {
  /// The compositing manager's selection of the default screen, `_NET_WM_CM_S0`.
  var compositorSelection: UInt { atom("_NET_WM_CM_S\(XDefaultScreen(handle))") }

  /// Whether a compositing manager runs: `_NET_WM_CM_Sn` has an owner
  /// (XGetSelectionOwner), and the server has a 32-bit TrueColor visual.
  public var compositorRunning: Bool {
    XGetSelectionOwner(handle, compositorSelection) != 0 && argbVisual() != nil
  }

  private func argbVisual() -> UnsafeMutablePointer<Visual>? {
    var info = XVisualInfo()
    guard XMatchVisualInfo(handle, XDefaultScreen(handle), 32, TrueColor, &info) != 0 else {
      return nil
    }
    return info.visual
  }

  /// Selects what the overlay follows: the compositing manager's selection
  /// changing owner (XFixesSelectSelectionInput) and the screen's outputs
  /// (XRRSelectInput); the events arrive as `XInputMessage.overlay`, and so
  /// do the top-level windows mapped and restacked (the root's
  /// SubstructureNotify, selected by the bridge).
  public func watchOverlayChanges() {
    watchesStacking = true
    var event: Int32 = 0
    var error: Int32 = 0
    if XFixesQueryExtension(handle, &event, &error) != 0 {
      var major: Int32 = 5
      var minor: Int32 = 0
      _ = XFixesQueryVersion(handle, &major, &minor)
      fixesEventBase = event
      let mask =
        UInt(XFixesSetSelectionOwnerNotifyMask) | UInt(XFixesSelectionWindowDestroyNotifyMask)
        | UInt(XFixesSelectionClientCloseNotifyMask)
      XFixesSelectSelectionInput(handle, root, compositorSelection, mask)
    }
    if XRRQueryExtension(handle, &event, &error) != 0 {
      randrEventBase = event
      XRRSelectInput(
        handle, root,
        Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
    }
    XFlush(handle)
  }

  /// A compositing manager or an output change, or a top-level window
  /// mapped or restacked, for `nextMessage`.
  func overlayMessage(_ event: inout XEvent) -> OverlayChange? {
    if watchesStacking {
      if event.type == MapNotify, UInt(event.xmap.event) == root {
        return .restacked(window: UInt(event.xmap.window), above: nil)
      }
      let configure = event.xconfigure
      if event.type == ConfigureNotify, UInt(configure.event) == root, UInt(configure.window) != root {
        return .restacked(window: UInt(configure.window), above: UInt(configure.above))
      }
    }
    if let base = fixesEventBase, event.type == base + XFixesSelectionNotify { return .compositor }
    if let base = randrEventBase {
      if event.type == base + RRScreenChangeNotify {
        XRRUpdateConfiguration(&event)
        return .outputs
      }
      if event.type == base + RRNotify { return .outputs }
    }
    return nil
  }

  /// A new overlay window over `area` (root px), mapped and on top, showing
  /// nothing yet; ARGB when `translucent` and the server has such a visual,
  /// else opaque and shaped (empty). nil when the area is empty.
  public func createOverlay(
    x: Int, y: Int, width: Int, height: Int, translucent wanted: Bool
  ) -> OverlayWindow? {
    guard width > 0, height > 0 else { return nil }
    let screen = XDefaultScreen(handle)
    let argb = wanted ? argbVisual() : nil
    let visual = argb ?? XDefaultVisual(handle, screen)!
    let depth = argb != nil ? Int32(32) : XDefaultDepth(handle, screen)
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    attributes.border_pixel = 0
    attributes.background_pixel = 0
    var valueMask = UInt(CWOverrideRedirect | CWBorderPixel)
    var colormap: UInt?
    if argb != nil {
      let map = XCreateColormap(handle, root, visual, AllocNone)
      attributes.colormap = map
      colormap = UInt(map)
      valueMask |= UInt(CWColormap | CWBackPixel)
    }
    let window = XCreateWindow(
      handle, root, Int32(x), Int32(y), UInt32(width), UInt32(height), 0, depth,
      UInt32(InputOutput),
      visual, valueMask, &attributes)
    name(overlay: window)
    // Never in the way: no input region at all; opaque, nothing shows until painted.
    let empty = XFixesCreateRegion(handle, nil, 0)
    XFixesSetWindowShapeRegion(handle, window, ShapeInput, 0, 0, empty)
    if argb == nil { XFixesSetWindowShapeRegion(handle, window, ShapeBounding, 0, 0, empty) }
    XFixesDestroyRegion(handle, empty)
    let back = XCreatePixmap(handle, window, UInt32(width), UInt32(height), UInt32(depth))
    let mask =
      argb == nil ? UInt(XCreatePixmap(handle, window, UInt32(width), UInt32(height), 1)) : nil
    XMapRaised(handle, window)
    XFlush(handle)
    return OverlayWindow(
      display: self, window: UInt(window), area: (x, y, width, height), translucent: argb != nil,
      visual: OpaquePointer(visual), back: UInt(back), mask: mask, colormap: colormap)
  }

  /// WM_NAME "xgesture overlay", WM_CLASS "xgesture-overlay", "Xgesture",
  /// and `_NET_WM_PID`: how tests and users tell the overlay apart.
  private func name(overlay window: Window) {
    XStoreName(handle, window, "xgesture overlay")
    "xgesture-overlay".withCString { instance in
      "Xgesture".withCString { className in
        var hint = XClassHint(
          res_name: UnsafeMutablePointer(mutating: instance),
          res_class: UnsafeMutablePointer(mutating: className))
        XSetClassHint(handle, window, &hint)
      }
    }
    var pid = UInt(CurrentProcess.id)
    withUnsafeBytes(of: &pid) { bytes in
      _ = XChangeProperty(
        handle, window, atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
  }
}
