public import XGestureEngine

/// `ink: on` (docs/OVERLAY.md, "Ink"): the path a stroke is drawn along —
/// the centroid of a device's fingers on the screen, or the pointer while a
/// mouse button is held — as a line, while a stroke gesture can still take
/// that sequence (the engine says which: `strokes(possible:on:at:)`). When
/// it ends, the line stays `shown` ms with the shape's name beside its end
/// ("no shape" when no stroke was recognized; the name only with
/// `gestures: on`), then fades over `fade` ms like a touch's dot. A sequence
/// that stops being a possible stroke before the lift (a finger too many,
/// a press held still) fades at once, with no name. Nothing shows before
/// the landing window is over (`Defaults.landingWindow`, 80 ms: until then
/// the engine has not counted the fingers, and a two-finger touch would
/// flash a line when strokes take one); then the path since the landing
/// shows at once.
public struct InkStrokes: Sendable {
  /// The line's width, px.
  public static let width = 6.0
  /// How long the line and its name stay after the stroke is decided.
  public static let shown = 600.0  // ms
  /// How long they then take to vanish: a touch's fade.
  public static let fade = TouchMarks.fade
  /// The name shown when no stroke was recognized.
  public static let noShape = "no shape"
  /// The longest a lifted stroke waits for its decision: the engine's own limit.
  public static let undecided = Defaults.undecidedTimeout

  /// Where one sequence's ink is.
  public enum Phase: Hashable, Sendable {
    /// Fingers down; no stroke gesture has said it can take them yet: not shown.
    case waiting
    /// Fingers down, a stroke gesture can take them: shown.
    case drawing
    /// The fingers lifted at `time`; the stroke is not decided yet. One the
    /// engine's word never ends (a new sequence on the device came first,
    /// and its word is that sequence's) is "no shape" `undecided` ms later.
    case lifted(at: Double)
    /// Decided at `time`: recognized as `name`, "no shape", or no stroke at all (nil).
    case ended(name: String?, at: Double)
  }

  private struct Ink: Sendable {
    var device: Int
    /// When its first finger landed.
    var start: Double
    var fingers: [(touch: Int, point: Point)]
    /// The fingers' centroid carried on from where the first landed, so
    /// that the line does not jump when a finger lands or lifts: the
    /// engine's stroke path is drawn the same way (`CentroidTrack`).
    var track: CentroidTrack
    let landing: Point
    var path: InkPath
    var phase: Phase

    init(device: Int, start: Double, touch: Int, at point: Point) {
      self.device = device
      self.start = start
      fingers = [(touch, point)]
      track = CentroidTrack(at: point)
      landing = point
      path = InkPath(start: point)
      phase = .waiting
    }

    /// Where the line's end is.
    var pen: Point { landing + track.translation }

    /// The fingers' mean position; nil when none is down.
    private var centroid: Point? {
      guard !fingers.isEmpty else { return nil }
      return fingers.reduce(Point.zero) { $0 + $1.point } / Double(fingers.count)
    }

    /// A finger moved to `point`: the line is drawn on to the pen.
    mutating func move(_ touch: Int, to point: Point) {
      guard let f = fingers.firstIndex(where: { $0.touch == touch }) else { return }
      fingers[f].point = point
      if let centroid { track.move(to: centroid) }
      path.add(pen)
    }

    /// The fingers change (`change`) with the line's end kept where it is.
    mutating func carry(_ change: (inout [(touch: Int, point: Point)]) -> Void) {
      change(&fingers)
      track.regroup(at: centroid)
    }
  }

  /// Oldest first.
  private var inks: [Ink] = []

  public init() {}

  public var isEmpty: Bool { inks.isEmpty }

  /// The devices whose ink waits for the engine's word (`strokes(possible:on:at:)`).
  public var following: [Int] {
    inks.compactMap { ink in
      switch ink.phase {
      case .waiting, .drawing, .lifted: ink.device
      case .ended: nil
      }
    }
  }

  /// Whether the device has an ink that waits for the engine's word.
  public func follows(_ device: Int) -> Bool {
    inks.contains { ink in
      guard ink.device == device else { return false }
      if case .ended = ink.phase { return false }
      return true
    }
  }

  /// The phase of the device's latest ink; nil when it has none.
  public func phase(of device: Int) -> Phase? { inks.last { $0.device == device }?.phase }

  /// The points of the device's latest ink (root px).
  public func points(of device: Int) -> [Point] { inks.last { $0.device == device }?.path.points ?? [] }

  /// A touch event the engine got: a sequence's first finger starts an ink,
  /// every move draws its centroid on.
  public mutating func touched(_ event: TouchEvent, on geometry: DeviceGeometry) {
    let point = geometry.screenPoint(event.position)
    let live = inks.lastIndex { $0.device == event.device && ($0.phase == .waiting || $0.phase == .drawing) }
    switch event.phase {
    case .begin:
      guard let live else {
        inks.append(Ink(device: event.device, start: event.time, touch: event.touch, at: point))
        return
      }
      inks[live].carry { $0.append((event.touch, point)) }
    case .update:
      guard let live else { return }
      inks[live].move(event.touch, to: point)
    case .end, .cancel:
      guard let live else { return }
      inks[live].carry { $0.removeAll { $0.touch == event.touch } }
      guard inks[live].fingers.isEmpty else { return }
      if inks[live].phase == .drawing { inks[live].phase = .lifted(at: event.time) } else { inks.remove(at: live) }
    }
  }

  /// The engine's word on the device's sequence: whether a stroke gesture
  /// can still take it. The first yes after the landing window shows its
  /// ink; a no before the lift ends it with no name, after the lift with "no shape".
  public mutating func strokes(possible: Bool, on device: Int, at time: Double) {
    guard let i = inks.lastIndex(where: { $0.device == device }) else { return }
    switch (inks[i].phase, possible) {
    case (.waiting, true):
      if time >= inks[i].start + Defaults.landingWindow { inks[i].phase = .drawing }
    case (.drawing, false): inks[i].phase = .ended(name: nil, at: time)
    case (.lifted, false): inks[i].phase = .ended(name: Self.noShape, at: time)
    case (.waiting, false), (.drawing, true), (.lifted, true), (.ended, _): break
    }
  }

  /// A stroke was recognized as `shape` at `time`, its fingers last at
  /// `point`: the lifted ink whose end is nearest takes the name (also one
  /// just ended at that time as "no shape": the engine's verdicts of one
  /// frame come in any order).
  public mutating func recognized(_ shape: String, at point: Point, time: Double) {
    var best: (index: Int, distance: Double)?
    for (i, ink) in inks.enumerated() {
      switch ink.phase {
      case .lifted: break
      case .ended(let name, let at) where at == time && name == Self.noShape: break
      case .waiting, .drawing, .ended: continue
      }
      let distance = (ink.path.points.last ?? .zero).distance(to: point)
      if best.map({ distance < $0.distance }) ?? true { best = (i, distance) }
    }
    guard let best else { return }
    inks[best.index].phase = .ended(name: shape, at: time)
  }

  /// A device is gone: its inks end where they are, with no name.
  public mutating func removeDevice(_ device: Int, at time: Double) {
    for i in inks.indices where inks[i].device == device {
      switch inks[i].phase {
      case .waiting, .drawing, .lifted: inks[i].phase = .ended(name: nil, at: time)
      case .ended: break
      }
    }
  }

  /// Forgets inks that have faded out by `time`; a lifted ink left
  /// undecided `undecided` ms is "no shape" from then.
  public mutating func forget(before time: Double) {
    for i in inks.indices {
      if case .lifted(let at) = inks[i].phase, time >= at + Self.undecided {
        inks[i].phase = .ended(name: Self.noShape, at: at + Self.undecided)
      }
    }
    inks.removeAll { ink in
      Self.fadeStart(ink.phase).map { time >= $0 + Self.fade * (1 - TouchMarks.invisible) } ?? false
    }
  }

  /// When an ink starts fading: `shown` after it was decided with a name,
  /// at once when it was no stroke; nil while it is not decided.
  private static func fadeStart(_ phase: Phase) -> Double? {
    guard case .ended(let name, let at) = phase else { return nil }
    return name == nil ? at : at + shown
  }

  /// The lines, and with `names` (`gestures: on`) the names beside their
  /// ends, at `time`: each line in the fill colour, opaque until it fades
  /// (alpha falls when translucent; opaque, the line thins and the name goes).
  public func shapes(at time: Double, style: SceneStyle, names: Bool) -> [Shape] {
    var shapes: [Shape] = []
    for ink in inks where ink.phase != .waiting && ink.path.points.count >= 2 {
      let start = Self.fadeStart(ink.phase)
      let fade = start.map { min(1, 1 - (time - $0) / Self.fade) } ?? 1
      guard fade > TouchMarks.invisible else { continue }
      shapes.append(
        .polyline(
          Polyline(
            points: ink.path.points,
            stroke: Stroke(style.borderPaint(style.fill, fade: fade), width: style.size(Self.width, fade: fade)))))
      guard names, case .ended(let name?, _) = ink.phase, style.translucent || fade == 1,
        let end = ink.path.points.last
      else { continue }
      let size = Label.boxSize(for: name, fontSize: GestureLabels.fontSize)
      let box = PixelRect(
        x: end.x + GestureLabels.offset, y: end.y - GestureLabels.offset - size.height, width: size.width,
        height: size.height)
      shapes.append(
        .label(
          Label(
            text: name, box: box, fontSize: GestureLabels.fontSize, textPaint: style.borderPaint(fade: fade),
            background: style.fillPaint(fade: fade), anchor: end)))
    }
    return shapes
  }

  /// When the inks next change by themselves: continuously while one fades,
  /// else when the next fade begins; never while they only follow fingers.
  public func nextChange(after time: Double) -> Double? {
    var next: Double?
    for ink in inks {
      if case .lifted(let at) = ink.phase {
        next = min(next ?? (at + Self.undecided), at + Self.undecided)
        continue
      }
      guard let start = Self.fadeStart(ink.phase), time < start + Self.fade * (1 - TouchMarks.invisible)
      else { continue }
      let change = max(time, start)
      next = min(next ?? change, change)
    }
    return next
  }
}
