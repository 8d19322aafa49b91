import Foundation
import Testing

@testable import XGestureTestSupport

@Suite("Inputtest bed: touchpad gestures scripted through Xorg's inputtest driver")
struct InputTestBedTests {
  @Test("Every inputtest message is exactly as long as its struct in the protocol header")
  func messagesHaveTheHeadersSizes() {
    // xf86-input-inputtest-protocol.h: header 8; ClientVersion +2+2; Motion
    // +4 (+4 padding) + valuator data 4+8 (+4 padding) +64×8 +64×8; swipe
    // +2+2+4 +4×8; pinch +2×8 more; button +4+4+4 (+4 padding) + valuator data.
    let sizes: [(InputTestMessage, Int)] = [
      (.clientVersion(major: 1, minor: 1), 12), (.waitForSync, 8),
      (.relativeMotion(dx: 1, dy: 2), 1056), (.button(3, pressed: true), 1064),
      (.gesture(InputTestGesture(kind: .swipe, phase: .begin, fingers: 3)), 48),
      (.gesture(InputTestGesture(kind: .pinch, phase: .end, fingers: 2)), 64),
    ]
    for (message, size) in sizes {
      let bytes = message.bytes
      #expect(bytes.count == size, "\(message)")
      #expect(
        bytes.count >= 4 && UInt32(bytes[0]) | UInt32(bytes[1]) << 8 == UInt32(size),
        "length of \(message)")
    }
  }

  @Test(
    "A gesture message carries its XI type, finger count, cancelled flag and doubles where the header puts them"
  )
  func gestureMessageLayout() {
    var end = InputTestGesture(kind: .pinch, phase: .end, fingers: 4, cancelled: true)
    end.unacceleratedDX = -2.5
    end.scale = 1.75
    end.angleDelta = 30
    let bytes = InputTestMessage.gesture(end).bytes
    func double(at offset: Int) -> Double {
      bytes[offset..<offset + 8].withUnsafeBytes { $0.loadUnaligned(as: Double.self) }
    }
    #expect(bytes[4] == 7)  // XF86IT_EVENT_GESTURE_PINCH
    #expect(bytes[8] == 29)  // XI_GesturePinchEnd
    #expect(bytes[10] == 4)  // num_touches
    #expect(bytes[12] == 1)  // flags: cancelled
    #expect(double(at: 32) == -2.5)  // delta_unaccel_x
    #expect(double(at: 48) == 1.75)  // scale
    #expect(double(at: 56) == 30)  // delta_angle
    let swipe = InputTestMessage.gesture(InputTestGesture(kind: .swipe, phase: .update, fingers: 3))
      .bytes
    #expect(swipe[4] == 8)  // XF86IT_EVENT_GESTURE_SWIPE
    #expect(swipe[8] == 31)  // XI_GestureSwipeUpdate
  }

  @Test(
    "A three-finger swipe reaches an XI 2.4 root client as begin, updates and end with its fingers and summed deltas"
  )
  func swipeReachesAnXI24Client() throws {
    let bed = try TouchBed(inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }
    let touchpadID = try #require(deviceID(named: "xgesture inputtest touchpad", in: bed))

    let deltas = [(dx: -10.0, dy: 2.0), (-12, 1), (-8, 0), (-15, -1), (-5, 3)]
    try bed.swipe(fingers: 3, deltas: deltas, acceleration: 2)

    let events = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")
    #expect(
      events.map(\.type) == ["GestureSwipeBegin"] + Array(repeating: "GestureSwipeUpdate", count: 5)
        + ["GestureSwipeEnd"])
    #expect(
      events.allSatisfy { $0.fingers == 3 && $0.source == touchpadID && $0.device != touchpadID })
    let sum = events.unacceleratedSum
    #expect(sum.dx == -50)
    #expect(sum.dy == 5)
    #expect(events.reduce(0) { $0 + $1.dx } == -100)
    #expect(events.last?.cancelled == false)
    // The pointer starts in the middle of the 1920 × 1080 screen.
    #expect(events.allSatisfy { $0.rootX == 960 && $0.rootY == 540 })
  }

  @Test("A pinch reaches an XI 2.4 root client with its absolute scale and its angle deltas")
  func pinchReachesAnXI24Client() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.pinch(fingers: 2, to: 1.8, turning: 30, steps: 10)

    let events = try #require(observer.waitForEnds(1), "no pinch end among \(observer.events)")
    #expect(
      events.map(\.type) == ["GesturePinchBegin"]
        + Array(repeating: "GesturePinchUpdate", count: 10) + ["GesturePinchEnd"])
    #expect(events.allSatisfy { $0.kind == .pinch && $0.fingers == 2 })
    #expect(events.first?.scale == 1)
    let updates = events.filter { $0.phase == .update }
    // The protocol carries scale and angle as 16.16 fixed point.
    #expect(abs((updates.last?.scale ?? 0) - 1.8) <= 1.0 / 65536)
    #expect(zip(updates, updates.dropFirst()).allSatisfy { ($0.scale ?? 0) < ($1.scale ?? 0) })
    #expect(abs(events.angleSum - 30) <= 10.0 / 65536)
  }

  @Test(
    "A cancelled swipe ends with the cancelled flag, and the next swipe on the same connection does not"
  )
  func cancelledSwipeEndsCancelled() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.swipe(fingers: 4, dx: 0, dy: 40, steps: 4, cancelled: true)
    try bed.swipe(fingers: 3, dx: 30, dy: 0, steps: 3)

    let events = try #require(observer.waitForEnds(2), "no two swipe ends among \(observer.events)")
    let ends = events.filter { $0.phase == .end }
    #expect(ends.map(\.cancelled) == [true, false])
    #expect(ends.map(\.fingers) == [4, 3])
  }

  @Test(
    "Moving the pointer with the inputtest touchpad moves where its gestures happen, pixel for pixel"
  )
  func pointerMotionMovesTheGesturesRootPosition() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }

    try bed.movePointer(dx: 100, dy: -40)
    try bed.swipe(fingers: 3, dx: 10, dy: 0, steps: 2)

    let events = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")
    #expect(events.first?.rootX == 1060)
    #expect(events.first?.rootY == 500)
  }

  @Test(
    "Two inputtest touchpads and a touchscreen share one server, each touchpad with its gesture class"
  )
  func touchpadsAndTouchscreenShareAServer() throws {
    let first = InputTestTouchpad(name: "xgesture pad one")
    let second = InputTestTouchpad(name: "xgesture pad two")
    let bed = try TouchBed(inputTestTouchpads: [first, second])
    defer { bed.stop() }
    let observer = try GestureObserver(display: bed.display)
    defer { observer.stop() }
    let secondID = try #require(deviceID(named: "xgesture pad two", in: bed))

    #expect(Set(observer.devices.map(\.name)) == ["xgesture pad one", "xgesture pad two"])
    #expect(
      try XInputTool.deviceNames(display: bed.display).contains("xgesture virtual touchscreen"))
    try bed.swipe(fingers: 3, dx: 10, dy: 0, steps: 2, touchpad: second)
    let events = try #require(observer.waitForEnds(1), "no swipe end among \(observer.events)")
    #expect(events.allSatisfy { $0.source == secondID })
  }

  @Test(
    "A gesture goes to the deepest window that selected it: an application's window, not the root client"
  )
  func gestureGoesToTheDeepestSelectingWindow() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let root = try GestureObserver(display: bed.display)
    defer { root.stop() }
    let application = try GestureObserver(display: bed.display, window: true)
    defer { application.stop() }
    let window = try #require(application.window)

    try bed.pinch(fingers: 2, to: 0.5, steps: 3)
    try bed.swipe(fingers: 3, dx: 0, dy: -20, steps: 2)

    let events = try #require(application.waitForEnds(2), "the window saw \(application.events)")
    #expect(events.map(\.kind).first == .pinch && events.map(\.kind).last == .swipe)
    #expect(events.allSatisfy { $0.window == window })
    #expect(root.events.isEmpty, "the root client saw \(root.events)")
  }

  private func deviceID(named name: String, in bed: TouchBed) -> Int? {
    guard let listing = try? XInputTool.run(["list", "--id-only", name], display: bed.display)
    else { return nil }
    return Int(listing.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
