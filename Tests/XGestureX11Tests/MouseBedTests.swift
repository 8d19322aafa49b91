import Testing
import XGestureTestSupport
import XGestureX11Probe

/// The mouse bed (docs/BEDS.md, "The mouse bed"): Xorg's inputtest driver as
/// a relative pointer of its own, seen by a window under the pointer as
/// xev would see it, with no xgesture running.
@Suite("Mouse bed: a pointer of its own through Xorg's inputtest driver")
struct MouseBedTests {
  @Test("A click reaches the window under the pointer as one press and one release where the pointer is")
  func click() throws {
    let bed = try TouchBed(inputTestMice: [InputTestMouse()])
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .buttons)
    defer { window.stop() }
    try bed.moveMouse(dx: -460, dy: -340)  // from the screen's centre (960, 540) to (500, 200)
    try bed.click(3)
    let events = window.wait { $0.contains { $0.type == "ButtonRelease" } }
    #expect(events?.map(\.type) == ["ButtonPress", "ButtonRelease"], "\(window.events)")
    #expect(events?.allSatisfy { $0.touch == 3 && $0.x == 500 && $0.y == 200 } == true, "\(window.events)")
  }

  @Test("A drag reaches it as the press, motion by the pixels sent, and the release at the end")
  func drag() throws {
    let bed = try TouchBed(inputTestMice: [InputTestMouse()])
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .buttons)
    defer { window.stop() }
    try bed.drag(1, deltas: Array(repeating: (dx: 10.0, dy: 5.0), count: 10))
    let events = window.wait { $0.contains { $0.type == "ButtonRelease" } } ?? []
    #expect(events.first?.type == "ButtonPress" && events.first?.x == 960 && events.first?.y == 540)
    #expect(events.filter { $0.type == "MotionNotify" }.count == 10, "\(events)")
    #expect(events.last?.type == "ButtonRelease" && events.last?.x == 1060 && events.last?.y == 590)
  }
}
