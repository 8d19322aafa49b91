import Foundation
import Testing
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Ink (docs/REFERENCE.md §10 and §16, docs/OVERLAY.md "Ink") read back
/// from the screen of a real server: a `circle-cw` drawn on the bed's
/// touchscreen leaves a red line along its path and nowhere else, with and
/// without a compositing manager; a click on the line reaches the xev
/// under it; at the lift the shape's name is written beside the path's
/// end, and the fade leaves the screen as it was; with `ink: off` the same
/// circle draws nothing along its path.
@Suite("Acceptance: ink")
struct InkScenarioTests {
  static func config(ink: Bool = true) -> String {
    """
    settings:
      feedback: { ink: \(ink ? "on" : "off"), gestures: on, color: '#ff0000', border: '#ffffff' }
    gestures:
      circle: { type: stroke, shape: circle-cw, on: { recognized: 'echo circle drawn' } }

    """
  }

  /// The circle's centre and radius on the touchscreen, mm (294 × 165 mm on 1920 × 1080 px).
  static let centre = (x: 120.0, y: 80.0)
  static let radius = 25.0
  static let steps = 60

  /// Step `i` of one clockwise turn from the top, mm.
  static let circle = StrokeDrawings.circle(centre: centre, radius: radius, steps: steps)
  static func mm(_ i: Int) -> (x: Double, y: Double) { circle[i] }

  /// The same in root px.
  static func px(_ i: Int) -> (x: Double, y: Double) {
    let p = mm(i)
    return (p.x * 1920 / 294, p.y * 1080 / 165)
  }

  /// The circle's surroundings on the screen: its box and 40 px more.
  static let region: (x: Int, y: Int, width: Int, height: Int) = {
    let left = Int((centre.x - radius) * 1920 / 294) - 40
    let top = Int((centre.y - radius) * 1080 / 165) - 40
    return (left, top, Int(2 * radius * 1920 / 294) + 80, Int(2 * radius * 1080 / 165) + 80)
  }()

  static func isRed(_ r: Int, _ g: Int, _ b: Int) -> Bool { r >= 250 && g <= 5 && b <= 5 }

  /// How far a pixel is from the drawn path (its straight segments between samples), px.
  static func distanceFromPath(_ p: (x: Int, y: Int)) -> Double {
    var best = Double.infinity
    for i in 0..<steps {
      let (a, b) = (px(i), px(i + 1))
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let t = max(0, min(1, ((Double(p.x) - a.x) * dx + (Double(p.y) - a.y) * dy) / (dx * dx + dy * dy)))
      best = min(best, hypot(Double(p.x) - (a.x + t * dx), Double(p.y) - (a.y + t * dy)))
    }
    return best
  }

  /// One finger draws the circle in 600 ms, one frame each 10 ms, and stays down at its end.
  static func draw(on bed: TouchBed) throws {
    try bed.draw(circle, interval: 10, lift: false)
  }

  /// The region once it is drawn: two reads 200 ms apart agree.
  static func settled(_ capture: ScreenCapture) throws -> ScreenPixels {
    var last = capture.read(x: region.x, y: region.y, width: region.width, height: region.height)
    let settled = poll(timeout: 10, interval: 200) { () -> ScreenPixels? in
      let now = capture.read(x: region.x, y: region.y, width: region.width, height: region.height)
      defer { last = now }
      return now != nil && now == last ? now : nil
    }
    return try #require(settled)
  }

  /// Draws the circle and checks its ink while the finger rests at its end:
  /// red within 4 px of every sample, no pixel changed farther than 8 px
  /// from the path; a click on the ink over `xev` reaches it.
  static func checkInk(
    _ desktop: ActionsDesktop, capture: ScreenCapture, xev: XClient, before: ScreenPixels, round: String
  ) throws {
    try draw(on: desktop.touch)
    /// The samples with no red within 4 px.
    func missing(_ pixels: ScreenPixels) -> [(x: Double, y: Double)] {
      let red = pixels.positions(where: isRed)
      return (0...steps).map(px).filter { s in !red.contains { hypot(Double($0.x) - s.x, Double($0.y) - s.y) < 4 } }
    }
    // Every sample's ink shows.
    var last: ScreenPixels?
    let drawn = poll(timeout: 10, interval: 20) { () -> ScreenPixels? in
      last = capture.read(x: region.x, y: region.y, width: region.width, height: region.height)
      return last.flatMap { missing($0).isEmpty ? $0 : nil }
    }
    let gaps = last.map(missing) ?? []
    let ink = try #require(
      drawn,
      "no ink within 4 px of \(gaps.count) of \(steps) samples, e.g. \(gaps.prefix(4)): \(desktop.xgesture.output)")
    let far = ink.differences(from: before).filter { distanceFromPath($0) > 8 }
    #expect(
      far.isEmpty,
      "\(round): \(far.count) pixels changed away from the path, e.g. \(far.prefix(3)) … \(far.suffix(3))")

    // A click on the ink where it crosses xev (the circle's leftmost point) reaches xev.
    let left = px(steps * 3 / 4)
    func presses(_ lines: [String]) -> Int { lines.filter { $0.contains("button 3,") }.count }
    let earlier = presses(xev.lines)
    capture.click(atX: Int(left.x.rounded()), y: Int(left.y.rounded()), button: 3)
    // Press and release.
    let pressed = xev.waitForLines { presses($0) >= earlier + 2 ? true : nil }
    #expect(pressed == true, "xev saw no click through the ink: \(xev.lines.suffix(12))")
  }

  /// Lifts the finger; the shape's name shows beside the end (white text
  /// on its label), then the overlay goes, 600 ms + the 200 ms fade after
  /// the decision, leaving the region as it was.
  static func checkName(
    _ desktop: ActionsDesktop, capture: ScreenCapture, lifts: XInputProbeWindow, overlay: XInputProbeWindow,
    before: ScreenPixels
  ) throws {
    lifts.clear()
    overlay.clear()
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
    // "circle-cw": 9 characters of 18 px text, 0.6 em each and an em of padding, 32 px high,
    // its corner 28 px right of and above the path's end.
    let end = px(steps)
    let box = (x: Int(end.x) + 28, y: Int(end.y) - 28 - 32, width: Int(9 * 18 * 0.6 + 18), height: 32)
    let named = poll(timeout: 10, interval: 10) { () -> Int? in
      let text =
        capture.read(x: box.x, y: box.y, width: box.width, height: box.height)?
        .positions { $0 > 200 && $1 > 200 && $2 > 200 }.count ?? 0
      return text > 40 ? text : nil
    }
    #expect(named != nil, "no name beside the end at \(box): \(desktop.xgesture.output)")
    #expect(desktop.xgesture.waitForLine(containing: "circle: possible → recognized") != nil)
    let lift = try #require(lifts.wait(timeout: 10) { $0.contains { $0.type == "RawTouchEnd" } }?.last)
    let gone = try #require(
      overlay.wait(timeout: 10) { $0.contains { $0.type == "OverlayGone" } }?.first { $0.type == "OverlayGone" })
    let shownFor = Double(gone.arrival - lift.arrival) / 1e6
    #expect(shownFor >= 600 && shownFor <= 1300, "the ink went \(shownFor) ms after the lift")
    // A compositing manager shows the window's going at its next paint.
    var after = capture.read(x: region.x, y: region.y, width: region.width, height: region.height)
    let cleared = poll(timeout: 10, interval: 20) { () -> Bool? in
      after = capture.read(x: region.x, y: region.y, width: region.width, height: region.height)
      return after == before ? true : nil
    }
    let left = after?.differences(from: before) ?? []
    #expect(cleared == true, "pixels left: \(left.count), e.g. \(left.prefix(5))")
  }

  @Test(
    "ink: on — a circle-cw is drawn under the finger and nowhere else, a click on it reaches the xev under it, its name shows at the lift and the fade leaves the screen as it was; opaque and under picom"
  )
  func inkReadBack() throws {
    let desktop = try ActionsDesktop(config: Self.config(), windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let lifts = try XInputProbeWindow(displayName: desktop.touch.display, selection: .rawRoot)
    let overlay = try XInputProbeWindow(displayName: desktop.touch.display, selection: .overlayDamage)
    // A white window under the whole region, which does not react to the touch's
    // emulated pointer (xlogo drawing white on white): under picom it shows the
    // same, where the root would not (picom paints its own background).
    let region = Self.region
    let logo = try desktop.start(
      "xlogo", package: "x11-apps",
      ["-bg", "white", "-fg", "white", "-geometry", "\(region.width)x\(region.height)+\(region.x)+\(region.y)"])
    defer { logo.stop() }
    // xev over the circle's left part; the finger's start and end (the top) over xlogo.
    let left = Self.px(Self.steps * 3 / 4)
    let xev = try desktop.start(
      "xev", package: "x11-utils", ["-geometry", "200x200+\(Int(left.x) - 60)+\(Int(left.y) - 100)"])
    #expect(xev.waitForLines { $0.contains { $0.hasPrefix("MapNotify") } ? true : nil } == true)
    var picom: Picom?
    defer { picom?.stop() }
    for round in ["opaque", "under picom"] {
      if round == "under picom" {
        picom = try Picom(environment: desktop.environment, isRunning: { capture.compositorRunning })
        #expect(desktop.xgesture.waitForLine(containing: "feedback: a compositing manager started") != nil)
      }
      let before = try Self.settled(capture)
      try Self.checkInk(desktop, capture: capture, xev: xev, before: before, round: round)
      try Self.checkName(desktop, capture: capture, lifts: lifts, overlay: overlay, before: before)
    }
  }

  @Test("ink: off — the same circle leaves nothing along its path; only the gesture's label shows at the end")
  func inkOff() throws {
    let desktop = try ActionsDesktop(config: Self.config(ink: false), windowManager: false)
    let capture = try ScreenCapture(displayName: desktop.touch.display)
    let overlay = try XInputProbeWindow(displayName: desktop.touch.display, selection: .overlayDamage)
    let before = try Self.settled(capture)
    try Self.draw(on: desktop.touch)
    desktop.touch.pause(300)
    #expect(capture.overlayWindows().isEmpty, "an overlay while the circle is drawn with ink off")
    desktop.touch.up(slot: 0)
    try desktop.touch.frame()
    #expect(desktop.xgesture.waitForLine(containing: "circle: possible → recognized") != nil)
    // The gesture's label ("circle → circle drawn") comes up beside the end; the path stays bare.
    #expect(overlay.wait(timeout: 10) { $0.contains { $0.type == "Damage" } } != nil)
    let region = Self.region
    let during = try #require(capture.read(x: region.x, y: region.y, width: region.width, height: region.height))
    let end = Self.px(Self.steps)
    let onPath = during.differences(from: before).filter { p in
      Self.distanceFromPath(p) <= 8 && !(Double(p.x) > end.x + 27 && Double(p.y) < end.y - 27)
    }
    #expect(onPath.isEmpty, "\(onPath.count) pixels changed along the path, e.g. \(onPath.prefix(6))")
  }
}
