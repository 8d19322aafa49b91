// The session bus's latency on the touch bed (docs/BENCHMARKS.md, "Session bus").
//
// The built xgesture runs as a user runs it, on a real Xorg with an emulated
// touchscreen and a private `dbus-daemon --session`, with one gesture bound
// (a one-finger tap, no action). A minimal XI2 client (raw touch events on
// the root, as the bridge selects them) notes when each tap's RawTouchEnd
// arrives: the transport's own limit. A GDBus client (python3-gi,
// `BusListener`) notes when each tap's `Transition` to `recognized` reaches
// its handler. One of each per tap, paired in order; a missing one ends the
// bench with status 1.
//
//   tap end → bus Transition: the GDBus client's arrival of a tap's
//     Transition minus the baseline's arrival of the same tap's RawTouchEnd
//     (what xgesture adds — its X read, the engine, the signal — plus the
//     bus daemon's relay and the client's wake-up)
// Prints key=value lines. Usage: xgesture-bus-bench [taps]
import Foundation
import XGestureTestSupport
import XGestureX11Probe

let taps = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100

/// What to end before exiting (exit runs no deinit): xgesture, the clients, the bus, the bed.
nonisolated(unsafe) var endings: [() -> Void] = []

func end() {
  for ending in endings.reversed() { ending() }
}

func fail(_ sentence: String) -> Never {
  print("bus-bench: \(sentence)")
  end()
  exit(1)
}

let bed: TouchBed
let bus: SessionBusBed
let folder: TemporaryDirectory
do {
  bed = try TouchBed()
  endings.append { bed.stop() }
  bus = try SessionBusBed()
  endings.append { bus.stop() }
  folder = try TemporaryDirectory(prefix: "xgesture-bus-bench")
} catch {
  fail("no bed (\(error)); build and run the benchmarks with 'make bench'")
}
let config = try folder.write("gestures:\n  tap:\n    type: tap\n", to: "config.yaml")
let baseline = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
endings.append { baseline.stop() }
let xgesture = try XGestureProcess(
  ["--config", config], environment: bed.environment.merging(bus.environment) { $1 })
endings.append { xgesture.stop() }
guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil,
  bus.waitForOwner(of: "org.xgesture.Xgesture") != nil
else { fail("xgesture did not start on the bus: \(xgesture.output)") }
let listener = try bus.listen()
endings.append { listener.stop() }

func recognized(_ signals: [BusListener.Signal]) -> [BusListener.Signal] {
  signals.filter { $0.member == "Transition" && $0.arguments.count > 3 && $0.arguments[3] as? String == "recognized" }
}

for index in 0..<taps {
  try bed.tap(x: 60 + Double(index % 10) * 15, y: 80)
  let ends = baseline.wait(timeout: 10) { $0.filter { $0.type == "RawTouchEnd" }.count > index }
  let heard = listener.wait(timeout: 10) { recognized($0).count > index ? true : nil }
  guard ends != nil, heard != nil else {
    fail(
      "tap \(index + 1): the baseline's end \(ends == nil ? "missing" : "seen"), the bus's transition \(heard == nil ? "missing" : "heard")"
    )
  }
}
let ends = baseline.events.filter { $0.type == "RawTouchEnd" }.map(\.arrival)
let transitions = recognized(listener.signals).map(\.received)
guard ends.count == taps, transitions.count == taps else {
  fail("\(taps) taps, \(ends.count) ends at the baseline, \(transitions.count) transitions on the bus")
}
let latencies = zip(ends, transitions).map { Double($1 - $0) / 1_000_000 }
print("bench taps=\(taps) baseline_ends=\(ends.count) bus_transitions=\(transitions.count)")
print("bench " + Statistics.line("tap_end_to_bus_transition", latencies))
end()
