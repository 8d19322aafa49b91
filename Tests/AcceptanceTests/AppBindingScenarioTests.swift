import Foundation
import Testing
import XGestureBridge
import XGestureTestSupport
import XGestureX11

/// Per-application bindings on a desktop (docs/REFERENCE.md §8): xterm and
/// xeyes side by side under openbox, taps over each and over the root.
@Suite("Acceptance: per-application bindings")
struct AppBindingScenarioTests {
  @Test(
    "A tap over each application fires its binding and never the other's, the root fires the global one, not-apps excludes"
  )
  func tapsChooseByApplication() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          term:
            type: tap
            apps: [xterm]
            on:
              recognized: 'echo "term tap over $XGESTURE_APP $XGESTURE_WINDOW"'
          eyes:
            type: tap
            apps: [XEYES]
            on:
              recognized: 'echo "eyes tap over $XGESTURE_APP"'
          global:
            type: tap
            on:
              recognized: 'echo "global tap over [$XGESTURE_APP] [$XGESTURE_WINDOW]"'
          press:
            type: long-press
            not-apps: [XTerm]
            on:
              began: 'echo "press over [$XGESTURE_APP]"'

        """, windowManager: true)
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+40+40"])
    _ = try desktop.start("xeyes", package: "x11-apps", ["-geometry", "400x300+1100+40"])
    let term = try #require(desktop.window(instance: "xterm"))
    let eyes = try #require(desktop.window(instance: "xeyes"))
    // Openbox has framed them (WM_STATE set): the look-up finds the client in its frame.
    #expect(desktop.waitUntilManaged(term) && desktop.waitUntilManaged(eyes))
    let termFrame = try #require(desktop.frame(of: term))
    let eyesFrame = try #require(desktop.frame(of: eyes))
    let display = try XDisplay(name: desktop.touch.display, environment: [:])
    let found = display.applicationWindow(
      atX: Int(termFrame.x + termFrame.width / 2), y: Int(termFrame.y + termFrame.height / 2))
    #expect(found.map { "0x" + String($0.id, radix: 16) } == term, "\(String(describing: found)) \(termFrame)")
    func tap(_ frame: (x: Double, y: Double, width: Double, height: Double)) throws {
      try desktop.touch.tap(
        x: ActionsDesktop.mm(frame.x + frame.width / 2), y: ActionsDesktop.mm(frame.y + frame.height / 2),
        hold: 30)
    }
    try tap(termFrame)
    let termLine = desktop.xgesture.waitForLine(containing: "term: term tap over")
    #expect(termLine?.text.hasSuffix("term tap over XTerm \(term)") == true, "\(desktop.xgesture.output)")
    #expect(
      desktop.xgesture.output.contains("over window \(term) (xterm, XTerm)"),
      "--verbose names the window and application: \(desktop.xgesture.output)")
    // xeyes is shaped: between its eyes is the root. The middle of its left eye.
    try desktop.touch.tap(
      x: ActionsDesktop.mm(eyesFrame.x + eyesFrame.width / 4), y: ActionsDesktop.mm(eyesFrame.y + eyesFrame.height / 2),
      hold: 30)
    #expect(desktop.xgesture.waitForLine(containing: "eyes: eyes tap over XEyes") != nil, "\(desktop.xgesture.output)")
    // Over the root, below both windows.
    try desktop.touch.tap(x: ActionsDesktop.mm(960), y: ActionsDesktop.mm(1000), hold: 30)
    #expect(
      desktop.xgesture.waitForLine(containing: "global: global tap over [] []") != nil, "\(desktop.xgesture.output)")
    // not-apps: a long press over the xterm does nothing, over xeyes it begins. Held past
    // the tap's 750 ms, so that no tap takes it.
    let touch = desktop.touch
    try touch.script { () throws(BedError) in
      touch.down(slot: 0, x: ActionsDesktop.mm(termFrame.x + 40), y: ActionsDesktop.mm(termFrame.y + 40))
      try touch.frame()
      touch.pause(900)
      touch.up(slot: 0)
      try touch.frame()
      touch.down(
        slot: 0, x: ActionsDesktop.mm(eyesFrame.x + eyesFrame.width / 4),
        y: ActionsDesktop.mm(eyesFrame.y + eyesFrame.height / 2))
      try touch.frame()
      touch.pause(900)
      touch.up(slot: 0)
      try touch.frame()
    }
    #expect(desktop.xgesture.waitForLine(containing: "press: press over [XEyes]") != nil, "\(desktop.xgesture.output)")
    // What the commands printed (not the --verbose lines that quote them).
    let lines = desktop.xgesture.lines.map(\.text).filter { !$0.contains("action: ") }
    #expect(lines.filter { $0.contains("tap over") }.count == 3, "\(desktop.xgesture.output)")
    #expect(lines.filter { $0.contains("press over") }.count == 1, "\(desktop.xgesture.output)")
  }

  @Test(
    "The window under a sequence is looked up with one request once known, and looked into again when it changes or goes"
  )
  func lookUpFollowsTheWindows() throws {
    let desktop = try ActionsDesktop(
      config: """
        gestures:
          term:
            type: tap
            apps: [xterm]
            on:
              recognized: 'echo "term tap over $XGESTURE_WINDOW"'
          global:
            type: tap
            on:
              recognized: 'echo "global tap over [$XGESTURE_APP]"'

        """, windowManager: true)
    let first = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+40+40"])
    let term = try #require(desktop.window(instance: "xterm"))
    #expect(desktop.waitUntilManaged(term))
    let frame = try #require(desktop.frame(of: term))
    let middle = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)

    // The adapter itself: the first look walks the frame's tree, the next is one request.
    let display = try XDisplay(name: desktop.touch.display, environment: [:])
    display.selectBridgeEvents()
    let found = display.applicationWindow(atX: Int(middle.x), y: Int(middle.y))
    #expect(found.map { "0x" + String($0.id, radix: 16) } == term)
    let before = display.nextRequestSerial
    let again = display.applicationWindow(atX: Int(middle.x), y: Int(middle.y))
    #expect(display.nextRequestSerial - before == 1, "XTranslateCoordinates alone")
    #expect(again == found)

    func tap() throws {
      try desktop.touch.tap(x: ActionsDesktop.mm(middle.x), y: ActionsDesktop.mm(middle.y), hold: 30)
    }
    try tap()
    #expect(
      desktop.xgesture.waitForLine(containing: "term: term tap over \(term)") != nil, "\(desktop.xgesture.output)")

    // WM_CLASS changes: the xterm is no longer an xterm, for xgesture and for the adapter.
    _ = try XClient.run(
      "xprop", package: "x11-utils", arguments: ["-id", term, "-f", "WM_CLASS", "8s", "-set", "WM_CLASS", "renamed"],
      environment: desktop.environment)
    display.sync()
    while display.hasPendingEvent { _ = display.nextMessage() }
    #expect(display.applicationWindow(atX: Int(middle.x), y: Int(middle.y))?.className == "renamed")
    try tap()
    #expect(
      desktop.xgesture.waitForLine(containing: "global: global tap over [renamed]") != nil, "\(desktop.xgesture.output)"
    )

    // The window goes and another xterm takes its place (the server may give it the same
    // id: what was known of the old one must not stand in for it).
    _ = first.stop()
    _ = try desktop.start("xterm", package: "xterm", ["-geometry", "60x20+40+40"])
    let second = try #require(desktop.window(instance: "xterm"))
    #expect(desktop.waitUntilManaged(second))
    try tap()
    #expect(
      desktop.xgesture.waitForLine(containing: "term: term tap over \(second)") != nil, "\(desktop.xgesture.output)")
  }
}
