import Foundation
import Testing
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// The on-screen feedback (docs/REFERENCE.md §10, docs/OVERLAY.md) read back
/// from the screen of a real server: the dot under a finger, its end, input
/// passing through, no window without feedback, and the overlay with and
/// without a compositing manager.
@Suite("Acceptance: feedback overlay")
struct FeedbackScenarioTests {
  /// A red dot (fill and border) for each finger, a tap to bind something.
  static func config(opacity: String = "60%", extra: String = "") -> String {
    """
    settings:
      feedback: { touches: on, color: '#ff0000', border: '#ff0000', opacity: \(opacity)\(extra) }
    gestures:
      tap: { type: tap }

    """
  }

  /// The bed's root px of a touchscreen position in mm (294 × 165 mm on 1920 × 1080 px).
  static func px(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (x * 1920 / 294, y * 1080 / 165)
  }

  static func isRed(_ r: Int, _ g: Int, _ b: Int) -> Bool { r >= 250 && g <= 5 && b <= 5 }

  /// A finger's dot: 8 mm across, about 26 px of radius, with its 2 px border.
  static let dotRadius = 4 * (1920.0 / 294 + 1080.0 / 165) / 2 + 2

  @Test(
    "touches: on — a held finger has a dot under it, within 2 px of its place, and 300 ms after the lift nothing of it is left"
  )
  func dotUnderAFinger() throws {
    let desktop = try ActionsDesktop(config: Self.config(), windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let lifts = try XInputProbeWindow(displayName: desktop.touch.display, selection: .rawRoot)
    let overlay = try XInputProbeWindow(
      displayName: desktop.touch.display, selection: .overlayDamage)
    let centre = Self.px(100, 60)
    let region = (x: Int(centre.x) - 100, y: Int(centre.y) - 100, width: 200, height: 200)
    let before = try #require(
      capture.read(x: region.x, y: region.y, width: region.width, height: region.height))

    desktop.touch.down(slot: 0, x: 100, y: 60)
    try desktop.touch.frame()
    let shown = poll(timeout: 10, interval: 20) { () -> (x: Double, y: Double)? in
      capture.read(x: region.x, y: region.y, width: region.width, height: region.height)?
        .centroid(where: Self.isRed)
    }
    let dot = try #require(shown, "no red dot under the finger: \(desktop.xgesture.output)")
    #expect(
      abs(dot.x - centre.x) <= 2 && abs(dot.y - centre.y) <= 2, "dot at \(dot), finger at \(centre)"
    )

    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
    let end = try #require(
      lifts.wait(timeout: 10) { $0.contains { $0.type == "RawTouchEnd" } }?.last)
    let gone = try #require(
      overlay.wait(timeout: 10) { $0.contains { $0.type == "OverlayGone" } }?.first {
        $0.type == "OverlayGone"
      })
    let afterLift = Double(gone.arrival - end.arrival) / 1e6
    #expect(afterLift <= 300, "the overlay went \(afterLift) ms after the lift")
    let after = try #require(
      capture.read(x: region.x, y: region.y, width: region.width, height: region.height))
    #expect(
      after.differences(from: before).isEmpty,
      "pixels left: \(after.differences(from: before).prefix(5))")
  }

  @Test(
    "input passes through the overlay: a click on a dot reaches the xev under it, and a touch on a dot the window under it"
  )
  func inputPassesThrough() throws {
    let desktop = try ActionsDesktop(config: Self.config(), windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let overlay = try XInputProbeWindow(
      displayName: desktop.touch.display, selection: .overlayDamage)
    let xev = try desktop.start("xev", package: "x11-utils", ["-geometry", "400x300+100+100"])
    #expect(xev.waitForLines { $0.contains { $0.hasPrefix("MapNotify") } ? true : nil } == true)

    // A finger held just right of xev (its pointer emulation goes to the root, not
    // to xev): its dot, part of the overlay's shape, covers xev's right edge.
    let finger = (x: 520.0, y: 250.0)
    desktop.touch.down(slot: 0, x: finger.x * 294 / 1920, y: finger.y * 165 / 1080)
    try desktop.touch.frame()
    let onDot = (x: 495, y: 250)
    let red = poll(timeout: 10, interval: 20) { () -> Bool? in
      Self.pixel(capture, at: (Double(onDot.x), Double(onDot.y))).map {
        Self.isRed($0.red, $0.green, $0.blue)
      } == true
        ? true : nil
    }
    #expect(red == true, "no dot over xev's edge: \(desktop.xgesture.output)")
    capture.click(atX: onDot.x, y: onDot.y, button: 3)
    let pressed = xev.waitForLines { $0.contains { $0.contains("button 3,") } ? true : nil }
    #expect(pressed == true, "xev saw no click through the dot: \(xev.lines.suffix(12))")
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
    #expect(overlay.wait(timeout: 10) { $0.contains { $0.type == "OverlayGone" } } != nil)

    // An application's full-screen window selecting touches; a new overlay above it.
    let application = try XInputProbeWindow(displayName: desktop.touch.display, selection: .window)
    overlay.clear()
    desktop.touch.down(slot: 0, x: 150, y: 100)
    try desktop.touch.frame()
    #expect(overlay.wait(timeout: 10) { $0.contains { $0.type == "Damage" } } != nil)
    let newOverlay = try #require(capture.overlayWindows().first)
    #expect(capture.rootChildren().last == newOverlay, "the overlay is the topmost window")
    // A second finger lands on the first one's dot, 2 mm beside it.
    let second = Self.px(152, 100)
    #expect(Self.pixel(capture, at: second).map { Self.isRed($0.red, $0.green, $0.blue) } == true)
    application.clear()
    desktop.touch.down(slot: 1, x: 152, y: 100)
    try desktop.touch.frame()
    let began = application.wait(timeout: 10) { $0.contains { $0.type == "TouchBegin" } }
    #expect(began != nil, "the window under the dot got no touch: \(application.events)")
    desktop.touch.up(slot: 0)
    desktop.touch.up(slot: 1)
    try desktop.touch.frame()
  }

  @Test(
    "with the overlay up, the application window under a new touch is the xterm under it, not the overlay, shaped or translucent"
  )
  func applicationWindowUnderTheOverlay() throws {
    let config = """
      settings:
        feedback: { touches: on }
      gestures:
        tap: { type: tap, on: { recognized: 'echo "tap over [$XGESTURE_APP]"' } }

      """
    let desktop = try ActionsDesktop(config: config, windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let touches = try XInputProbeWindow(displayName: desktop.touch.display, selection: .rawRoot)
    let overlay = try XInputProbeWindow(
      displayName: desktop.touch.display, selection: .overlayDamage)
    _ = try desktop.start(
      "xterm", package: "xterm", ["-geometry", "80x24+400+250", "-name", "under"])
    let xterm = try #require(desktop.window(instance: "under"))
    let viewable = poll(timeout: 10) { () -> Bool? in
      let state = try? XClient.run(
        "xwininfo", package: "x11-utils", arguments: ["-id", xterm],
        environment: desktop.environment)
      return state?.contains("IsViewable") == true ? true : nil
    }
    #expect(viewable == true)
    var picom: Picom?
    defer { picom?.stop() }
    for round in 1...2 {
      if round == 2 {
        picom = try Picom(
          environment: desktop.environment, isRunning: { capture.compositorRunning })
        #expect(
          desktop.xgesture.waitForLine(containing: "feedback: a compositing manager started") != nil
        )
      }
      touches.clear()
      overlay.clear()
      // A tap beside the xterm puts the overlay up; a tap on the xterm comes while its dot fades.
      try desktop.touch.tap(x: 250, y: 140, hold: 20)
      #expect(overlay.wait(timeout: 10) { $0.contains { $0.type == "Damage" } } != nil)
      try desktop.touch.tap(x: 100, y: 60, hold: 20)
      let taps = desktop.xgesture.waitForLines { lines -> [String]? in
        let found = lines.map(\.text).filter { $0.contains("tap: tap over [") }
        return found.count >= 2 * round ? found : nil
      }
      let begins = touches.events.filter { $0.type == "RawTouchBegin" }
      let gone = overlay.wait(timeout: 10) { $0.contains { $0.type == "OverlayGone" } }?.first {
        $0.type == "OverlayGone"
      }
      let secondBegin = try #require(begins.count >= 2 ? begins[1] : nil)
      #expect(
        try #require(gone).arrival > secondBegin.arrival,
        "the overlay was gone before the second touch")
      // Each tap's command is a process of its own: their lines may come in either order.
      #expect(
        taps.map { Set($0.suffix(2)) } == ["xgesture: tap: tap over []", "xgesture: tap: tap over [XTerm]"],
        "round \(round): \(String(describing: taps))")
    }
    #expect(
      capture.compositorRunning && !desktop.xgesture.output.contains("compositing manager stopped"))
  }

  @Test("without feedback xgesture makes no window, and with it the overlay is xgesture's")
  func noWindowWithoutFeedback() throws {
    let bed = try TouchBed()
    let capture = try ScreenCapture(displayName: bed.display)
    let home = try TemporaryDirectory(prefix: "xgesture-nofeedback")
    mkdir(home.file("xgesture"), 0o755)
    try home.write("gestures:\n  tap: { type: tap }\n", to: "xgesture/config.yaml")
    chmod(home.file("xgesture/config.yaml"), 0o644)
    let before = Set(capture.rootChildren())
    let environment = bed.environment.merging(["XDG_CONFIG_HOME": home.path, "HOME": home.path]) {
      $1
    }
    let plain = try XGestureProcess(["--verbose"], environment: environment)
    #expect(plain.waitForLine(containing: "listening on", timeout: 20) != nil)
    for _ in 0..<3 {
      bed.down(slot: 0, x: 100, y: 60)
      try bed.frame()
      bed.up(slot: 0)
      try bed.frame()
    }
    #expect(plain.waitForLine(containing: "tap: possible → recognized") != nil)
    #expect(Set(capture.rootChildren()) == before, "xgesture made a window without feedback")
    #expect(!plain.output.contains("feedback:"))
    plain.stop()

    // The same run with --show-touches: a window of xgesture's comes and goes.
    let showing = try XGestureProcess(["--verbose", "--show-touches"], environment: environment)
    #expect(showing.waitForLine(containing: "listening on", timeout: 20) != nil)
    #expect(showing.waitForLine(containing: "feedback: touches on, gestures off") != nil)
    bed.down(slot: 0, x: 100, y: 60)
    try bed.frame()
    let windows = poll(timeout: 10) { () -> [UInt]? in
      let found = capture.overlayWindows()
      return found.isEmpty ? nil : found
    }
    #expect(windows?.count == 1, "\(showing.output)")
    bed.up(slot: 0)
    try bed.frame()
    #expect(poll(timeout: 10) { capture.overlayWindows().isEmpty ? true : nil } == true)
    showing.stop()
  }

  /// The pixel at the centre of the dot's place.
  static func pixel(_ capture: ScreenCapture, at centre: (x: Double, y: Double)) -> (
    red: Int, green: Int, blue: Int
  )? {
    capture.read(x: Int(centre.x), y: Int(centre.y), width: 1, height: 1).map {
      $0.pixel(atX: Int(centre.x), y: Int(centre.y))
    }
  }

  /// Puts a finger down at (100, 60) mm and waits until the pixel at its centre passes `test`; lifts it after `body`.
  static func withFinger(
    _ desktop: ActionsDesktop, capture: ScreenCapture, centre: (x: Double, y: Double),
    until test: @escaping ((red: Int, green: Int, blue: Int)) -> Bool,
    then body: ((red: Int, green: Int, blue: Int)?) throws -> Void
  ) throws {
    desktop.touch.down(slot: 0, x: 100, y: 60)
    try desktop.touch.frame()
    let seen = poll(timeout: 10, interval: 20) { () -> (red: Int, green: Int, blue: Int)? in
      pixel(capture, at: centre).flatMap { test($0) ? $0 : nil }
    }
    try body(seen)
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
    _ = poll(timeout: 10, interval: 20) { capture.overlayWindows().isEmpty ? true : nil }
  }

  @Test(
    "without a compositing manager the dot is its colour, opaque, and nothing else of the screen changes; with one, started and stopped while xgesture runs, it blends with what is under it"
  )
  func compositing() throws {
    let desktop = try ActionsDesktop(config: Self.config(opacity: "50%"), windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let centre = Self.px(100, 60)
    // A white window under the dot that does not react to the touch's emulated
    // pointer (an xterm redraws its cursor): xlogo drawing white on white. Under
    // picom it shows the same (the root would not: picom paints its own background).
    let logo = try desktop.start(
      "xlogo", package: "x11-apps",
      ["-bg", "white", "-fg", "white", "-geometry", "600x400+350+200"])
    defer { logo.stop() }
    // The screen once it is drawn: two reads 200 ms apart agree.
    var last = capture.read(x: 0, y: 0, width: 1920, height: 1080)
    let settled = poll(timeout: 10, interval: 200) { () -> ScreenPixels? in
      let now = capture.read(x: 0, y: 0, width: 1920, height: 1080)
      defer { last = now }
      return now != nil && now == last ? now : nil
    }
    let before = try #require(settled)
    try Self.withFinger(
      desktop, capture: capture, centre: centre, until: { $0 == (255, 0, 0) },
      then: { seen in
        #expect(seen != nil, "no opaque red at the finger: \(desktop.xgesture.output)")
        let during = try #require(capture.read(x: 0, y: 0, width: 1920, height: 1080))
        let changed = during.differences(from: before)
        #expect(!changed.isEmpty)
        let outside = changed.filter {
          hypot(Double($0.x) - centre.x, Double($0.y) - centre.y) > Self.dotRadius + 1
        }
        #expect(
          outside.isEmpty,
          "\(outside.count) pixels changed away from the dot, e.g. \(outside.prefix(8))")
      })

    let picom = try Picom(
      environment: desktop.environment, isRunning: { capture.compositorRunning })
    #expect(
      desktop.xgesture.waitForLine(containing: "feedback: a compositing manager started") != nil)
    // 50 % red over white.
    try Self.withFinger(
      desktop, capture: capture, centre: centre,
      until: { $0.red >= 252 && abs($0.green - 128) <= 3 && abs($0.blue - 128) <= 3 },
      then: { seen in
        #expect(
          seen != nil,
          "no blend of red and white at the finger under picom, but \(String(describing: Self.pixel(capture, at: centre))): \(desktop.xgesture.output)"
        )
      })
    picom.stop()
    #expect(
      desktop.xgesture.waitForLine(containing: "feedback: the compositing manager stopped") != nil)
    try Self.withFinger(
      desktop, capture: capture, centre: centre, until: { $0 == (255, 0, 0) },
      then: { seen in
        #expect(seen != nil, "no opaque red after picom stopped: \(desktop.xgesture.output)")
      })
  }

  @Test(
    "the overlay follows the screen: a new mode of the monitor gives it the monitor's new area and refresh rate"
  )
  func followsTheScreen() throws {
    let desktop = try ActionsDesktop(config: Self.config(), windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    #expect(
      desktop.xgesture.waitForLine(containing: "overlay on DUMMY0 (1920×1080 at 0,0, 60 Hz)") != nil
    )
    // 1280 × 720 at 50 Hz: 74.25 MHz / (1980 × 750).
    for arguments in [
      [
        "--newmode", "1280x720_50", "74.25", "1280", "1720", "1760", "1980", "720", "725", "730",
        "750", "+hsync", "+vsync",
      ],
      ["--addmode", "DUMMY0", "1280x720_50"], ["--output", "DUMMY0", "--mode", "1280x720_50"],
    ] {
      _ = try XClient.run(
        "xrandr", package: "x11-xserver-utils", arguments: arguments,
        environment: desktop.environment)
    }
    #expect(
      desktop.xgesture.waitForLine(
        containing: "feedback: the monitors changed: DUMMY0 (1280×720 at 0,0, 50 Hz)") != nil,
      "\(desktop.xgesture.output)")
    desktop.touch.down(slot: 0, x: 100, y: 60)
    try desktop.touch.frame()
    let window = poll(timeout: 10) { () -> UInt? in capture.overlayWindows().first }
    let id = try #require(window)
    let info = try XClient.run(
      "xwininfo", package: "x11-utils", arguments: ["-id", String(id)],
      environment: desktop.environment)
    #expect(info.contains("Width: 1280") && info.contains("Height: 720"), "\(info)")
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
  }

  @Test(
    "gestures: on — a tap that ran its action shows a label with its text above and to the right of it, gone after 600 ms"
  )
  func gestureLabel() throws {
    let config = """
      settings:
        feedback: { gestures: on, color: '#ff0000', border: '#ffffff' }
      gestures:
        tap: { type: tap, on: { recognized: { keys: ctrl+w } } }

      """
    let desktop = try ActionsDesktop(config: config, windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let overlay = try XInputProbeWindow(
      displayName: desktop.touch.display, selection: .overlayDamage)
    let tap = Self.px(100, 60)
    // "tap → ctrl+w": 12 characters of 18 px text, 0.6 em each and an em of padding, 32 px high,
    // its corner 28 px right of and above the tap.
    let box = (
      x: Int(tap.x) + 28, y: Int(tap.y) - 28 - 32, width: Int(12 * 18 * 0.6 + 18), height: 32
    )
    // The label is up from the tap's recognition, after its lift: never before this plus the 20 ms hold.
    let pressed = MonotonicClock.nanoseconds()
    try desktop.touch.tap(x: 100, y: 60, hold: 20)
    let shown = poll(timeout: 10, interval: 20) { () -> ScreenPixels? in
      guard let pixels = capture.read(x: box.x, y: box.y, width: box.width, height: box.height),
        pixels.positions(where: Self.isRed).count > box.width * box.height / 2
      else { return nil }
      return pixels
    }
    let label = try #require(shown, "no label at \(box): \(desktop.xgesture.output)")
    let text = label.positions { $0 > 200 && $1 > 200 && $2 > 200 }
    #expect(text.count > 50, "no text in the label: \(text.count) white pixels")
    let gone = overlay.wait(timeout: 10) { $0.contains { $0.type == "OverlayGone" } }
    let last = try #require(gone?.first { $0.type == "OverlayGone" })
    // Measured from before the press, not from the first damage the probe saw: a probe slow to
    // see the overlay mapped watches its damage only from a later repaint. Gone 600 ms after
    // the recognition, so at least 620 ms after the press; the upper limit only tells "it goes"
    // from "it lingers" (a loaded machine delays the probe's reading, never the reverse).
    let goneAfter = Double(last.arrival - pressed) / 1e6
    #expect(goneAfter >= 620 && goneAfter <= 2000, "the label went \(goneAfter) ms after the press")
  }
}
