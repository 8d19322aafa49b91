import XGestureActions
import XGestureBridge
import XGestureCairo
import XGestureEngine
import XGestureFeedback
import XGestureX11

/// The on-screen feedback (docs/OVERLAY.md): feeds the touches and the
/// gestures that acted into a `FeedbackState`, asks its `FrameSchedule`
/// which monitor to paint when, and carries that out on one overlay window
/// per monitor (created when it has something to show, destroyed when it
/// has nothing), painted by an `OverlayPainter`. Served by the bridge's
/// poll loop (`nextDeadline`, `service(now:)`); made only when the config
/// asks for feedback, so without it there is no window and no cairo call.
///
/// Log lines:
///   feedback: touches on, gestures off; overlay on DUMMY0 (1920×1080 at 0,0, 60 Hz), translucent (a compositing manager runs)
///   feedback: … opaque and shaped (no compositing manager)
///   feedback: a compositing manager started: the overlay is translucent now
///   feedback: the compositing manager stopped: the overlay is opaque and shaped now
///   feedback: the monitors changed: DUMMY0 (…)
final class FeedbackOverlay {
  private let display: XDisplay
  private let now: () -> Double
  private let log: (String) -> Void
  private var state: FeedbackState
  private var schedule: FrameSchedule
  private var painters: [Int: OverlayPainter] = [:]
  private var translucent: Bool

  init(
    display: XDisplay, settings: FeedbackSettings, now: @escaping () -> Double,
    log: @escaping (String) -> Void
  ) {
    self.display = display
    self.now = now
    self.log = log
    state = FeedbackState(settings: settings)
    display.watchOverlayChanges()
    translucent = display.compositorRunning
    schedule = FrameSchedule(monitors: Self.monitors(of: display))
    log(
      "feedback: touches \(settings.touches ? "on" : "off"), gestures \(settings.gestures ? "on" : "off"); "
        + "overlay on \(Self.describe(schedule.monitors)), \(describeKind())")
  }

  /// New settings (a reloaded config); what was shown goes.
  var settings: FeedbackSettings {
    get { state.settings }
    set {
      state.settings = newValue
      state.clear()
      update(at: now())
    }
  }

  /// A touch event the engine got.
  func touched(_ event: TouchEvent, on geometry: DeviceGeometry) {
    guard state.settings.touches else { return }
    state.touched(event, on: geometry)
    update(at: now())
  }

  /// The engine lost a device: its dots fade.
  func removeDevice(_ device: Int, at time: Double) {
    state.removeDevice(device, at: time)
    update(at: now())
  }

  /// A transition that ran `actions`.
  func acted(_ transition: GestureTransition, actions: [Action]) {
    guard state.settings.gestures, !actions.isEmpty else { return }
    state.acted(transition, actions: actions.map(ActionLabel.text))
    update(at: now())
  }

  /// A previewed gesture began: its picture, shown after `settings.delay`.
  func previewBegan(_ key: PreviewKey, picture: PreviewPicture, anchor: Point, at time: Double) {
    state.previewBegan(key, picture: picture, anchor: anchor, at: time)
    update(at: now())
  }

  /// Whether the preview `key` began and follows its gesture.
  func follows(_ key: PreviewKey) -> Bool { state.previews.follows(key) }

  /// The previewed gesture's progress.
  func previewMoved(_ key: PreviewKey, progress: Double, anchor: Point) {
    state.previewMoved(key, progress: progress, anchor: anchor)
    update(at: now())
  }

  /// The previewed gesture ended: the preview animates to its end or back.
  func previewEnded(_ key: PreviewKey, _ ending: ActionPreviews.Ending, progress: Double, at time: Double) {
    state.previewEnded(key, ending, progress: progress, at: time)
    update(at: now())
  }

  /// Nothing may show (the screen is locked): everything goes at once.
  func clear() {
    guard !state.isEmpty else { return }
    state.clear()
    update(at: now())
  }

  /// The compositing manager or the outputs changed: the windows are made
  /// anew. A window mapped or raised above the overlay: the overlay is
  /// raised over it (never in answer to its own windows' restacking).
  func changed(_ change: OverlayChange) {
    var monitors = schedule.monitors
    switch change {
    case .restacked(let window, let above):
      let ours = Set(painters.values.map(\.window.window))
      guard !ours.isEmpty, !ours.contains(window), above.map(ours.contains) ?? true else { return }
      for painter in painters.values { painter.window.raise() }
      return
    case .compositor:
      let running = display.compositorRunning
      guard running != translucent else { return }
      translucent = running
      log(
        running
          ? "feedback: a compositing manager started: the overlay is translucent now"
          : "feedback: the compositing manager stopped: the overlay is opaque and shaped now")
    case .outputs:
      monitors = Self.monitors(of: display)
      guard monitors != schedule.monitors else { return }
      log("feedback: the monitors changed: \(Self.describe(monitors))")
    }
    painters.removeAll()
    schedule.replaceMonitors(monitors)
    update(at: now())
  }

  /// When the next frame is due; nil while nothing moves.
  var nextDeadline: Double? { schedule.nextDeadline }

  func service(now time: Double) { update(at: time) }

  private func update(at time: Double) {
    state.forget(before: time)
    let scenes = state.scene(at: time, translucent: translucent).split(among: schedule.monitors)
    let frames = schedule.update(
      at: time, scenes: scenes, nextChange: state.nextChange(after: time, translucent: translucent))
    for frame in frames {
      guard !frame.scene.isEmpty else {
        painters[frame.monitor] = nil
        continue
      }
      let painter = painters[frame.monitor] ?? makePainter(schedule.monitors[frame.monitor])
      painters[frame.monitor] = painter
      painter?.paint(frame.scene)
    }
  }

  private func makePainter(_ monitor: Monitor) -> OverlayPainter? {
    let a = monitor.area
    guard
      let window = display.createOverlay(
        x: Int(a.x), y: Int(a.y), width: Int(a.width), height: Int(a.height),
        translucent: translucent)
    else { return nil }
    return OverlayPainter(window: window)
  }

  private func describeKind() -> String {
    translucent
      ? "translucent (a compositing manager runs)" : "opaque and shaped (no compositing manager)"
  }

  /// The RandR outputs showing the screen, else the whole root as one monitor.
  private static func monitors(of display: XDisplay) -> [Monitor] {
    let outputs = display.queryMonitorOutputs()
    guard !outputs.isEmpty else {
      let size = display.queryRootSize()
      return [
        Monitor(
          name: "screen",
          area: PixelRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
      ]
    }
    return outputs.map { Monitor(name: $0.name, area: $0.area, refreshRate: $0.refreshRate ?? 60) }
  }

  /// "DUMMY0 (1920×1080 at 0,0, 60 Hz)".
  private static func describe(_ monitors: [Monitor]) -> String {
    monitors.map { m in
      let a = m.area
      return "\(m.name) (\(Int(a.width))×\(Int(a.height)) at \(Int(a.x)),\(Int(a.y)), "
        + "\(decimal(m.refreshRate, places: 1)) Hz)"
    }.joined(separator: ", ")
  }
}
