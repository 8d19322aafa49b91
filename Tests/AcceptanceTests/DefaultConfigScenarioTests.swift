import Foundation
import Testing
import XGestureTestSupport

/// The default config (the UIGestureRecognizer tutorial's gestures, README) on a real desktop: real Xorg, real PulseAudio, the built
/// binary with the built-in default config (config/config.yaml), whose
/// commands `echo` into xgesture's log — so the log is the record of what ran
/// and with which values.
@Suite("Acceptance: the default config's gestures on a desktop")
struct DefaultConfigScenarioTests {
  /// 294 × 165 mm on 1920 × 1080 px.
  static let pxPerMM = 1920.0 / 294

  /// Every scenario runs on both X input drivers of touchscreens: evdev, and
  /// libinput, which reports no resolution (the size comes from udev's database).
  static let drivers: [XorgConfiguration.InputDriver] = [.evdev, .libinput]

  @Test(
    "A 2.5 mm jitter stays a tap and plays chomp; a 3.6 mm drag pans (the slop is 3 mm)",
    arguments: Self.drivers)
  func slop(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    try desktop.touch.stroke(x: 100, y: 80, dx: 2.5, dy: 0, steps: 5, interval: 8)
    #expect(
      desktop.lines(containing: "action: tap recognized: sound: chomp").count == 1,
      "\(desktop.xgesture.output)")
    try desktop.touch.stroke(x: 100, y: 80, dx: 3.6, dy: 0, steps: 6, interval: 8)
    #expect(
      desktop.lines(containing: "pan: possible → began").count == 1, "\(desktop.xgesture.output)")
    let taps = desktop.xgesture.lines.filter { $0.text.contains("xgesture: tap: possible → recognized") }
    #expect(taps.count == 1, "\(desktop.xgesture.output)")
  }

  @Test("A tap plays chomp, once the double tap it might start has failed", arguments: Self.drivers)
  func tapPlaysChomp(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    let before = MonotonicTime.now()
    try desktop.touch.tap(x: 100, y: 80, hold: 50)
    let action = desktop.lines(containing: "action: tap recognized: sound: chomp")
    #expect(action.count == 1, "\(desktop.xgesture.output)")
    let onset = try desktop.recording.waitForOnset(after: before)
    // The tap waits for the double tap to fail: the interval (300 ms) after the
    // lift, so never sooner (how much later depends on the machine's load).
    #expect(onset.time.milliseconds(since: before) > 250)
    let transitions = desktop.xgesture.lines.map(\.text).filter { $0.contains(" → ") }
    let doubleTapFailed = transitions.firstIndex { $0.contains("double-tap: possible → failed") }
    let tapRecognized = transitions.firstIndex {
      $0.contains("xgesture: tap: possible → recognized")
    }
    #expect(doubleTapFailed != nil && tapRecognized != nil, "\(desktop.xgesture.output)")
    if let doubleTapFailed, let tapRecognized {
      #expect(
        doubleTapFailed < tapRecognized, "the tap was recognized before the double tap failed")
    }
  }

  @Test(
    "A slow drag plays no chomp, and the pan ends with its fling point at the lift point",
    arguments: Self.drivers)
  func slowDragIsAPanWithoutChomp(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    let before = MonotonicTime.now()
    // 30 mm in 1.2 s, then still for 150 ms before the lift.
    try desktop.touch.stroke(x: 50, y: 80, dx: 30, dy: 0, steps: 30, interval: 40, rest: 150)
    let flung = try #require(
      desktop.lines(containing: "pan: pan: flung to").first, "\(desktop.xgesture.output)")
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

  @Test(
    "A fast drag flings on from its lift point as far as its lift velocity carries it, decaying 0.998 per ms",
    arguments: Self.drivers)
  func fastDragFlings(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    // 40 mm in 8 steps, as fast as the bed sends them: how fast that is depends
    // on the machine, so the expectation starts from the velocity xgesture measured.
    try desktop.touch.stroke(x: 50, y: 80, dx: 40, dy: 0, steps: 8, interval: 10)
    let flung = try #require(
      desktop.lines(containing: "pan: pan: flung to").first, "\(desktop.xgesture.output)")
    let point = try #require(Self.numbers(after: "flung to ", in: flung))
    let ended = try #require(
      desktop.lines(containing: "→ ended (").first { $0.contains("xgesture: pan: ") })
    let values = try #require(Self.fields(of: ended), "\(ended)")
    let (x, y, vx, vy) = try #require(
      values["x"].flatMap { x in
        values["y"].flatMap { y in
          values["vx"].flatMap { vx in values["vy"].map { (x, y, vx, $0) } }
        }
      },
      "\(ended)")
    #expect(vx > 0, "the drag went right: \(ended)")
    let expected = Self.restPoint(x: x, y: y, vx: vx, vy: vy)
    // Rounding: the log's x (0.5 px) and vx (0.5 px/s × 0.5 s); the screen's last pixel is 1919.
    #expect(
      abs(point.0 - expected.0) <= 2 && abs(point.1 - expected.1) <= 2,
      "fling \(point), expected \(expected) from \(ended)")
    #expect(point.0 >= x, "the fling point is behind the lift point: \(ended)")
  }

  /// Where the default config's pan comes to rest (docs/REFERENCE.md, fling):
  /// a velocity below 8 mm/s is no fling, one above 1270 mm/s is capped, and the
  /// slide decays by 0.998 per millisecond — ∫ 0.998^t dt = 1 / ln(1/0.998) ms of
  /// the launch velocity; clamped to the 1920 × 1080 screen. Pixels in and out.
  static func restPoint(x: Double, y: Double, vx: Double, vy: Double) -> (Double, Double) {
    let pxPerMMY = 1080.0 / 165
    var velocity = (vx / pxPerMM, vy / pxPerMMY)  // mm/s
    let speed = (velocity.0 * velocity.0 + velocity.1 * velocity.1).squareRoot()
    if speed < 8 {
      velocity = (0, 0)
    } else if speed > 1270 {
      velocity = (velocity.0 * 1270 / speed, velocity.1 * 1270 / speed)
    }
    let glide = 1 / log(1 / 0.998) / 1000  // seconds
    let restX = (x / pxPerMM + velocity.0 * glide) * pxPerMM
    let restY = (y / pxPerMMY + velocity.1 * glide) * pxPerMMY
    return (min(max(restX, 0), 1919), min(max(restY, 0), 1079))
  }

  /// The `name=value` numbers of a transition line ("… (fingers=1 x=522 y=524 …)").
  static func fields(of line: String) -> [String: Double]? {
    guard let open = line.lastIndex(of: "(") else { return nil }
    var result: [String: Double] = [:]
    for word in line[line.index(after: open)...].split(whereSeparator: { $0 == " " || $0 == ")" }) {
      let parts = word.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Double(parts[1]) { result[String(parts[0])] = value }
    }
    return result
  }

  @Test("A tickle plays hehe", arguments: Self.drivers)
  func tickleLaughs(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    let before = MonotonicTime.now()
    let touch = desktop.touch
    try touch.script { () throws(BedError) in
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
    }
    #expect(
      desktop.lines(containing: "action: tickle recognized: sound: hehe").count == 1,
      "\(desktop.xgesture.output)")
    _ = try desktop.recording.waitForOnset(after: before)
  }

  @Test("Pinch and rotate are recognized together", arguments: Self.drivers)
  func pinchAndRotateTogether(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    let touch = desktop.touch
    let (cx, cy) = (147.0, 82.5)
    func place(radius: Double, degrees: Double) {
      let a = degrees * .pi / 180
      touch.move(slot: 0, x: cx + radius * cos(a), y: cy + radius * sin(a))
      touch.move(slot: 1, x: cx - radius * cos(a), y: cy - radius * sin(a))
    }
    try touch.script { () throws(BedError) in
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
    }
    let rotated = try #require(
      desktop.lines(containing: "rotate: rotate:").first, "\(desktop.xgesture.output)")
    let degrees = try #require(Self.numbers(after: "rotate: rotate: ", in: rotated, single: true))
    // Rotation since the rotate began: 30° less the 3 mm arc it takes to begin (≈ 8° at this span).
    #expect(abs(degrees.0 - 22) < 4, "\(rotated)")
    let scales = desktop.lines(containing: "pinch: pinch: scale")
    #expect(!scales.isEmpty, "\(desktop.xgesture.output)")
    let output = desktop.xgesture.output
    #expect(output.contains("pinch: possible → began"))
    #expect(output.contains("rotate: possible → began"))
  }

  @Test("A touchscreen unplugged mid-pan cancels the pan, and nothing else fires", arguments: Self.drivers)
  func unplugMidPanCancels(driver: XorgConfiguration.InputDriver) throws {
    let desktop = try Desktop(driver: driver)
    try desktop.touch.stroke(x: 50, y: 80, dx: 20, dy: 0, steps: 10, interval: 10, lift: false)
    #expect(
      !desktop.lines(containing: "pan: possible → began").isEmpty, "\(desktop.xgesture.output)")
    try desktop.touch.hotRemove(desktop.touch.devices[0])
    // Cancelled from `began` or `changed`: a loaded server may deliver the moves in one burst.
    let cancelled = desktop.lines(containing: "→ cancelled (device removed)").filter {
      $0.contains("pan: ")
    }
    #expect(cancelled.count == 1, "\(desktop.xgesture.output)")
    // Every gesture of the default config settles (its last transition is
    // logged, whenever the daemon's own timers make it): after that no action
    // can come for this touch, so none may have run.
    let settled = desktop.xgesture.waitForLines(timeout: 20) { lines -> Set<String>? in
      let names = Set(lines.map(\.text).compactMap(Self.settledGesture))
      return names.isSuperset(of: Self.defaultGestures) ? names : nil
    }
    #expect(settled != nil, "not every gesture settled: \(desktop.xgesture.output)")
    let actions = desktop.xgesture.lines.map(\.text).filter { $0.contains("action:") }
    #expect(actions.isEmpty, "\(actions)")
  }

  /// The gestures of config/config.yaml.
  static let defaultGestures: Set<String> = [
    "pan", "tap", "tickle", "pinch", "rotate", "long-press", "double-tap", "swipe-left",
    "swipe-right", "swipe-up",
    "swipe-down", "edge-left",
  ]

  /// The gesture a `--verbose` transition line moves into a final state, if it does.
  static func settledGesture(_ line: String) -> String? {
    guard let arrow = line.range(of: " → ") else { return nil }
    let to = line[arrow.upperBound...].prefix { $0 != " " }
    guard ["failed", "cancelled", "ended", "recognized"].contains(to) else { return nil }
    let head = line[..<arrow.lowerBound]
    guard let colon = head.range(of: ": ", options: .backwards) else { return nil }
    let name = head[..<colon.lowerBound].split(separator: " ").last.map(String.init)
    return name
  }

  /// The two numbers after `marker` ("… flung to 522.4,523.6"), or one.
  static func numbers(after marker: String, in line: String, single: Bool = false) -> (
    Double, Double
  )? {
    guard let range = line.range(of: marker) else { return nil }
    let tail = line[range.upperBound...].prefix { "0123456789.,-".contains($0) }
    let parts = tail.split(separator: ",").compactMap { Double($0) }
    if single { return parts.first.map { ($0, 0) } }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
