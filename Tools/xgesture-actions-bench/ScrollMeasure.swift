import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// `scroll:`'s step against the transport: one finger drags 40 mm in 10
/// frames of 4 mm, 16 ms apart, held still 150 ms before the lift (no
/// glide), up and down in turn, with `{ scroll: natural, every: 4mm }` on
/// the pan's `changed` in claim mode. A minimal client on the root notes each
/// RawTouchUpdate and one covering the screen each ButtonPress (XTest's
/// wheel click, at the pointer). Latency = a frame's update → the first
/// ButtonPress after it (before the next update), both arrivals at minimal
/// clients (CLOCK_MONOTONIC): xgesture's whole share of a step.
struct ScrollMeasure {
  let bed: TouchBed
  let touches: XInputProbeWindow

  func measure(drags: Int) throws -> [Double] {
    let xgesture = try BenchedXGesture(
      config: """
        settings:
          mode: claim
        gestures:
          drag:
            type: pan
            on:
              changed: { scroll: natural, every: 4mm }

        """, environment: bed.environment)
    let buttons = try XInputProbeWindow(displayName: bed.display, selection: .buttons)
    defer { buttons.stop() }
    var latencies: [Double] = []
    for index in 0..<drags {
      touches.clear()
      buttons.clear()
      let down = index % 2 == 0
      try bed.stroke(
        x: 100, y: down ? 40 : 80, dx: 0, dy: down ? 40 : -40, steps: 10, interval: 16, rest: 150)
      guard
        touches.wait(timeout: 5, until: { $0.contains { $0.type == "RawTouchEnd" } }) != nil,
        let presses = buttons.wait(timeout: 5, until: { $0.count { $0.type == "ButtonPress" } >= 5 })?
          .filter({ $0.type == "ButtonPress" })
      else {
        throw BenchFailure("drag \(index): fewer than 5 wheel clicks arrived\n\(xgesture.output)")
      }
      latencies += Self.stepLatencies(
        updates: touches.events.filter { $0.type == "RawTouchUpdate" }.map(\.arrival),
        presses: presses.map(\.arrival))
      bed.pause(100)
    }
    return latencies
  }

  /// For each update, ms from it to the first press that came after it and
  /// before the next update (updates without a click are left out).
  static func stepLatencies(updates: [Int64], presses: [Int64]) -> [Double] {
    var latencies: [Double] = []
    for (index, update) in updates.enumerated() {
      let next = index + 1 < updates.count ? updates[index + 1] : Int64.max
      if let press = presses.first(where: { $0 > update && $0 < next }) {
        latencies.append(Double(press - update) / 1e6)
      }
    }
    return latencies
  }
}
