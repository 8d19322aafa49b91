import Foundation
import Testing
import XGestureTestSupport

@Suite("Touch bed: a real Xorg reading umockdev touchscreens")
struct TouchBedTests {
  @Test("A two-finger touch reaches an XI2 client as two touches at the injected positions")
  func twoFingerTouchReachesAnXI2Client() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let observer = try XInputObserver(display: bed.display)
    defer { observer.stop() }
    try bed.waitUntilObserved(by: observer)

    // 294 x 165 mm spans 1920 x 1080 px: 147 mm → 960 px, 29.4 mm → 192 px.
    bed.down(slot: 0, x: 147, y: 82.5)
    bed.down(slot: 1, x: 29.4, y: 16.5)
    try bed.frame()
    bed.up(slot: 0)
    bed.up(slot: 1)
    try bed.frame()

    let events = try #require(
      observer.wait { events in events.filter { $0.type == "TouchEnd" }.map(\.detail).uniqueCount == 2 },
      "the observer saw no two TouchEnd events but \(observer.events)")
    let begins = events.filter { $0.type == "TouchBegin" }
    let ids = Set(begins.map(\.detail))
    #expect(ids.count == 2)
    let positions = Set(begins.compactMap { event in event.rootX.map { [$0, event.rootY!] } })
    #expect(positions == [[960, 540], [192, 108]])
    #expect(events.contains { $0.type == "RawTouchBegin" })
    let deviceName = try XInputTool.run(["list", "--name-only"], display: bed.display)
    #expect(deviceName.contains("xgesture virtual touchscreen"))
  }

  @Test("Moving a finger reaches an XI2 client as TouchUpdate at the new position")
  func movingFingerReachesAnXI2Client() throws {
    let screen = XorgConfiguration(screenWidth: 1000, screenHeight: 500)
    let device = TouchscreenDescription(widthMM: 200, heightMM: 100, unitsPerMM: 20, slots: 5)
    let bed = try TouchBed(devices: [device], screen: screen)
    defer { bed.stop() }
    let observer = try XInputObserver(display: bed.display)
    defer { observer.stop() }
    try bed.waitUntilObserved(by: observer)

    bed.down(slot: 0, x: 20, y: 10)
    try bed.frame()
    bed.move(slot: 0, x: 100, y: 50)
    try bed.frame()
    bed.up(slot: 0)
    try bed.frame()

    let events = try #require(observer.wait { $0.contains { $0.type == "TouchEnd" } })
    let update = try #require(events.last { $0.type == "TouchUpdate" })
    #expect(update.rootX == 500)
    #expect(update.rootY == 250)
    let begin = try #require(events.first { $0.type == "TouchBegin" })
    #expect(begin.rootX == 100)
    #expect(begin.rootY == 50)
  }

  @Test("A hot-added touchscreen is listed by the server and is gone after hot-remove")
  func hotplugAddsAndRemovesADevice() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let second = TouchscreenDescription(name: "xgesture second touchscreen", eventNumber: 21)

    try bed.hotAdd(second)
    #expect(try XInputTool.deviceNames(display: bed.display).contains("xgesture second touchscreen"))
    let observer = try XInputObserver(display: bed.display)
    defer { observer.stop() }
    try bed.waitUntilObserved(by: observer)
    bed.down(slot: 0, x: 147, y: 82.5, device: second)
    try bed.frame()
    bed.up(slot: 0, device: second)
    try bed.frame()
    let events = try #require(observer.wait { $0.contains { $0.type == "TouchEnd" } })
    let secondID = try #require(deviceID(named: "xgesture second touchscreen", in: bed))
    #expect(events.contains { $0.type == "TouchBegin" && $0.source == secondID })

    try bed.hotRemove(second)
    let names = try XInputTool.deviceNames(display: bed.display)
    #expect(!names.contains("xgesture second touchscreen"))
    #expect(names.contains("xgesture virtual touchscreen"))
  }

  @Test("Two beds run side by side on different displays")
  func twoBedsRunSideBySide() throws {
    let first = try TouchBed()
    defer { first.stop() }
    let second = try TouchBed(devices: [TouchscreenDescription(name: "xgesture other bed")])
    defer { second.stop() }
    #expect(first.display != second.display)
    #expect(try XInputTool.deviceNames(display: second.display).contains("xgesture other bed"))
    #expect(!(try XInputTool.deviceNames(display: first.display).contains("xgesture other bed")))
  }

  @Test("A missing program is named with the Debian package that brings it")
  func missingProgramNamesItsPackage() {
    #expect(throws: BedError.programMissing("xgesture-no-such-program", package: "xgesture-no-such-package")) {
      try ProgramLookup.find("xgesture-no-such-program", package: "xgesture-no-such-package")
    }
    let sentence = BedError.programMissing("Xorg", package: "xserver-xorg-core").description
    #expect(sentence == "'Xorg' is not installed — install the Debian package 'xserver-xorg-core' (make test does)")
  }

  private func deviceID(named name: String, in bed: TouchBed) -> Int? {
    guard let listing = try? XInputTool.run(["list", "--id-only", name], display: bed.display) else { return nil }
    return Int(listing.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

extension Collection where Element: Hashable {
  var uniqueCount: Int { Set(self).count }
}

@Suite("Command recorder: stand-ins for the programs a config calls")
struct CommandRecorderTests {
  @Test("A stand-in records its arguments and XGESTURE variables, and nothing else")
  func standInRecordsACall() throws {
    let recorder = try CommandRecorder(programs: ["notify-send"])
    let environment = ChildProcess.environment(adding: [
      "PATH": recorder.environment["PATH"], "XGESTURE_GESTURE": "tap", "XGESTURE_X": "960", "HOME": "/root",
    ])
    let (status, _) = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "notify-send 'hello world' second"], environment: environment)
    #expect(status.succeeded)
    let calls = try #require(recorder.wait { $0.count == 1 })
    #expect(calls[0].program == "notify-send")
    #expect(calls[0].arguments == ["hello world", "second"])
    #expect(calls[0].variables == ["XGESTURE_GESTURE": "tap", "XGESTURE_X": "960"])
  }
}
