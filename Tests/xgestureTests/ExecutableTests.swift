import Foundation
import Testing
import XGestureTestSupport

@Suite("The xgesture binary on the touch bed")
struct ExecutableTests {
  @Test("--list-devices shows each touchscreen's name, touch class, axes and size, and a hot-added one")
  func listDevices() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let first = try XGestureProcess.run(["--list-devices"], environment: bed.environment)
    #expect(first.status == .exited(0), "\(first.output)")
    let text = first.output
    #expect(text.contains(": xgesture virtual touchscreen\n"), "\(text)")
    #expect(text.contains("touch: direct (touchscreen), up to 10 touches"))
    #expect(text.contains("x: 0 … 29399, 100000 units/m (100 units/mm)"))
    #expect(text.contains("y: 0 … 16499, 100000 units/m (100 units/mm)"))
    #expect(text.contains("size: 294 × 165 mm"))
    #expect(text.contains("enabled: yes"))
    #expect(text.contains("Virtual core pointer — no touch (master pointer)"))

    let second = TouchscreenDescription(
      name: "xgesture second touchscreen", widthMM: 200, heightMM: 100, slots: 5, eventNumber: 21)
    try bed.hotAdd(second)
    let again = try XGestureProcess.run(["--list-devices"], environment: bed.environment)
    #expect(again.output.contains(": xgesture second touchscreen\n"), "\(again.output)")
    #expect(again.output.contains("up to 5 touches"))
    #expect(again.output.contains("size: 200 × 100 mm"))
  }

  @Test("With no X server, --list-devices says which display it could not open and exits 1")
  func noDisplay() throws {
    let result = try XGestureProcess.run(["--list-devices"], environment: ["DISPLAY": ":987"])
    #expect(result.status == .exited(1))
    #expect(result.output.contains("cannot open X display ':987'"), "\(result.output)")
  }
}
