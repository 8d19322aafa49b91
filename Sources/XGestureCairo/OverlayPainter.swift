internal import CCairo
import XGestureEngine
public import XGestureFeedback
public import XGestureX11

/// Paints scenes onto one overlay window with cairo's xlib surfaces
/// (docs/OVERLAY.md, "Painting"). It keeps what the window shows and
/// repaints only the part that changed (`Scene.changed(since:)`: the
/// bounds of the shapes that differ, of a growing line its newest part),
/// cleared and drawn in the back buffer, then shown with
/// one copy (`OverlayWindow.present`). Without a compositing manager it
/// also draws the shapes' coverage into the window's shape bitmap, and
/// draws without antialiasing, so the bounding region and the colours
/// cover exactly the same pixels.
///
/// cairo's types never leave this file's module: the window's Display*,
/// Visual* and Screen* arrive as opaque pointers from the X adapter.
public final class OverlayPainter {
  public let window: OverlayWindow
  private let back: OpaquePointer
  private let mask: OpaquePointer?
  /// What the window shows.
  public private(set) var shown: Scene = .empty

  public init(window: OverlayWindow) {
    self.window = window
    let display = window.display.handle
    back = cairo_xlib_surface_create(
      display, window.back, UnsafeMutablePointer<Visual>(window.visual), Int32(window.width),
      Int32(window.height))
    mask = window.mask.map { pixmap in
      cairo_xlib_surface_create_for_bitmap(
        display, pixmap, UnsafeMutablePointer<Screen>(window.screen), Int32(window.width),
        Int32(window.height))
    }
  }

  deinit {
    cairo_surface_destroy(back)
    if let mask { cairo_surface_destroy(mask) }
  }

  /// Shows `scene` (root px) instead of what the window shows now.
  public func paint(_ scene: Scene) {
    guard scene != shown else { return }
    let dirty = self.dirty(scene.changed(since: shown))
    shown = scene
    guard let dirty else { return }
    if let mask { draw(scene, on: mask, in: dirty, coverage: true) }
    draw(scene, on: back, in: dirty, coverage: false)
    window.present(dirty: dirty)
  }

  /// The window's pixels (whole ones) that `changed` touches; nil when none.
  private func dirty(_ changed: PixelRect?) -> ScreenRect? {
    guard let union = changed else { return nil }
    let local = PixelRect(
      x: union.x - Double(window.x), y: union.y - Double(window.y), width: union.width,
      height: union.height)
    let whole = PixelRect(x: 0, y: 0, width: Double(window.width), height: Double(window.height))
    guard let clipped = local.intersection(whole) else { return nil }
    let left = Int(clipped.x.rounded(.down))
    let top = Int(clipped.y.rounded(.down))
    let right = Int((clipped.x + clipped.width).rounded(.up))
    let bottom = Int((clipped.y + clipped.height).rounded(.up))
    return ScreenRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Clears `dirty` on `surface` and draws the scene there: its colours, or
  /// (`coverage`) every pixel a shape covers in opaque black, for the shape bitmap.
  private func draw(
    _ scene: Scene, on surface: OpaquePointer, in dirty: ScreenRect, coverage: Bool
  ) {
    guard let cr = cairo_create(surface) else { return }
    defer {
      cairo_destroy(cr)
      cairo_surface_flush(surface)
    }
    cairo_rectangle(cr, Double(dirty.x), Double(dirty.y), Double(dirty.width), Double(dirty.height))
    cairo_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    if !window.translucent { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
    cairo_translate(cr, -Double(window.x), -Double(window.y))
    let pen = Pen(cr: cr, coverage: coverage)
    for shape in scene.shapes { pen.draw(shape) }
  }
}
