import XGestureEngine
import XGestureScreen

/// The root window's size in pixels, the screen's physical size
/// (DisplayWidthMM; zero when the server does not know it) and the RandR
/// outputs showing it (none without RandR).
public struct ScreenSize: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var widthMM: Int
  public var heightMM: Int
  public var outputs: [Monitor]

  public init(
    width: Int, height: Int, widthMM: Int, heightMM: Int, outputs: [Monitor] = []
  ) {
    self.width = width
    self.height = height
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.outputs = outputs
  }
}

/// The touchscreens and touchpads the bridge uses, and the rules for choosing
/// them: a touchscreen is a direct-touch slave device, enabled, usable
/// (`TouchGeometry`); a touchpad a slave with a gesture class or dependent
/// touch, on an XI 2.4 server; both chosen by `settings.devices`
/// (`accepts`). Notes about devices are said once.
struct DeviceRoster {
  var screen: ScreenSize
  /// `settings.devices`: which devices to use (all by default).
  var accepts: (XInputDevice) -> Bool = { _ in true }
  private(set) var touchscreens: [Int: TouchGeometry] = [:]
  /// The touchpads in use (XI 2.4 gestures), as the engine sees them.
  private(set) var touchpads: [Int: DeviceGeometry] = [:]
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

  /// The touchscreens and the touchpads of a device listing to use, and the
  /// notes about the others (said once). Touchpads are used only when the
  /// server has XInput 2.4 (`gestures`).
  mutating func sort(_ devices: [XInputDevice], gestures: Bool) -> (
    wanted: [XInputDevice], touchpads: [XInputDevice], notes: [String]
  ) {
    var wanted: [XInputDevice] = []
    var pads: [XInputDevice] = []
    var notes: [String] = []
    // Master devices carry their slaves' classes; the slaves are the hardware.
    for device in devices where device.use != .masterPointer {
      if device.isTouchpad {
        if !gestures {
          if let line = note(
            "device \(device.id) '\(device.name)' is a touchpad: its gestures need XInput 2.4, which this X server does not have: not used"
          ) {
            notes.append(line)
          }
        } else if device.enabled, accepts(device) {
          pads.append(device)
        }
        continue
      }
      guard device.touchMode != nil else { continue }
      if wants(device) { wanted.append(device) }
    }
    return (wanted, pads, notes)
  }

  /// Starts using a touchpad, or takes its new geometry (the screen changed):
  /// nil when it is in use unchanged.
  mutating func useTouchpad(_ device: XInputDevice) -> (
    geometry: DeviceGeometry, replacing: DeviceGeometry?
  )? {
    let geometry = TouchpadSurface.geometry(id: device.id, name: device.name, screen: screen)
    let known = touchpads[device.id]
    if known == geometry { return nil }
    touchpads[device.id] = geometry
    return (geometry, known)
  }

  /// Stops using a touchpad; its geometry, or nil when it was not in use.
  mutating func removeTouchpad(_ id: Int) -> DeviceGeometry? { touchpads.removeValue(forKey: id) }

  /// Starts using `device`, or takes its new geometry.
  mutating func use(_ device: XInputDevice) -> Use {
    let geometry: TouchGeometry
    do {
      geometry = try TouchGeometry(
        device: device, rootWidth: screen.width, rootHeight: screen.height,
        screenMillimetres: (screen.widthMM, screen.heightMM), outputs: screen.outputs)
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
    if geometry.sizeSource == PhysicalSize.Source.screen.rawValue
      || geometry.sizeSource == PhysicalSize.Source.dpi96.rawValue
    {
      lines.append(
        "touchscreen \(device.id) '\(device.name)' reports no resolution: its size is the screen's (\(size))"
      )
    }
    if let why = geometry.mappingNote { lines.append(why) }
    return lines
  }
}

extension DeviceRoster {
  /// The line that says a touchpad is now in use.
  static func announcement(ofTouchpad device: XInputDevice, screen: ScreenSize) -> String {
    let fingers = device.gestureTouches.map { "up to \($0) fingers" } ?? "dependent touch"
    let unit = (VirtualContacts.millimetresPerUnit * 10000).rounded() / 10000
    let density =
      screen.widthMM > 0
      ? "the screen's \(screen.widthMM) × \(screen.heightMM) mm" : "96 dpi"
    return
      "touchpad \(device.id) '\(device.name)': swipes and pinches (XI 2.4, \(fingers)) as virtual fingers around the pointer, 1 unit = \(unit) mm, on \(screen.width)×\(screen.height) px at \(density)"
  }

  /// Who gets touchpad gestures, said once when touchpads are used.
  static func touchpadDelivery(claiming: Bool) -> String {
    claiming
      ? "touchpad gestures: claim mode takes the swipes and pinches a configured gesture could use, before any application; the others are replayed to the window under the pointer"
      : "touchpad gestures: the X server gives each to one client, the deepest window that selected it — over the windows of applications that handle touchpad gestures themselves (Firefox with XInput 2, Qt 6 applications) they go to the application, not to xgesture; claim mode (--mode claim) takes them first"
  }
}
