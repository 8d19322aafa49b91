import Foundation
import Testing
import XGestureTestSupport

/// Every click of one scroll, the glide's included, goes to the window under
/// the point where the fingers landed (docs/REFERENCE.md §11), as a wheel's
/// clicks go to the window under a pointer that stays put — under openbox
/// with the rc.xml its package ships and under xfwm4 with its defaults, both
/// of which roll a window up when a wheel turns over its title bar and
/// switch desktops when one turns over the desktop. What the windows went
/// through is read back from the X server and from xev, never from
/// xgesture's log.
@Suite("Acceptance: a scroll's clicks go where its fingers landed")
struct ScrollLandingScenarioTests {

  /// A desktop under `manager` with two xev windows, one above the other:
  /// `other` near the top of the screen, `scrolled` below it.
  struct Bed {
    let desktop: ActionsDesktop
    let scrolled: XClient
    let scrolledWindow: String
    let other: XClient
    let otherWindow: String

    init(_ manager: ActionsDesktop.WindowManager, mode: String) throws {
      desktop = try ActionsDesktop(
        config: ScrollScenarioTests.config(mode: mode), under: manager, openbox: .shipped)
      other = try desktop.start(
        "xev", package: "x11-utils", ["-geometry", "800x200+400+100", "-name", "other"])
      otherWindow = try #require(desktop.window(named: "other"))
      scrolled = try desktop.start(
        "xev", package: "x11-utils", ["-geometry", "800x400+400+420", "-name", "scrolled"])
      scrolledWindow = try #require(desktop.window(named: "scrolled"))
      #expect(desktop.waitUntilManaged(otherWindow) && desktop.waitUntilManaged(scrolledWindow))
    }

    /// What shows that the window manager rolled `window` up (its `_NET_WM_STATE` with
    /// `_NET_WM_STATE_SHADED`, or `xwininfo` of a client no longer viewable); nil when it did not.
    func rolledUp(_ window: String) -> String? {
      let state = desktop.property("_NET_WM_STATE", of: window)
      let info =
        (try? XClient.run(
          "xwininfo", package: "x11-utils", arguments: ["-id", window], environment: desktop.environment))
        ?? ""
      if state.contains("_NET_WM_STATE_SHADED") { return state }
      return info.contains("Map State: IsViewable") ? nil : info
    }
  }

  /// `fingers` fingers side by side 12 mm apart, their centroid landing at
  /// (x, y) mm and resting 120 ms (past the engine's 80 ms landing window,
  /// as a hand that lands and then flicks), then flicked straight up to 1 mm
  /// from the screen's top edge in 8 frames 10 ms apart and lifted at once (a
  /// glide follows).
  static func flickToTop(_ touch: TouchBed, fingers: Int, x: Double, y: Double) throws {
    let xs = (0..<fingers).map { x + (Double($0) - Double(fingers - 1) / 2) * 12 }
    try touch.script { () throws(BedError) in
      for (slot, fx) in xs.enumerated() { touch.down(slot: slot, x: fx, y: y) }
      try touch.frame()
      touch.pause(120)
      for step in 1...8 {
        touch.pause(10)
        for (slot, fx) in xs.enumerated() { touch.move(slot: slot, x: fx, y: y + (1 - y) * Double(step) / 8) }
        try touch.frame()
      }
      touch.pause(10)
      for slot in xs.indices { touch.up(slot: slot) }
      try touch.frame()
    }
  }

  /// xev's wheel presses (buttons 4–7) once none has come for `quiet` ms (at most 20 s).
  /// A glide's last steps come slowly: the one before it comes to rest may take 1.9 s
  /// (from 4.1 mm left to 0.1 mm at 0.998/ms).
  static func settledWheel(_ xev: XClient, quiet: Double = 2500) -> [Int]? {
    var last = -1
    var still = MonotonicTime.now()
    return poll(timeout: 20, interval: 20) { () -> [Int]? in
      let wheel = XevButtons.presses(in: xev.lines).map(\.button).filter { (4...7).contains($0) }
      if wheel.count != last {
        last = wheel.count
        still = MonotonicTime.now()
        return nil
      }
      return still.millisecondsAgo >= quiet ? wheel : nil
    }
  }

  @Test(
    "Flicks up from near a window's top, across its title bar, another window and the screen's edge, scroll only it",
    arguments: ActionsDesktop.WindowManager.allCases, ["observe", "claim"])
  func acrossTitleBar(_ manager: ActionsDesktop.WindowManager, mode: String) throws {
    let bed = try Bed(manager, mode: mode)
    let desktop = bed.desktop
    let frame = try #require(desktop.frame(of: bed.scrolledWindow))
    let above = try #require(desktop.frame(of: bed.otherWindow))
    // The way up crosses the scrolled window's title bar, the other window and the desktop above it.
    #expect(above.y + above.height < frame.y && above.y > 0, "\(above) \(frame)")
    let x = ActionsDesktop.mm(frame.x + frame.width / 2)
    let y = ActionsDesktop.mm(frame.y + 12)
    // The drag's own clicks: one per 4 mm of the way up to 1 mm from the top edge.
    let steps = Int(((y - 1) / 4).rounded(.towardZero))
    // Natural, fingers up: the wheel turns down (5), every click of the drag and of its glide.
    try Self.flickToTop(desktop.touch, fingers: 2, x: x, y: y)
    let down = try #require(Self.settledWheel(bed.scrolled, quiet: 500), "\(desktop.xgesture.output)")
    #expect(down.count >= steps && down.allSatisfy { $0 == 5 }, "\(down) \(desktop.xgesture.output)")
    // Traditional, fingers up: the wheel turns up (4), which rolls a window up under its title bar.
    // (Its touch stops what is left of the first glide.)
    try Self.flickToTop(desktop.touch, fingers: 3, x: x, y: y)
    let all = try #require(Self.settledWheel(bed.scrolled), "\(desktop.xgesture.output)")
    let up = all.filter { $0 == 4 }
    #expect(up.count >= steps && all.allSatisfy { $0 == 4 || $0 == 5 }, "\(all) \(desktop.xgesture.output)")
    // Beyond the drags' clicks, the glides' came too (a flick of about 850 mm/s glides some 400 mm).
    #expect(all.count > 2 * steps + 10, "\(all) \(desktop.xgesture.output)")
    #expect(bed.rolledUp(bed.scrolledWindow) == nil)
    #expect(XevButtons.presses(in: bed.other.lines).isEmpty, "\(bed.other.lines.suffix(40))")
    #expect(desktop.rootNumber("_NET_CURRENT_DESKTOP") == 0)
  }
}
