import Foundation
import Testing
import XGestureTestSupport
import XGestureX11Probe

/// Mouse strokes through the built binary on the mouse bed (docs/REFERENCE.md
/// §16, docs/BEDS.md "The mouse bed"): a `z` drawn with button 3 held runs
/// its command and reaches the window under the pointer not at all, while
/// every press that is no stroke reaches it as it was: a click once, a held
/// press live, a drag that matches nothing replayed.
@Suite("Acceptance: strokes drawn with the mouse")
struct MouseStrokeScenarioTests {
  /// xgesture with a `z` stroke on button 3, a window under the pointer as
  /// xev would be, and the mouse at the screen's centre (960, 540).
  final class Desk {
    let bed: TouchBed
    let folder: TemporaryDirectory
    let xgesture: XGestureProcess
    let window: XInputProbeWindow
    /// The file the stroke's command writes to.
    let written: String

    init(gesture extra: String = "", mice: [InputTestMouse] = [InputTestMouse()]) throws {
      bed = try TouchBed(inputTestMice: mice)
      folder = try TemporaryDirectory(prefix: "xgesture-mouse")
      written = folder.file("strokes.log")
      let config = """
        gestures:
          undo:
            type: stroke
            shape: z
            button: 3
        \(extra)
            on:
              recognized: 'echo "$XGESTURE_GESTURE" >> \(written)'
        """
      let path = try folder.write(config, to: "config.yaml")
      xgesture = try XGestureProcess(["--config", path, "--verbose"], environment: bed.environment)
      guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
        throw BedError.startFailed("xgesture", detail: xgesture.output)
      }
      window = try XInputProbeWindow(displayName: bed.display, selection: .buttons)
    }

    deinit {
      window.stop()
      xgesture.stop()
      bed.stop()
    }

    /// What the window got of button 3, once a click of button 1 (no stroke
    /// draws with it) that came after has arrived: everything before it.
    func buttonThree() throws -> [XInputProbeWindow.Event] {
      try bed.click(1)
      let events = window.wait { $0.contains { $0.type == "ButtonRelease" && $0.touch == 1 } } ?? []
      let cut = events.firstIndex { $0.touch == 1 } ?? events.endIndex
      return events[..<cut].filter { $0.touch == 3 || $0.type == "MotionNotify" }
    }

    /// The lines the stroke's command wrote, after waiting (bounded) for `count`.
    func strokes(count: Int) -> [String] {
      let deadline = MonotonicTime.now().adding(milliseconds: 10_000)
      var lines: [String] = []
      repeat {
        lines = ((try? String(contentsOfFile: written, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        if lines.count >= count { break }
        bed.pause(20)
      } while deadline.millisecondsAgo < 0
      return lines
    }
  }

  /// A `z` 200 px wide and tall from where the pointer is, in 10 px motions.
  static let zed: [(dx: Double, dy: Double)] = {
    let corners = [(0.0, 0.0), (200.0, 0.0), (0.0, 200.0), (200.0, 200.0)]
    var deltas: [(dx: Double, dy: Double)] = []
    for (a, b) in zip(corners, corners.dropFirst()) {
      let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
      let steps = Int((length / 10).rounded(.up))
      deltas += Array(repeating: ((b.0 - a.0) / Double(steps), (b.1 - a.1) / Double(steps)), count: steps)
    }
    return deltas
  }()

  @Test("A click of the stroke's button reaches the window exactly once")
  func click() throws {
    let desk = try Desk()
    try desk.bed.click(3)
    let events = try desk.buttonThree()
    #expect(events.map(\.type) == ["ButtonPress", "ButtonRelease"], "\(events)\n\(desk.xgesture.output)")
    #expect(events.allSatisfy { $0.x == 960 && $0.y == 540 }, "\(events)")
    #expect(desk.strokes(count: 0).isEmpty)
  }

  @Test("A z drawn with button 3 runs its command and reaches the window not at all")
  func stroke() throws {
    let desk = try Desk()
    try desk.bed.drag(3, deltas: Self.zed)
    #expect(desk.strokes(count: 1) == ["undo"], "\(desk.xgesture.output)")
    let events = try desk.buttonThree()
    #expect(events.isEmpty, "\(events)")
  }

  @Test("A second mouse draws on the same master pointer: its z is a stroke, its click one click")
  func secondMouse() throws {
    let second = InputTestMouse(name: "xgesture second mouse")
    let desk = try Desk(mice: [InputTestMouse(), second])
    try desk.bed.drag(3, deltas: Self.zed, mouse: second)
    #expect(desk.strokes(count: 1) == ["undo"], "\(desk.xgesture.output)")
    try desk.bed.click(3, mouse: second)
    let events = try desk.buttonThree()
    #expect(events.map(\.type) == ["ButtonPress", "ButtonRelease"], "\(events)")
  }

  @Test("A press held still passes to the window while the button is down; its drag follows live")
  func heldPress() throws {
    let desk = try Desk()
    try desk.bed.mouseButton(3, pressed: true)
    let pressed = desk.window.wait { $0.contains { $0.type == "ButtonPress" && $0.touch == 3 } }
    #expect(pressed != nil, "the held press never reached the window\n\(desk.xgesture.output)")
    #expect(!desk.window.events.contains { $0.type == "ButtonRelease" })
    for _ in 0..<5 { try desk.bed.moveMouse(dx: 20, dy: 0) }
    try desk.bed.mouseButton(3, pressed: false)
    let events = try desk.buttonThree()
    #expect(events.filter { $0.type == "ButtonPress" }.map(\.x) == [960], "\(events)")
    #expect(events.filter { $0.type == "MotionNotify" }.count == 5, "\(events)")
    #expect(events.filter { $0.type == "ButtonRelease" }.map(\.x) == [1060], "\(events)")
    #expect(desk.strokes(count: 0).isEmpty)
  }

  @Test("A drag that matches no shape is replayed: one press at its start, its motion, one release at its end")
  func replayed() throws {
    let desk = try Desk()
    try desk.bed.drag(3, deltas: Array(repeating: (dx: 10, dy: 0), count: 30))
    // The replay comes once xgesture has the verdict, after the drag's release.
    _ = desk.window.wait { $0.contains { $0.type == "ButtonRelease" && $0.touch == 3 } }
    let events = try desk.buttonThree()
    #expect(events.filter { $0.type == "ButtonPress" }.map(\.x) == [960], "\(events)\n\(desk.xgesture.output)")
    #expect(events.contains { $0.type == "MotionNotify" }, "\(events)")
    #expect(events.filter { $0.type == "ButtonRelease" }.map(\.x) == [1260], "\(events)")
    #expect(events.first?.type == "ButtonPress" && events.last?.type == "ButtonRelease")
    #expect(desk.strokes(count: 0).isEmpty)
  }

  @Test("Over a window its apps: do not name, the press passes at once, long before its pass-after")
  func otherApplication() throws {
    let desk = try Desk(gesture: "    apps: [firefox]\n    pass-after: 8s")
    try desk.bed.mouseButton(3, pressed: true)
    let pressed = desk.window.wait(timeout: 4) { $0.contains { $0.type == "ButtonPress" && $0.touch == 3 } }
    #expect(pressed != nil, "the press waited for its pass-after\n\(desk.xgesture.output)")
    try desk.bed.mouseButton(3, pressed: false)
    let events = try desk.buttonThree()
    #expect(events.map(\.type) == ["ButtonPress", "ButtonRelease"], "\(events)")
  }
}
