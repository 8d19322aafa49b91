// The feedback overlay, measured on the touch bed (docs/BENCHMARKS.md, "Overlay").
//
// 1. Frames: the built xgesture with `touches: on`; a steady pan at 100 Hz
//    (a touchscreen's rate), and moves 200 ms apart (each after the trail
//    has caught up: nothing moves when it comes): each RawTouchUpdate at a minimal XI2 client → the
//    overlay's next DamageNotify at a second client (FrameMeasure), and the
//    interval between frames against the refresh period xgesture read from
//    XRandR (its start-up line).
// 2. Idle: CPU ticks over S seconds with feedback on and no touch.
// 2b. A preview animating: CPU of the xgesture process over P seconds while a
//    `window: maximize` preview follows a finger moving at 60 Hz (PreviewMeasure).
// 3. Cost without feedback: Private_Dirty and Rss after start and a tap's
//    TouchEnd → command, for this build and for the build before the overlay
//    (XGESTURE_BASELINE_BINARY; `make bench` builds it), the same run.
//
// 2c. Ink: CPU of the xgesture process over I seconds of circles drawn at
//    100 Hz with `ink: on` against the same strokes with nothing shown, one
//    after the other in the same run (InkMeasure); `ink [seconds]` measures only that.
//
// Prints key=value lines; exits 1 with a sentence when a measurement cannot be taken.
// Usage: xgesture-overlay-bench [moves=200] [idle-seconds=30] [taps=50] [preview-seconds=20] [ink-seconds=20]
//        xgesture-overlay-bench ink [ink-seconds=20]
import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// Ink on against off (InkMeasure), printed; the xgesture of each is stopped after it.
func measureInk(bed: TouchBed, damage: XInputProbeWindow, binary: String, seconds: Double) throws {
  let measure = InkMeasure(bed: bed, damage: damage)
  for ink in [true, false] {
    let result = try measure.measure(binary: binary, ink: ink, seconds: seconds)
    let name = ink ? "ink_on" : "ink_off"
    print(
      "\(name)_cpu_pct=\(String(format: "%.2f", result.cpuPercent)) over \(String(format: "%.1f", result.seconds)) s, frames \(result.frames), circles recognized \(result.recognized)"
    )
  }
}

if CommandLine.arguments.dropFirst().first == "ink" {
  let seconds = CommandLine.arguments.dropFirst(2).first.flatMap { Double($0) } ?? 20
  do {
    let bed = try TouchBed()
    defer { bed.stop() }
    let damage = try XInputProbeWindow(displayName: bed.display, selection: .overlayDamage)
    print("ink_seconds=\(Int(seconds))")
    try measureInk(bed: bed, damage: damage, binary: try XGestureProcess.binaryPath(), seconds: seconds)
    print("date=\(ISO8601DateFormatter().string(from: Date()))")
    exit(0)
  } catch {
    print("error: \(error)")
    exit(1)
  }
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let moves = arguments.count > 0 ? arguments[0] : 200
let idleSeconds = arguments.count > 1 ? arguments[1] : 30
let taps = arguments.count > 2 ? arguments[2] : 50
let previewSeconds = arguments.count > 3 ? arguments[3] : 20
let inkSeconds = arguments.count > 4 ? arguments[4] : 20

/// The refresh rate in xgesture's `feedback: … (1920×1080 at 0,0, 60 Hz)` line.
func refreshRate(in output: String) -> Double? {
  guard let hz = output.range(of: " Hz)") else { return nil }
  let number = output[..<hz.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }
  return Double(String(number.reversed()))
}

do {
  let binary = try XGestureProcess.binaryPath()
  let bed = try TouchBed()
  defer { bed.stop() }
  let touches = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
  let damage = try XInputProbeWindow(displayName: bed.display, selection: .overlayDamage)
  print("moves=\(moves) idle_seconds=\(idleSeconds) taps=\(taps) preview_seconds=\(previewSeconds)")

  let feedback = try OverlayRun(
    binary: binary,
    config: "settings: { feedback: { touches: on } }\ngestures: { pan: { type: pan } }\n",
    environment: bed.environment)
  guard let rate = refreshRate(in: feedback.process.output) else {
    throw BedError.startFailed("xgesture's overlay", detail: feedback.process.output)
  }
  let period = 1000 / rate
  print("refresh_hz=\(Statistics.format(rate)) refresh_period_ms=\(Statistics.format(period))")
  let frames = FrameMeasure(bed: bed, touches: touches, damage: damage)
  let steady = try frames.pan(moves: moves, interval: 10)
  print(Statistics.line("update_to_frame_100hz", steady.latencies) + " n=\(steady.latencies.count)")
  print(Statistics.line("frame_interval_100hz", steady.intervals) + " n=\(steady.intervals.count)")
  let median = Statistics.median(steady.intervals)
  print(
    "frame_interval_median_off_period_pct=\(String(format: "%.1f", (median - period) / period * 100))"
  )
  let rested = try frames.pan(moves: max(20, moves / 5), interval: 200)
  print(
    Statistics.line("update_to_frame_after_rest", rested.latencies) + " n=\(rested.latencies.count)"
  )

  bed.pause(1000)
  damage.clear()
  let before = feedback.cpuTicks
  bed.pause(Double(idleSeconds) * 1000)
  print(
    "idle_feedback_on_ticks=\(feedback.cpuTicks - before) over \(idleSeconds) s, frames \(damage.events.count)"
  )

  feedback.process.stop()  // one xgesture per display
  let preview = try PreviewMeasure(bed: bed, damage: damage).measure(
    binary: binary, seconds: Double(previewSeconds))
  print(
    "preview_60hz_cpu_pct=\(String(format: "%.2f", preview.cpuPercent)) over \(String(format: "%.1f", preview.seconds)) s, frames \(preview.frames)"
  )
  try measureInk(bed: bed, damage: damage, binary: binary, seconds: Double(inkSeconds))
  let fifoFolder = try TemporaryDirectory(prefix: "xgesture-overlay-fifo")
  defer { withExtendedLifetime(fifoFolder) {} }
  let fifo = FifoStamps(path: fifoFolder.file("commands.fifo"))
  let cost = CostMeasure(bed: bed, touches: touches, fifo: fifo)
  var builds = [("this_build", binary)]
  if let baseline = ProcessInfo.processInfo.environment["XGESTURE_BASELINE_BINARY"] {
    builds.append(("before_overlay", baseline))
  } else {
    print("before_overlay=not measured (XGESTURE_BASELINE_BINARY unset)")
  }
  for (name, path) in builds {
    let result = try cost.measure(binary: path, taps: taps)
    print("\(name)_private_dirty_kb=\(result.privateDirty) \(name)_rss_kb=\(result.resident)")
    print(
      Statistics.line("\(name)_touchend_to_command", result.latencies)
        + " n=\(result.latencies.count)")
  }
  print("date=\(ISO8601DateFormatter().string(from: Date()))")
} catch {
  print("error: \(error)")
  exit(1)
}
