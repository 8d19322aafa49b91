import Foundation
import Testing
import XGestureTestSupport
import XGestureX11Probe

/// Keys go to the window the binding was chosen for (docs/REFERENCE.md
/// §9), in claim mode with the focus on another window, under openbox and
/// under xfwm4: `target: under` and per-application bindings send to the
/// window under the first touch, activating it first; other bindings send
/// to the focused window and activate nothing.
@Suite("Acceptance: keys to the chosen window")
struct KeyTargetScenarioTests {
  /// A desktop under `manager` with `gestures`, an xterm on the left (its
  /// own name `instance`, running `command`) and xev on the right, started
  /// last so that it has the focus; their client windows.
  struct Bed {
    let desktop: ActionsDesktop
    let xev: XClient
    let xevWindow: String
    let xterm: String

    init(
      _ manager: ActionsDesktop.WindowManager, gestures: String,
      xtermCommand: String = "exec sleep 600"
    ) throws {
      desktop = try ActionsDesktop(
        config: "settings:\n  mode: claim\ngestures:\n" + gestures, under: manager)
      _ = try desktop.start(
        "xterm", package: "xterm",
        ["-geometry", "60x20+100+200", "-name", "typed", "-e", "sh", "-c", xtermCommand])
      xterm = try #require(desktop.window(instance: "typed"))
      #expect(desktop.waitUntilManaged(xterm))
      // The first window after the window manager's start may be managed without the focus
      // (xfwm4 still starting, on a loaded machine): a click on it gives it the focus, as a
      // person's would; both window managers focus on click.
      let frame = try #require(desktop.frame(of: xterm))
      try ScreenCapture(displayName: desktop.touch.display).click(atX: Int(frame.x) + 60, y: Int(frame.y) + 40)
      #expect(desktop.waitForActiveWindow(xterm) == xterm)
      xev = try desktop.start(
        "xev", package: "x11-utils", ["-geometry", "500x400+1000+200", "-name", "watched"])
      xevWindow = try #require(desktop.window(named: "watched"))
      #expect(desktop.waitUntilManaged(xevWindow))
      #expect(
        desktop.waitForActiveWindow(xevWindow) == xevWindow, "the new xev did not get the focus")
    }

    /// A two-finger tap 60 px inside the top left of `window`'s frame, the second finger 15 mm lower.
    func tap(over window: String) throws {
      let frame = try #require(desktop.frame(of: window))
      let x = ActionsDesktop.mm(frame.x + 60)
      let y = ActionsDesktop.mm(frame.y + 40)
      let touch = desktop.touch
      try touch.script { () throws(BedError) in
        touch.down(slot: 0, x: x, y: y)
        touch.down(slot: 1, x: x, y: y + 15)
        try touch.frame()
        touch.pause(40)
        touch.up(slot: 0)
        touch.up(slot: 1)
        try touch.frame()
      }
    }

    func xevKeys() -> [String] { XevKeys.events(in: xev.lines).filter { $0.hasPrefix("KeyPress") } }
  }

  @Test(
    "target: under over an inactive xev delivers the keys to it, and it is active after",
    arguments: ActionsDesktop.WindowManager.allCases)
  func underActivates(_ manager: ActionsDesktop.WindowManager) throws {
    let bed = try Bed(
      manager,
      gestures: """
          tap:
            type: tap
            fingers: 2
            on:
              recognized: { keys: [o, k], target: under }

        """)
    // The focus is on the xev: a first tap over the xterm makes it active and types there.
    try bed.tap(over: bed.xterm)
    #expect(
      bed.desktop.waitForActiveWindow(bed.xterm) == bed.xterm, "\(bed.desktop.xgesture.output)")
    let before = bed.xevKeys().count
    try bed.tap(over: bed.xevWindow)
    let keys = bed.xev.waitForLines { _ -> [String]? in
      let keys = bed.xevKeys()
      return keys.count >= before + 2 ? Array(keys.dropFirst(before)) : nil
    }
    #expect(keys == ["KeyPress o", "KeyPress k"], "\(bed.desktop.xgesture.output)")
    // The window manager may say None between the old window's FocusOut and the new one's FocusIn.
    #expect(bed.desktop.waitForActiveWindow(bed.xevWindow) == bed.xevWindow)
    #expect(
      !bed.desktop.xgesture.output.contains("did not take the focus"),
      "\(bed.desktop.xgesture.output)")
  }

  @Test(
    "An apps: [XTerm] binding over an xterm types into that xterm while another window has the focus",
    arguments: ActionsDesktop.WindowManager.allCases)
  func appBindingTypesThere(_ manager: ActionsDesktop.WindowManager) throws {
    let bed = try Bed(
      manager,
      gestures: """
          term:
            type: tap
            fingers: 2
            apps: [XTerm]
            on:
              recognized: { keys: [o, k, Return] }

        """,
      xtermCommand: "read line; printf %s \"$line\" > \"$HOME/typed.txt\"; exec sleep 600")
    try bed.tap(over: bed.xterm)
    // What the xterm's shell read is in the desktop's home, typed.txt.
    let typed = poll(timeout: 10) { () -> String? in
      // The shell makes the file before it writes: wait for what it wrote.
      (try? String(contentsOfFile: bed.desktop.home.file("typed.txt"), encoding: .utf8)).flatMap {
        $0.isEmpty ? nil : $0
      }
    }
    #expect(typed == "ok", "\(bed.desktop.xgesture.output)")
    #expect(bed.xevKeys().isEmpty, "\(bed.xevKeys())")
    // The window manager may say None between the old window's FocusOut and the new one's FocusIn.
    #expect(bed.desktop.waitForActiveWindow(bed.xterm) == bed.xterm)
  }

  @Test(
    "A binding with neither apps: nor target: delivers to the focused window and activates nothing",
    arguments: ActionsDesktop.WindowManager.allCases)
  func focusedStays(_ manager: ActionsDesktop.WindowManager) throws {
    let bed = try Bed(
      manager,
      gestures: """
          tap:
            type: tap
            fingers: 2
            on:
              recognized: { keys: [o, k] }

        """)
    try bed.tap(over: bed.xterm)
    let keys = bed.xev.waitForLines { _ -> [String]? in
      let keys = bed.xevKeys()
      return keys.count >= 2 ? keys : nil
    }
    #expect(keys == ["KeyPress o", "KeyPress k"], "\(bed.desktop.xgesture.output)")
    #expect(bed.desktop.activeWindow() == bed.xevWindow)
  }
}
