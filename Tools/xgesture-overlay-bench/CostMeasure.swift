import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// What the overlay costs a config without feedback (docs/BENCHMARKS.md,
/// "Overlay"): the binary of this build against the one built before the
/// overlay, in the same run on the same bed: Private_Dirty and Rss of
/// /proc/PID/smaps_rollup a second after start, and a tap's TouchEnd at a
/// minimal XI2 client → its command writing into a FIFO.
struct CostMeasure {
  let bed: TouchBed
  let touches: XInputProbeWindow
  let fifo: FifoStamps

  struct Result {
    var privateDirty: Int
    var resident: Int
    var latencies: [Double]
  }

  func measure(binary: String, taps: Int) throws -> Result {
    let config = """
      gestures:
        tap:
          type: tap
          on:
            recognized: 'echo tap > \(fifo.path)'

      """
    let run = try OverlayRun(binary: binary, config: config, environment: bed.environment)
    bed.pause(1000)
    let privateDirty = run.memory("Private_Dirty")
    let resident = run.memory("Rss")
    var latencies: [Double] = []
    for _ in 0..<taps {
      touches.clear()
      let seen = fifo.count
      try bed.tap(x: 120, y: 90, hold: 20)
      guard
        let end = touches.wait(timeout: 2, until: { $0.contains { $0.type == "RawTouchEnd" } })?
          .first(where: { $0.type == "RawTouchEnd" })
      else { continue }
      if fifo.wait(forCount: seen + 1, timeout: 2) {
        latencies.append(Double(fifo.all[seen] - end.arrival) / 1e6)
      }
      bed.pause(400)  // past the double tap's interval: every tap stands alone
    }
    return Result(privateDirty: privateDirty, resident: resident, latencies: latencies)
  }
}
