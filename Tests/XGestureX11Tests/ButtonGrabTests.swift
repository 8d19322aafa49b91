import Testing
import XGestureBridge
import XGestureEngine
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// The X adapter's button grab on the mouse bed (docs/X11.md, "The
/// mouse"), driven by hand as the bridge drives it: what a synchronous grab
/// holds back, what passing and keeping let through to the window under the
/// pointer, and the replay of a drag.
@Suite("The button grab on the mouse bed")
struct ButtonGrabTests {
  /// A display of its own holding the grab of button 3, and a window under the pointer.
  final class Grabbed {
    let bed: TouchBed
    let display: XDisplay
    let window: XInputProbeWindow

    init() throws {
      bed = try TouchBed(inputTestMice: [InputTestMouse()])
      display = try XDisplay(name: bed.display, environment: [:])
      window = try XInputProbeWindow(displayName: bed.display, selection: .buttons)
      display.selectBridgeEvents()
      try display.grabButtons([3])
    }

    deinit {
      window.stop()
      bed.stop()
    }

    /// The next messages of the grab's kinds, until `enough` says so (at most 10 s).
    func messages(until enough: ([XInputMessage]) -> Bool) -> [XInputMessage] {
      var seen: [XInputMessage] = []
      let deadline = MonotonicTime.now().adding(milliseconds: 10_000)
      while !enough(seen), deadline.millisecondsAgo < 0 {
        guard display.hasPendingEvent else {
          bed.pause(5)
          continue
        }
        switch display.nextMessage() {
        case .pointer(let event): seen.append(.pointer(event))
        case .rawPointer(let raw): seen.append(.rawPointer(raw))
        default: break
        }
      }
      return seen
    }
  }

  static func isPress(_ message: XInputMessage) -> Bool {
    if case .pointer(let event) = message { return event.phase == .press && event.button == 3 }
    return false
  }

  static func isRawRelease(_ message: XInputMessage) -> Bool {
    if case .rawPointer(.release(_, 3)) = message { return true }
    return false
  }

  @Test("A grabbed click is held back until passed; the window then gets exactly one press and one release")
  func clickPassed() throws {
    let grabbed = try Grabbed()
    try grabbed.bed.mouseButton(3, pressed: true)
    #expect(grabbed.messages(until: { $0.contains(where: Self.isPress) }).contains(where: Self.isPress))
    grabbed.display.watchRawPointer(true)
    grabbed.display.flush()
    try grabbed.bed.mouseButton(3, pressed: false)
    // Frozen: only the raw release tells of it; the window has seen nothing.
    #expect(grabbed.messages(until: { $0.contains(where: Self.isRawRelease) }).contains(where: Self.isRawRelease))
    #expect(grabbed.window.events.isEmpty, "\(grabbed.window.events)")
    grabbed.display.watchRawPointer(false)
    grabbed.display.allowPointer(master: 2, keep: false)
    grabbed.display.flush()
    let events = grabbed.window.wait { $0.contains { $0.type == "ButtonRelease" } }
    #expect(events?.map(\.type) == ["ButtonPress", "ButtonRelease"], "\(grabbed.window.events)")
    // A click of a button not grabbed comes after, and nothing more of button 3.
    try grabbed.bed.click(1)
    _ = grabbed.window.wait { $0.contains { $0.type == "ButtonRelease" && $0.touch == 1 } }
    #expect(grabbed.window.events.filter { $0.touch == 3 }.count == 2, "\(grabbed.window.events)")
  }

  @Test("A kept press brings its motion and release to xgesture and nothing to the window; a replay brings it all")
  func keptThenReplayed() throws {
    let grabbed = try Grabbed()
    try grabbed.bed.mouseButton(3, pressed: true)
    _ = grabbed.messages(until: { $0.contains(where: Self.isPress) })
    grabbed.display.allowPointer(master: 2, keep: true)
    grabbed.display.flush()
    try grabbed.bed.moveMouse(dx: 40, dy: 0)
    try grabbed.bed.mouseButton(3, pressed: false)
    let kept = grabbed.messages { seen in
      seen.contains { if case .pointer(let e) = $0 { return e.phase == .release } else { return false } }
    }
    #expect(kept.contains { if case .pointer(let e) = $0 { return e.phase == .motion } else { return false } })
    grabbed.bed.pause(100)
    #expect(grabbed.window.events.filter { $0.touch == 3 }.isEmpty, "\(grabbed.window.events)")
    let path = [Point(x: 960, y: 540), Point(x: 980, y: 540), Point(x: 1000, y: 540)]
    grabbed.display.replayDrag(button: 3, path: path)
    grabbed.display.flush()
    let events = grabbed.window.wait { $0.contains { $0.type == "ButtonRelease" } } ?? []
    #expect(events.filter { $0.type == "ButtonPress" }.map(\.x) == [960], "\(events)")
    #expect(events.contains { $0.type == "MotionNotify" })
    #expect(events.filter { $0.type == "ButtonRelease" }.map(\.x) == [1000], "\(events)")
    // The grab is back: the next press of button 3 is xgesture's again.
    try grabbed.bed.mouseButton(3, pressed: true)
    #expect(grabbed.messages(until: { $0.contains(where: Self.isPress) }).contains(where: Self.isPress))
  }
}
