import Testing
import XGestureDesktop
import XGestureEngine

/// `click:` (docs/REFERENCE.md §9).
@Suite struct ClickTests {
  @Test("a click at the gesture clicks there, the press carrying its point, and puts the pointer back")
  func clickGestureMovesPointerThereClicks() {
    let desktop = DesktopHarness()
    desktop.server.pointer = ScreenPoint(x: 700, y: 300)
    desktop.perform(.click(button: 3, at: .gesture), x: 1059.6, y: 540.2)
    #expect(
      desktop.server.requests == [
        .click(3, at: ScreenPoint(x: 1060, y: 540)),
        .movePointer(to: ScreenPoint(x: 700, y: 300)),
      ])
    #expect(desktop.server.flushes == 1)
  }

  @Test("a click at the pointer only clicks")
  func clickPointerOnlyClicks() {
    let desktop = DesktopHarness()
    desktop.perform(.click(button: 8, at: .pointer), x: 1060, y: 540)
    #expect(desktop.server.requests == [.clickButton(8)])
  }
}
