import Foundation
import Testing

@testable import XGestureTestSupport

@Suite("Libinput bed: umockdev devices through xf86-input-libinput")
struct LibinputBedTests {
  private static let libinputScreen = XorgConfiguration(touchscreenDriver: .libinput)

  @Test(
    "Touches on a touchscreen reach an XI2 root client through the libinput driver, axes 0…65535 without resolution"
  )
  func touchscreenTouchesReachAClient() throws {
    let bed = try TouchBed(screen: Self.libinputScreen)
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
      observer.wait { Set($0.filter { $0.type == "TouchEnd" }.map(\.detail)).count == 2 },
      "no two TouchEnd events but \(observer.events)")
    let begins = events.filter { $0.type == "TouchBegin" && $0.device != $0.source }
    let positions = begins.compactMap { event in
      event.rootX.map { [($0).rounded(), event.rootY!.rounded()] }
    }
    #expect(Set(positions) == [[960, 540], [192, 108]])
    let properties = try XInputTool.run(
      ["list-props", "xgesture virtual touchscreen"], display: bed.display)
    #expect(properties.contains("libinput Calibration Matrix"))
    let classes = try XInputTool.run(
      ["list", "--long", "xgesture virtual touchscreen"], display: bed.display)
    #expect(classes.contains("Range: 0.000000 - 65535.000000"))
    #expect(classes.contains("Resolution: 0 units/m"))
  }

  @Test("The touchscreen's udev database entry says its size in millimetres, as udev writes it")
  func udevDatabaseHasTheTouchscreensSize() throws {
    let bed = try TouchBed(screen: Self.libinputScreen)
    defer { bed.stop() }
    let entry = try bed.udevProperties(of: "/dev/input/event20")
    #expect(entry["ID_INPUT_WIDTH_MM"] == "294")
    #expect(entry["ID_INPUT_HEIGHT_MM"] == "165")
    #expect(entry["ID_INPUT_TOUCHSCREEN"] == "1")

    // A program run inside the bed finds the entry through libudev's rules.
    let command = try bed.commandInside(
      try ProgramLookup.find("udevadm", package: "udev"),
      arguments: ["info", "--query=property", "--name=/dev/input/event20"])
    let (status, output) = try ChildProcess.run(
      command[0], arguments: Array(command.dropFirst()), environment: ChildProcess.environment())
    #expect(status.succeeded, "\(output)")
    #expect(output.contains("ID_INPUT_WIDTH_MM=294"), "\(output)")
    #expect(output.contains("DEVNAME=/dev/input/event20"), "\(output)")

    // And it is an X client of the bed like any other.
    let client = try bed.commandInside(
      try ProgramLookup.find("xinput", package: "xinput"), arguments: ["list", "--name-only"])
    let (clientStatus, listing) = try ChildProcess.run(
      client[0], arguments: Array(client.dropFirst()),
      environment: ChildProcess.environment(adding: bed.environment))
    #expect(clientStatus.succeeded, "\(listing)")
    #expect(listing.contains("xgesture virtual touchscreen"), "\(listing)")
  }

  @Test("Three fingers moving together on the touchpad come out as an XI 2.4 three-finger swipe")
  func threeFingerSwipeComesOutAsSwipeEvents() throws {
    let touchpad = TouchpadDescription()
    let bed = try TouchBed(devices: [], touchpads: [touchpad], screen: Self.libinputScreen)
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }
    let touchpadID = try #require(deviceID(named: touchpad.name, in: bed))
    #expect(observer.devices.map(\.name) == [touchpad.name])

    try bed.touchpadSwipe(fingers: 3, x: 70, y: 30, dx: -40, dy: 0)

    let events = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")
    #expect(events.first?.type == "GestureSwipeBegin")
    #expect(events.last?.type == "GestureSwipeEnd")
    #expect(events.allSatisfy { $0.kind == .swipe && $0.fingers == 3 && $0.source == touchpadID })
    #expect(events.last?.cancelled == false)
    // libinput reports unaccelerated touchpad motion in 1000 dpi units times
    // its touchpad factor 0.2968 and the 0.9 baseline of that filter:
    // 40 mm left is 40 / 25.4 × 1000 × 0.2968 × 0.9 = 420.7 units, less what
    // it keeps back before it decides on a swipe (a few of the 2 mm frames).
    let sum = events.unacceleratedSum
    #expect(sum.dx <= -(40 - 6) * unitsPerMM && sum.dx >= -40 * unitsPerMM - 1, "summed \(sum)")
    #expect(abs(sum.dy) < 20, "summed \(sum)")
    print(
      "libinput bed: 40 mm three-finger swipe → summed unaccelerated (\(sum.dx), \(sum.dy)) in \(events.count) events"
    )
  }

  @Test(
    "Touchpad swipes are libinput's 1000 dpi units times its touchpad factor: 20 mm more travel is 210 units more"
  )
  func swipeUnitsFollowLibinputsTouchpadFactor() throws {
    let bed = try TouchBed(
      devices: [], touchpads: [TouchpadDescription()], screen: Self.libinputScreen)
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.touchpadSwipe(fingers: 3, x: 80, y: 30, dx: -40, dy: 0, spacing: 8)
    let short = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")
    observer.clear()
    try bed.touchpadSwipe(fingers: 3, x: 80, y: 30, dx: -60, dy: 0, spacing: 8, steps: 30)
    let long = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")

    // Whatever libinput keeps back before its swipe is the same for both:
    // the difference is 20 mm at 1000 dpi times the touchpad factor 0.2968
    // and the 0.9 baseline of its unaccelerated filter: 210.3 units. The
    // frames carry their scripted times, so this holds on a loaded machine.
    let extra = short.unacceleratedSum.dx - long.unacceleratedSum.dx
    #expect(
      abs(extra - 20 * unitsPerMM) < 1,
      "40 mm: \(short.unacceleratedSum.dx), 60 mm: \(long.unacceleratedSum.dx)")
    print(
      "libinput bed: 40 mm → \(short.unacceleratedSum.dx), 60 mm → \(long.unacceleratedSum.dx) units; begin deltas \(short.first!.unacceleratedDX), first update \(short.dropFirst().first!.unacceleratedDX)"
    )
  }

  @Test(
    "A touchpad hot-added beside a touchscreen is listed and swipes, and is gone after hot-remove")
  func hotAddedTouchpadSwipes() throws {
    let bed = try TouchBed(screen: Self.libinputScreen)
    defer { bed.stop() }
    let touchpad = TouchpadDescription(name: "xgesture hot touchpad", eventNumber: 31)
    try bed.hotAdd(touchpad)
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }
    #expect(observer.devices.map(\.name) == ["xgesture hot touchpad"])
    #expect(try bed.udevProperties(of: touchpad.deviceNode)["ID_INPUT_WIDTH_MM"] == "100")

    try bed.touchpadSwipe(fingers: 4, dx: 0, dy: 30, touchpad: touchpad)
    let events = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")
    #expect(events.allSatisfy { $0.kind == .swipe && $0.fingers == 4 })
    #expect(events.unacceleratedSum.dy > 0)

    try bed.hotRemove(touchpad)
    #expect(!(try XInputTool.deviceNames(display: bed.display).contains("xgesture hot touchpad")))
  }

  @Test(
    "Two fingers moving together on the touchpad scroll and make no gesture; three after them do")
  func twoFingersTogetherMakeNoGesture() throws {
    let bed = try TouchBed(
      devices: [], touchpads: [TouchpadDescription()], screen: Self.libinputScreen)
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.touchpadSwipe(fingers: 2, x: 70, y: 30, dx: -40, dy: 0)
    try bed.touchpadSwipe(fingers: 3, x: 70, y: 30, dx: -40, dy: 0)

    let events = try #require(observer.waitForEnds(1), "no gesture end among \(observer.events)")
    #expect(events.allSatisfy { $0.kind == .swipe && $0.fingers == 3 }, "\(events)")
  }

  @Test("Two fingers spreading on the touchpad come out as an XI 2.4 pinch that grows")
  func twoFingerSpreadComesOutAsPinchEvents() throws {
    let bed = try TouchBed(
      devices: [], touchpads: [TouchpadDescription()], screen: Self.libinputScreen)
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.touchpadPinch(fingers: 2, x: 50, y: 30, fromSpan: 16, toSpan: 44)

    let events = try #require(observer.waitForEnds(1), "no gesture end among \(observer.events)")
    #expect(events.allSatisfy { $0.kind == .pinch && $0.fingers == 2 }, "\(events)")
    let scale = try #require(events.last { $0.phase == .update }?.scale)
    // The span grows 2.75×; libinput measures from where its pinch began.
    #expect(scale > 1.5 && scale < 2.9, "last scale \(scale)")
  }

  @Test(
    "Two fingers turning on the touchpad come out as a pinch whose angle deltas sum to the turn")
  func twoFingerTurnComesOutAsPinchAngle() throws {
    let bed = try TouchBed(
      devices: [], touchpads: [TouchpadDescription()], screen: Self.libinputScreen)
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.touchpadPinch(fingers: 2, x: 50, y: 30, fromSpan: 30, toSpan: 30, degrees: 60)

    let events = try #require(observer.waitForEnds(1), "no gesture end among \(observer.events)")
    #expect(events.allSatisfy { $0.kind == .pinch && $0.fingers == 2 }, "\(events)")
    // libinput keeps the turn made before its pinch began.
    #expect(events.angleSum > 30 && events.angleSum <= 61, "summed angle \(events.angleSum)")
  }

  @Test(
    "An evdev bed keeps the evdev driver on a machine where xf86-input-libinput's input classes are installed"
  )
  func evdevBedKeepsEvdev() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let properties = try XInputTool.run(
      ["list-props", "xgesture virtual touchscreen"], display: bed.display)
    #expect(properties.contains("Evdev Axis Calibration"), "\(properties)")
    #expect(!properties.contains("libinput"), "\(properties)")
  }

  /// libinput's unaccelerated touchpad units per millimetre.
  private let unitsPerMM = 1000 / 25.4 * 0.2968 * 0.9

  private func deviceID(named name: String, in bed: TouchBed) -> Int? {
    guard let listing = try? XInputTool.run(["list", "--id-only", name], display: bed.display)
    else { return nil }
    return Int(listing.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
