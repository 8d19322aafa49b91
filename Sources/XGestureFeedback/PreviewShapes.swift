import XGestureDesktop
public import XGestureEngine

/// How each preview picture is drawn at progress p (0 … 1) and `fade`
/// (1 … 0, a back-out's fading; alpha only, so without a compositing
/// manager it does nothing). Rectangles are filled with `color` and
/// outlined in `border`: at `opacity` over what is under them with a
/// compositing manager, opaque without one (the overlay's shape is then the
/// rectangle itself, docs/OVERLAY.md) — the same shapes either way. The
/// picture's whole pixels are drawn as they are (`PixelRect(_:)`).
extension PreviewPicture {
  public static let cornerRadius = 8.0  // px
  public static let borderWidth = 2.0  // px
  /// The close preview's red (GNOME's destructive red) and its border's width at p = 0 and 1.
  public static let closeRed = Colour(red: 0xe0, green: 0x1b, blue: 0x24)
  public static let closeBorder = (start: 2.0, end: 16.0)  // px
  /// The workspace disc's radius and how far inside the edge it comes at p = 1.
  public static let discRadius = 44.0  // px
  public static let discMargin = 32.0  // px
  public static let fontSize = 18.0  // px

  /// The shapes at progress `p`; `anchor` is where the fingers are (a label's place).
  public func shapes(progress p: Double, fade: Double, anchor: Point, style: SceneStyle) -> [Shape] {
    switch self {
    case .resize(let from, let to):
      return [Self.frame(PixelRect(from).interpolated(to: PixelRect(to), by: p), fade: fade, style: style)]
    case .minimize(let frame):
      let shrunk = PixelRect(frame).scaled(by: 1 - p)
      return shrunk.width < 1 || shrunk.height < 1
        ? [] : [Self.frame(shrunk, fade: fade, style: style)]
    case .close(let frame):
      return [Self.closing(PixelRect(frame), p: p, fade: fade, style: style)]
    case .workspace(let name, let edge, let monitor):
      return Self.workspace(name, from: edge, on: PixelRect(monitor), p: p, fade: fade, style: style)
    case .showDesktop(let frames, let hiding):
      let shown = (hiding ? 1 - p : p) * fade
      guard shown > 0 else { return [] }
      return frames.map(PixelRect.init).compactMap { frame in
        style.translucent
          ? Self.frame(frame, fade: shown, style: style)
          : frame.scaled(by: shown).width < 1
            ? nil : Self.frame(frame.scaled(by: shown), fade: 1, style: style)
      }
    case .label(let text):
      return [Self.label(text, p: p, fade: fade, anchor: anchor, style: style)]
    }
  }

  /// A window-sized rectangle whose outer edge is `rect`.
  static func frame(_ rect: PixelRect, fade: Double, style: SceneStyle) -> Shape {
    .rectangle(
      RoundedRectangle(
        frame: rect.inset(by: borderWidth / 2), cornerRadius: cornerRadius,
        fill: style.fillPaint(fade: fade),
        border: Stroke(style.borderPaint(fade: fade), width: borderWidth)))
  }

  static func closing(_ rect: PixelRect, p: Double, fade: Double, style: SceneStyle) -> Shape {
    let width = closeBorder.start + (closeBorder.end - closeBorder.start) * p
    return .rectangle(
      RoundedRectangle(
        frame: rect.inset(by: width / 2), cornerRadius: cornerRadius,
        fill: style.translucent ? Paint(closeRed, alpha: style.opacity * 0.4 * p * fade) : nil,
        border: Stroke(style.borderPaint(closeRed, fade: fade), width: width)))
  }

  /// The disc at the edge (its centre on the edge at p = 0, `discMargin`
  /// inside it at p = 1), its arrow pointing at the edge, the name beside it.
  static func workspace(
    _ name: String, from edge: Edge, on monitor: PixelRect, p: Double, fade: Double,
    style: SceneStyle
  ) -> [Shape] {
    let r = discRadius
    let inside = (discMargin + r) * p
    let direction: Point
    let centre: Point
    switch edge {
    case .left:
      (direction, centre) = (Point(x: -1, y: 0), Point(x: monitor.x + inside, y: monitor.centre.y))
    case .right:
      (direction, centre) = (
        Point(x: 1, y: 0), Point(x: monitor.x + monitor.width - inside, y: monitor.centre.y)
      )
    case .top:
      (direction, centre) = (Point(x: 0, y: -1), Point(x: monitor.centre.x, y: monitor.y + inside))
    case .bottom:
      (direction, centre) = (
        Point(x: 0, y: 1), Point(x: monitor.centre.x, y: monitor.y + monitor.height - inside)
      )
    }
    let across = Point(x: -direction.y, y: direction.x)
    let tip = centre + direction * (r * 0.5)
    let line = Stroke(style.borderPaint(fade: fade), width: 6)
    let size = Label.boxSize(for: name, fontSize: fontSize)
    // Below the disc, or above it at the bottom edge.
    let labelY = edge == .bottom ? centre.y - r - 8 - size.height : centre.y + r + 8
    return [
      .disc(
        Disc(
          centre: centre, radius: r, fill: style.fillPaint(fade: fade),
          border: Stroke(style.borderPaint(fade: fade), width: borderWidth))),
      .polyline(Polyline(points: [centre - direction * (r * 0.5), tip], stroke: line)),
      .polyline(
        Polyline(
          points: [
            tip - direction * (r * 0.35) + across * (r * 0.35), tip,
            tip - direction * (r * 0.35) - across * (r * 0.35),
          ],
          stroke: line)),
      .label(
        Label(
          text: name,
          box: PixelRect(
            x: centre.x - size.width / 2, y: labelY, width: size.width, height: size.height),
          fontSize: fontSize, textPaint: style.borderPaint(fade: fade),
          background: style.fillPaint(fade: fade),
          anchor: centre)),
    ]
  }

  /// A label above and to the right of the fingers (as the gesture labels
  /// sit), its background filling from the left with p.
  static func label(_ text: String, p: Double, fade: Double, anchor: Point, style: SceneStyle)
    -> Shape
  {
    let size = Label.boxSize(for: text, fontSize: fontSize)
    let offset = GestureLabels.offset
    let track =
      style.translucent
      ? Paint(style.fill, alpha: style.opacity * 0.35 * fade)
      : Paint(style.fill.mixed(with: .black, by: 0.5))
    return .label(
      Label(
        text: text,
        box: PixelRect(
          x: anchor.x + offset, y: anchor.y - offset - size.height, width: size.width,
          height: size.height),
        fontSize: fontSize, textPaint: style.borderPaint(fade: fade), background: track,
        progress: p,
        progressPaint: style.fillPaint(fade: fade), anchor: anchor))
  }
}

extension PixelRect {
  /// The rectangle a fraction `k` of the way to `other` (0: this one, 1: `other`).
  public func interpolated(to other: PixelRect, by k: Double) -> PixelRect {
    PixelRect(
      x: x + (other.x - x) * k, y: y + (other.y - y) * k, width: width + (other.width - width) * k,
      height: height + (other.height - height) * k)
  }

  /// Scaled by `k` about its centre.
  public func scaled(by k: Double) -> PixelRect {
    let c = centre
    return PixelRect(
      x: c.x - width * k / 2, y: c.y - height * k / 2, width: width * k, height: height * k)
  }
}
