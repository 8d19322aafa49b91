import XGestureEngine

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

  public init(
    mode: InputMode = .observe, devices: [DeviceSelector]? = nil, volume: Double = 100,
    soundTheme: String = "freedesktop"
  ) {
    self.mode = mode
    self.devices = devices
    self.volume = volume
    self.soundTheme = soundTheme
  }

  public static let keys = ["mode", "devices", "volume", "sound-theme"]

  /// Whether xgesture uses the device with this XI id, name and kind: every
  /// one when `devices` is `all`, else those a selector names, numbers or
  /// classes (`touchscreens`, `touchpads`).
  public func acceptsDevice(id: Int, name: String, source: DeviceSource) -> Bool {
    devices?.contains { $0.matches(id: id, name: name, source: source) } ?? true
  }
}
