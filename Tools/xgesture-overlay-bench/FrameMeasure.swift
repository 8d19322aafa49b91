import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// The overlay's frames under a steady one-finger pan (docs/BENCHMARKS.md,
/// "Overlay"): a minimal XI2 client notes each RawTouchUpdate, a second
/// client each DamageNotify of xgesture's overlay window (XDamage, raw
/// rectangles), both CLOCK_MONOTONIC. Each update's latency is the time to
/// the first damage after it (the frame that shows it); frames are damage
/// events more than 2 ms apart.
struct FrameMeasure {
  let bed: TouchBed
  let touches: XInputProbeWindow
  let damage: XInputProbeWindow

  struct Result {
    var latencies: [Double]
    var intervals: [Double]
  }

  /// A finger down at the left, the overlay up, then `moves` steps of 0.5 mm
  /// `interval` ms apart (absolute deadlines), then the lift.
  func pan(moves: Int, interval: Double) throws -> Result {
    bed.down(slot: 0, x: 40, y: 80)
    try bed.frame()
    guard damage.wait(timeout: 10, until: { $0.contains { $0.type == "Damage" } }) != nil else {
      throw BedError.timedOut("the overlay's first frame", seconds: 10)
    }
    bed.pause(300)
    touches.clear()
    damage.clear()
    let start = MonotonicTime.now()
    for step in 1...moves {
      let due = start.adding(milliseconds: Double(step) * interval)
      let wait = due.milliseconds(since: MonotonicTime.now())
      if wait > 0 { bed.pause(wait) }
      bed.move(slot: 0, x: 40 + Double(step) * 0.5, y: 80)
      try bed.frame()
    }
    bed.pause(200)
    let updates = touches.events.filter { $0.type == "RawTouchUpdate" }.map(\.arrival)
    let damages = damage.events.filter { $0.type == "Damage" }.map(\.arrival)
    bed.up(slot: 0)
    try bed.frame()
    _ = damage.wait(timeout: 10, until: { $0.contains { $0.type == "OverlayGone" } })
    return Result(latencies: Self.latencies(updates, damages), intervals: Self.intervals(damages))
  }

  /// Each update to the first damage at or after it, ms.
  static func latencies(_ updates: [Int64], _ damages: [Int64]) -> [Double] {
    var result: [Double] = []
    var next = 0
    for update in updates {
      while next < damages.count, damages[next] < update { next += 1 }
      guard next < damages.count else { break }
      result.append(Double(damages[next] - update) / 1e6)
    }
    return result
  }

  /// The intervals between frames (damage more than 2 ms after the last), ms,
  /// without the first and the last two (the pan's start and end).
  static func intervals(_ damages: [Int64]) -> [Double] {
    var frames: [Int64] = []
    for time in damages where frames.last.map({ time - $0 > 2_000_000 }) ?? true {
      frames.append(time)
    }
    let intervals = zip(frames.dropFirst(), frames).map { Double($0 - $1) / 1e6 }
    return Array(intervals.dropFirst().dropLast(2))
  }
}
