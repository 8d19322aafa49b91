/// One named gesture of the config: its recognizer and its rules.
public struct GestureDefinition: Sendable {
  /// The name rules and logs use.
  public var name: String
  public var recognizer: RecognizerSpec
  /// This gesture waits until each of these has failed, and fails if one begins or is recognized.
  public var requireFailureOf: [String]
  /// These may fire together with this one (symmetric).
  public var simultaneousWith: [String]
  /// Only touches from these devices; nil means every device.
  public var devices: [DeviceSelector]?
  /// Over which applications it takes part (`apps:`, `not-apps:`).
  public var apps: AppFilter
  /// The previews of its previewed `ended` actions (docs/REFERENCE.md §13);
  /// nil for none, which costs the engine nothing.
  public var preview: PreviewRule?

  public init(
    name: String, recognizer: RecognizerSpec, requireFailureOf: [String] = [], simultaneousWith: [String] = [],
    devices: [DeviceSelector]? = nil, apps: AppFilter = .any, preview: PreviewRule? = nil
  ) {
    self.apps = apps
    self.preview = preview
    self.name = name
    self.recognizer = recognizer
    self.requireFailureOf = requireFailureOf
    self.simultaneousWith = simultaneousWith
    self.devices = devices
  }
}

/// A device named in the config: by XI id, by name, or by class
/// (`touchscreens`, `touchpads`).
public enum DeviceSelector: Hashable, Sendable {
  case id(Int)
  case name(String)
  /// Every device of this kind.
  case every(DeviceSource)

  /// Whether the device with this XI id, name and kind is one named: the one
  /// match for `devices:` in gestures and in `settings`.
  public func matches(id: Int, name: String, source: DeviceSource) -> Bool {
    switch self {
    case .id(let wanted): id == wanted
    case .name(let wanted): name == wanted
    case .every(let kind): source == kind
    }
  }

  public func matches(_ device: DeviceGeometry) -> Bool {
    matches(id: device.id, name: device.name, source: device.source)
  }
}
