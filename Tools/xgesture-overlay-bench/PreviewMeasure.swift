import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// CPU while a preview animates (docs/BENCHMARKS.md, "Overlay"): xgesture
/// with a one-finger pan previewing `window: maximize` (`preview: 40mm`)
/// over an xterm; the finger goes back and forth between 10 and 30 mm of
/// the way in 0.5 mm steps at 60 Hz, so every frame draws a new rectangle.
/// The CPU time of the xgesture process (utime + stime, /proc/PID/stat)
/// over the steady part, as a share of one core, and the frames drawn then
/// (DamageNotify events of the overlay more than 2 ms apart).
struct PreviewMeasure {
  let bed: TouchBed
  let damage: XInputProbeWindow

  struct Result {
    var seconds: Double
    var cpuPercent: Double
    var frames: Int
  }

  static let config = """
    settings: { feedback: { delay: 150ms } }
    gestures:
      maximize:
        type: pan
        on:
          ended: { window: maximize, preview: 40mm }

    """

  func measure(binary: String, seconds: Double) throws -> Result {
    let xterm = try XClient(
      "xterm", package: "xterm", arguments: ["-geometry", "80x24+400+250"], environment: bed.environment)
    defer { _ = xterm.stop() }
    let run = try OverlayRun(binary: binary, config: Self.config, environment: bed.environment)
    bed.pause(1000)
    // The finger lands on the xterm (about 100 mm, 60 mm) and goes right 10 mm: the preview is up.
    let start = (x: 100.0, y: 60.0)
    bed.down(slot: 0, x: start.x, y: start.y)
    try bed.frame()
    for step in 1...20 {
      bed.move(slot: 0, x: start.x + Double(step) * 0.5, y: start.y)
      try bed.frame()
      bed.pause(16.7)
    }
    guard damage.wait(timeout: 10, until: { $0.contains { $0.type == "Damage" } }) != nil else {
      throw BedError.timedOut("the preview's first frame", seconds: 10)
    }
    damage.clear()
    let ticks = run.cpuTicks
    let began = MonotonicTime.now()
    var step = 0
    while MonotonicTime.now().milliseconds(since: began) < seconds * 1000 {
      step += 1
      // 10 → 30 mm and back: a triangle of 80 steps.
      let phase = step % 80
      let offset = 10 + Double(phase < 40 ? phase : 80 - phase) * 0.5
      let due = began.adding(milliseconds: Double(step) * 1000 / 60)
      let wait = due.milliseconds(since: MonotonicTime.now())
      if wait > 0 { bed.pause(wait) }
      bed.move(slot: 0, x: start.x + offset, y: start.y)
      try bed.frame()
    }
    let elapsed = MonotonicTime.now().milliseconds(since: began) / 1000
    let used = Double(run.cpuTicks - ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
    var frames = 0
    var last: Int64?
    for time in damage.events.filter({ $0.type == "Damage" }).map(\.arrival)
    where last.map({ time - $0 > 2_000_000 }) ?? true {
      frames += 1
      last = time
    }
    // Back where it landed, slowly, and lifted: the preview backs out, nothing is maximized.
    for back in stride(from: 20, through: 0, by: -1) {
      bed.move(slot: 0, x: start.x + Double(back) * 0.5, y: start.y)
      try bed.frame()
      bed.pause(30)
    }
    bed.up(slot: 0)
    try bed.frame()
    _ = damage.wait(timeout: 10, until: { $0.contains { $0.type == "OverlayGone" } })
    return Result(seconds: elapsed, cpuPercent: used / elapsed * 100, frames: frames)
  }
}
