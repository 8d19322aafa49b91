import XGestureEngine
import XGestureScreen

/// The screen the overlay's windows are on, as decisions (docs/OVERLAY.md,
/// "Windows", "On top", "Log lines"): its monitors (one window each, at
/// most), whether a compositing manager blends them, and what a change on
/// the server asks of the windows. The performer reads the server and
/// carries out the answer; this says what it is.
///
///     var screen = OverlayScreen(monitors: monitors, translucent: true)
///     screen.compositorChanged(running: false)  // .remake(log: "feedback: the compositing manager stopped: …")
public struct OverlayScreen: Hashable, Sendable {
  /// The monitors a window may cover, in the order `FrameSchedule` numbers them.
  public private(set) var monitors: [Monitor]
  /// Whether a compositing manager runs: the windows are ARGB and blended,
  /// else opaque and shaped to their shapes (`SceneStyle`).
  public private(set) var translucent: Bool

  public init(monitors: [Monitor], translucent: Bool) {
    self.monitors = monitors
    self.translucent = translucent
  }

  /// What a change asks of the overlay's windows.
  public enum Answer: Hashable, Sendable {
    /// Nothing.
    case keep
    /// Raise every window of the overlay: another window went over them.
    case raise
    /// Log `log`, drop every window and start the frames anew on `monitors`:
    /// the next frame makes the windows again, of the kind `translucent` says.
    case remake(log: String)
  }

  /// The monitors of the screen: the RandR outputs showing it, else the
  /// whole root (`root`, asked only then: its width and height) as one.
  public static func monitors(outputs: [Monitor], root: () -> (width: Int, height: Int)) -> [Monitor] {
    guard outputs.isEmpty else { return outputs }
    let size = root()
    return [
      Monitor(name: "screen", area: PixelRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
    ]
  }

  /// A top-level window was mapped (`above` nil) or restacked just above
  /// `above`; `ours` are the overlay's windows now. It goes over them when
  /// it is not one of them and it was mapped, or restacked right above one
  /// of them: then they are raised. Never for their own restacking (two
  /// raises would chase each other), nor for a window that only moved.
  public func restacked(window: UInt, above: UInt?, ours: Set<UInt>) -> Answer {
    guard !ours.isEmpty, !ours.contains(window), above.map(ours.contains) ?? true else { return .keep }
    return .raise
  }

  /// The compositing manager's selection changed hands; `running`: whether
  /// one runs now. When that differs, the windows are made anew in the other kind.
  public mutating func compositorChanged(running: Bool) -> Answer {
    guard running != translucent else { return .keep }
    translucent = running
    return .remake(
      log: running
        ? "feedback: a compositing manager started: the overlay is translucent now"
        : "feedback: the compositing manager stopped: the overlay is opaque and shaped now")
  }

  /// The screen or a CRTC changed; `monitors`: the screen's monitors now.
  /// When they differ (areas, refresh rates), the windows are made anew on them.
  public mutating func outputsChanged(_ monitors: [Monitor]) -> Answer {
    guard monitors != self.monitors else { return .keep }
    self.monitors = monitors
    return .remake(log: "feedback: the monitors changed: \(Self.describe(monitors))")
  }

  /// The line the overlay logs when it is made: what shows, where, of which kind.
  public func startLine(_ settings: FeedbackSettings) -> String {
    "feedback: touches \(settings.touches ? "on" : "off"), gestures \(settings.gestures ? "on" : "off"); "
      + "overlay on \(Self.describe(monitors)), "
      + (translucent ? "translucent (a compositing manager runs)" : "opaque and shaped (no compositing manager)")
  }

  /// "DUMMY0 (1920×1080 at 0,0, 60 Hz), HDMI-1 (…)".
  static func describe(_ monitors: [Monitor]) -> String {
    monitors.map { m in
      let a = m.area
      return "\(m.name) (\(Int(a.width))×\(Int(a.height)) at \(Int(a.x)),\(Int(a.y)), "
        + "\(decimal(m.refreshRate, places: 1)) Hz)"
    }.joined(separator: ", ")
  }
}
