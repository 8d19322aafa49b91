/// The properties of `org.xgesture.Xgesture1` (docs/REFERENCE.md §15),
/// read-only: `Version`, `Mode` (the mode in effect: `claim` or `observe`),
/// `ConfigPath` (the config in force, or `built-in default config`), `Paused` (by the
/// `Pause` method), `Locked` (the session locked or the screen blanked,
/// docs/LOCK.md). A change is announced with `PropertiesChanged` (`changes`).
public struct BusProperties: Hashable, Sendable {
  public var version: String
  public var mode: String
  public var configPath: String
  public var paused: Bool
  public var locked: Bool

  public init(version: String, mode: String, configPath: String, paused: Bool, locked: Bool) {
    self.version = version
    self.mode = mode
    self.configPath = configPath
    self.paused = paused
    self.locked = locked
  }

  /// The properties' names, in the interface's order.
  public static let names = ["Version", "Mode", "ConfigPath", "Paused", "Locked"]

  /// The value of the property `name`; nil for a name it does not have.
  public func value(of name: String) -> BusValue? {
    switch name {
    case "Version": .string(version)
    case "Mode": .string(mode)
    case "ConfigPath": .string(configPath)
    case "Paused": .bool(paused)
    case "Locked": .bool(locked)
    default: nil
    }
  }

  /// The names of the properties whose value differs from `old`'s, in the interface's order.
  public func changes(from old: BusProperties) -> [String] {
    Self.names.filter { value(of: $0) != old.value(of: $0) }
  }
}
