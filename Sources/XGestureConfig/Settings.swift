import XGestureEngine
public import XGestureFeedback

/// The `settings:` section (docs/CONFIG.md).
public struct Settings: Hashable, Sendable {
  /// `mode:` — observe (never interfere) or claim (take the touches of recognized gestures).
  public var mode: InputMode
  /// `devices:` — nil means `all`.
  public var devices: [DeviceSelector]?
  /// `volume:` — sound volume in percent, 0 to 100.
  public var volume: Double
  /// `sound-theme:` — the freedesktop sound theme bare sound names are looked up in.
  public var soundTheme: String
  /// `when-locked:` — pause (no action while the session is locked or the
  /// screen saver runs) or run (kiosks).
  public var whenLocked: WhenLocked
  /// `feedback:` — what the on-screen overlay shows; nil when the section is absent.
  public var feedback: FeedbackSettings?
  /// `touchegg-clients:` — serve Touchégg's daemon protocol to its clients
  /// (docs/REFERENCE.md §15); off by default.
  public var toucheggClients: Bool

  public init(
    mode: InputMode = .observe, devices: [DeviceSelector]? = nil, volume: Double = 100,
    soundTheme: String = "freedesktop", whenLocked: WhenLocked = .pause, feedback: FeedbackSettings? = nil,
    toucheggClients: Bool = false
  ) {
    self.mode = mode
    self.devices = devices
    self.volume = volume
    self.soundTheme = soundTheme
    self.whenLocked = whenLocked
    self.feedback = feedback
    self.toucheggClients = toucheggClients
  }

  public static let keys = ["mode", "devices", "volume", "sound-theme", "when-locked", "feedback", "touchegg-clients"]

  /// Whether xgesture uses the device with this XI id, name and kind: every
  /// one when `devices` is `all`, else those a selector names, numbers or
  /// classes (`touchscreens`, `touchpads`).
  public func acceptsDevice(id: Int, name: String, source: DeviceSource) -> Bool {
    devices?.contains { $0.matches(id: id, name: name, source: source) } ?? true
  }
}
