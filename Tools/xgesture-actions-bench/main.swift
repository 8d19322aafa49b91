// Desktop actions against helper programs (docs/BENCHMARKS.md, "Desktop actions").
//
// A real Xorg with an emulated touchscreen and the built `xgesture` with one
// tap bound, first to `{ keys: F5 }` (XTest on xgesture's own connection),
// then to the command `xdotool key F5` (what configs did before). Two minimal
// XI2 clients on the root note when each RawTouchEnd and each RawKeyPress
// arrives (CLOCK_MONOTONIC): latency = the tap's RawTouchEnd → the F5
// RawKeyPress, as any client sees them. Prints key=value lines and exits 1
// when a tap's key never arrives.
// Usage: xgesture-actions-bench [taps]
import Foundation
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

let taps = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func percentile95(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }

/// Runs xgesture with `action` bound to a one-finger tap and returns the latencies, ms.
func measure(_ action: String, bed: TouchBed, touches: XInputProbeWindow, keys: XInputProbeWindow) throws
  -> [Double]
{
  let home = try TemporaryDirectory(prefix: "xgesture-actions-bench")
  mkdir(home.file("xgesture"), 0o755)
  try home.write(
    "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: \(action)\n", to: "xgesture/config.yaml")
  chmod(home.file("xgesture/config.yaml"), 0o644)
  var environment = bed.environment
  environment["XDG_CONFIG_HOME"] = home.path
  let xgesture = try XGestureProcess([], environment: environment)
  defer { xgesture.stop() }
  guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
    throw BedError.startFailed("xgesture", detail: xgesture.output)
  }
  var latencies: [Double] = []
  for index in 0..<taps {
    touches.clear()
    keys.clear()
    try bed.tap(x: 100 + Double(index % 10) * 5, y: 80, hold: 8)
    guard
      let end = touches.wait(timeout: 5, until: { $0.contains { $0.type == "RawTouchEnd" } })?.first(
        where: { $0.type == "RawTouchEnd" }),
      let key = keys.wait(timeout: 5, until: { !$0.isEmpty })?.first
    else {
      print("error: tap \(index) with \(action): no key press arrived\n\(xgesture.output)")
      exit(1)
    }
    latencies.append(Double(key.arrival - end.arrival) / 1e6)
    bed.pause(150)
  }
  return latencies
}

do {
  _ = try ProgramLookup.find("xdotool", package: "xdotool")
  let bed = try TouchBed()
  defer { bed.stop() }
  let touches = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
  let keys = try XInputProbeWindow(displayName: bed.display, selection: .rawKeys)
  let own = try measure("{ keys: F5 }", bed: bed, touches: touches, keys: keys)
  let xdotool = try measure("'xdotool key F5'", bed: bed, touches: touches, keys: keys)
  print("taps=\(taps)")
  print("keys_action_median_ms=\(format(median(own))) keys_action_p95_ms=\(format(percentile95(own)))")
  print("xdotool_median_ms=\(format(median(xdotool))) xdotool_p95_ms=\(format(percentile95(xdotool)))")
  print("speedup_at_median=\(format(median(xdotool) / median(own)))")
} catch {
  print("error: \(error)")
  exit(1)
}
