// Desktop actions against helper programs (docs/BENCHMARKS.md, "Desktop actions").
//
// A real Xorg with an emulated touchscreen and the built `xgesture` with
// taps or a pan bound; minimal clients on the root note when each
// RawTouchEnd, RawKeyPress, `_NET_CURRENT_DESKTOP` PropertyNotify and the
// slid window's ConfigureNotify arrives (CLOCK_MONOTONIC).
//
// 1. `keys:` against `xdotool key` (KeysMeasure), without a window manager.
// 2. `scroll:`'s step: a touch update → its wheel click at a client
//    (ScrollMeasure), without a window manager, in claim mode.
// 3. `workspace:` against `wmctrl -s` (WorkspaceMeasure), under openbox with
//    four desktops, and openbox alone (the bench sends the same request).
// 4. Keys to an inactive window under the fingers (activated first) against
//    keys to the focused window, in one run (FocusedKeysMeasure), under openbox.
// 5. `window: move`'s slide: the intervals between its moves against the
//    refresh period xgesture derives from XRandR (SlideMeasure), under openbox.
//
// Prints key=value lines; exits 1 with a sentence when a measurement cannot
// be taken (a key, a desktop switch or a slide that never arrives).
// Usage: xgesture-actions-bench [taps] [flicks]
import Foundation
import XGestureBridge
import XGestureScreen
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

let arguments = CommandLine.arguments.dropFirst()
let taps = arguments.first.flatMap(Int.init) ?? 30
let flicks = arguments.dropFirst().first.flatMap(Int.init) ?? 6

do {
  _ = try ProgramLookup.find("xdotool", package: "xdotool")
  _ = try ProgramLookup.find("wmctrl", package: "wmctrl")
  let bed = try TouchBed()
  defer { bed.stop() }
  let touches = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
  print("taps=\(taps) flicks=\(flicks)")

  let keys = KeysMeasure(
    bed: bed, touches: touches,
    keys: try XInputProbeWindow(displayName: bed.display, selection: .rawKeys))
  let own = try keys.measure("{ keys: F5 }", taps: taps)
  let xdotool = try keys.measure("'xdotool key F5'", taps: taps)
  print(Statistics.line("keys_action", own))
  print(Statistics.line("xdotool", xdotool))
  print(
    "keys_speedup_at_median=\(Statistics.format(Statistics.median(xdotool) / Statistics.median(own)))"
  )

  let steps = try ScrollMeasure(bed: bed, touches: touches).measure(drags: max(10, taps))
  print("scroll_steps=\(steps.count)")
  print(Statistics.line("scroll_step", steps))

  let openbox = try Openbox(desktops: 4, environment: bed.environment)
  defer { openbox.stop() }
  let control = try XDisplay(name: bed.display, environment: [:])
  let workspace = WorkspaceMeasure(
    bed: bed, touches: touches,
    desktop: try XInputProbeWindow(
      displayName: bed.display, selection: .rootProperty("_NET_CURRENT_DESKTOP")),
    control: control)
  var switches: [WorkspaceMeasure.Variant: [Double]] = [:]
  for variant in WorkspaceMeasure.Variant.allCases {
    switches[variant] = try workspace.measure(variant, taps: taps)
  }
  let openboxAlone = try workspace.measureWindowManager(requests: taps)
  let next = switches[.next] ?? []
  let fixed = switches[.fixed] ?? []
  let wmctrl = switches[.wmctrl] ?? []
  print(Statistics.line("workspace_next", next))
  print(Statistics.line("workspace_fixed", fixed))
  print(Statistics.line("wmctrl", wmctrl))
  print(Statistics.line("openbox_alone", openboxAlone))
  // Differences of medians: each path's share beyond openbox's own work.
  let alone = Statistics.median(openboxAlone)
  print(
    "beyond_openbox_median_ms: workspace_next=\(Statistics.format(Statistics.median(next) - alone))"
      + " workspace_fixed=\(Statistics.format(Statistics.median(fixed) - alone))"
      + " wmctrl=\(Statistics.format(Statistics.median(wmctrl) - alone))")
  print(
    "workspace_speedup_at_median=\(Statistics.format(Statistics.median(wmctrl) / Statistics.median(next)))"
      + " workspace_fixed_speedup_at_median=\(Statistics.format(Statistics.median(wmctrl) / Statistics.median(fixed)))"
  )

  let pxPerMM = Double(bed.screen.screenWidth) / (bed.devices.first?.widthMM ?? 294)
  let focus = try FocusedKeysMeasure(bed: bed, touches: touches, control: control, pxPerMM: pxPerMM).measure(taps: taps)
  print("keys_inactive_taps=\(focus.inactive.count) keys_inactive_misdelivered=\(focus.misdelivered)")
  print(Statistics.line("keys_inactive", focus.inactive))
  print(Statistics.line("keys_focused", focus.focused))
  print(
    "activation_cost_median_ms=\(Statistics.format(Statistics.median(focus.inactive) - Statistics.median(focus.focused)))"
  )

  // The pacing xgesture's slides take: the monitors' refresh rate, at least 60 Hz.
  let pacer = FramePacer(animatingOn: control.queryMonitorOutputs())
  let period = pacer.period
  let rate = 1000 / period
  let slide = try SlideMeasure(bed: bed, touches: touches, control: control, pxPerMM: pxPerMM)
    .measure(flicks: flicks)
  guard !slide.intervals.isEmpty else {
    throw BenchFailure("the slides made no two moves 2 px apart")
  }
  let median = Statistics.median(slide.intervals)
  print("refresh_hz=\(Statistics.format(rate)) refresh_period_ms=\(Statistics.format(period))")
  print("slide_moves=\(slide.moves) slide_intervals=\(slide.intervals.count)")
  print(Statistics.line("slide_interval", slide.intervals))
  print("slide_median_off_period_pct=\(String(format: "%.1f", (median - period) / period * 100))")
} catch {
  print("error: \(error)")
  exit(1)
}
