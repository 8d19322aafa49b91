internal import CCairo
import XGestureEngine
import XGestureFeedback

/// Draws one shape on a cairo context: in its paints, or (`coverage`) as
/// the pixels it covers, opaque, for an overlay's shape bitmap.
struct Pen {
  let cr: OpaquePointer
  let coverage: Bool

  func draw(_ shape: Shape) {
    switch shape {
    case .disc(let disc):
      cairo_new_path(cr)
      cairo_arc(cr, disc.centre.x, disc.centre.y, disc.radius, 0, 2 * Double.pi)
      fillAndStroke(fill: disc.fill, border: disc.border)
    case .rectangle(let rectangle):
      roundedRectangle(rectangle.frame, radius: rectangle.cornerRadius)
      fillAndStroke(fill: rectangle.fill, border: rectangle.border)
    case .polyline(let line):
      guard let first = line.points.first else { return }
      cairo_new_path(cr)
      cairo_move_to(cr, first.x, first.y)
      for point in line.points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      stroke(line.stroke, preserve: false)
    case .label(let label):
      draw(label)
    }
  }

  private func draw(_ label: Label) {
    let box = label.box
    let radius = min(box.height / 2, label.fontSize * 0.5)
    roundedRectangle(box, radius: radius)
    setSource(label.background)
    if coverage {
      cairo_fill(cr)
      return
    }
    cairo_fill_preserve(cr)
    if let progress = label.progress, let paint = label.progressPaint {
      cairo_save(cr)
      cairo_clip(cr)
      cairo_rectangle(cr, box.x, box.y, box.width * min(max(progress, 0), 1), box.height)
      setSource(paint)
      cairo_fill(cr)
      cairo_restore(cr)
    }
    cairo_new_path(cr)
    text(label.text, in: box, size: label.fontSize, paint: label.textPaint)
  }

  /// `text` centred in `box`, its size shrunk until it fits with half an em to spare.
  private func text(_ text: String, in box: PixelRect, size: Double, paint: Paint) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    let room = box.width - size / 2
    if extents.width > room, extents.width > 0 {
      cairo_set_font_size(cr, size * room / extents.width)
      cairo_text_extents(cr, text, &extents)
    }
    cairo_move_to(
      cr, box.x + (box.width - extents.width) / 2 - extents.x_bearing,
      box.y + (box.height - extents.height) / 2 - extents.y_bearing)
    setSource(paint)
    cairo_show_text(cr, text)
  }

  private func fillAndStroke(fill: Paint?, border: Stroke?) {
    if let fill {
      setSource(fill)
      if border != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
    }
    if let border { stroke(border, preserve: false) }
  }

  private func stroke(_ stroke: Stroke, preserve: Bool) {
    cairo_set_line_width(cr, stroke.width)
    setSource(stroke.paint)
    if preserve { cairo_stroke_preserve(cr) } else { cairo_stroke(cr) }
  }

  private func setSource(_ paint: Paint) {
    if coverage {
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      return
    }
    let c = paint.colour
    cairo_set_source_rgba(
      cr, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255,
      min(max(paint.alpha, 0), 1))
  }

  private func roundedRectangle(_ frame: PixelRect, radius: Double) {
    cairo_new_path(cr)
    let r = min(max(radius, 0), frame.width / 2, frame.height / 2)
    guard r > 0 else {
      cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
      return
    }
    let (left, top) = (frame.x, frame.y)
    let (right, bottom) = (frame.x + frame.width, frame.y + frame.height)
    cairo_arc(cr, right - r, top + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, right - r, bottom - r, r, 0, Double.pi / 2)
    cairo_arc(cr, left + r, bottom - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, left + r, top + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
