import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// `keys:` against `xdotool key`: a one-finger tap bound to `{ keys: F5 }`,
/// then (a second xgesture) to the command `xdotool key F5`; latency = the
/// tap's RawTouchEnd → the F5 RawKeyPress, both as a minimal XI2 client on
/// the root sees them.
struct KeysMeasure {
  let bed: TouchBed
  let touches: XInputProbeWindow
  let keys: XInputProbeWindow

  /// The latencies, ms, of `taps` taps with `action` bound.
  func measure(_ action: String, taps: Int) throws -> [Double] {
    let xgesture = try BenchedXGesture(
      config: "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: \(action)\n",
      environment: bed.environment)
    var latencies: [Double] = []
    for index in 0..<taps {
      touches.clear()
      keys.clear()
      try bed.tap(x: 100 + Double(index % 10) * 5, y: 80, hold: 8)
      guard
        let end = touches.wait(timeout: 5, until: { $0.contains { $0.type == "RawTouchEnd" } })?
          .first(
            where: { $0.type == "RawTouchEnd" }),
        let key = keys.wait(timeout: 5, until: { !$0.isEmpty })?.first
      else {
        throw BenchFailure("tap \(index) with \(action): no key press arrived\n\(xgesture.output)")
      }
      latencies.append(Double(key.arrival - end.arrival) / 1e6)
      bed.pause(150)
    }
    return latencies
  }
}
