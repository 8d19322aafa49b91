import XGestureConfig
import XGestureDesktop
import XGestureEngine
import XGestureFeedback
import XGestureOverlay
import XGestureX11

/// The daemon's feedback overlay (docs/OVERLAY.md), wired: none until a
/// config asks for feedback (`Configuration.feedback(showTouches:)`), at
/// start or on a reload; then a `FeedbackOverlay` hooked to the bridge (its
/// touches, lost devices and overlay changes; it asks the bridge whether
/// actions are paused), fed the engine's outputs with the config in force
/// and the desktop (`handle`), and served in the poll loop (`service`).
final class FeedbackSwitch {
  private let display: XDisplay
  private let reactions: Reactions
  private let desktop: DesktopDriver
  private let showTouches: Bool
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
    guard let settings = configuration.feedback(showTouches: showTouches) else {
      overlay?.settings = FeedbackSettings()
      return
    }
    if let overlay {
      overlay.settings = settings
      return
    }
    guard let bridge else { return }
    let made = FeedbackOverlay(
      display: display, settings: settings, now: { [weak bridge] in bridge?.now ?? 0 },
      paused: { [weak bridge] in bridge?.actions == .paused },
      strokes: { [weak bridge] in bridge?.undecided(type: OverlayFeed.strokeType, on: $0) ?? false }, log: logLine)
    overlay = made
    bridge.touchFed = { made.touched($0, on: $1) }
    bridge.deviceRemoved = { made.removeDevice($0, at: $1) }
    bridge.overlayChanged = { made.changed($0) }
  }

  /// An engine output, under the config in force: labels of the actions a
  /// transition ran, a preview's picture asked of the desktop.
  func handle(_ output: EngineOutput) {
    guard let overlay else { return }
    let configuration = reactions.configuration
    let desktop = desktop
    overlay.take(
      output, labels: configuration.actionLabels(for:),
      picture: { configuration.previewPicture(for: $0, fingers: $1, desktop: desktop.preview(_:gesture:)) })
  }

  /// The overlay's frames in the bridge's poll loop; no deadline while there is no overlay.
  var service: Bridge.Service {
    Bridge.Service(
      descriptors: { [] }, deadline: { [weak self] in self?.overlay?.nextDeadline },
      serve: { [weak self] now in
        guard let self, let overlay else { return }
        overlay.service(now: now)
      })
  }
}
