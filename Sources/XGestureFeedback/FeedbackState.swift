import XGestureDesktop
public import XGestureEngine

/// Everything the overlay shows, as a value (docs/OVERLAY.md): it takes the
/// touches the bridge fed the engine, the gestures that acted and the time,
/// and gives the scene at a moment and when that scene next changes by
/// itself. No X, no clock: tests drive it on a virtual clock.
///
///     var feedback = FeedbackState(settings: settings)
///     feedback.touched(event, on: geometry)
///     let scene = feedback.scene(at: now, translucent: true)
///     let next = feedback.nextChange(after: now, translucent: true)  // nil: nothing moves
///
/// Its layers are drawn in order: ink, touches, previews, labels.
public struct FeedbackState: Sendable {
  public var settings: FeedbackSettings
  public private(set) var ink = InkStrokes()
  public private(set) var touches = TouchMarks()
  public private(set) var previews = ActionPreviews()
  public private(set) var labels = GestureLabels()

  public init(settings: FeedbackSettings) { self.settings = settings }

  /// Nothing is shown, nor will be until the next input.
  public var isEmpty: Bool { ink.isEmpty && touches.isEmpty && previews.isEmpty && labels.isEmpty }

  /// A touch event the engine got, with its device's geometry (`touches: on`, `ink: on`).
  public mutating func touched(_ event: TouchEvent, on geometry: DeviceGeometry) {
    if settings.ink {
      ink.forget(before: event.time)
      ink.touched(event, on: geometry)
    }
    guard settings.touches else { return }
    touches.forget(before: event.time)
    touches.touched(event, on: geometry)
  }

  /// Whether a stroke gesture can still take the device's sequence (`ink: on`).
  public mutating func strokes(possible: Bool, on device: Int, at time: Double) {
    ink.strokes(possible: possible, on: device, at: time)
  }

  /// A stroke was recognized as `shape`, its fingers last at `point` (`ink: on`).
  public mutating func recognized(_ shape: String, at point: Point, time: Double) {
    ink.recognized(shape, at: point, time: time)
  }

  /// The engine lost a device (unplugged, reconfigured): its fingers' dots fade from `time`.
  public mutating func removeDevice(_ device: Int, at time: Double) {
    touches.removeDevice(device, at: time)
    ink.removeDevice(device, at: time)
  }

  /// A transition ran `actions` (their short forms) (`gestures: on`).
  public mutating func acted(_ transition: GestureTransition, actions: [String]) {
    guard settings.gestures else { return }
    labels.forget(before: transition.time)
    labels.acted(transition, actions: actions)
  }

  /// A previewed action's gesture began at `time` (docs/OVERLAY.md,
  /// "Previews"): its picture shows from `settings.delay` later.
  public mutating func previewBegan(
    _ key: PreviewKey, picture: PreviewPicture, anchor: Point, at time: Double
  ) {
    previews.forget(before: time)
    previews.began(key, picture: picture, anchor: anchor, at: time, delay: settings.delay)
  }

  /// The previewed gesture's progress p, its fingers at `anchor`.
  public mutating func previewMoved(_ key: PreviewKey, progress: Double, anchor: Point) {
    previews.moved(key, progress: progress, anchor: anchor)
  }

  /// The previewed gesture ended (or was cancelled) at `progress`: the action commits or backs out.
  public mutating func previewEnded(
    _ key: PreviewKey, _ ending: ActionPreviews.Ending, progress: Double, at time: Double
  ) {
    previews.ended(key, ending, progress: progress, at: time)
  }

  /// Forgets everything shown (the screen was locked, the settings went off).
  public mutating func clear() {
    ink = InkStrokes()
    touches = TouchMarks()
    previews = ActionPreviews()
    labels = GestureLabels()
  }

  /// Forgets what is over by `time` (faded marks, labels whose time is up).
  public mutating func forget(before time: Double) {
    ink.forget(before: time)
    touches.forget(before: time)
    previews.forget(before: time)
    labels.forget(before: time)
  }

  /// What to show at `time`; `translucent` when a compositing manager
  /// blends the overlay (`SceneStyle`).
  public func scene(at time: Double, translucent: Bool) -> Scene {
    let style = SceneStyle(settings, translucent: translucent)
    return Scene(
      ink.shapes(at: time, style: style, names: settings.gestures) + touches.shapes(at: time, style: style)
        + previews.shapes(at: time, style: style)
        + labels.shapes(at: time, style: style))
  }

  /// When the scene next changes by itself: nil while nothing moves, `time`
  /// while something changes continuously (a fade), else the moment of the
  /// next change (a label going).
  public func nextChange(after time: Double, translucent: Bool) -> Double? {
    [
      ink.nextChange(after: time), touches.nextChange(after: time), previews.nextChange(after: time),
      labels.nextChange(after: time, translucent: translucent),
    ]
    .compactMap { $0 }.min()
  }
}
