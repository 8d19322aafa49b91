// The X11 bridge's latency on the touch bed (docs/X11.md, "Figures").
//
// A real Xorg with an emulated touchscreen; the bridge runs on its own thread
// with one gesture bound (a one-finger tap), and a minimal XI2 client (raw
// touch events on the root, as the bridge selects them) notes when each
// RawTouchEnd arrives: the transport's own limit. For each of N taps:
//   arrival → engine: poll() returning for the read that brought the event → engine.handle
//   TouchEnd → transition: the baseline client's arrival of the tap's RawTouchEnd →
//     the bridge reporting "tap: possible → recognized" (actions have not landed:
//     the command start is not measured yet)
//   bridge − baseline: the bridge's engine input of the same RawTouchEnd minus the
//     baseline's arrival
// Prints key=value lines. Usage: xgesture-x11-bench [taps]
import Foundation
import Synchronization
import XGestureEngine
import XGestureSystem
import XGestureTestSupport
import XGestureX11

let taps = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100

struct Sample {
  var endInput: Int64 = 0
  var recognized: Int64 = 0
}

final class Collector: @unchecked Sendable {
  let state = Mutex<(arrivalToEngine: [Double], ends: [Int64], recognized: [Int64])>(([], [], []))
}

let bed = try TouchBed()
let baseline = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
let collector = Collector()
let rules = try RuleSet([GestureDefinition(name: "tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: [:]))])
var stopFDs: [Int32] = [0, 0]
pipe(&stopFDs)
let stopRead = stopFDs[0]
let displayName = bed.display
let ready = DispatchSemaphore(value: 0)
Thread.detachNewThread {
  guard let display = try? XDisplay(name: displayName, environment: [:]) else { fatalError("no display") }
  let bridge = Bridge(
    display: display, rules: rules, mode: .observe, log: { _ in },
    output: { output in
      if case .transition(let t) = output, t.to == .recognized {
        let now = MonotonicClock.nanoseconds()
        collector.state.withLock { $0.recognized.append(now) }
      }
    })
  bridge.onEngineInput = { event, woke, handled in
    collector.state.withLock {
      $0.arrivalToEngine.append(Double(handled - woke) / 1e6)
      if event.phase == .end { $0.ends.append(handled) }
    }
  }
  bridge.start()
  ready.signal()
  _ = bridge.run(stopFD: stopRead)
}
ready.wait()

for i in 0..<taps {
  bed.down(slot: 0, x: 100 + Double(i % 10), y: 80)
  try bed.frame()
  usleep(20_000)
  bed.up(slot: 0)
  try bed.frame()
  let deadline = MonotonicTime.now().adding(milliseconds: 2000)
  while MonotonicTime.now() < deadline {
    if collector.state.withLock({ $0.recognized.count }) > i,
      baseline.events.filter({ $0.type == "RawTouchEnd" }).count > i
    {
      break
    }
    usleep(1_000)
  }
  usleep(30_000)
}
var byte: UInt8 = 1
_ = write(stopFDs[1], &byte, 1)
let baseEnds = baseline.events.filter { $0.type == "RawTouchEnd" }.map(\.arrival)
let (arrivalToEngine, ends, recognized) = collector.state.withLock { $0 }
baseline.stop()
bed.stop()

func summary(_ name: String, _ values: [Double]) {
  let sorted = values.sorted()
  guard !sorted.isEmpty else {
    print("bench \(name)=none")
    return
  }
  let median = sorted[sorted.count / 2]
  let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
  print(String(format: "bench %@_median_ms=%.3f", name, median))
  print(String(format: "bench %@_p95_ms=%.3f", name, p95))
}

let n = min(baseEnds.count, ends.count, recognized.count)
print("bench taps=\(taps) matched=\(n)")
summary("arrival_to_engine", arrivalToEngine)
summary("touchend_to_engine_minus_baseline", (0..<n).map { Double(ends[$0] - baseEnds[$0]) / 1e6 })
summary("touchend_to_transition", (0..<n).map { Double(recognized[$0] - baseEnds[$0]) / 1e6 })
