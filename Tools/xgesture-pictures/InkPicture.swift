import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// The README's picture of ink (docs/pictures/ink-circle.png): a finger
/// draws a `circle-cw` over xlogo's window with `ink: on` and `gestures: on`
/// in the default colours, under picom; at the lift, as soon as the shape's
/// name shows beside the path's end, the root is read back (XGetImage: the
/// composited screen, quicker than the name's 600 ms) and written at half
/// size with imagemagick's `convert`.
enum InkPicture {
  static let config = """
    settings:
      feedback: { ink: on, gestures: on }
    gestures:
      circle: { type: stroke, shape: circle-cw, on: { recognized: { keys: ctrl+n } } }

    """

  /// The circle on the touchscreen (294 × 165 mm on 1920 × 1080 px): centre and radius, mm.
  static let centre = (x: 115.0, y: 78.0)
  static let radius = 22.0

  /// The whole picture: the bed with openbox, a terminal and xlogo on a
  /// grey root, picom, the built xgesture with `config`; then `make`.
  static func run(output: String) throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let openbox = try Openbox(desktops: 4, environment: bed.environment)
    defer { openbox.stop() }
    let home = try TemporaryDirectory(prefix: "xgesture-pictures")
    mkdir(home.file("xgesture"), 0o755)
    try home.write(config, to: "xgesture/config.yaml")
    chmod(home.file("xgesture/config.yaml"), 0o644)
    var environment = bed.environment
    environment["XDG_CONFIG_HOME"] = home.path
    environment["HOME"] = home.path
    _ = try XClient.run(
      "xsetroot", package: "x11-xserver-utils", arguments: ["-solid", "#77767b"], environment: environment)
    let text = "printf '%s\\n' '$ xgesture --check' 'config.yaml: 1 gesture, 0 sounds — OK'; exec sleep 100000"
    let clients = [
      try XClient(
        "xterm", package: "xterm",
        arguments: ["-geometry", "60x14+120+90", "-title", "Terminal", "-e", "sh", "-c", text],
        environment: environment),
      try XClient(
        "xlogo", package: "x11-apps", arguments: ["-geometry", "560x400+480+280", "-render"], environment: environment),
    ]
    defer { for client in clients { _ = client.stop() } }
    let capture = try ScreenCapture(displayName: bed.display)
    let picom = try Picom(environment: environment, isRunning: { capture.compositorRunning })
    defer { picom.stop() }
    let xgesture = try XGestureProcess(["--verbose"], environment: environment)
    defer { xgesture.stop() }
    guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
      throw BedError.startFailed("xgesture", detail: xgesture.output)
    }
    bed.pause(1500)  // the windows drawn, picom settled
    try make(on: bed, environment: environment, output: output)
  }

  static func make(on bed: TouchBed, environment: [String: String], output: String) throws {
    let capture = try ScreenCapture(displayName: bed.display)
    let circle = StrokeDrawings.circle(centre: centre, radius: radius, steps: 72)
    try bed.draw(circle, interval: 10)
    // The name's box: 28 px right of and above the end (the top of the circle), 32 px high.
    let top = circle[circle.count - 1]
    let end = (x: Int(top.x * 1920 / 294), y: Int(top.y * 1080 / 165))
    // Its background is `color` (#3584e4) at 60 % over xlogo's white: blue, not white.
    let named = poll(timeout: 10, interval: 5) { () -> Bool? in
      let blue =
        capture.read(x: end.x + 30, y: end.y - 58, width: 100, height: 28)?
        .positions { red, _, blue in blue > 200 && blue > red + 40 }.count ?? 0
      return blue > 1000 ? true : nil
    }
    guard named == true, let screen = capture.read(x: 0, y: 0, width: 1920, height: 1080) else {
      throw BedError.timedOut("the shape's name beside the ink", seconds: 10)
    }
    try write(screen, to: "\(output)/ink-circle.png", environment: environment)
  }

  /// The pixels as raw RGB, turned into a PNG at half size by `convert`.
  static func write(_ screen: ScreenPixels, to file: String, environment: [String: String]) throws {
    var bytes = [UInt8]()
    bytes.reserveCapacity(screen.pixels.count * 3)
    for pixel in screen.pixels {
      bytes += [UInt8(pixel >> 16 & 0xff), UInt8(pixel >> 8 & 0xff), UInt8(pixel & 0xff)]
    }
    let folder = try TemporaryDirectory(prefix: "xgesture-ink-picture")
    let raw = folder.file("screen.rgb")
    try Data(bytes).write(to: URL(fileURLWithPath: raw))
    _ = try XClient.run(
      "convert", package: "imagemagick",
      arguments: [
        "-size", "\(screen.width)x\(screen.height)", "-depth", "8", "rgb:\(raw)", "-resize", "50%", file,
      ], environment: environment)
    print("wrote \(file)")
  }
}
