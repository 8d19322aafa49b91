// xgesture-bench: touch events per second through the recognizer engine
// holding the default config's gestures and rules (config/config.yaml, read
// by XGestureConfig as xgesture reads it), over a long synthetic trace of
// mixed gestures, on one core; and the memory of a live gesture.
//
// Prints machine-readable `key=value` lines. Run it release-built (`make bench`):
//   xgesture-bench [events]
import Foundation  // /proc/self/statm for the memory figure, clock_gettime for CPU time
import XGestureConfig
import XGestureEngine

let panel = DeviceGeometry(
  id: 1, name: "bench panel", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080)

/// The default config's rules, exactly: config/config.yaml of this source tree.
func defaultRules() -> RuleSet {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let path = root.appendingPathComponent("config/config.yaml").path
  do {
    // Permissions are the daemon's concern, not the benchmark's.
    return try ConfigLoader(checksSafety: false).load(path: path).rules
  } catch {
    FileHandle.standardError.write(Data("xgesture-bench: \(error.description)\n".utf8))
    exit(1)
  }
}

/// Deterministic pseudo-random numbers (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A long trace of mixed gestures sampled every 8 ms per finger (125 Hz).
func syntheticTrace(events target: Int) -> [TouchEvent] {
  var rng = SplitMix64(state: 42)
  var events: [TouchEvent] = []
  events.reserveCapacity(target + 200)
  var time = 0.0
  func press(_ points: [Point], moves: Int, step: (Int, Int) -> Point) {
    var p = points
    for (i, point) in p.enumerated() {
      events.append(TouchEvent(time: time, device: 1, touch: i + 1, phase: .begin, position: point))
      time += 5
    }
    for k in 0..<moves {
      time += 8
      for i in p.indices {
        p[i] = p[i] + step(i, k)
        events.append(
          TouchEvent(time: time, device: 1, touch: i + 1, phase: .update, position: p[i]))
      }
    }
    time += 8
    for i in p.indices {
      events.append(TouchEvent(time: time, device: 1, touch: i + 1, phase: .end, position: p[i]))
    }
  }
  while events.count < target {
    let center = Point(
      x: Double.random(in: 60...230, using: &rng), y: Double.random(in: 40...120, using: &rng))
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:  // tap
      press([center], moves: 3, step: { _, _ in Point(x: 0.05, y: 0) })
    case 1:  // pan with a fling
      let v = Point(
        x: Double.random(in: -2...2, using: &rng), y: Double.random(in: -2...2, using: &rng))
      press([center], moves: 40, step: { _, _ in v })
    case 2:  // pinch and rotate
      press([center - Point(x: 20, y: 0), center + Point(x: 20, y: 0)], moves: 40) { i, k in
        let a = Double(k) * 0.01
        return Point(x: (i == 0 ? -0.3 : 0.3), y: (i == 0 ? -a : a))
      }
    case 3:  // three-finger swipe
      let dx = Bool.random(using: &rng) ? 1.5 : -1.5
      press(
        [center, center + Point(x: 0, y: 15), center + Point(x: 0, y: 30)], moves: 12,
        step: { _, _ in Point(x: dx, y: 0) })
    case 4:  // tickle
      press([center], moves: 48, step: { _, k in Point(x: (k / 8) % 2 == 0 ? 0.8 : -0.8, y: 0) })
    case 5:  // long press
      press([center], moves: 80, step: { _, _ in Point(x: 0.01, y: 0) })
    case 6:  // double tap
      press([center], moves: 2, step: { _, _ in .zero })
      time += 120
      press([center], moves: 2, step: { _, _ in .zero })
    default:  // edge swipe
      press([Point(x: 2, y: center.y)], moves: 25, step: { _, _ in Point(x: 1.2, y: 0) })
    }
    time += Double.random(in: 350...1200, using: &rng)
  }
  return events
}

func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
}

let arguments = CommandLine.arguments
let eventCount = arguments.count > 1 ? Int(arguments[1]) ?? 2_000_000 : 2_000_000
let rules = defaultRules()
let trace = syntheticTrace(events: eventCount)

/// CPU time of this thread in seconds: on a loaded machine the wall clock
/// counts the time other processes ran; this counts the engine's alone.
func threadCPUSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
}

/// Throughput of `rules` over the trace: the best of three runs, by the wall clock and by CPU time, and the outputs.
func throughput(_ rules: RuleSet) -> (seconds: Double, cpu: Double, outputs: Int) {
  var best = Double.infinity
  var bestCPU = Double.infinity
  var transitions = 0
  for _ in 0..<3 {
    let engine = Engine(rules: rules)
    var setUp: [EngineOutput] = []
    engine.addDevice(panel, at: 0, into: &setUp)
    var out: [EngineOutput] = []
    out.reserveCapacity(64)
    var count = 0
    let clock = ContinuousClock()
    let start = clock.now
    let startCPU = threadCPUSeconds()
    for event in trace {
      engine.handle(event, into: &out)
      count += out.count
      out.removeAll(keepingCapacity: true)
    }
    engine.finish(into: &out)
    count += out.count
    bestCPU = min(bestCPU, threadCPUSeconds() - startCPU)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    if seconds < best { best = seconds }
    transitions = count
  }
  return (best, bestCPU, transitions)
}

/// The default config's rules and 16 one-finger `type: stroke` gestures (docs/REFERENCE.md §16):
/// the 12 built-in shapes, and 4 of them again with `rotation: any`, matched against the built-in templates.
func withStrokes(_ rules: RuleSet) throws -> RuleSet {
  let names = StrokeTemplate.builtIn.map(\.name)
  let strokes = try (0..<16).map { k in
    var parameters: [String: ParameterValue] = ["shape": .scalar(names[k % names.count])]
    if k >= names.count { parameters["rotation"] = "any" }
    return GestureDefinition(
      name: "stroke-\(k + 1)", recognizer: try RecognizerRegistry.standard.spec(type: "stroke", parameters: parameters))
  }
  return try RuleSet(rules.gestures + strokes)
}

let plain = throughput(rules)
let best = plain.seconds
let bestCPU = plain.cpu
print("bench config=config/config.yaml")
print("bench gestures=\(rules.gestures.count)")
print("bench events=\(trace.count)")
print("bench outputs=\(plain.outputs)")
print("bench seconds=\(decimal(best, places: 4))")
print("bench events_per_second=\(decimal(Double(trace.count) / best, places: 0))")
print("bench ns_per_event=\(decimal(best / Double(trace.count) * 1e9, places: 1))")
print("bench cpu_seconds=\(decimal(bestCPU, places: 4))")
print("bench events_per_cpu_second=\(decimal(Double(trace.count) / bestCPU, places: 0))")
print("bench cpu_ns_per_event=\(decimal(bestCPU / Double(trace.count) * 1e9, places: 1))")

// The same trace with 16 stroke gestures more, in the same run (docs/BENCHMARKS.md, "Strokes").
do {
  let stroked = throughput(try withStrokes(rules))
  print("bench strokes_gestures=16")
  print("bench strokes_outputs=\(stroked.outputs)")
  print("bench strokes_events_per_cpu_second=\(decimal(Double(trace.count) / stroked.cpu, places: 0))")
  print("bench strokes_cpu_ns_per_event=\(decimal(stroked.cpu / Double(trace.count) * 1e9, places: 1))")
  print("bench strokes_cpu_ratio=\(decimal(stroked.cpu / bestCPU, places: 2))")
} catch {
  FileHandle.standardError.write(Data("xgesture-bench: \(error)\n".utf8))
  exit(1)
}

// Memory: many devices, each with a touch down, so every gesture of every
// device is live; the growth of resident memory per live gesture.
let devices = 2000
let memoryEngine = Engine(rules: rules)
let before = residentBytes()
var sink: [EngineOutput] = []
for id in 1...devices {
  memoryEngine.addDevice(
    DeviceGeometry(id: id, name: "device \(id)", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080),
    at: 0, into: &sink)
  memoryEngine.handle(TouchEvent(time: 0, device: id, touch: 1, phase: .begin, x: 100, y: 80), into: &sink)
  for k in 1...3 {
    memoryEngine.handle(
      TouchEvent(
        time: Double(k), device: id, touch: 1, phase: .update, x: 100 + Double(k) * 0.1, y: 80),
      into: &sink)
  }
  sink.removeAll(keepingCapacity: true)
}
let after = residentBytes()
let live = devices * rules.gestures.count
print("bench live_gestures=\(live)")
print("bench bytes_per_live_gesture=\(decimal(Double(after - before) / Double(live), places: 0))")
