import Foundation
import XGestureBridge
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// `window: move`'s slide under openbox: an xterm flicked with three fingers
/// (20 mm in 8 frames 10 ms apart, lifted at once; right, then left, in
/// turn), and a minimal client that selects StructureNotify on its frame
/// notes each ConfigureNotify (CLOCK_MONOTONIC). The slide's moves are those
/// after the flick's last RawTouchEnd; the figure is the interval between
/// successive moves, taken while the window still moves 2 px or more per
/// move: near the end of the decay a frame can leave the window on the same
/// pixel, and openbox then moves nothing and reports nothing, which would
/// count as a long interval that xgesture never made.
struct SlideMeasure {
  let bed: TouchBed
  let touches: XInputProbeWindow
  let control: XDisplay
  /// Screen px per touchscreen mm.
  let pxPerMM: Double

  struct Result {
    var intervals: [Double] = []
    /// Moves seen during the slides (all of them, before the 2 px cut).
    var moves = 0
  }

  func measure(flicks: Int) throws -> Result {
    let xgesture = try BenchedXGesture(
      config:
        "gestures:\n  drag:\n    type: pan\n    fingers: 3\n    on:\n      began: { window: move }\n",
      environment: bed.environment)
    let xterm = try XClient(
      "xterm", package: "xterm", arguments: ["-geometry", "60x20+100+200", "-name", "slid"],
      environment: bed.environment)
    defer { xterm.stop() }
    guard
      let window = poll(
        timeout: 10,
        { () -> UInt? in
          guard let found = control.applicationWindow(atX: 200, y: 260), found.instance == "slid"
          else { return nil }
          return found.id
        })
    else { throw BenchFailure("the xterm never appeared under openbox at 100,200") }
    let moves = try XInputProbeWindow(displayName: bed.display, selection: .moves(window: window))
    defer { moves.stop() }
    var result = Result()
    for index in 0..<flicks {
      guard let client = control.clientFrame(window) else {
        throw BenchFailure("the xterm is gone")
      }
      let rightwards = client.x < 700
      touches.clear()
      moves.clear()
      try bed.stroke(
        fingers: 3, x: Double(client.x + 60) / pxPerMM, y: Double(client.y + 20) / pxPerMM,
        dx: rightwards ? 20 : -20, dy: 0, steps: 8, interval: 10)
      guard
        let lift = touches.wait(
          timeout: 5, until: { $0.filter { $0.type == "RawTouchEnd" }.count >= 3 })?
          .last(where: { $0.type == "RawTouchEnd" })
      else { throw BenchFailure("flick \(index) never reached the minimal client") }
      // The slide is over when no move came for 300 ms.
      guard
        let seen = moves.wait(
          timeout: 15,
          until: { events in
            guard let last = events.last, last.arrival > lift.arrival else { return false }
            return MonotonicClock.nanoseconds() - last.arrival > 300_000_000
          })
      else {
        throw BenchFailure(
          "flick \(index): the xterm did not slide after the lift\n\(xgesture.output)")
      }
      let slide = seen.filter { $0.arrival > lift.arrival }
      result.moves += slide.count
      for (earlier, later) in zip(slide, slide.dropFirst()) {
        guard abs(later.x - earlier.x) + abs(later.y - earlier.y) >= 2 else { break }
        result.intervals.append(Double(later.arrival - earlier.arrival) / 1e6)
      }
    }
    return result
  }
}
