public import XGestureBridge
internal import XGestureCairo
public import XGestureDesktop
public import XGestureEngine
public import XGestureFeedback
import XGestureScreen
public import XGestureX11

/// The on-screen feedback's performer (docs/OVERLAY.md): it feeds what
/// happened — the touches, the engine's outputs — through an `OverlayFeed`
/// into a `FeedbackState`, asks its `FrameSchedule` which monitor to paint
/// when, and carries that out on one overlay window per monitor (created
/// when it has something to show, destroyed when it has nothing), painted
/// by an `OverlayPainter`; what a change on the server asks of the windows
/// is `OverlayScreen`'s answer. Served by the bridge's poll loop
/// (`nextDeadline`, `service(now:)`); made only when the config asks
/// for feedback, so without it there is no window and no cairo call.
///
/// Log lines (`OverlayScreen`):
///   feedback: touches on, gestures off; overlay on DUMMY0 (1920×1080 at 0,0, 60 Hz), translucent (a compositing manager runs)
///   feedback: … opaque and shaped (no compositing manager)
///   feedback: a compositing manager started: the overlay is translucent now
///   feedback: the compositing manager stopped: the overlay is opaque and shaped now
///   feedback: the monitors changed: DUMMY0 (…)
public final class FeedbackOverlay {
  private let display: XDisplay
  private let now: () -> Double
  private let log: (String) -> Void
  private var feed: OverlayFeed
  private var state: FeedbackState
  private var screen: OverlayScreen
  private var schedule: FrameSchedule
  private var painters: [Int: OverlayPainter] = [:]

  /// `paused`: whether actions are paused now (the bridge's `actions`):
  /// nothing shows while they are. `strokes`: whether a stroke gesture can
  /// still take a device's sequence (the engine's answer; `ink: on`).
  public init(
    display: XDisplay, settings: FeedbackSettings, now: @escaping () -> Double,
    paused: @escaping () -> Bool, strokes: @escaping (Int) -> Bool = { _ in false },
    log: @escaping (String) -> Void
  ) {
    self.display = display
    self.now = now
    feed = OverlayFeed(paused: paused, strokes: strokes)
    self.log = log
    state = FeedbackState(settings: settings)
    display.watchOverlayChanges()
    screen = OverlayScreen(monitors: Self.monitors(of: display), translucent: display.compositorRunning)
    schedule = FrameSchedule(monitors: screen.monitors)
    log(screen.startLine(settings))
  }

  /// New settings (a reloaded config); what was shown goes.
  public var settings: FeedbackSettings {
    get { state.settings }
    set {
      state.settings = newValue
      state.clear()
      update(at: now())
    }
  }

  /// A touch event the engine got (its dot, its ink and the engine's word
  /// on its sequence, then one update).
  public func touched(_ event: TouchEvent, on geometry: DeviceGeometry) {
    guard let step = feed.touched(event, on: geometry, shown: state) else { return }
    state.take(step)
    if let ink = feed.ink(of: event.device, shown: state, at: event.time) { state.take(ink) }
    update(at: now())
  }

  /// The engine lost a device: its dots fade.
  public func removeDevice(_ device: Int, at time: Double) {
    state.removeDevice(device, at: time)
    update(at: now())
  }

  /// An engine output (`OverlayFeed.take`): `labels` gives the short forms
  /// of the actions a transition ran, `picture` a preview's picture at its
  /// first report (the preview and its gesture's fingers).
  public func take(
    _ output: EngineOutput, labels: (GestureTransition) -> [String],
    picture: (PreviewProgress, Point) -> PreviewPicture?
  ) {
    for step in feed.take(output, shown: state, labels: labels, picture: picture) { take(step) }
    guard case .transition = output else { return }
    for step in feed.ink(shown: state, at: now()) { take(step) }
  }

  /// The compositing manager or the outputs changed, or a window was
  /// mapped or restacked: `OverlayScreen`'s answer, carried out.
  public func changed(_ change: OverlayChange) {
    let answer: OverlayScreen.Answer
    switch change {
    case .restacked(let window, let above):
      answer = screen.restacked(window: window, above: above, ours: Set(painters.values.map(\.window.window)))
    case .compositor: answer = screen.compositorChanged(running: display.compositorRunning)
    case .outputs: answer = screen.outputsChanged(Self.monitors(of: display))
    }
    switch answer {
    case .keep: break
    case .raise: for painter in painters.values { painter.window.raise() }
    case .remake(let line):
      log(line)
      painters.removeAll()
      schedule.replaceMonitors(screen.monitors)
      update(at: now())
    }
  }

  /// When the next frame is due; nil while nothing moves.
  public var nextDeadline: Double? { schedule.nextDeadline }

  /// A frame's deadline, or a poll round (while actions are paused, what shows goes).
  public func service(now time: Double) {
    take(feed.frame(shown: state))
    update(at: time)
  }

  /// One step on the state, and the frames it makes.
  private func take(_ step: OverlayFeed.Step?) {
    guard let step else { return }
    state.take(step)
    update(at: now())
  }

  private func update(at time: Double) {
    state.forget(before: time)
    let scenes = state.scene(at: time, translucent: screen.translucent).split(among: schedule.monitors)
    let frames = schedule.update(
      at: time, scenes: scenes, nextChange: state.nextChange(after: time, translucent: screen.translucent))
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
        translucent: screen.translucent)
    else { return nil }
    return OverlayPainter(window: window)
  }

  /// The RandR outputs showing the screen, else the whole root as one monitor.
  private static func monitors(of display: XDisplay) -> [Monitor] {
    OverlayScreen.monitors(outputs: display.queryMonitorOutputs(), root: { display.queryRootSize() })
  }
}
