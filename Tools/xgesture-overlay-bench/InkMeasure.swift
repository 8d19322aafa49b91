import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// What ink costs (docs/BENCHMARKS.md, "Overlay"): xgesture with a stroke
/// gesture (`circle-cw`), once with `ink: on` (and `gestures: on`, the
/// shape's name at the end) and once with nothing shown, in one run. A
/// finger draws circles of 25 mm radius, a turn in 1 s at 100 Hz (a
/// touchscreen's rate), lifts and rests 300 ms, again and again for the
/// measured time; the CPU time of the xgesture process (utime + stime,
/// /proc/PID/stat) over it as a share of one core, and the frames drawn
/// then (the overlay's DamageNotify events more than 2 ms apart).
struct InkMeasure {
  let bed: TouchBed
  let damage: XInputProbeWindow

  struct Result {
    var seconds: Double
    var cpuPercent: Double
    var frames: Int
    var recognized: Int
  }

  static func config(ink: Bool) -> String {
    """
    settings: { feedback: { ink: \(ink ? "on" : "off"), gestures: \(ink ? "on" : "off") } }
    gestures:
      circle: { type: stroke, shape: circle-cw, on: { recognized: { command: 'true' } } }

    """
  }

  func measure(binary: String, ink: Bool, seconds: Double) throws -> Result {
    let run = try OverlayRun(binary: binary, config: Self.config(ink: ink), environment: bed.environment)
    bed.pause(1000)
    damage.clear()
    let ticks = run.cpuTicks
    let began = MonotonicTime.now()
    while MonotonicTime.now().milliseconds(since: began) < seconds * 1000 {
      try circle()
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
    let recognized = run.process.output.components(separatedBy: "circle: possible → recognized").count - 1
    return Result(seconds: elapsed, cpuPercent: used / elapsed * 100, frames: frames, recognized: recognized)
  }

  /// A clockwise turn from the top of a 25 mm circle around (120, 80) mm, 10 ms a step; the lift; 300 ms.
  private func circle() throws {
    // One script: the 300 ms after the lift are part of its paced time, as its frames are.
    try bed.script { () throws(BedError) in
      try bed.draw(StrokeDrawings.circle(centre: (120, 80), radius: 25, steps: 100), interval: 10)
      bed.pause(300)
    }
  }
}
