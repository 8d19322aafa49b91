import Testing
import XGestureBridge
import XGestureEngine
import XGestureScreen

/// A touchscreen's size when the device reports none (the libinput driver):
/// udev's database, then the monitor it is mapped to, then the screen's, then 96 dpi.
@Suite("Touchscreen sizes from the monitor's EDID")
struct MonitorSizeTests {
  let axisX = XInputDevice.Axis(
    number: 0, label: "Abs MT Position X", minimum: 0, maximum: 65535, resolution: 0)
  let axisY = XInputDevice.Axis(
    number: 1, label: "Abs MT Position Y", minimum: 0, maximum: 65535, resolution: 0)

  /// Two monitors side by side on a 3840 × 1080 root: a desk monitor on the left, a laptop panel on the right.
  let desk = Monitor(
    name: "HDMI-1", area: PixelRect(x: 0, y: 0, width: 1920, height: 1080), widthMM: 527,
    heightMM: 296)
  let panel = Monitor(
    name: "eDP-1", area: PixelRect(x: 1920, y: 0, width: 1920, height: 1080), widthMM: 294,
    heightMM: 165)

  /// A libinput touchscreen (0…65535, no resolution) mapped by its matrix to `half` of the root.
  func touchscreen(onRightHalf right: Bool) -> XInputDevice {
    var device = XInputDevice(
      id: 9, name: "panel", use: .slavePointer, attachment: 2, enabled: true, touchMode: .direct,
      maxTouches: 10, x: axisX, y: axisY)
    device.transformation = [0.5, 0, right ? 0.5 : 0, 0, 1, 0, 0, 0, 1]
    return device
  }

  func geometry(
    _ device: XInputDevice, outputs: [Monitor], screen: (Int, Int) = (1016, 286)
  ) throws -> TouchGeometry {
    try TouchGeometry(
      device: device, rootWidth: 3840, rootHeight: 1080, screenMillimetres: screen,
      outputs: outputs)
  }

  @Test("A touchscreen mapped to one of two monitors takes that monitor's millimetres")
  func mappedMonitor() throws {
    let right = try geometry(touchscreen(onRightHalf: true), outputs: [desk, panel])
    #expect(right.width == 294 && right.height == 165)
    #expect(right.sizeSource == "monitor's EDID, output eDP-1")
    let left = try geometry(touchscreen(onRightHalf: false), outputs: [desk, panel])
    #expect(left.width == 527 && left.height == 296)
    #expect(left.sizeSource == "monitor's EDID, output HDMI-1")
  }

  @Test("udev's size comes before the monitor's, the monitor's before the screen's, then 96 dpi")
  func fallbackOrder() throws {
    var recorded = touchscreen(onRightHalf: true)
    recorded.recordedSize = PhysicalSize(width: 300, height: 170, source: .udev)
    let fromUdev = try geometry(recorded, outputs: [desk, panel])
    #expect(fromUdev.width == 300 && fromUdev.sizeSource == "udev database")

    // A monitor that gives no millimetres (a virtual output's 0 × 0) is skipped.
    var blank = panel
    blank.widthMM = 0
    blank.heightMM = 0
    let fromScreen = try geometry(touchscreen(onRightHalf: true), outputs: [desk, blank])
    #expect(fromScreen.width == 1016 && fromScreen.sizeSource == "screen size")
    let from96 = try geometry(touchscreen(onRightHalf: true), outputs: [blank], screen: (0, 0))
    #expect(from96.width == 3840 * 25.4 / 96 && from96.sizeSource == "96 dpi")
  }

  @Test("A device with a resolution keeps its own size whatever the monitor says")
  func resolutionFirst() throws {
    var device = touchscreen(onRightHalf: true)
    device.x = XInputDevice.Axis(
      number: 0, label: "Abs MT Position X", minimum: 0, maximum: 29399, resolution: 100_000)
    device.y = XInputDevice.Axis(
      number: 1, label: "Abs MT Position Y", minimum: 0, maximum: 16499, resolution: 100_000)
    let g = try geometry(device, outputs: [desk, panel])
    #expect(g.sizeSource == "resolution")
    #expect(abs(g.width - 294) < 0.01 && abs(g.height - 165) < 0.01)
  }

  @Test(
    "The monitor is the only output, or the one output containing the mapped area; clones and gaps give none"
  )
  func choosingTheOutput() {
    let rightHalf = PixelRect(x: 1920, y: 0, width: 1920, height: 1080)
    #expect(Monitor.showing(rightHalf, among: [desk, panel]) == panel)
    // A matrix's scale rounds: a pixel out is still inside.
    let rounded = PixelRect(x: 1919.6, y: 0, width: 1920.6, height: 1080.4)
    #expect(Monitor.showing(rounded, among: [desk, panel]) == panel)
    // The whole root spans both monitors: neither contains it.
    let whole = PixelRect(x: 0, y: 0, width: 3840, height: 1080)
    #expect(Monitor.showing(whole, among: [desk, panel]) == nil)
    // One output is the monitor, whatever the mapping.
    #expect(Monitor.showing(whole, among: [panel]) == panel)
    #expect(Monitor.showing(whole, among: []) == nil)
    var clone = panel
    clone.name = "DP-2"
    #expect(Monitor.showing(rightHalf, among: [desk, panel, clone]) == nil)
  }

  @Test("--list-devices names the monitor as the source of the size")
  func listingNamesTheMonitor() {
    let screen = ScreenSize(
      width: 3840, height: 1080, widthMM: 1016, heightMM: 286, outputs: [desk, panel])
    let text = DeviceListing.text(devices: [touchscreen(onRightHalf: true)], screen: screen)
    #expect(
      text.contains("  size: 294 × 165 mm (from the monitor's EDID, output eDP-1)\n"), "\(text)")
    let none = ScreenSize(width: 3840, height: 1080, widthMM: 1016, heightMM: 286)
    let fallback = DeviceListing.text(devices: [touchscreen(onRightHalf: true)], screen: none)
    #expect(fallback.contains("size: not reported (xgesture uses the screen's 1016 × 286 mm)"))
  }
}

/// The bridge reads the monitors again when the screen changes.
@Suite("Monitor sizes in the bridge")
struct MonitorSizeBridgeTests {
  @Test(
    "When the screen changes, a touchscreen without a size of its own takes the new monitor's millimetres"
  )
  func screenChangeReadsTheMonitorsAgain() throws {
    var libinput = StandInServer.touchscreen()
    libinput.x = XInputDevice.Axis(
      number: 0, label: "Abs MT Position X", minimum: 0, maximum: 65535, resolution: 0)
    libinput.y = XInputDevice.Axis(
      number: 1, label: "Abs MT Position Y", minimum: 0, maximum: 65535, resolution: 0)
    let h = BridgeHarness(
      mode: .observe, rules: try BridgeHarness.rules([("tap", "tap", [:], [])]), devices: [libinput])
    // No monitor known at start: the screen's 508 × 286 mm.
    #expect(h.log.contains { $0.contains("508 × 286 mm (from its screen size)") }, "\(h.log)")
    h.server.outputs = [
      Monitor(
        name: "eDP-1", area: PixelRect(x: 0, y: 0, width: 1920, height: 1200), widthMM: 294,
        heightMM: 184)
    ]
    h.round(at: 1100, [.rootResized(width: 1920, height: 1200)])
    #expect(
      h.log.contains { $0.contains("294 × 184 mm (from its monitor's EDID, output eDP-1)") },
      "\(h.log)")
  }
}
