import XGestureEngine

/// The root window's size in pixels and the screen's physical size
/// (DisplayWidthMM; zero when the server does not know it).
public struct ScreenSize: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var widthMM: Int
  public var heightMM: Int

  public init(width: Int, height: Int, widthMM: Int, heightMM: Int) {
    self.width = width
    self.height = height
    self.widthMM = widthMM
    self.heightMM = heightMM
  }
}

/// The touchscreens the bridge uses, and the rules for choosing them: a
/// direct-touch slave device, enabled, usable (`TouchGeometry`), and chosen by
/// `settings.devices` (`accepts`). Notes about devices are said once.
struct DeviceRoster {
  var screen: ScreenSize
  /// `settings.devices`: which touchscreens to use (all by default).
  var accepts: (XInputDevice) -> Bool = { _ in true }
  private(set) var touchscreens: [Int: TouchGeometry] = [:]
  private var reported: Set<String> = []

  init(screen: ScreenSize) { self.screen = screen }

  /// What taking a device into use did.
  enum Use {
    /// Already in use with this geometry.
    case unchanged
    /// Now in use; `replacing` is its old geometry when it changed.
    case added(TouchGeometry, replacing: TouchGeometry?)
    /// Not usable; the line says why (nil when it was said before).
    case unusable(String?)
  }

  /// Whether `device` is a touchscreen to use (not looking at its geometry).
  func wants(_ device: XInputDevice) -> Bool {
    device.isTouchscreen && device.enabled && accepts(device)
  }

  /// The touchscreens of a device listing to use, and the notes about the
  /// others (touchpads, said once).
  mutating func sort(_ devices: [XInputDevice]) -> (wanted: [XInputDevice], notes: [String]) {
    var wanted: [XInputDevice] = []
    var notes: [String] = []
    // Master devices carry their slaves' classes; the slaves are the hardware.
    for device in devices where device.touchMode != nil && device.use != .masterPointer {
      guard device.isTouchscreen else {
        if let line = note(
          "device \(device.id) '\(device.name)' is a touchpad (dependent touch): not used")
        {
          notes.append(line)
        }
        continue
      }
      if wants(device) { wanted.append(device) }
    }
    return (wanted, notes)
  }

  /// Starts using `device`, or takes its new geometry.
  mutating func use(_ device: XInputDevice) -> Use {
    let geometry: TouchGeometry
    do {
      geometry = try TouchGeometry(
        device: device, rootWidth: screen.width, rootHeight: screen.height,
        screenMillimetres: (screen.widthMM, screen.heightMM))
    } catch {
      return .unusable(note("\(error.description): not used"))
    }
    let known = touchscreens[device.id]
    if known == geometry { return .unchanged }
    touchscreens[device.id] = geometry
    return .added(geometry, replacing: known)
  }

  /// Stops using a device; its geometry, or nil when it was not in use.
  mutating func remove(_ id: Int) -> TouchGeometry? { touchscreens.removeValue(forKey: id) }

  /// `line` the first time it is noted, nil after that.
  mutating func note(_ line: String) -> String? { reported.insert(line).inserted ? line : nil }

  /// Whether `line` was noted.
  func hasNoted(_ line: String) -> Bool { reported.contains(line) }

  /// Forgets the notes (new rules: every device is looked at again).
  mutating func forgetNotes() { reported.removeAll() }

  /// The lines that say a touchscreen is now in use.
  static func announcement(of geometry: TouchGeometry, device: XInputDevice, screen: ScreenSize)
    -> [String]
  {
    let size = "\(Int(geometry.width.rounded())) × \(Int(geometry.height.rounded())) mm"
    var line =
      "touchscreen \(device.id) '\(device.name)': \(size) (from its \(geometry.sizeSource))"
    line += ", \(device.maxTouches) touches, on \(screen.width)×\(screen.height) px"
    if !geometry.deviceGeometry.spansScreen {
      let m = geometry.mapping
      line += ", mapped to \(Int(m.width.rounded()))×\(Int(m.height.rounded())) px"
      line += " at \(Int(m.x.rounded())),\(Int(m.y.rounded()))"
    }
    var lines = [line]
    if geometry.sizeSource != "resolution" {
      lines.append(
        "touchscreen \(device.id) '\(device.name)' reports no resolution: its size is the screen's (\(size))"
      )
    }
    if let why = geometry.mappingNote { lines.append(why) }
    return lines
  }
}
