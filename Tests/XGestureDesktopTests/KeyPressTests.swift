import Testing
import XGestureDesktop

/// `keys:` (docs/REFERENCE.md §9) on a stand-in US keyboard: keycodes 37
/// Control_L, 38 a, 21 equal (plus only on its shifted level), spare
/// keycodes 8, 93 and 252–255; a keycode is lent for 100 ms after its last press.
@Suite struct KeyPressTests {
  static let ctrl = KeyChord(modifiers: [.ctrl], key: "a")

  @Test("a chord whose keysyms the layout shows is pressed on their keycodes, modifiers first, and nothing is lent")
  func chordWhoseKeysymsLayoutShowsPressed() {
    let desktop = DesktopHarness()
    #expect(desktop.perform(.keys([Self.ctrl, KeyChord(key: "F5")])) == nil)
    #expect(desktop.server.requests == [.pressKeys([37, 38]), .pressKeys([71])])
    #expect(desktop.server.flushes == 1)
    #expect(desktop.server.mappingReads == 0)
    #expect(desktop.driver.nextDeadline == nil)
  }

  @Test("a keysym on no key's first level borrows the highest spare keycode and gets it back 100 ms after the press")
  func keysymKeySFirstLevelBorrows() {
    let desktop = DesktopHarness()
    desktop.perform(.keys([KeyChord(modifiers: [.ctrl], key: "plus")]))
    // plus is on a shifted level: pressed on a keycode of its own, with no Shift.
    #expect(desktop.server.requests == [.lend(255, 0x2b), .pressKeys([37, 255])])
    #expect(desktop.driver.nextDeadline == 1100)
    desktop.server.clear()
    desktop.wait(until: 1099.9)
    #expect(desktop.server.requests.isEmpty)
    desktop.wait(until: 1100)
    #expect(desktop.server.requests == [.giveBack([255])])
    #expect(desktop.server.spare.sorted() == [8, 93, 252, 253, 254, 255])
    #expect(desktop.server.firstLevels[255] == nil)
    #expect(desktop.driver.nextDeadline == nil)
  }

  @Test("pressing a lent keysym again reuses its keycode and moves the deadline on")
  func pressingLentKeysymAgainReusesKeycode() {
    let desktop = DesktopHarness()
    desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")]))
    desktop.wait(until: 1060)
    desktop.server.clear()
    desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")]))
    #expect(desktop.server.requests == [.pressKeys([255])])
    #expect(desktop.driver.nextDeadline == 1160)
    desktop.wait(until: 1159)
    #expect(desktop.server.requests == [.pressKeys([255])])
    desktop.wait(until: 1160)
    #expect(desktop.server.requests.last == .giveBack([255]))
  }

  @Test("a second missing keysym borrows the next spare keycode, and both go back at one deadline")
  func secondMissingKeysymBorrowsNextSpare() {
    let desktop = DesktopHarness()
    desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")]))
    desktop.wait(until: 1040)
    desktop.perform(.keys([KeyChord(key: "Greek_alpha")]))
    #expect(
      desktop.server.requests == [.lend(255, 0x6d1), .pressKeys([255]), .lend(254, 0x7e1), .pressKeys([254])])
    desktop.server.clear()
    desktop.wait(until: 1139)
    #expect(desktop.server.requests.isEmpty)
    desktop.wait(until: 1140)
    #expect(desktop.server.requests == [.giveBack([254, 255])])
  }

  @Test("with every spare keycode lent, a missing keysym is not pressed and the log says why")
  func everySpareKeycodeLentMissingKeysym() {
    let desktop = DesktopHarness()
    desktop.server.spare = [255]
    desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")]))
    desktop.server.clear()
    let note = desktop.perform(.keys([Self.ctrl, KeyChord(key: "Greek_alpha")]))
    #expect(note == "keys: no keycode for 'Greek_alpha' and no spare keycode to map it to")
    // The chord before it was pressed.
    #expect(desktop.server.requests == [.pressKeys([37, 38])])
  }

  @Test("a name X does not know ends the action with a sentence")
  func nameXDoesKnowEndsAction() {
    let desktop = DesktopHarness()
    let note = desktop.perform(.keys([KeyChord(key: "Retrun"), Self.ctrl]))
    #expect(note == "keys: 'Retrun' is not a keysym name X knows")
    #expect(desktop.server.requests.isEmpty)
  }

  @Test("stopping gives back every lent keycode at once, before its deadline")
  func stoppingGivesBackEveryLentKeycode() {
    let desktop = DesktopHarness()
    desktop.perform(.keys([KeyChord(key: "Cyrillic_ya"), KeyChord(key: "Greek_alpha")]))
    desktop.server.clear()
    desktop.driver.stop()
    #expect(desktop.server.requests == [.giveBack([254, 255])])
    #expect(desktop.driver.nextDeadline == nil)
    desktop.driver.stop()
    #expect(desktop.server.requests.count == 1)
  }
}
