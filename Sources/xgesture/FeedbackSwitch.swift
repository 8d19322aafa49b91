import XGestureConfig
import XGestureDesktop
import XGestureEngine
import XGestureFeedback
import XGestureX11

/// The daemon's feedback overlay (docs/OVERLAY.md): none until a config
/// asks for feedback (`settings.feedback` that shows something, or
/// `--show-touches`, or an action with `preview:`), at start or on a
/// reload; then a `FeedbackOverlay` fed the bridge's touches
/// (`Bridge.touchFed`), the transitions and the engine's previews (their
/// pictures asked of the desktop once, when each begins), served in the
/// poll loop (`service`). Nothing shows while actions are paused.
final class FeedbackSwitch {
  private let display: XDisplay
  private let reactions: Reactions
  private let desktop: DesktopDriver
  private let showTouches: Bool
  /// Where each gesture's fingers are: its last transition's centroid (a preview's label sits beside them).
  private var fingers: [String: Point] = [:]
  /// The bridge whose touches it shows (`attach`); weak: the bridge's output handler holds this.
  private weak var bridge: Bridge?
  private var overlay: FeedbackOverlay?

  init(display: XDisplay, reactions: Reactions, desktop: DesktopDriver, showTouches: Bool) {
    self.display = display
    self.reactions = reactions
    self.desktop = desktop
    self.showTouches = showTouches
  }

  /// The bridge is made (after this, whose output handler feeds `handle`).
  func attach(to bridge: Bridge) { self.bridge = bridge }

  /// A config's feedback, at start and on each reload; the overlay is made the first time it shows something.
  func adopt(_ configuration: Configuration) {
    guard let settings = Self.settings(configuration, showTouches: showTouches) else {
      overlay?.settings = FeedbackSettings()
      return
    }
    if let overlay {
      overlay.settings = settings
      return
    }
    guard let bridge else { return }
    let made = FeedbackOverlay(display: display, settings: settings, now: { [weak bridge] in bridge?.now ?? 0 }, log: logLine)
    overlay = made
    bridge.touchFed = { [weak bridge] event, geometry in
      if bridge?.actionsPaused ?? true { made.clear() } else { made.touched(event, on: geometry) }
    }
    bridge.deviceRemoved = { made.removeDevice($0, at: $1) }
    bridge.overlayChanged = { made.changed($0) }
  }

  /// An engine output: a transition that ran actions gets its label, a
  /// preview its picture (nothing while paused).
  func handle(_ output: EngineOutput, paused: Bool) {
    guard let overlay, !paused else { return }
    switch output {
    case .transition(let transition):
      fingers[transition.gesture] = Point(x: transition.data.x, y: transition.data.y)
      overlay.acted(transition, actions: reactions.configuration.actions(for: transition))
    case .preview(let preview):
      show(preview, on: overlay)
    case .touch, .hold, .diagnostic:
      break
    }
  }

  /// A preview's first report (its gesture began) asks the desktop for its
  /// picture; every report moves it; the decision ends it.
  private func show(_ preview: PreviewProgress, on overlay: FeedbackOverlay) {
    let key = PreviewKey(gesture: preview.gesture, slot: preview.slot)
    let anchor = fingers[preview.gesture] ?? .zero
    switch preview.outcome {
    case .following:
      if !overlay.follows(key) {
        guard let action = reactions.configuration.action(for: preview) else { return }
        let place = GesturePlace(gesture: preview.gesture, window: preview.window?.id, x: anchor.x, y: anchor.y)
        overlay.previewBegan(
          key, picture: PreviewPictures.picture(of: action, place: place, desktop: desktop), anchor: anchor,
          at: preview.time)
      }
      overlay.previewMoved(key, progress: preview.progress, anchor: anchor)
    case .commits, .backedOut:
      overlay.previewEnded(
        key, preview.outcome == .commits ? .commits : .backsOut, progress: preview.progress, at: preview.time)
    }
  }

  /// The overlay's frames in the bridge's poll loop; no deadline while there is no overlay.
  var service: Bridge.Service {
    Bridge.Service(
      descriptors: { [] }, deadline: { [weak self] in self?.overlay?.nextDeadline },
      serve: { [weak self] now in
        guard let self, let overlay else { return }
        if bridge?.actionsPaused ?? false { overlay.clear() }
        overlay.service(now: now)
      })
  }

  /// `settings.feedback` with `--show-touches`; nil when nothing can show
  /// (no overlay is made then): no touches, no labels, no previews.
  static func settings(_ configuration: Configuration, showTouches: Bool) -> FeedbackSettings? {
    var settings = configuration.settings.feedback ?? FeedbackSettings()
    if showTouches { settings.touches = true }
    return settings.showsAnything || configuration.hasPreviews ? settings : nil
  }
}
