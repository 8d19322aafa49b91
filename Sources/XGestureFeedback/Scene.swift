public import XGestureEngine
import XGestureScreen

/// What the overlay shows at one moment: shapes in root-window pixels, each
/// with its colour and alpha, painted in order (later ones on top). A scene
/// is a value computed from the gestures' state and the time
/// (`FeedbackState.scene(at:translucent:)`), so every picture can be tested
/// without an X server; the painter (`XGestureCairo`) only paints it.
public struct Scene: Hashable, Sendable {
  public var shapes: [Shape]

  public init(_ shapes: [Shape] = []) { self.shapes = shapes }

  public static let empty = Scene()

  public var isEmpty: Bool { shapes.isEmpty }

  /// The smallest rectangle holding every pixel the shapes touch (nil: none).
  public var bounds: PixelRect? {
    shapes.reduce(nil) { union, shape in union.map { $0.union(shape.bounds) } ?? shape.bounds }
  }

  /// The scene of each monitor: every shape goes to the monitor its anchor
  /// is on (`Monitor.index(of:among:)`), and a label is moved inside that
  /// monitor if it sticks out. With no monitors, everything is on one.
  public func split(among monitors: [Monitor]) -> [Scene] {
    guard !monitors.isEmpty else { return [self] }
    var scenes = [Scene](repeating: .empty, count: monitors.count)
    for shape in shapes {
      let index = Monitor.index(of: shape.anchor, among: monitors)
      scenes[index].shapes.append(shape.fitted(into: monitors[index].area))
    }
    return scenes
  }
}

/// A colour with its alpha (0 transparent … 1 opaque).
public struct Paint: Hashable, Sendable {
  public var colour: Colour
  public var alpha: Double

  public init(_ colour: Colour, alpha: Double = 1) {
    self.colour = colour
    self.alpha = alpha
  }
}

/// An outline: its paint and its width in pixels (centred on the path).
public struct Stroke: Hashable, Sendable {
  public var paint: Paint
  public var width: Double

  public init(_ paint: Paint, width: Double) {
    self.paint = paint
    self.width = width
  }
}

/// One thing drawn on the overlay.
public enum Shape: Hashable, Sendable {
  /// A filled circle with an optional border: a finger, a workspace preview's disc.
  case disc(Disc)
  /// A rectangle with rounded corners, filled, outlined or both: a window's
  /// frame growing, shrinking or fading; a close preview's red frame.
  case rectangle(RoundedRectangle)
  /// Connected line segments: a finger's trail, an arrow.
  case polyline(Polyline)
  /// Text in a rounded box, optionally filling with progress: a gesture's
  /// label, an action's preview.
  case label(Label)

  /// Every pixel the shape touches, with a pixel to spare for antialiasing.
  public var bounds: PixelRect {
    switch self {
    case .disc(let disc):
      let r = disc.radius + (disc.border?.width ?? 0) / 2 + 1
      return PixelRect(x: disc.centre.x - r, y: disc.centre.y - r, width: 2 * r, height: 2 * r)
    case .rectangle(let rectangle):
      return rectangle.frame.inset(by: -((rectangle.border?.width ?? 0) / 2 + 1))
    case .polyline(let line):
      guard let first = line.points.first else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
      var box = PixelRect(x: first.x, y: first.y, width: 0, height: 0)
      for point in line.points.dropFirst() {
        box = box.union(PixelRect(x: point.x, y: point.y, width: 0, height: 0))
      }
      return box.inset(by: -(line.stroke.width / 2 + 1))
    case .label(let label):
      return label.box.inset(by: -1)
    }
  }

  /// The point that says which monitor the shape belongs to: a disc's
  /// centre, a rectangle's centre, a polyline's last point (a trail's
  /// finger, an arrow's head), a label's anchor (the fingers it is beside).
  public var anchor: Point {
    switch self {
    case .disc(let disc): return disc.centre
    case .rectangle(let rectangle): return rectangle.frame.centre
    case .polyline(let line): return line.points.last ?? .zero
    case .label(let label): return label.anchor
    }
  }

  /// A label moved (not resized) so that its box lies inside `area` where it
  /// fits; every other shape as it is (the overlay window clips them).
  func fitted(into area: PixelRect) -> Shape {
    guard case .label(var label) = self else { return self }
    let box = label.box
    let x = min(max(box.x, area.x), max(area.x, area.x + area.width - box.width))
    let y = min(max(box.y, area.y), max(area.y, area.y + area.height - box.height))
    label.box = PixelRect(x: x, y: y, width: box.width, height: box.height)
    return .label(label)
  }
}

public struct Disc: Hashable, Sendable {
  public var centre: Point
  public var radius: Double
  public var fill: Paint
  public var border: Stroke?

  public init(centre: Point, radius: Double, fill: Paint, border: Stroke? = nil) {
    self.centre = centre
    self.radius = radius
    self.fill = fill
    self.border = border
  }
}

public struct RoundedRectangle: Hashable, Sendable {
  public var frame: PixelRect
  public var cornerRadius: Double
  public var fill: Paint?
  public var border: Stroke?

  public init(frame: PixelRect, cornerRadius: Double = 0, fill: Paint? = nil, border: Stroke? = nil) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.border = border
  }
}

/// Round caps and joins.
public struct Polyline: Hashable, Sendable {
  public var points: [Point]
  public var stroke: Stroke

  public init(points: [Point], stroke: Stroke) {
    self.points = points
    self.stroke = stroke
  }
}

/// Text centred in a rounded box. The box's size is the scene's (the
/// painter shrinks the font when the text would not fit), so the scene
/// knows every pixel it covers. With `progress`, the box's left part up to
/// that fraction (0 … 1) is painted in `progressPaint` over the background.
public struct Label: Hashable, Sendable {
  public var text: String
  public var box: PixelRect
  /// Font size in pixels.
  public var fontSize: Double
  public var textPaint: Paint
  public var background: Paint
  public var progress: Double?
  public var progressPaint: Paint?
  /// Where the label belongs (the fingers it is beside): its monitor.
  public var anchor: Point

  public init(
    text: String, box: PixelRect, fontSize: Double, textPaint: Paint, background: Paint,
    progress: Double? = nil, progressPaint: Paint? = nil, anchor: Point
  ) {
    self.text = text
    self.box = box
    self.fontSize = fontSize
    self.textPaint = textPaint
    self.background = background
    self.progress = progress
    self.progressPaint = progressPaint
    self.anchor = anchor
  }

  /// A box wide enough for `text` at `fontSize` in a proportional sans font
  /// (0.6 em a character on average, plus an em of padding), `fontSize` × 1.8 high.
  public static func boxSize(for text: String, fontSize: Double) -> (width: Double, height: Double) {
    (Double(text.count) * fontSize * 0.6 + fontSize, (fontSize * 1.8).rounded())
  }
}
