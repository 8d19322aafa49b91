import Foundation
import Testing
import XGestureTestSupport

/// The seed tutorial on a real desktop: real Xorg, real PulseAudio, the built
/// binary with the built-in default config.
@Suite("Acceptance: the seed's gestures on a desktop")
struct SeedScenarioTests {
  @Test("A tap plays chomp")
  func tapPlaysChomp() throws {
    let desktop = try Desktop()
    let before = MonotonicTime.now()
    try desktop.tap(x: 100, y: 80)
    let action = desktop.lines(containing: "action: tap recognized: sound: chomp")
    #expect(action.count == 1, "\(desktop.xgesture.output)")
    let onset = try desktop.recording.waitForOnset(after: before, timeout: 3)
    // The tap waits for the double tap to fail: the interval (300 ms) after the lift.
    #expect(onset.time.milliseconds(since: before) > 250)
    #expect(onset.time.milliseconds(since: before) < 1500)
  }
}
