import Foundation
import Testing
import XGestureTestSupport

/// The seed tutorial on a real desktop: real Xorg, real PulseAudio, the built
/// binary with the built-in default config (config/config.yaml), whose
/// commands `echo` into xgesture's log — so the log is the record of what ran
/// and with which values.
@Suite("Acceptance: the seed's gestures on a desktop")
struct SeedScenarioTests {
  /// 294 × 165 mm on 1920 × 1080 px.
  static let pxPerMM = 1920.0 / 294

  @Test("A tap plays chomp, once the double tap it might start has failed")
  func tapPlaysChomp() throws {
    let desktop = try Desktop()
    let before = MonotonicTime.now()
    try desktop.touch.tap(x: 100, y: 80, hold: 50)
    let action = desktop.lines(containing: "action: tap recognized: sound: chomp")
    #expect(action.count == 1, "\(desktop.xgesture.output)")
    let onset = try desktop.recording.waitForOnset(after: before, timeout: 3)
    // The tap waits for the double tap to fail: the interval (300 ms) after the lift.
    #expect(onset.time.milliseconds(since: before) > 250)
    #expect(onset.time.milliseconds(since: before) < 1500)
  }

  @Test("A slow drag plays no chomp, and the pan ends with its fling point at the lift point")
  func slowDragIsAPanWithoutChomp() throws {
    let desktop = try Desktop()
    let before = MonotonicTime.now()
    // 30 mm in 1.2 s, then still for 150 ms before the lift.
    try desktop.touch.stroke(x: 50, y: 80, dx: 30, dy: 0, steps: 30, interval: 40, rest: 150)
    let flung = try #require(desktop.lines(containing: "pan: pan: flung to").first, "\(desktop.xgesture.output)")
    let point = try #require(Self.numbers(after: "flung to ", in: flung))
    #expect(abs(point.0 - 80 * Self.pxPerMM) < 10, "\(flung)")
    #expect(abs(point.1 - 80 * 1080 / 165) < 10, "\(flung)")
    // Nothing taps: not the action, not the sound.
    try desktop.recording.waitUntilRecorded(through: MonotonicTime.now().adding(milliseconds: 600))
    #expect(desktop.recording.firstOnset(after: before) == nil)
    #expect(!desktop.xgesture.output.contains("tap recognized"), "\(desktop.xgesture.output)")
    // One slop rule: in the frame where the finger has moved more than 3 mm the tap fails by its slop and
    // the pan begins.
    #expect(desktop.xgesture.output.contains("tap: possible → failed (moved "), "\(desktop.xgesture.output)")
  }

  @Test("A fast drag flings much further than where the finger lifted")
  func fastDragFlings() throws {
    let desktop = try Desktop()
    // 40 mm in 80 ms: 500 mm/s at the lift.
    try desktop.touch.stroke(x: 50, y: 80, dx: 40, dy: 0, steps: 8, interval: 10)
    let flung = try #require(desktop.lines(containing: "pan: pan: flung to").first, "\(desktop.xgesture.output)")
    let point = try #require(Self.numbers(after: "flung to ", in: flung))
    let lift = 90 * Self.pxPerMM
    #expect(point.0 > lift + 300, "fling \(point.0) px, lift \(lift) px")
    #expect(point.0 <= 1920)
  }

  @Test("A tickle plays hehe")
  func tickleLaughs() throws {
    let desktop = try Desktop()
    let before = MonotonicTime.now()
    let touch = desktop.touch
    touch.down(slot: 0, x: 150, y: 80)
    try touch.frame()
    // Three strokes of 10 mm, left-right-left-right along the horizontal axis.
    for (from, to) in [(150.0, 160.0), (160.0, 150.0), (150.0, 160.0)] {
      for step in 1...5 {
        touch.pause(12)
        touch.move(slot: 0, x: from + (to - from) * Double(step) / 5, y: 80)
        try touch.frame()
      }
    }
    touch.pause(12)
    touch.up(slot: 0)
    try touch.frame()
    #expect(desktop.lines(containing: "action: tickle recognized: sound: hehe").count == 1, "\(desktop.xgesture.output)")
    _ = try desktop.recording.waitForOnset(after: before, timeout: 3)
  }

  @Test("Pinch and rotate are recognized together")
  func pinchAndRotateTogether() throws {
    let desktop = try Desktop()
    let touch = desktop.touch
    let (cx, cy) = (147.0, 82.5)
    func place(radius: Double, degrees: Double) {
      let a = degrees * .pi / 180
      touch.move(slot: 0, x: cx + radius * cos(a), y: cy + radius * sin(a))
      touch.move(slot: 1, x: cx - radius * cos(a), y: cy - radius * sin(a))
    }
    touch.down(slot: 0, x: cx + 20, y: cy)
    touch.down(slot: 1, x: cx - 20, y: cy)
    try touch.frame()
    for step in 1...20 {
      touch.pause(15)
      let k = Double(step) / 20
      place(radius: 20 + 10 * k, degrees: 30 * k)
      try touch.frame()
    }
    touch.pause(15)
    touch.up(slot: 0)
    touch.up(slot: 1)
    try touch.frame()
    let rotated = try #require(desktop.lines(containing: "rotate: rotate:").first, "\(desktop.xgesture.output)")
    let degrees = try #require(Self.numbers(after: "rotate: rotate: ", in: rotated, single: true))
    // Rotation since the rotate began: 30° less the 3 mm arc it takes to begin (≈ 8° at this span).
    #expect(abs(degrees.0 - 22) < 4, "\(rotated)")
    let scales = desktop.lines(containing: "pinch: pinch: scale")
    #expect(!scales.isEmpty, "\(desktop.xgesture.output)")
    let output = desktop.xgesture.output
    #expect(output.contains("pinch: possible → began"))
    #expect(output.contains("rotate: possible → began"))
  }

  @Test("A touchscreen unplugged mid-pan cancels the pan, and nothing else fires")
  func unplugMidPanCancels() throws {
    let desktop = try Desktop()
    try desktop.touch.stroke(x: 50, y: 80, dx: 20, dy: 0, steps: 10, interval: 10, lift: false)
    #expect(!desktop.lines(containing: "pan: possible → began").isEmpty, "\(desktop.xgesture.output)")
    try desktop.touch.hotRemove(desktop.touch.devices[0])
    // Cancelled from `began` or `changed`: a loaded server may deliver the moves in one burst.
    let cancelled = desktop.lines(containing: "→ cancelled (device removed)").filter { $0.contains("pan: ") }
    #expect(cancelled.count == 1, "\(desktop.xgesture.output)")
    // The real daemon's timers (the 1 s safety net among them) run on its own
    // clock: let them pass, then check that still no action ran.
    desktop.touch.pause(1500)
    let actions = desktop.xgesture.lines.map(\.text).filter { $0.contains("action:") }
    #expect(actions.isEmpty, "\(actions)")
  }

  /// The two numbers after `marker` ("… flung to 522.4,523.6"), or one.
  static func numbers(after marker: String, in line: String, single: Bool = false) -> (Double, Double)? {
    guard let range = line.range(of: marker) else { return nil }
    let tail = line[range.upperBound...].prefix { "0123456789.,-".contains($0) }
    let parts = tail.split(separator: ",").compactMap { Double($0) }
    if single { return parts.first.map { ($0, 0) } }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
