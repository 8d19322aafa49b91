import Foundation
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Keys to an inactive window under the fingers against keys to the focused
/// window, in one xgesture under one window manager: two application
/// windows of a minimal client side by side (KeyPress and FocusIn noted,
/// CLOCK_MONOTONIC), a two-finger tap bound to `{ keys: F5, target: under }`
/// over the one that is not active — xgesture activates it
/// (`_NET_ACTIVE_WINDOW`), waits for its FocusIn, then presses — and a
/// three-finger tap bound to `{ keys: F5 }`, which goes to the focused one,
/// in turn. Latency = the tap's last RawTouchEnd → the F5 KeyPress at a window.
struct FocusedKeysMeasure {
  let bed: TouchBed
  let touches: XInputProbeWindow
  /// Where the windows are, asked of the server.
  let control: XDisplay
  /// Screen px per touchscreen mm.
  let pxPerMM: Double

  struct Result {
    var inactive: [Double] = []
    var focused: [Double] = []
    /// Taps over the inactive window whose keys reached the other one.
    var misdelivered = 0
  }

  func measure(taps: Int) throws -> Result {
    let xgesture = try BenchedXGesture(
      config: """
        settings:
          mode: claim
        gestures:
          under:
            type: tap
            fingers: 2
            on:
              recognized: { keys: F5, target: under }
          focused:
            type: tap
            fingers: 3
            on:
              recognized: { keys: F5 }

        """, environment: bed.environment)
    let windows = try XInputProbeWindow(
      displayName: bed.display,
      selection: .keyWindows([(100, 200, 600, 500), (1000, 200, 600, 500)]))
    defer { windows.stop() }
    // The second window mapped last has the focus once the window manager gave it.
    guard
      windows.wait(timeout: 10, until: { $0.contains { $0.type == "FocusIn" && $0.x == 1 } }) != nil
    else {
      throw BenchFailure("the window manager never focused the probe's second window")
    }
    var result = Result()
    var active = 1
    for index in 0..<taps {
      let target = 1 - active
      let under = try tap(fingers: 2, overWindow: target, windows, "under \(index)", xgesture)
      if under.window == target {
        result.inactive.append(under.latency)
      } else {
        result.misdelivered += 1
      }
      active = under.window
      result.focused.append(
        try tap(fingers: 3, overWindow: active, windows, "focused \(index)", xgesture).latency)
    }
    return result
  }

  /// Taps `fingers` fingers 15 mm apart inside window `index` (of the two);
  /// the window the F5 press reached and ms from the last RawTouchEnd to it.
  private func tap(
    fingers: Int, overWindow index: Int, _ windows: XInputProbeWindow, _ name: String,
    _ xgesture: BenchedXGesture
  ) throws -> (window: Int, latency: Double) {
    touches.clear()
    windows.clear()
    guard let place = control.clientFrame(windows.windows[index]) else {
      throw BenchFailure("the probe's window \(index) is gone")
    }
    // 100 px inside its top left; the fingers 15 mm apart rightwards stay on it.
    try bed.tap(
      fingers: fingers, x: Double(place.x + 100) / pxPerMM, y: Double(place.y + 100) / pxPerMM,
      spacing: 15)
    guard
      let end = touches.wait(
        timeout: 5, until: { $0.filter { $0.type == "RawTouchEnd" }.count >= fingers })?
        .last(where: { $0.type == "RawTouchEnd" }),
      let key = windows.wait(timeout: 5, until: { $0.contains { $0.type == "KeyPress" } })?
        .first(where: { $0.type == "KeyPress" })
    else { throw BenchFailure("tap \(name): no key press reached a window\n\(xgesture.output)") }
    bed.pause(150)
    return (key.x, Double(key.arrival - end.arrival) / 1e6)
  }
}
