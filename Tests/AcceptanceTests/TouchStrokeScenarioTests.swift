import Foundation
import Testing
import XGestureTestSupport
import XGestureX11Probe

/// Strokes drawn with a finger on the touch bed (docs/REFERENCE.md §16),
/// through the built binary, with the evdev and the libinput driver; in claim
/// mode with `hold:`; and a stroke bound to `keys:` typing into an xterm.
@Suite("Acceptance: strokes drawn on a touchscreen")
struct TouchStrokeScenarioTests {
  /// xgesture on a touch bed with `config`, whose commands append
  /// `$XGESTURE_GESTURE` to a file the test reads.
  final class Drawn {
    let bed: TouchBed
    let folder: TemporaryDirectory
    let xgesture: XGestureProcess
    let written: String

    init(driver: XorgConfiguration.InputDriver, config: (_ command: String) -> String) throws {
      bed = try TouchBed(screen: XorgConfiguration(touchscreenDriver: driver))
      folder = try TemporaryDirectory(prefix: "xgesture-strokes")
      written = folder.file("strokes.log")
      let path = try folder.write(config("'echo \"$XGESTURE_GESTURE\" >> \(written)'"), to: "config.yaml")
      let arguments = ["--config", path, "--verbose"]
      // libinput: the touchscreen's size is in the bed's udev database, seen inside its namespace.
      xgesture =
        driver == .libinput
        ? try XGestureProcess(
          command: try bed.commandInside(XGestureProcess.binaryPath(), arguments: arguments),
          environment: bed.environment)
        : try XGestureProcess(arguments, environment: bed.environment)
      guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
        throw BedError.startFailed("xgesture", detail: xgesture.output)
      }
    }

    deinit {
      xgesture.stop()
      bed.stop()
    }

    /// The gestures the commands wrote, once there are `count` (bounded wait).
    func written(count: Int) -> [String] {
      let read = { ((try? String(contentsOfFile: self.written, encoding: .utf8)) ?? "").split(separator: "\n") }
      return (poll(timeout: 10) { read().count >= count ? read() : nil } ?? read()).map(String.init)
    }
  }

  /// Points 2 mm apart along straight lines through `corners` (mm).
  static func polyline(_ corners: [(Double, Double)]) -> [(x: Double, y: Double)] {
    var points: [(x: Double, y: Double)] = []
    for (a, b) in zip(corners, corners.dropFirst()) {
      let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
      let steps = max(1, Int((length / 2).rounded(.up)))
      for k in 0..<steps {
        let t = Double(k) / Double(steps)
        points.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
      }
    }
    if let last = corners.last { points.append((last.0, last.1)) }
    return points
  }

  /// A `z` 40 mm wide and tall, its top left at (`x`, `y`) mm.
  static func zed(x: Double = 100, y: Double = 50) -> [(x: Double, y: Double)] {
    polyline([(x, y), (x + 40, y), (x, y + 40), (x + 40, y + 40)])
  }

  /// A clockwise circle (on the screen, y down) of 20 mm radius around (`x`, `y`), from its top.
  static func circleClockwise(x: Double = 150, y: Double = 80) -> [(x: Double, y: Double)] {
    (0...48).map { k in
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(k) / 48
      return (x + 20 * cos(angle), y + 20 * sin(angle))
    }
  }

  static let shapes = """
    gestures:
      undo: { type: stroke, shape: z, on: { recognized: COMMAND } }
      round: { type: stroke, shape: circle-cw, on: { recognized: COMMAND } }
    """

  @Test(
    "A z and a clockwise circle drawn with one finger run their commands; a tap and a straight swipe run none",
    arguments: [XorgConfiguration.InputDriver.evdev, .libinput])
  func shapes(_ driver: XorgConfiguration.InputDriver) throws {
    let drawn = try Drawn(driver: driver) { Self.shapes.replacingOccurrences(of: "COMMAND", with: $0) }
    try drawn.bed.tap(x: 100, y: 100)
    try drawn.bed.stroke(x: 60, y: 120, dx: 80, dy: 0, steps: 20)
    try drawn.bed.draw(Self.zed())
    #expect(drawn.written(count: 1) == ["undo"], "\(drawn.xgesture.output)")
    try drawn.bed.draw(Self.circleClockwise())
    #expect(drawn.written(count: 2) == ["undo", "round"], "\(drawn.xgesture.output)")
    // The tap and the swipe came first and failed as no shape.
    #expect(drawn.xgesture.lines.filter { $0.text.contains("failed (no shape") }.count == 4, "\(drawn.xgesture.output)")
  }

  @Test(
    "In claim mode a stroke with hold: lets a touch that moves at once reach the window under it before it lifts, and keeps a rested z from it"
  )
  func claimWithHold() throws {
    let drawn = try Drawn(driver: .evdev) { command in
      "settings: { mode: claim }\ngestures:\n  undo: { type: stroke, shape: z, hold: 300ms, on: { recognized: \(command) } }\n"
    }
    let window = try XInputProbeWindow(displayName: drawn.bed.display, selection: .window)
    defer { window.stop() }
    // Moving at once: no stroke; the window gets the touch while the finger is still down.
    try drawn.bed.stroke(x: 60, y: 120, dx: 60, dy: 0, steps: 10, lift: false)
    let reached = window.wait { $0.contains { $0.type == "TouchBegin" } }
    #expect(reached != nil, "the moving touch never reached the window\n\(drawn.xgesture.output)")
    #expect(!window.events.contains { $0.type == "TouchEnd" })
    drawn.bed.up(slot: 0)
    try drawn.bed.frame()
    _ = window.wait { $0.contains { $0.type == "TouchEnd" } }
    window.clear()
    // Resting first, then the z: recognized, and the window gets none of it.
    try drawn.bed.draw(Self.zed(), landed: 400)
    #expect(drawn.written(count: 1) == ["undo"], "\(drawn.xgesture.output)")
    drawn.bed.pause(100)
    #expect(window.events.isEmpty, "\(window.events)")
  }
}

/// A stroke bound to `keys:` types into the focused xterm (docs/REFERENCE.md §9, §16).
@Suite("Acceptance: a stroke typing into an xterm")
struct StrokeKeysScenarioTests {
  @Test("A z drawn over an xterm types its keys: into it, read back by the xterm's shell")
  func typesIntoXterm() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          type-ok:
            type: stroke
            shape: z
            on:
              recognized: { keys: [o, k, Return] }
        """, under: .openbox)
    _ = try desktop.start(
      "xterm", package: "xterm",
      [
        "-geometry", "60x20+100+200", "-name", "typed", "-e", "sh", "-c",
        "read line; printf %s \"$line\" > \"$HOME/typed.txt\"; exec sleep 600",
      ])
    let xterm = try #require(desktop.window(instance: "typed"))
    #expect(desktop.waitUntilManaged(xterm))
    let frame = try #require(desktop.frame(of: xterm))
    try ScreenCapture(displayName: desktop.touch.display).click(atX: Int(frame.x) + 60, y: Int(frame.y) + 40)
    #expect(desktop.waitForActiveWindow(xterm) == xterm)
    // The z inside the xterm's frame: 40 mm from 80 px inside its top left.
    let x = ActionsDesktop.mm(frame.x + 80)
    let y = ActionsDesktop.mm(frame.y + 60)
    try desktop.touch.draw(TouchStrokeScenarioTests.zed(x: x, y: y))
    let typed = poll(timeout: 10) { () -> String? in
      (try? String(contentsOfFile: desktop.home.file("typed.txt"), encoding: .utf8)).flatMap {
        $0.isEmpty ? nil : $0
      }
    }
    #expect(typed == "ok", "\(desktop.xgesture.output)")
  }
}
