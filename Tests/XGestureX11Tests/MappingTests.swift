import Testing
import XGestureX11

@Suite("Coordinate and time mapping")
struct MappingTests {
  let axisX = XInputDevice.Axis(number: 0, label: "Abs MT Position X", minimum: 0, maximum: 65535, resolution: 0)
  let axisY = XInputDevice.Axis(number: 1, label: "Abs MT Position Y", minimum: 0, maximum: 65535, resolution: 0)

  func device(x: XInputDevice.Axis, y: XInputDevice.Axis) -> XInputDevice {
    XInputDevice(
      id: 9, name: "panel", use: .slavePointer, attachment: 2, enabled: true, touchMode: .direct, maxTouches: 10,
      x: x, y: y)
  }

  @Test("Pixels are (v − min) · rootWidth / (max − min + 1), as the server computes them")
  func pixelsAsTheServer() throws {
    let g = try TouchGeometry(device: device(x: axisX, y: axisY), rootWidth: 1920, rootHeight: 1080, screenMillimetres: (508, 286))
    #expect(g.pixels(x: 32768, y: 32768) == .init(x: 960, y: 540))
    #expect(g.pixels(x: 0, y: 65535).y == 1080.0 * 65535 / 65536)
  }

  @Test("A device with no resolution takes the screen's physical size, else 96 dpi")
  func noResolutionUsesScreenSize() throws {
    let g = try TouchGeometry(device: device(x: axisX, y: axisY), rootWidth: 1920, rootHeight: 1080, screenMillimetres: (508, 286))
    #expect(g.width == 508 && g.height == 286 && g.sizeSource == "screen size")
    #expect(g.millimetres(x: 32768, y: 0).x == 254)
    let unknown = try TouchGeometry(device: device(x: axisX, y: axisY), rootWidth: 960, rootHeight: 480, screenMillimetres: (0, 0))
    #expect(unknown.width == 254 && unknown.sizeSource == "96 dpi")
  }

  @Test("Zero-sized axes and missing valuators make a device unusable, with a reason")
  func unusableDevices() {
    var flat = axisX
    flat.maximum = 0
    #expect(throws: TouchGeometry.Unusable.self) {
      try TouchGeometry(device: device(x: flat, y: axisY), rootWidth: 1920, rootHeight: 1080, screenMillimetres: (0, 0))
    }
    var pad = device(x: axisX, y: axisY)
    pad.touchMode = .dependent
    #expect(throws: TouchGeometry.Unusable.self) {
      try TouchGeometry(device: pad, rootWidth: 1920, rootHeight: 1080, screenMillimetres: (0, 0))
    }
  }

  @Test("Server times keep their spacing when read late, never exceed arrival, and unwrap")
  func serverClock() {
    var clock = ServerClock()
    #expect(clock.time(server: 1000, arrival: 50) == 50)
    // Read 30 ms late in one batch: the spacing of the server's stamps is kept.
    #expect(clock.time(server: 1008, arrival: 88) == 58)
    #expect(clock.time(server: 1016, arrival: 88.5) == 66)
    // A quicker delivery lowers the offset.
    #expect(clock.time(server: 1020, arrival: 69) == 69)
    // Wrap-around of the 32-bit millisecond stamp.
    var wrap = ServerClock()
    _ = wrap.time(server: UInt32.max - 4, arrival: 10)
    #expect(wrap.time(server: 5, arrival: 20) == 20)
    // A stale estimate (more than a second behind) re-anchors.
    #expect(clock.time(server: 1030, arrival: 5000) == 5000)
  }
}
