// The X11 bridge's latency on the touch bed (docs/X11.md, "Figures").
//
// A real Xorg with an emulated touchscreen; the bridge runs on its own thread
// with one gesture bound (a one-finger tap), and a minimal XI2 client (raw
// touch events on the root, as the bridge selects them) notes when each
// RawTouchEnd arrives: the transport's own limit. The bridge's engine is
// wrapped (`WatchedEngine`) to note when each touch's end reaches it and
// which touch each recognition followed. Events are paired by XI touch id;
// the counts are checked (every tap: one end at the baseline, one at the
// engine, one recognition), and a mismatch ends the bench with status 1.
//
//   TouchEnd → engine, minus baseline: the bridge's engine input of a touch's
//     RawTouchEnd minus the baseline client's arrival of the same event
//   TouchEnd → transition: the baseline's arrival of a tap's RawTouchEnd → the
//     bridge reporting "tap: possible → recognized" for it (actions have not
//     landed: the command start is not measured)
// Then claim mode, with only a three-finger swipe bound and a window client
// standing in for an application: each one-finger tap is held under the grab,
// rejected when the 80 ms landing window closes, and replayed to the window.
//   claim tap → window: the tap's first frame written → the window's
//     TouchBegin of that touch (paired by touch id; every tap must arrive once)
// Then strokes (StrokeLatency.swift): a tap and a one-finger z stroke bound
// on one bridge, a tap and a z in turn, taps / 5 of each:
//   tap lift → recognized, stroke lift → recognized: the baseline's arrival
//     of the lift's RawTouchEnd → the bridge reporting the gesture recognized
// Prints key=value lines. Usage: xgesture-x11-bench [taps]
import Foundation
import Synchronization
import XGestureBridge
import XGestureEngine
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

let taps = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100

/// What the bridge's engine saw, by touch id (CLOCK_MONOTONIC ns).
struct Seen {
  var ends: [Int: Int64] = [:]
  var recognized: [Int: Int64] = [:]
  var extraRecognitions = 0
  var lastEnded: Int?
}

/// `Engine`, noting when each end is handed to it.
final class WatchedEngine: BridgeEngine {
  let engine: Engine
  let shared: Shared

  init(rules: RuleSet, shared: Shared) {
    engine = Engine(rules: rules)
    self.shared = shared
  }

  var nextDeadline: Double? { engine.nextDeadline }
  func use(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput]) {
    engine.use(device, at: time, into: &out)
  }
  func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput]) {
    engine.removeDevice(id, at: time, into: &out)
  }
  func handle(
    _ event: TouchEvent, sequenceWindow window: () -> AppWindow?, into out: inout [EngineOutput]
  ) {
    if event.phase == .end {
      let now = MonotonicClock.nanoseconds()
      shared.seen.withLock {
        $0.ends[event.touch] = now
        $0.lastEnded = event.touch
      }
    }
    engine.handle(event, sequenceWindow: window, into: &out)
  }
  func flush(into out: inout [EngineOutput]) { engine.flush(into: &out) }
  func advance(to time: Double, into out: inout [EngineOutput]) {
    engine.advance(to: time, into: &out)
  }
}

final class Shared: @unchecked Sendable {
  let seen = Mutex(Seen())
}

/// A bed, or one sentence and exit 1 (e.g. its helper was not built: `make bench` builds it).
func startBed() -> TouchBed {
  do {
    return try TouchBed()
  } catch {
    print("x11-bench: no touch bed (\(error)); build and run the benchmarks with 'make bench'")
    exit(1)
  }
}

let bed = startBed()
let baseline = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
let shared = Shared()
let rules = try RuleSet([
  GestureDefinition(
    name: "tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: [:]))
])
var stopFDs: [Int32] = [0, 0]
pipe(&stopFDs)
let stopRead = stopFDs[0]
let displayName = bed.display
let ready = DispatchSemaphore(value: 0)
Thread.detachNewThread {
  guard let display = try? XDisplay(name: displayName, environment: [:]) else {
    fatalError("no display")
  }
  let bridge = Bridge(
    display: display, rules: rules, mode: .observe,
    makeEngine: { WatchedEngine(rules: $0, shared: shared) }, log: { _ in },
    output: { output, _ in
      guard case .transition(let t) = output, t.to == .recognized else { return }
      let now = MonotonicClock.nanoseconds()
      shared.seen.withLock { seen in
        // A tap is recognized on its touch's end (no double tap bound): the touch the engine last ended.
        if let touch = seen.lastEnded, seen.recognized[touch] == nil {
          seen.recognized[touch] = now
        } else {
          seen.extraRecognitions += 1
        }
      }
    })
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
    if shared.seen.withLock({ $0.recognized.count }) > i,
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
let baseEvents = baseline.events
let seen = shared.seen.withLock { $0 }
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

var baseEnds: [Int: Int64] = [:]
var duplicates = 0
for event in baseEvents where event.type == "RawTouchEnd" {
  if baseEnds.updateValue(event.arrival, forKey: event.touch) != nil { duplicates += 1 }
}
let paired = baseEnds.keys.filter { seen.ends[$0] != nil && seen.recognized[$0] != nil }.sorted()
print("bench taps=\(taps) baseline_ends=\(baseEnds.count) engine_ends=\(seen.ends.count)")
print("bench recognized=\(seen.recognized.count) paired=\(paired.count)")
summary(
  "touchend_to_engine_minus_baseline", paired.map { Double(seen.ends[$0]! - baseEnds[$0]!) / 1e6 })
summary("touchend_to_transition", paired.map { Double(seen.recognized[$0]! - baseEnds[$0]!) / 1e6 })
let counts = [baseEnds.count, seen.ends.count, seen.recognized.count, paired.count]
if counts.contains(where: { $0 != taps }) || duplicates > 0 || seen.extraRecognitions > 0 {
  print(
    "x11-bench: the counts do not match: \(taps) taps, \(baseEnds.count) ends at the baseline (\(duplicates) repeated),"
      + " \(seen.ends.count) at the engine, \(seen.recognized.count) recognized (\(seen.extraRecognitions) more),"
      + " \(paired.count) paired")
  exit(1)
}

// Claim mode: taps held, rejected at the landing window, replayed to a window.
let claimTaps = max(1, taps / 5)
let claimBed = startBed()
let window = try XInputProbeWindow(displayName: claimBed.display, selection: .window)
let swipeOnly = try RuleSet([
  GestureDefinition(
    name: "swipe3",
    recognizer: try RecognizerRegistry.standard.spec(
      type: "swipe", parameters: ["fingers": "3", "direction": "left"]))
])
var claimStop: [Int32] = [0, 0]
pipe(&claimStop)
let claimStopRead = claimStop[0]
let claimDisplay = claimBed.display
let claimReady = DispatchSemaphore(value: 0)
let claimMode = Mutex<InputMode?>(nil)
Thread.detachNewThread {
  guard let display = try? XDisplay(name: claimDisplay, environment: [:]) else {
    fatalError("no display")
  }
  let bridge = Bridge(
    display: display, rules: swipeOnly, mode: .claim, log: { _ in }, output: { _, _ in })
  bridge.start()
  claimMode.withLock { $0 = bridge.mode }
  claimReady.signal()
  _ = bridge.run(stopFD: claimStopRead)
}
claimReady.wait()
guard claimMode.withLock({ $0 }) == .claim else {
  print("x11-bench: the claim-mode bridge did not get its grab")
  exit(1)
}
var firstFrames: [Int64] = []
for i in 0..<claimTaps {
  let first = MonotonicClock.nanoseconds()
  firstFrames.append(first)
  try claimBed.tap(x: 100 + Double(i % 10), y: 100)
  _ = window.wait(timeout: 2) { $0.filter { $0.type == "TouchEnd" }.count > i }
  usleep(30_000)
}
_ = write(claimStop[1], &byte, 1)
let windowBegins = window.events.filter { $0.type == "TouchBegin" }
window.stop()
claimBed.stop()
// Touch ids grow with each touch: the n-th distinct touch is the n-th tap.
let tapTouches = Array(Set(windowBegins.map(\.touch))).sorted()
let delays = zip(tapTouches, firstFrames).compactMap { touch, first in
  windowBegins.first { $0.touch == touch }.map { Double($0.arrival - first) / 1e6 }
}
print(
  "bench claim_taps=\(claimTaps) window_touches=\(tapTouches.count) window_begins=\(windowBegins.count)"
)
summary("claim_tap_to_window", delays)
if tapTouches.count != claimTaps || windowBegins.count != claimTaps {
  print(
    "x11-bench: \(claimTaps) claim-mode taps, but the window got \(windowBegins.count) begins of \(tapTouches.count) touches"
  )
  exit(1)
}

// Strokes: lift → recognized for a z against a tap, in turn on one bridge.
let strokeBed = startBed()
guard let strokes = try StrokeLatency.measure(rounds: max(1, taps / 5), bed: strokeBed) else {
  print("x11-bench: a tap or a z stroke went unrecognized")
  exit(1)
}
strokeBed.stop()
print("bench stroke_rounds=\(strokes.stroke.count) tap_rounds=\(strokes.tap.count)")
summary("tap_lift_to_recognized", strokes.tap)
summary("stroke_lift_to_recognized", strokes.stroke)
