public import XGestureEngine

/// `gestures: on` (docs/OVERLAY.md, "Gesture labels"): a label beside the
/// fingers naming the gesture that acted, its data and what it did
/// ("pinch ×1.42 → ctrl+plus", "swipe-left → workspace 2"), for
/// `duration` ms; the last `fadeOut` of them it fades. A gesture that acts
/// again replaces its label. Labels of gestures acting together stack.
public struct GestureLabels: Sendable {
  public static let duration = 600.0  // ms
  public static let fadeOut = 150.0  // ms
  /// Text size, px.
  public static let fontSize = 18.0
  /// From the fingers to the label's corner, px.
  public static let offset = 28.0

  private struct Entry: Sendable {
    var gesture: String
    var text: String
    var anchor: Point
    var start: Double
  }

  /// Oldest first.
  private var entries: [Entry] = []

  public init() {}

  public var isEmpty: Bool { entries.isEmpty }

  /// A transition ran `actions` (their short forms, "ctrl+plus"); one that
  /// ran nothing shows nothing.
  public mutating func acted(_ transition: GestureTransition, actions: [String]) {
    guard !actions.isEmpty else { return }
    entries.removeAll { $0.gesture == transition.gesture }
    entries.append(
      Entry(
        gesture: transition.gesture, text: Self.text(transition, actions: actions),
        anchor: Point(x: transition.data.x, y: transition.data.y), start: transition.time))
  }

  /// "pinch ×1.42 → ctrl+plus": the name, the scale of a pinch or the angle
  /// of a rotation, and the actions.
  static func text(_ transition: GestureTransition, actions: [String]) -> String {
    var text = transition.gesture
    switch transition.type {
    case "pinch": text += " ×" + decimal(transition.data.scale, places: 2)
    case "rotate":
      let angle = transition.data.rotation
      text += " " + (angle >= 0 ? "+" : "−") + decimal(angle.magnitude, places: 0) + "°"
    default: break
    }
    return text + " → " + actions.joined(separator: ", ")
  }

  /// Forgets labels whose time is over at `time`.
  public mutating func forget(before time: Double) {
    entries.removeAll { time >= $0.start + Self.duration }
  }

  /// The labels at `time`, each above and to the right of its fingers,
  /// stacked downwards in the order they came.
  public func shapes(at time: Double, style: SceneStyle) -> [Shape] {
    var shapes: [Shape] = []
    var below: Double?
    for entry in entries where time < entry.start + Self.duration {
      let fade = min(1, (entry.start + Self.duration - time) / Self.fadeOut)
      let size = Label.boxSize(for: entry.text, fontSize: Self.fontSize)
      let y = below ?? (entry.anchor.y - Self.offset - size.height)
      below = y + size.height + 4
      let box = PixelRect(
        x: entry.anchor.x + Self.offset, y: y, width: size.width, height: size.height)
      shapes.append(
        .label(
          Label(
            text: entry.text, box: box, fontSize: Self.fontSize,
            textPaint: style.borderPaint(fade: fade), background: style.fillPaint(fade: fade),
            anchor: entry.anchor)))
    }
    return shapes
  }

  /// When the labels next change by themselves: continuously while one
  /// fades (translucent), else when the next fade begins or, opaque, when
  /// the next label goes.
  public func nextChange(after time: Double, translucent: Bool) -> Double? {
    var next: Double?
    for entry in entries {
      let end = entry.start + Self.duration
      guard time < end else { continue }
      let change = translucent ? max(time, end - Self.fadeOut) : end
      next = min(next ?? change, change)
    }
    return next
  }
}
