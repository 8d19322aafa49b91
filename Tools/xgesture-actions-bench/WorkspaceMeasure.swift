import Foundation
import XGestureBridge
import XGestureSystem
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// `workspace:` against `wmctrl -s` under openbox with four desktops. Every
/// run taps the same way — one-finger and two-finger taps in turn, so that a
/// command with a fixed target can switch back and forth — and only the
/// bound actions differ:
///
/// - `next`: both taps `{ workspace: next, wrap: true }` (what a config uses;
///   xgesture reads the root's desktop properties first, one round trip each);
/// - `fixed`: `{ workspace: 2 }` and `{ workspace: 1 }`, the very requests
///   the commands make;
/// - `wmctrl`: the commands `wmctrl -s 1` and `wmctrl -s 0`.
///
/// Latency = the tap's last RawTouchEnd → the PropertyNotify of
/// `_NET_CURRENT_DESKTOP` on the root, both as minimal clients see them: it
/// includes openbox's own work on the switch (the same in every run), which
/// `measureWindowManager` times alone.
struct WorkspaceMeasure {
  enum Variant: String, CaseIterable {
    case next, fixed, wmctrl

    /// The actions of the one-finger and the two-finger tap.
    var actions: (one: String, two: String) {
      switch self {
      case .next: ("{ workspace: next, wrap: true }", "{ workspace: next, wrap: true }")
      case .fixed: ("{ workspace: 2 }", "{ workspace: 1 }")
      case .wmctrl: ("'wmctrl -s 1'", "'wmctrl -s 0'")
      }
    }
  }

  let bed: TouchBed
  let touches: XInputProbeWindow
  let desktop: XInputProbeWindow
  let control: XDisplay

  /// The latencies, ms, of `taps` taps (one-finger first) with `variant`'s actions bound.
  func measure(_ variant: Variant, taps: Int) throws -> [Double] {
    try showFirstDesktop()
    let actions = variant.actions
    let xgesture = try BenchedXGesture(
      config: """
        gestures:
          one:
            type: tap
            on:
              recognized: \(actions.one)
          two:
            type: tap
            fingers: 2
            on:
              recognized: \(actions.two)

        """, environment: bed.environment)
    var latencies: [Double] = []
    for index in 0..<taps {
      let fingers = index % 2 == 0 ? 1 : 2
      touches.clear()
      desktop.clear()
      try bed.tap(fingers: fingers, x: 100 + Double(index % 10) * 5, y: 80)
      guard
        let end = touches.wait(
          timeout: 5, until: { $0.filter { $0.type == "RawTouchEnd" }.count >= fingers })?
          .last(where: { $0.type == "RawTouchEnd" })
      else {
        throw BenchFailure(
          "\(variant.rawValue): tap \(index) (\(fingers) fingers) never reached the minimal client")
      }
      guard let change = desktop.wait(timeout: 5, until: { $0.contains { $0.touch == 0 } })?.first
      else {
        throw BenchFailure(
          "\(variant.rawValue): tap \(index) (\(fingers) fingers, \(actions)): _NET_CURRENT_DESKTOP never changed\n\(xgesture.output)"
        )
      }
      latencies.append(Double(change.arrival - end.arrival) / 1e6)
      bed.pause(150)
    }
    return latencies
  }

  /// openbox's own part: the bench sends the same `_NET_CURRENT_DESKTOP`
  /// requests itself (desktops 2 and 1 in turn, 150 ms apart) on a connection
  /// it holds open; latency = just before the send → the PropertyNotify.
  func measureWindowManager(requests: Int) throws -> [Double] {
    try showFirstDesktop()
    var latencies: [Double] = []
    for index in 0..<requests {
      desktop.clear()
      let sent = MonotonicClock.nanoseconds()
      control.switchDesktop(to: index % 2 == 0 ? 1 : 0)
      guard let change = desktop.wait(timeout: 5, until: { $0.contains { $0.touch == 0 } })?.first
      else {
        throw BenchFailure("request \(index): openbox never changed _NET_CURRENT_DESKTOP")
      }
      latencies.append(Double(change.arrival - sent) / 1e6)
      bed.pause(150)
    }
    return latencies
  }

  /// Asks openbox for the first desktop (the runs' fixed targets must each change it).
  private func showFirstDesktop() throws {
    guard control.desktops()?.current != 0 else { return }
    control.switchDesktop(to: 0)
    guard poll(timeout: 5, { control.desktops()?.current == 0 ? true : nil }) != nil else {
      throw BenchFailure("openbox did not show the first desktop when asked")
    }
  }
}
