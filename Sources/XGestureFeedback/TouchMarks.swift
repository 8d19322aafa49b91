public import XGestureEngine

/// `touches: on` (docs/OVERLAY.md, "Touches"): a dot under each finger,
/// about a finger's width on the device it is on, with a short trail of
/// where it was; after the lift the dot and its trail fade out over
/// `fade` ms. Touchpad gestures show their virtual contacts, which the
/// bridge feeds like fingers.
public struct TouchMarks: Sendable {
  /// A dot's diameter on the device's surface: about a fingertip's width.
  public static let fingerWidth = 8.0  // mm
  /// How long a mark takes to vanish after its finger lifts.
  public static let fade = 200.0  // ms
  /// How far back a trail reaches.
  public static let trail = 120.0  // ms
  /// Dot borders.
  public static let borderWidth = 2.0  // px
  /// The part of a fade left when a mark is gone: below half of an 8-bit alpha step.
  static let invisible = 1.0 / 512

  private struct Key: Hashable, Sendable {
    var device: Int
    var touch: Int
  }

  private struct Mark: Sendable {
    var key: Key
    var radius: Double
    /// Positions (root px) with their times, oldest first; the last is the finger's.
    var path: [(time: Double, point: Point)]
    /// When the finger last moved to a new position.
    var moved: Double
    var lifted: Double?
  }

  /// In the order the fingers landed (later ones on top).
  private var marks: [Mark] = []

  public init() {}

  public var isEmpty: Bool { marks.isEmpty }

  /// A touch event as the engine got it, with its device's geometry (for
  /// root pixels and the dot's size in the device's millimetres).
  public mutating func touched(_ event: TouchEvent, on geometry: DeviceGeometry) {
    let key = Key(device: event.device, touch: event.touch)
    let point = geometry.screenPoint(event.position)
    let scale = geometry.pixelsPerMillimetre
    let index = marks.firstIndex { $0.key == key && $0.lifted == nil }
    switch event.phase {
    case .begin:
      if let index { marks.remove(at: index) }
      marks.append(
        Mark(
          key: key, radius: Self.fingerWidth * (scale.x + scale.y) / 4,
          path: [(event.time, point)], moved: event.time - Self.trail))
    case .update, .end, .cancel:
      guard let index else { return }
      var mark = marks[index]
      if point != mark.path.last?.point {
        mark.path.append((event.time, point))
        mark.moved = event.time
        // One position older than the trail stays, for the tail's place.
        while mark.path.count > 2, mark.path[1].time < event.time - Self.trail {
          mark.path.removeFirst()
        }
      }
      if event.phase != .update { mark.lifted = event.time }
      marks[index] = mark
    }
  }

  /// A device is gone: its fingers' marks fade out from `time`, where they are.
  public mutating func removeDevice(_ device: Int, at time: Double) {
    for index in marks.indices where marks[index].key.device == device && marks[index].lifted == nil {
      marks[index].lifted = time
    }
  }

  /// Forgets marks that have faded out by `time`.
  public mutating func forget(before time: Double) {
    marks.removeAll { mark in mark.lifted.map { time >= Self.end(lifted: $0) } ?? false }
  }

  /// The dots and trails at `time`.
  public func shapes(at time: Double, style: SceneStyle) -> [Shape] {
    var shapes: [Shape] = []
    for mark in marks {
      let fade = mark.lifted.map { 1 - (time - $0) / Self.fade } ?? 1
      guard fade > Self.invisible, let finger = mark.path.last?.point else { continue }
      let trail = Self.trail(of: mark.path, at: time)
      if trail.count >= 2 {
        let width = style.size(mark.radius, fade: fade)
        shapes.append(
          .polyline(
            Polyline(points: trail, stroke: Stroke(style.fillPaint(fade: fade * 0.5), width: width))
          ))
      }
      shapes.append(
        .disc(
          Disc(
            centre: finger, radius: style.size(mark.radius, fade: fade),
            fill: style.fillPaint(fade: fade),
            border: Stroke(style.borderPaint(fade: fade), width: Self.borderWidth))))
    }
    return shapes
  }

  /// The trail at `time`: from where the finger was `trail` ms before (on
  /// its path, interpolated) to where it is; one point when it stood still.
  private static func trail(of path: [(time: Double, point: Point)], at time: Double) -> [Point] {
    let start = time - Self.trail
    guard let last = path.last else { return [] }
    guard let after = path.firstIndex(where: { $0.time > start }) else { return [last.point] }
    var points: [Point] = []
    if after > 0 {
      let a = path[after - 1]
      let b = path[after]
      let k = (start - a.time) / (b.time - a.time)
      points.append(a.point + (b.point - a.point) * k)
    }
    points += path[after...].map(\.point)
    return points
  }

  /// When a mark lifted at `lifted` is gone: its fade is all but over.
  private static func end(lifted: Double) -> Double { lifted + fade * (1 - invisible) }

  /// When the marks next change by themselves: continuously (`time`) while
  /// a mark fades or a trail catches up with its finger, else never.
  public func nextChange(after time: Double) -> Double? {
    let moving = marks.contains { mark in
      if let lifted = mark.lifted { return time < Self.end(lifted: lifted) }
      return time < mark.moved + Self.trail
    }
    return moving ? time : nil
  }
}
