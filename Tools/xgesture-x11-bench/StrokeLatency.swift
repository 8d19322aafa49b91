import Foundation
import Synchronization
import XGestureBridge
import XGestureEngine
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Lift → recognized for a stroke against a tap's, on one bridge with both
/// bound (a one-finger tap and a one-finger `z` stroke), in turn on the same
/// bed: each lift's RawTouchEnd at the baseline client (raw touch events on
/// the root) → the bridge reporting the gesture recognized. A stroke is
/// matched at the lift against the built-in templates; a tap is recognized
/// at the lift too (no double tap bound): the difference is the matching.
enum StrokeLatency {
  struct Figures {
    var tap: [Double] = []
    var stroke: [Double] = []
  }

  /// A `z` 40 mm wide and tall from (`x`, 40) mm, a point every 2 mm.
  static func zed(x: Double) -> [(x: Double, y: Double)] {
    let corners = [(x, 40.0), (x + 40, 40), (x, 80), (x + 40, 80)]
    var points: [(x: Double, y: Double)] = []
    for (a, b) in zip(corners, corners.dropFirst()) {
      let steps = Int((hypot(b.0 - a.0, b.1 - a.1) / 2).rounded(.up))
      for k in 0..<steps {
        let t = Double(k) / Double(steps)
        points.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
      }
    }
    return points + [(x + 40, 80)]
  }

  /// `rounds` taps and `rounds` z strokes, in turn; nil when one went unrecognized.
  static func measure(rounds: Int, bed: TouchBed) throws -> Figures? {
    let baseline = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
    defer { baseline.stop() }
    let recognized = Mutex<[(String, Int64)]>([])
    let rules = try RuleSet([
      GestureDefinition(name: "tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: [:])),
      GestureDefinition(
        name: "undo", recognizer: try RecognizerRegistry.standard.spec(type: "stroke", parameters: ["shape": "z"])),
    ])
    var stop: [Int32] = [0, 0]
    pipe(&stop)
    let stopRead = stop[0]
    let displayName = bed.display
    let ready = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      guard let display = try? XDisplay(name: displayName, environment: [:]) else { fatalError("no display") }
      let bridge = Bridge(
        display: display, rules: rules, mode: .observe, log: { _ in },
        output: { output, _ in
          guard case .transition(let t) = output, t.to == .recognized else { return }
          let now = MonotonicClock.nanoseconds()
          recognized.withLock { $0.append((t.gesture, now)) }
        })
      bridge.start()
      ready.signal()
      _ = bridge.run(stopFD: stopRead)
    }
    ready.wait()
    defer {
      var byte: UInt8 = 1
      _ = write(stop[1], &byte, 1)
    }
    var figures = Figures()
    for round in 0..<(2 * rounds) {
      let stroke = round % 2 == 1
      baseline.clear()
      recognized.withLock { $0.removeAll() }
      if stroke {
        try bed.draw(zed(x: 60 + Double(round % 10)))
      } else {
        try bed.tap(x: 100 + Double(round % 10), y: 120, hold: 20)
      }
      let name = stroke ? "undo" : "tap"
      guard
        let end = baseline.wait(timeout: 2, until: { $0.contains { $0.type == "RawTouchEnd" } })?
          .first(where: { $0.type == "RawTouchEnd" }),
        let done = poll(timeout: 2, { recognized.withLock { $0.first { $0.0 == name } } })
      else { return nil }
      let latency = Double(done.1 - end.arrival) / 1e6
      if stroke { figures.stroke.append(latency) } else { figures.tap.append(latency) }
      usleep(30_000)
    }
    return figures
  }
}
