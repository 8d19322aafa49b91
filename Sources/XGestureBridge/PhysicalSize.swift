/// A device's physical size and where it was found.
public struct PhysicalSize: Sendable, Equatable {
  public enum Source: String, Sendable {
    /// The valuators' resolution.
    case resolution
    /// udev's database (`ID_INPUT_WIDTH_MM`), for a device reporting none.
    case udev = "udev database"
    /// The RandR output the device is mapped to (its monitor's EDID).
    case monitor = "monitor's EDID"
    /// The screen's (DisplayWidthMM).
    case screen = "screen size"
    /// Neither: 96 dpi on the root window.
    case dpi96 = "96 dpi"
  }

  public var width: Double
  public var height: Double
  public var source: Source

  public init(width: Double, height: Double, source: Source) {
    self.width = width
    self.height = height
    self.source = source
  }
}
