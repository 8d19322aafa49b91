import Testing
import XGestureBridge
import XGestureEngine

@Suite("Coordinate and time mapping")
struct MappingTests {
  let axisX = XInputDevice.Axis(
    number: 0, label: "Abs MT Position X", minimum: 0, maximum: 65535, resolution: 0)
  let axisY = XInputDevice.Axis(
    number: 1, label: "Abs MT Position Y", minimum: 0, maximum: 65535, resolution: 0)

  func device(x: XInputDevice.Axis, y: XInputDevice.Axis) -> XInputDevice {
    XInputDevice(
      id: 9, name: "panel", use: .slavePointer, attachment: 2, enabled: true, touchMode: .direct,
      maxTouches: 10,
      x: x, y: y)
  }

  @Test("Pixels are (v − min) · rootWidth / (max − min + 1), as the server computes them")
  func pixelsAsTheServer() throws {
    let g = try TouchGeometry(
      device: device(x: axisX, y: axisY), rootWidth: 1920, rootHeight: 1080,
      screenMillimetres: (508, 286))
    #expect(g.pixels(x: 32768, y: 32768) == .init(x: 960, y: 540))
    #expect(g.pixels(x: 0, y: 65535).y == 1080.0 * 65535 / 65536)
  }

  @Test("A device with no resolution takes the screen's physical size, else 96 dpi")
  func noResolutionUsesScreenSize() throws {
    let g = try TouchGeometry(
      device: device(x: axisX, y: axisY), rootWidth: 1920, rootHeight: 1080,
      screenMillimetres: (508, 286))
    #expect(g.width == 508 && g.height == 286 && g.sizeSource == "screen size")
    #expect(g.millimetres(x: 32768, y: 0).x == 254)
    let unknown = try TouchGeometry(
      device: device(x: axisX, y: axisY), rootWidth: 960, rootHeight: 480, screenMillimetres: (0, 0)
    )
    #expect(unknown.width == 254 && unknown.sizeSource == "96 dpi")
  }

  @Test(
    "The transformation matrix's scale and offset give the part of the screen the surface maps to")
  func mappingFromTheMatrix() throws {
    var right = device(x: axisX, y: axisY)
    right.transformation = [0.5, 0, 0.5, 0, 1, 0, 0, 0, 1]
    let g = try TouchGeometry(
      device: right, rootWidth: 3840, rootHeight: 1080, screenMillimetres: (1016, 286))
    #expect(g.mapping == PixelRect(x: 1920, y: 0, width: 1920, height: 1080))
    #expect(g.mappingNote == nil)
    #expect(!g.deviceGeometry.spansScreen)
    // Millimetres do not depend on the matrix.
    #expect(g.millimetres(x: 32768, y: 0).x == 508)
  }

  @Test("A matrix that rotates has no rectangle: the whole screen, with a note")
  func rotatedMatrix() throws {
    var turned = device(x: axisX, y: axisY)
    turned.transformation = [0, -1, 1, 1, 0, 0, 0, 0, 1]
    let g = try TouchGeometry(
      device: turned, rootWidth: 1920, rootHeight: 1080, screenMillimetres: (508, 286))
    #expect(g.deviceGeometry.spansScreen)
    #expect(g.mappingNote?.contains("rotates, shears or mirrors") == true)
  }

  @Test("Zero-sized axes and missing valuators make a device unusable, with a reason")
  func unusableDevices() {
    var flat = axisX
    flat.maximum = 0
    #expect(throws: TouchGeometry.Unusable.self) {
      try TouchGeometry(
        device: device(x: flat, y: axisY), rootWidth: 1920, rootHeight: 1080,
        screenMillimetres: (0, 0))
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

  @Test("A time on the bridge's clock maps back to the server's stamp by the offset in force")
  func serverTimeBack() {
    var clock = ServerClock()
    #expect(clock.serverTime(of: 10) == nil, "no event yet")
    _ = clock.time(server: 1000, arrival: 50)
    // Read late: mapped to 58, which is the server's 1008.
    let late = clock.time(server: 1008, arrival: 88)
    #expect(clock.serverTime(of: late) == 1008)
    // A quicker delivery moves the offset: later times map by the new one.
    let quick = clock.time(server: 1020, arrival: 69)
    #expect(clock.serverTime(of: quick) == 1020)
  }
}
