import Foundation
import Testing
import XGestureBridge
import XGestureTestSupport
import XGestureX11

/// Desktop actions against real X clients and a real window manager
/// (docs/REFERENCE.md §9): key presses at xev, a workspace switch and a
/// maximize under openbox, all done in-process by xgesture.
@Suite("Acceptance: desktop actions")
struct DesktopActionsScenarioTests {
  @Test(
    "Keys reach a focused client in order, a keysym missing from the layout arrives and the mapping is restored, a click arrives"
  )
  func keysAndClicks() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          tap:
            type: tap
            on:
              recognized: { keys: ctrl+plus }
          missing:
            type: swipe
            direction: right
            on:
              recognized: { keys: Cyrillic_ya }
          click:
            type: swipe
            direction: left
            on:
              recognized: { click: right, at: pointer }

        """, windowManager: false)
    // No window manager: the focus follows the pointer, which the touches move over xev's window.
    let xev = try desktop.start("xev", package: "x11-utils", ["-geometry", "1920x1080+0+0"])
    #expect(xev.waitForLines { $0.contains { $0.hasPrefix("Expose event") } ? true : nil } == true)
    let display = try XDisplay(name: desktop.touch.display, environment: [:])
    let keyboard = XKeyboard(display: display)
    let before = keyboard.mapping()

    try desktop.touch.tap(x: 100, y: 80, hold: 30)
    let chord = xev.waitForLines { lines -> [String]? in
      let keys = XevKeys.events(in: lines)
      return keys.count >= 4 ? keys : nil
    }
    #expect(
      chord == ["KeyPress Control_L", "KeyPress plus", "KeyRelease plus", "KeyRelease Control_L"],
      "\(desktop.xgesture.output)")

    // Cyrillic_ya is on no key of the bed's US layout.
    #expect(!before.contains { $0.contains(0x6D1) })
    try desktop.touch.stroke(x: 60, y: 80, dx: 40, dy: 0, steps: 10, interval: 8)
    let missing = xev.waitForLines { lines -> [String]? in
      let keys = XevKeys.events(in: lines)
      return keys.count >= 6 ? Array(keys.dropFirst(4)) : nil
    }
    #expect(missing == ["KeyPress Cyrillic_ya", "KeyRelease Cyrillic_ya"], "\(desktop.xgesture.output)")
    let restored = poll(timeout: 10) { keyboard.mapping() == before ? true : nil }
    #expect(restored == true, "the keyboard mapping was not given back")

    let buttonsBefore = xev.lines.filter { $0.contains("button 3,") }.count
    try desktop.touch.stroke(x: 200, y: 80, dx: -40, dy: 0, steps: 10, interval: 8)
    let right = xev.waitForLines { lines -> Int? in
      let count = lines.filter { $0.contains("button 3,") }.count - buttonsBefore
      return count >= 2 ? count : nil
    }
    // One press and one release of button 3.
    #expect(right == 2, "\(desktop.xgesture.output)")
  }

  @Test("Under openbox a three-finger swipe left switches to the next desktop, and wraps from the last to the first")
  func workspaceNext() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          next:
            type: swipe
            fingers: 3
            direction: left
            on:
              recognized: { workspace: next, wrap: true }

        """, windowManager: true)
    #expect(desktop.rootNumber("_NET_CURRENT_DESKTOP") == 0)
    for expected in [1, 2, 3, 0] {
      try desktop.touch.stroke(fingers: 3, x: 200, y: 40, dx: -40, dy: 0, steps: 10, interval: 8)
      #expect(
        desktop.waitForRootNumber("_NET_CURRENT_DESKTOP", expected) == expected,
        "\(desktop.xgesture.output)")
    }
  }

  @Test("A tap with window: maximize toggles the maximized state of the xterm under the finger, not of the frame")
  func maximizeUnderFinger() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          tap:
            type: tap
            on:
              recognized: { window: maximize }

        """, windowManager: true)
    let xterm = try desktop.start(
      "xterm", package: "xterm", ["-geometry", "40x10+300+200", "-name", "xgesture-test-term"])
    let window = try #require(
      poll(timeout: 10) { () -> String? in
        let tree =
          (try? XClient.run(
            "xwininfo", package: "x11-utils", arguments: ["-root", "-tree"],
            environment: desktop.environment)) ?? ""
        return tree.split(separator: "\n").first { $0.contains("\"xgesture-test-term\"") }
          .flatMap { $0.split(separator: " ").first.map(String.init) }
      }, "\(xterm.lines)")
    #expect(desktop.waitUntilManaged(window))
    // The xterm's top left is near (300, 200) px; a tap 40 px inside it.
    try desktop.touch.tap(x: ActionsDesktop.mm(360), y: ActionsDesktop.mm(260), hold: 30)
    let maximized = poll(timeout: 10) { () -> String? in
      let state = desktop.property("_NET_WM_STATE", of: window)
      return state.contains("_NET_WM_STATE_MAXIMIZED_VERT")
        && state.contains("_NET_WM_STATE_MAXIMIZED_HORZ") ? state : nil
    }
    #expect(maximized != nil, "\(desktop.property("_NET_WM_STATE", of: window)) \(desktop.xgesture.output)")
    // Maximized it covers the screen: a tap anywhere on it toggles it back.
    try desktop.touch.tap(x: 150, y: 100, hold: 30)
    let restored = poll(timeout: 10) { () -> Bool? in
      desktop.property("_NET_WM_STATE", of: window).contains("MAXIMIZED") ? nil : true
    }
    #expect(restored == true, "\(desktop.property("_NET_WM_STATE", of: window)) \(desktop.xgesture.output)")
  }

  @Test(
    "A two-finger tap maximizes the window under its first finger, though the middle between its fingers is over the root"
  )
  func maximizeUnderFirstTouch() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          tap:
            type: tap
            fingers: 2
            on:
              recognized: { window: maximize }

        """, windowManager: true)
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "40x10+300+200"])
    let window = try #require(desktop.window(instance: "xterm"))
    #expect(desktop.waitUntilManaged(window))
    let frame = try #require(desktop.frame(of: window))
    // The first finger 40 px inside the xterm, the second 20 ms later near the bottom right
    // corner of the screen: their middle, (≈ 1000, ≈ 590) px, is over the root.
    let touch = desktop.touch
    try touch.script { () throws(BedError) in
      touch.down(slot: 0, x: ActionsDesktop.mm(frame.x + 40), y: ActionsDesktop.mm(frame.y + 40))
      try touch.frame()
      touch.pause(20)
      touch.down(slot: 1, x: ActionsDesktop.mm(1700), y: ActionsDesktop.mm(980))
      try touch.frame()
      touch.pause(60)
      touch.up(slot: 0)
      touch.up(slot: 1)
      try touch.frame()
    }
    let maximized = poll(timeout: 10) { () -> Bool? in
      desktop.property("_NET_WM_STATE", of: window).contains("_NET_WM_STATE_MAXIMIZED_HORZ") ? true : nil
    }
    #expect(maximized == true, "\(desktop.property("_NET_WM_STATE", of: window)) \(desktop.xgesture.output)")
  }

  @Test("A pinch from 1.0 to 1.5 and back with repeat every 10% sends ctrl+plus four times, then ctrl+minus four times")
  func repeatZoom() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          zoom:
            type: pinch
            fingers: 2
            on:
              changed:
                repeat: { every: 10%, do: { keys: ctrl+plus }, reverse: { keys: ctrl+minus } }

        """, windowManager: false)
    let xev = try desktop.start("xev", package: "x11-utils", ["-geometry", "1920x1080+0+0"])
    #expect(xev.waitForLines { $0.contains { $0.hasPrefix("Expose event") } ? true : nil } == true)
    // Two fingers 40 mm apart; the pinch begins when the span has changed by 3 mm or
    // more: at 44 mm, its scale 1 from there. 44 → 66 mm is ×1.5 (1.1⁴ ≤ 1.5 < 1.1⁵:
    // four steps), and back to 44 mm is ×1.0 (four steps back).
    let touch = desktop.touch
    func spread(_ span: Double) throws(BedError) {
      touch.move(slot: 0, x: 147 - span / 2, y: 80)
      touch.move(slot: 1, x: 147 + span / 2, y: 80)
      try touch.frame()
      touch.pause(8)
    }
    try touch.script { () throws(BedError) in
      touch.down(slot: 0, x: 127, y: 80)
      touch.down(slot: 1, x: 167, y: 80)
      try touch.frame()
      touch.pause(8)
      try spread(44)
      for step in 1...10 { try spread(44 + 2.2 * Double(step)) }
      for step in 1...10 { try spread(66 - 2.2 * Double(step)) }
      touch.up(slot: 0)
      touch.up(slot: 1)
      try touch.frame()
    }
    let presses = xev.waitForLines { lines -> [String]? in
      let keys = XevKeys.events(in: lines).filter { $0 == "KeyPress plus" || $0 == "KeyPress minus" }
      return keys.count >= 8 ? keys : nil
    }
    #expect(
      presses == Array(repeating: "KeyPress plus", count: 4) + Array(repeating: "KeyPress minus", count: 4),
      "\(desktop.xgesture.output)")
    // Nothing more arrives: the pinch ended where it began.
    #expect(desktop.xgesture.waitForLine(containing: "zoom: changed → ended") != nil)
    #expect(XevKeys.events(in: xev.lines).filter { $0.hasPrefix("KeyPress") && $0 != "KeyPress Control_L" }.count == 8)
  }
}
