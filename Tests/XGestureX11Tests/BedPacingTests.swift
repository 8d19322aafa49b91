import Foundation
import Testing
import XGestureEngine
import XGestureTestSupport
import XGestureX11Probe

/// The bed's side of a swipe on a loaded machine (docs/BEDS.md, "Under
/// load"): the X server stamps each touch event when it reads it, so the gaps
/// a client sees between a stroke's frames are those the bed kept. A gap of
/// more than the velocity tracker's stop gap is a finger that stopped: a
/// swipe would lift at 0 mm/s.
@Suite("Touch bed pacing: a script's frames reach the server at its pace")
struct BedPacingTests {
  @Test(
    "Twenty strokes of 8 ms frames reach a client with no gap between two of a touch's events longer than the stop gap",
    arguments: [XorgConfiguration.InputDriver.evdev, .libinput])
  func strokesKeepTheirPace(driver: XorgConfiguration.InputDriver) throws {
    let bed = try TouchBed(screen: XorgConfiguration(touchscreenDriver: driver))
    defer { bed.stop() }
    let probe = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
    defer { probe.stop() }
    // Taps in a corner until the probe sees them: its selection is in place.
    let seeing = poll(timeout: 10) { () -> Bool? in
      try? bed.tap(x: 1, y: 1)
      return probe.wait(timeout: 0.5) { $0.contains { $0.type == "RawTouchEnd" } } != nil
        ? true : nil
    }
    #expect(seeing == true, "the probe saw no touch")
    probe.clear()

    let strokes = 20
    for _ in 0..<strokes { try bed.stroke(x: 100, y: 50, dx: 40, dy: 0) }
    let events = try #require(
      probe.wait(timeout: 20) { $0.filter { $0.type == "RawTouchEnd" }.count >= strokes },
      "\(probe.events.count) events")
    // Each stroke: down, 10 moves 8 ms apart, the lift 8 ms after the last.
    var gaps: [Double] = []
    var last: [Int: UInt32] = [:]
    for event in events {
      if let previous = last[event.touch] { gaps.append(Double(event.serverTime &- previous)) }
      last[event.touch] = event.type == "RawTouchEnd" ? nil : event.serverTime
    }
    #expect(gaps.count == strokes * 11)
    let stops = gaps.filter { $0 > VelocityTracker.stopGap }
    #expect(
      stops.isEmpty, "gaps of \(stops) ms among \(gaps.count); the longest \(gaps.max() ?? 0) ms")
  }
}
