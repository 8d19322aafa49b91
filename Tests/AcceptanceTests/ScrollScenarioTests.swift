import Foundation
import Testing
import XGestureTestSupport
import XGestureX11Probe

/// `scroll:` (docs/REFERENCE.md §9) in claim mode, at xev and in a real
/// xterm with scrollback: wheel clicks (buttons 4–7) for applications that
/// only know a mouse, and kinetic scrolling after the lift.
@Suite("Acceptance: scrolling")
struct ScrollScenarioTests {
  static let config = config(mode: "claim")

  /// Two fingers scroll naturally, three traditionally, in `mode`.
  static func config(mode: String) -> String {
    """
    settings:
      mode: \(mode)
    gestures:
      natural:
        type: pan
        fingers: 2
        on:
          changed: { scroll: natural, every: 4mm }
      traditional:
        type: pan
        fingers: 3
        on:
          changed: { scroll: traditional, every: 4mm }

    """
  }

  /// A desktop with `config` and xev covering the screen, ready.
  static func xev(_ config: String = config) throws -> (ActionsDesktop, XClient) {
    let desktop = try ActionsDesktop(config: config, under: nil)
    let xev = try desktop.start("xev", package: "x11-utils", ["-geometry", "1920x1080+0+0"])
    #expect(xev.waitForLines { $0.contains { $0.hasPrefix("Expose event") } ? true : nil } == true)
    return (desktop, xev)
  }

  /// The buttons of xev's presses from the `from`-th on, once `count` more have come (bounded).
  static func buttons(_ xev: XClient, from: Int = 0, count: Int) -> [Int] {
    let presses = xev.waitForLines { lines -> [Int]? in
      let buttons = XevButtons.presses(in: lines).dropFirst(from).map(\.button)
      return buttons.count >= count ? buttons : nil
    }
    return presses ?? XevButtons.presses(in: xev.lines).dropFirst(from).map(\.button)
  }

  @Test(
    "A natural two-finger drag up of 20 mm at 4 mm a click gives about five clicks of button 5 and no button 1"
  )
  func naturalUp() throws {
    let (desktop, xev) = try Self.xev()
    // 1 mm per frame, held still 150 ms before the lift (no glide).
    try desktop.touch.stroke(
      fingers: 2, x: 100, y: 80, dx: 0, dy: -20, steps: 20, interval: 8, rest: 150)
    #expect(
      desktop.xgesture.waitForLine(containing: "natural: changed → ended") != nil,
      "\(desktop.xgesture.output)")
    let buttons = Self.buttons(xev, count: 4)
    // The travel since the landing counts, the pan's 3 mm before it began included: 5 clicks.
    #expect(
      (4...6).contains(buttons.count) && buttons.allSatisfy { $0 == 5 },
      "\(buttons) \(desktop.xgesture.output)")
    #expect(!buttons.contains(1))
  }

  @Test("A traditional drag up turns the wheel up (button 4); sideways drags give buttons 6 and 7")
  func traditionalAndSideways() throws {
    let (desktop, xev) = try Self.xev()
    try desktop.touch.stroke(
      fingers: 3, x: 100, y: 80, dx: 0, dy: -20, steps: 20, interval: 8, rest: 150)
    let up = Self.buttons(xev, count: 4)
    #expect(
      (4...6).contains(up.count) && up.allSatisfy { $0 == 4 }, "\(up) \(desktop.xgesture.output)")
    // Natural, fingers to the right: the content goes right, the view scrolls left (6).
    try desktop.touch.stroke(
      fingers: 2, x: 100, y: 80, dx: 20, dy: 0, steps: 20, interval: 8, rest: 150)
    let left = Self.buttons(xev, from: up.count, count: 4)
    #expect(
      (4...6).contains(left.count) && left.allSatisfy { $0 == 6 },
      "\(left) \(desktop.xgesture.output)")
    // Traditional, fingers to the right: the wheel turns right (7).
    let before = up.count + left.count
    try desktop.touch.stroke(
      fingers: 3, x: 100, y: 80, dx: 20, dy: 0, steps: 20, interval: 8, rest: 150)
    let right = Self.buttons(xev, from: before, count: 4)
    #expect(
      (4...6).contains(right.count) && right.allSatisfy { $0 == 7 },
      "\(right) \(desktop.xgesture.output)")
    #expect(!XevButtons.presses(in: xev.lines).contains { $0.button == 1 })
  }

  @Test(
    "A flick goes on clicking after the lift, fewer and fewer as the glide slows, until it comes to rest"
  )
  func flickGlides() throws {
    let (desktop, xev) = try Self.xev()
    let touches = try XInputProbeWindow(displayName: desktop.touch.display, selection: .rawRoot)
    defer { touches.stop() }
    // 40 mm up in 8 frames 10 ms apart, lifted at once.
    try desktop.touch.stroke(fingers: 2, x: 100, y: 120, dx: 0, dy: -40, steps: 8, interval: 10)
    let lift = try #require(
      touches.wait(timeout: 10) { $0.filter { $0.type == "RawTouchEnd" }.count >= 2 }?
        .last { $0.type == "RawTouchEnd" }?.serverTime)
    // At rest: no new click for 500 ms.
    var last = 0
    var still = MonotonicTime.now()
    let presses = poll(timeout: 20, interval: 20) { () -> [(button: Int, time: UInt32)]? in
      let now = XevButtons.presses(in: xev.lines)
      if now.count != last {
        last = now.count
        still = MonotonicTime.now()
        return nil
      }
      return still.millisecondsAgo >= 500 ? now : nil
    }
    let all = try #require(presses, "\(desktop.xgesture.output)")
    #expect(all.allSatisfy { $0.button == 5 })
    let after = all.filter { Int32(bitPattern: $0.time &- lift) > 0 }.map {
      Double(Int32(bitPattern: $0.time &- lift))
    }
    // The glide goes on well past the lift, clicking less in each 100 ms than in the one before
    // (give or take the click a whole step rounds off).
    #expect(after.count >= 20, "\(after.count) clicks after the lift \(desktop.xgesture.output)")
    var windows = [Int](repeating: 0, count: 60)
    for time in after { windows[min(59, Int(time / 100))] += 1 }
    #expect(windows[0] > windows[3] && windows[3] > windows[8], "\(windows)")
    #expect(zip(windows, windows.dropFirst()).allSatisfy { $0 + 2 >= $1 }, "\(windows)")
  }

  @Test("A touch stops a glide where it is")
  func touchStops() throws {
    let (desktop, xev) = try Self.xev()
    let touches = try XInputProbeWindow(displayName: desktop.touch.display, selection: .rawRoot)
    defer { touches.stop() }
    // One script, so a loaded machine cannot stretch the time between the flick and the touch:
    // 40 mm up in 8 frames 10 ms apart, lifted at once, and a touch 150 ms after the lift. The
    // fingers rest 100 ms first, past the landing window (80 ms): a flick as long as the window
    // whose frames a loaded server reads late lifts a finger before the window closes, and is
    // then no two-finger scroll at all (not what this test is about).
    try desktop.touch.script { () throws(BedError) in
      try desktop.touch.stroke(fingers: 2, x: 100, y: 120, dx: 0, dy: -40, steps: 8, interval: 10, landed: 100)
      desktop.touch.pause(150)
      try desktop.touch.tap(x: 150, y: 60, hold: 30)
    }
    let events = try #require(
      touches.wait(timeout: 10) { $0.filter { $0.type == "RawTouchEnd" }.count >= 3 },
      "\(touches.events)")
    let lift = try #require(events.filter { $0.type == "RawTouchEnd" }.dropLast().last?.serverTime)
    let touch = try #require(events.filter { $0.type == "RawTouchBegin" }.last?.serverTime)
    // Once the clicks have stopped (none for 500 ms), the server's times say what came when.
    var last = -1
    var still = MonotonicTime.now()
    let stopped = poll(timeout: 20, interval: 20) { () -> [(button: Int, time: UInt32)]? in
      let presses = XevButtons.presses(in: xev.lines)
      if presses.count != last {
        last = presses.count
        still = MonotonicTime.now()
        return nil
      }
      return still.millisecondsAgo >= 500 ? presses : nil
    }
    let presses = try #require(stopped, "\(desktop.xgesture.output)")
    func after(_ time: UInt32) -> [UInt32] { presses.map(\.time).filter { Int32(bitPattern: $0 &- time) > 0 } }
    // The glide was under way when the touch came: clicks between the lift and the touch.
    let gliding = after(lift).count - after(touch).count
    #expect(gliding >= 5, "\(gliding) clicks between the lift and the touch \(desktop.xgesture.output)")
    // Unstopped, a 40 mm flick in 70 ms glides at the fling's cap (1270 mm/s) for about 634 mm:
    // 150 clicks more; stopped 150 ms after the lift, about 40 have come, and at most the frame
    // under way adds a few.
    #expect(presses.count < 100, "\(presses.count) clicks: the glide was not stopped \(desktop.xgesture.output)")
  }

  @Test(
    "In an xterm with scrollback a drag down scrolls back through its lines and a drag up returns to the bottom"
  )
  func xtermScrollback() throws {
    let desktop = try ActionsDesktop(config: Self.config, under: nil)
    _ = try desktop.start(
      "xterm", package: "xterm",
      [
        "-geometry", "80x24+0+0", "-sl", "1000", "-name", "scrolled", "-e", "sh", "-c",
        "seq 1 300; printf '\\033[?25l'; exec sleep 600",
      ])
    let window = try #require(desktop.window(instance: "scrolled"))
    // The xterm has printed its lines, its cursor hidden (it would change with the focus,
    // which follows the pointer without a window manager), when its picture stops changing.
    let bottom = try #require(Self.settledPicture(desktop, window))
    let frame = try #require(desktop.frame(of: window))
    let x = ActionsDesktop.mm(frame.x + frame.width / 2)
    let y = ActionsDesktop.mm(frame.y + 40)
    // The pointer is not over the xterm: xgesture puts it under the fingers.
    try desktop.touch.stroke(
      fingers: 2, x: x, y: y, dx: 0, dy: 20, steps: 20, interval: 8, rest: 150)
    let back = try #require(
      poll(timeout: 10) { () -> Data? in
        guard let now = Self.settledPicture(desktop, window), now != bottom else { return nil }
        return now
      }, "\(desktop.xgesture.output)")
    #expect(back != bottom)
    // Further up than down, so that the clicks surely bring it back: at the bottom more do nothing.
    try desktop.touch.stroke(
      fingers: 2, x: x, y: y + 20, dx: 0, dy: -26, steps: 26, interval: 8, rest: 150)
    let returned = poll(timeout: 10) { () -> Bool? in
      Self.settledPicture(desktop, window) == bottom ? true : nil
    }
    #expect(returned == true, "\(desktop.xgesture.output)")
  }

  /// `xwd -id WINDOW`'s picture of the window once two in a row 200 ms apart are the same.
  static func settledPicture(_ desktop: ActionsDesktop, _ window: String) -> Data? {
    var last: Data?
    return poll(timeout: 10, interval: 200) { () -> Data? in
      let file = desktop.home.file("window.xwd")
      _ = try? XClient.run(
        "xwd", package: "x11-apps", arguments: ["-id", window, "-silent", "-out", file],
        environment: desktop.environment)
      let now = FileManager.default.contents(atPath: file)
      defer { last = now }
      return now != nil && now == last ? now : nil
    }
  }
}
