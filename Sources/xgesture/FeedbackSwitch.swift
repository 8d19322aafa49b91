import XGestureConfig
import XGestureEngine
import XGestureFeedback
import XGestureX11

/// The daemon's feedback overlay (docs/OVERLAY.md): none until a config
/// asks for feedback (`settings.feedback` that shows something, or
/// `--show-touches`), at start or on a reload; then a `FeedbackOverlay`
/// fed the bridge's touches (`Bridge.touchFed`) and the transitions, served
/// in the poll loop (`service`). Nothing shows while actions are paused.
final class FeedbackSwitch {
  private let display: XDisplay
  private let reactions: Reactions
  private let showTouches: Bool
  /// The bridge whose touches it shows (`attach`); weak: the bridge's output handler holds this.
  private weak var bridge: Bridge?
  private var overlay: FeedbackOverlay?

  init(display: XDisplay, reactions: Reactions, showTouches: Bool) {
    self.display = display
    self.reactions = reactions
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

  /// An engine output: a transition that ran actions gets its label (none while paused).
  func handle(_ output: EngineOutput, paused: Bool) {
    guard let overlay, case .transition(let transition) = output, !paused else { return }
    overlay.acted(transition, actions: reactions.configuration.actions(for: transition))
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
  /// (no overlay is made then).
  static func settings(_ configuration: Configuration, showTouches: Bool) -> FeedbackSettings? {
    var settings = configuration.settings.feedback ?? FeedbackSettings()
    if showTouches { settings.touches = true }
    return settings.showsAnything ? settings : nil
  }
}
