import Foundation
import Testing
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Previews on the screen of real servers (docs/REFERENCE.md §10): a
/// one-finger pan with `preview: 40mm` on `window: maximize`, read back from
/// the root (XGetImage with its children) at a known progress; input through
/// it; and the commit rule's outcome on the window under openbox and xfwm4.
@Suite("Acceptance: previews on the screen")
struct PreviewPictureScenarioTests {
  /// A red maximize preview (a red rectangle: translucent under a compositing manager, opaque without).
  static let config = """
    settings:
      feedback: { color: '#ff0000', border: '#ff0000', delay: 150ms }
    gestures:
      maximize:
        type: pan
        on:
          ended: { window: maximize, preview: 40mm }

    """

  static let pxPerMM = ActionsDesktop.pxPerMM

  /// Puts slot 0 down at `from` (mm) and moves it by `dx` mm to the right in 0.5 mm steps
  /// 10 ms apart, as one script; the finger stays down.
  static func press(_ desktop: ActionsDesktop, at from: (x: Double, y: Double), dragBy dx: Double) throws(BedError) {
    let touch = desktop.touch
    try touch.script { () throws(BedError) in
      touch.down(slot: 0, x: from.x, y: from.y)
      try touch.frame()
      var moved = 0.0
      while moved < dx {
        moved = min(dx, moved + 0.5)
        touch.move(slot: 0, x: from.x + moved, y: from.y)
        try touch.frame()
        touch.pause(10)
      }
    }
  }

  /// Moves slot 0 back from `from` + `dx` mm to `from` in 0.5 mm steps 10 ms apart and lifts
  /// it, as one script.
  static func backOut(_ desktop: ActionsDesktop, to from: (x: Double, y: Double), from dx: Double) throws(BedError) {
    let touch = desktop.touch
    try touch.script { () throws(BedError) in
      for step in stride(from: dx, through: 0, by: -0.5) {
        touch.move(slot: 0, x: from.x + step, y: from.y)
        try touch.frame()
        touch.pause(10)
      }
      touch.up(slot: 0)
      try touch.frame()
    }
  }

  /// The screen once it is drawn: two reads 200 ms apart agree.
  static func settled(_ capture: ScreenCapture) -> ScreenPixels? {
    var last = capture.read(x: 0, y: 0, width: 1920, height: 1080)
    return poll(timeout: 10, interval: 200) { () -> ScreenPixels? in
      let now = capture.read(x: 0, y: 0, width: 1920, height: 1080)
      defer { last = now }
      return now != nil && now == last ? now : nil
    }
  }

  @Test(
    "a maximize preview held at half its travel covers the rectangle halfway between the window's frame and the work area, ±4 px, and nothing else of the screen changes (opaque, and composited under picom)",
    arguments: [false, true])
  func halfway(composited: Bool) throws {
    let desktop = try ActionsDesktop(config: Self.config, windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    var picom: Picom?
    defer { picom?.stop() }
    if composited {
      // picom paints the whole screen itself once it runs (the bare root reads black, picom's
      // grey): wait until it has, or "before" would be a screen picom has not drawn yet.
      let bare = capture.read(x: 0, y: 0, width: 1920, height: 1080)
      picom = try Picom(environment: desktop.environment, isRunning: { capture.compositorRunning })
      #expect(desktop.xgesture.waitForLine(containing: "feedback: a compositing manager started") != nil)
      let painted = poll(timeout: 20, interval: 100) { () -> Bool? in
        let now = capture.read(x: 0, y: 0, width: 1920, height: 1080)
        return now != nil && now != bare ? true : nil
      }
      #expect(painted == true, "picom never painted the screen")
    }
    // A white window that does not react to the touch's emulated pointer (no selection, no cursor).
    _ = try desktop.start(
      "xlogo", package: "x11-apps", ["-bg", "white", "-fg", "white", "-geometry", "600x400+400+300", "-name", "logo"])
    let logo = try #require(desktop.window(instance: "logo"))
    let frame = try #require(poll(timeout: 10) { desktop.frame(of: logo) })
    let before = try #require(Self.settled(capture))
    // Without a window manager the work area is the whole screen; halfway from the frame to it.
    let half = (
      x: frame.x / 2, y: frame.y / 2, width: (frame.width + 1920) / 2, height: (frame.height + 1080) / 2
    )
    let start = (x: ActionsDesktop.mm(frame.x + 300), y: ActionsDesktop.mm(frame.y + 200))
    try Self.press(desktop, at: start, dragBy: 20)
    let isRed = { (r: Int, g: Int, b: Int) in r >= 250 && g <= 5 && b <= 5 }
    // The preview once it shows the last move: two reads 200 ms apart agree.
    var last: ScreenPixels?
    let shown = poll(timeout: 10, interval: 200) { () -> ScreenPixels? in
      let now = capture.read(x: 0, y: 0, width: 1920, height: 1080)
      defer { last = now }
      guard let now, now == last, now.positions(where: isRed).count > 1000 else { return nil }
      return now
    }
    let during = try #require(shown, "no preview: \(desktop.xgesture.output)")
    let red = during.positions(where: isRed)
    let box = (
      left: red.map(\.x).min()!, top: red.map(\.y).min()!, right: red.map(\.x).max()! + 1,
      bottom: red.map(\.y).max()! + 1
    )
    #expect(abs(Double(box.left) - half.x) <= 4 && abs(Double(box.top) - half.y) <= 4, "\(box), halfway \(half)")
    #expect(
      abs(Double(box.right) - (half.x + half.width)) <= 4 && abs(Double(box.bottom) - (half.y + half.height)) <= 4,
      "\(box), halfway \(half)")
    // It covers the rectangle: inside it, opaque red without a compositing manager; under
    // picom the red blended with what was there (more red than before, as much green less).
    for (px, py) in [
      (Int(half.x) + 8, Int(half.y) + 8), (Int(half.x + half.width) - 8, Int(half.y + half.height) - 8),
      (Int(half.x + half.width / 2), Int(half.y + half.height / 2)),
    ] {
      let now = during.pixel(atX: px, y: py)
      let was = before.pixel(atX: px, y: py)
      if composited {
        #expect(now.red >= was.red && now.green < was.green - 40, "at \(px),\(py): \(now), before \(was)")
      } else {
        #expect(isRed(now.red, now.green, now.blue), "at \(px),\(py): \(now)")
      }
    }
    // Every changed pixel is the preview's: inside its rectangle (within 4 px).
    let changed = during.differences(from: before).filter { p in
      !(p.x >= box.left - 4 && p.x < box.right + 4 && p.y >= box.top - 4 && p.y < box.bottom + 4)
    }
    #expect(changed.isEmpty, "\(changed.count) pixels changed off the preview, e.g. \(changed.prefix(8))")
    // Back where it landed, and lifted: it backs out, and the screen is as it was.
    try Self.backOut(desktop, to: start, from: 20)
    #expect(desktop.xgesture.waitForLine(containing: "maximize: preview 0.00 → backed out") != nil)
    let after = poll(timeout: 10, interval: 50) {
      capture.read(x: 0, y: 0, width: 1920, height: 1080) == before ? true : nil
    }
    #expect(after == true, "the screen did not come back as it was")
  }

  @Test(
    "a keys: preview is a label beside the fingers with its label: text, filled from the left to p in colour"
  )
  func label() throws {
    let config = """
      settings:
        feedback: { color: '#ff0000', border: '#ffffff' }
      gestures:
        close:
          type: pan
          on:
            ended: { keys: ctrl+w, preview: 40mm, label: 'Close tab' }

      """
    let desktop = try ActionsDesktop(config: config, windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let start = (x: 80.0, y: 90.0)
    try Self.press(desktop, at: start, dragBy: 20)
    // "Close tab": 9 characters of 18 px text (0.6 em each, an em of padding), 32 px high, its
    // corner 28 px right of and above the fingers.
    let fingers = (x: (start.x + 20) * Self.pxPerMM, y: start.y * Self.pxPerMM)
    let box = (x: Int(fingers.x) + 28, y: Int(fingers.y) - 28 - 32, width: Int(9 * 18 * 0.6 + 18), height: 32)
    let row = box.y + 4  // above the text
    // At p = 0.5 the left half is the colour, the right half its track (opaque: half mixed with black).
    let filled = poll(timeout: 10, interval: 20) { () -> Bool? in
      guard let pixels = capture.read(x: box.x, y: row, width: box.width, height: 1) else { return nil }
      let left = pixels.pixel(atX: box.x + box.width / 4, y: row)
      let right = pixels.pixel(atX: box.x + box.width * 3 / 4, y: row)
      return left == (255, 0, 0) && abs(right.red - 128) <= 2 && right.green == 0 && right.blue == 0 ? true : nil
    }
    #expect(filled == true, "no label half filled at \(box): \(desktop.xgesture.output)")
    let text =
      capture.read(x: box.x, y: box.y, width: box.width, height: box.height)?
      .positions { $0 > 200 && $1 > 200 && $2 > 200 }.count ?? 0
    #expect(text > 50, "no text in the label: \(text) white pixels")
    try Self.backOut(desktop, to: start, from: 20)
    #expect(desktop.xgesture.waitForLine(containing: "close: preview 0.00 → backed out") != nil)
  }

  @Test(
    "input passes through a preview: an XTest click and another touchscreen's touch on it reach the windows under it"
  )
  func inputPassesThrough() throws {
    let second = TouchscreenDescription(name: "xgesture second touchscreen", eventNumber: 21)
    let desktop = try ActionsDesktop(
      config: Self.config, windowManager: false, devices: [TouchscreenDescription(), second])
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    // xev where the preview's left edge passes at half its travel (x ≈ 200 px), the
    // window the gesture is on beside it.
    let xev = try desktop.start("xev", package: "x11-utils", ["-geometry", "300x300+150+150"])
    #expect(xev.waitForLines { $0.contains { $0.hasPrefix("MapNotify") } ? true : nil } == true)
    _ = try desktop.start(
      "xlogo", package: "x11-apps", ["-bg", "white", "-fg", "white", "-geometry", "600x400+400+300", "-name", "logo"])
    let logo = try #require(desktop.window(instance: "logo"))
    #expect(poll(timeout: 10) { desktop.frame(of: logo) } != nil)
    let start = (x: ActionsDesktop.mm(700), y: ActionsDesktop.mm(500))
    try Self.press(desktop, at: start, dragBy: 20)
    // Inside the halfway rectangle, near its left edge (x 200, from y 165 down), over xev.
    let onPreview = (x: 203, y: 300)
    let red = poll(timeout: 10, interval: 20) { () -> Bool? in
      FeedbackScenarioTests.pixel(capture, at: (Double(onPreview.x), Double(onPreview.y))).map {
        FeedbackScenarioTests.isRed($0.red, $0.green, $0.blue)
      } == true ? true : nil
    }
    #expect(red == true, "no preview over xev: \(desktop.xgesture.output)")
    capture.click(atX: onPreview.x, y: onPreview.y, button: 3)
    let pressed = xev.waitForLines { $0.contains { $0.contains("button 3,") } ? true : nil }
    #expect(pressed == true, "xev saw no click through the preview: \(xev.lines.suffix(12))")
    // An application's full-screen window selecting touches, mapped now: the overlay goes back over it.
    let application = try XInputProbeWindow(displayName: desktop.touch.display, selection: .window)
    let covered = poll(timeout: 10, interval: 20) { () -> Bool? in
      FeedbackScenarioTests.pixel(capture, at: (Double(onPreview.x), Double(onPreview.y))).map {
        FeedbackScenarioTests.isRed($0.red, $0.green, $0.blue)
      } == true ? true : nil
    }
    #expect(covered == true, "the preview is not over the new window")
    application.clear()
    desktop.touch.down(
      slot: 0, x: ActionsDesktop.mm(Double(onPreview.x)), y: ActionsDesktop.mm(Double(onPreview.y)), device: second)
    try desktop.touch.frame()
    let began = application.wait(timeout: 10) { $0.contains { $0.type == "TouchBegin" } }
    #expect(began != nil, "the window under the preview got no touch: \(application.events)")
    desktop.touch.up(slot: 0, device: second)
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
  }

  @Test(
    "a maximize backed out short of half way leaves the window as it was; one past half way maximizes it",
    arguments: ActionsDesktop.WindowManager.allCases)
  func commitRule(manager: ActionsDesktop.WindowManager) throws {
    let desktop = try ActionsDesktop(config: Self.config, under: manager)
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+500+300"])
    let window = try #require(desktop.window(instance: "xterm"))
    #expect(desktop.waitUntilManaged(window))
    let maximized = { desktop.property("_NET_WM_STATE", of: window).contains("_NET_WM_STATE_MAXIMIZED_HORZ") }
    let placed = try #require(PreviewScenarioTests.frame(desktop, window))
    let start = (x: ActionsDesktop.mm(placed.x + 150), y: ActionsDesktop.mm(placed.y + 100))
    for (travel, commits) in [(12.0, false), (28.0, true)] {
      let touch = desktop.touch
      try touch.script { () throws(BedError) in
        try Self.press(desktop, at: start, dragBy: travel)
        touch.pause(300)  // held still: no fling at the lift
        touch.up(slot: 0)
        try touch.frame()
      }
      let outcome = commits ? "maximize: preview 0.70 → commits" : "maximize: preview 0.30 → backed out"
      #expect(desktop.xgesture.waitForLine(containing: outcome) != nil, "\(manager): \(desktop.xgesture.output)")
      if commits {
        #expect(poll(timeout: 10) { maximized() ? true : nil } == true, "\(manager): not maximized")
      } else {
        desktop.touch.pause(500)
        #expect(!maximized(), "\(manager): maximized after a back-out")
        let frame = PreviewScenarioTests.frame(desktop, window)
        #expect(frame.map { "\($0)" } == "\(placed)", "\(manager): the window moved: \(String(describing: frame))")
      }
      desktop.touch.pause(400)
    }
  }
}
