import Testing
import XGestureDesktop

/// `keys:` to the window the binding was chosen for (docs/REFERENCE.md §9):
/// with `target: under` the window under the gesture is activated first when
/// it is not the active one, and the presses wait for its focus, at most
/// 100 ms. On the stand-in US keyboard: 37 Control_L, 38 a, spare 255.
@Suite struct KeyTargetTests {
  static let xterm: UInt = 0x1c0_0007
  static let xev: UInt = 0x2a0_0001
  static let ctrlA = KeyChord(modifiers: [.ctrl], key: "a")

  /// A harness whose driver logs its deadlines' lines into `lines`.
  final class Logged {
    let desktop = DesktopHarness()
    var lines: [String] = []
    init(active: UInt?) {
      desktop.server.active = active
      desktop.driver.log = { [unowned self] in lines.append($0) }
    }
  }

  @Test("keys to the window under the gesture are pressed at once when it is the active one")
  func keysWindowUnderGesturePressedWhen() {
    let bed = Logged(active: Self.xterm)
    bed.desktop.perform(.keys([Self.ctrlA], to: .under), window: Self.xterm)
    #expect(bed.desktop.server.requests == [.pressKeys([37, 38])])
    #expect(bed.desktop.driver.nextDeadline == nil)
  }

  @Test("an inactive window under the gesture is activated first, and the keys wait for its focus")
  func inactiveWindowUnderGestureActivatedFirst() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([Self.ctrlA], to: .under), window: Self.xterm)
    #expect(bed.desktop.server.requests == [.window(.activate, Self.xterm)])
    #expect(bed.desktop.driver.nextDeadline == 1100)
    // Another window's focus changes nothing.
    bed.desktop.driver.focusArrived(on: Self.xev, at: 1010)
    #expect(bed.desktop.server.requests.count == 1)
    bed.desktop.wait(until: 1030)
    bed.desktop.driver.focusArrived(on: Self.xterm, at: bed.desktop.now)
    #expect(bed.desktop.server.requests == [.window(.activate, Self.xterm), .pressKeys([37, 38])])
    #expect(bed.desktop.server.flushes == 2)
    #expect(bed.desktop.driver.nextDeadline == nil)
    #expect(bed.lines.isEmpty)
  }

  @Test("keys that waited 100 ms in vain go to the focused window, and the log says so")
  func keysWaited100MsVainGo() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([Self.ctrlA], to: .under), window: Self.xterm)
    bed.desktop.wait(until: 1099.9)
    #expect(bed.desktop.server.requests == [.window(.activate, Self.xterm)])
    bed.desktop.wait(until: 1100)
    #expect(bed.desktop.server.requests == [.window(.activate, Self.xterm), .pressKeys([37, 38])])
    #expect(
      bed.lines == [
        "keys: window 0x1c00007 did not take the focus within 100 ms; the keys went to the focused window"
      ])
    // A focus that comes later presses nothing more.
    bed.desktop.driver.focusArrived(on: Self.xterm, at: 1120)
    #expect(bed.desktop.server.requests.count == 2)
  }

  @Test("keys to the focused window are pressed at once and activate nothing, over any window")
  func keysFocusedWindowPressedActivateNothing() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([Self.ctrlA], to: .focused), window: Self.xterm)
    #expect(bed.desktop.server.requests == [.pressKeys([37, 38])])
    #expect(bed.desktop.driver.nextDeadline == nil)
  }

  @Test("keys to the window under a gesture that began over the root go to the focused window")
  func keysWindowUnderGestureBeganOver() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([Self.ctrlA], to: .under), window: nil)
    #expect(bed.desktop.server.requests == [.pressKeys([37, 38])])
  }

  @Test("a lent keycode is mapped before the wait and given back 100 ms after the press it waited for")
  func lentKeycodeMappedBeforeWaitGiven() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")], to: .under), window: Self.xterm)
    #expect(bed.desktop.server.requests == [.lend(255, 0x6d1), .window(.activate, Self.xterm)])
    bed.desktop.wait(until: 1080)
    bed.desktop.driver.focusArrived(on: Self.xterm, at: 1080)
    #expect(bed.desktop.server.requests.last == .pressKeys([255]))
    #expect(bed.desktop.driver.nextDeadline == 1180)
    bed.desktop.wait(until: 1179)
    #expect(!bed.desktop.server.requests.contains(.giveBack([255])))
    bed.desktop.wait(until: 1180)
    #expect(bed.desktop.server.requests.last == .giveBack([255]))
  }

  @Test("a keycode lent for keys that wait in vain is still mapped when they are pressed")
  func keycodeLentKeysWaitVainStill() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")], to: .under), window: Self.xterm)
    bed.desktop.wait(until: 1100)
    #expect(Array(bed.desktop.server.requests.suffix(1)) == [.pressKeys([255])])
    #expect(bed.desktop.server.firstLevels[255] == 0x6d1)
    bed.desktop.wait(until: 1200)
    #expect(bed.desktop.server.requests.last == .giveBack([255]))
  }

  @Test("keys that come while others wait for the focus join them, in order")
  func keysComeWhileOthersWaitFocus() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([Self.ctrlA], to: .under), window: Self.xterm)
    bed.desktop.perform(.keys([KeyChord(key: "F5")], to: .focused), window: Self.xterm)
    bed.desktop.perform(.keys([KeyChord(key: "t")], to: .under), window: Self.xterm)
    #expect(bed.desktop.server.requests == [.window(.activate, Self.xterm)])
    bed.desktop.driver.focusArrived(on: Self.xterm, at: 1020)
    #expect(
      bed.desktop.server.requests == [
        .window(.activate, Self.xterm), .pressKeys([37, 38]), .pressKeys([71]), .pressKeys([28]),
      ])
  }

  @Test("stopping while keys wait drops them and gives back what was lent")
  func stoppingWhileKeysWaitDropsThem() {
    let bed = Logged(active: Self.xev)
    bed.desktop.perform(.keys([KeyChord(key: "Cyrillic_ya")], to: .under), window: Self.xterm)
    bed.desktop.server.clear()
    bed.desktop.driver.stop()
    #expect(bed.desktop.server.requests == [.giveBack([255])])
    #expect(bed.desktop.driver.nextDeadline == nil)
  }
}
