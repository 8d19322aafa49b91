import Foundation
import Testing
import XGestureBridge
import XGestureEngine
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

@Suite("Observe mode on the touch bed")
struct ObserveModeTests {
  static let tapAndPan: [(String, String, [String: ParameterValue], [String], [String])] = [
    ("tap", "tap", [:], [], []),
    ("swipe3", "swipe", ["fingers": "3", "direction": "left"], [], []),
  ]

  @Test("A tap is recognized at its root position while a window client receives every touch")
  func tapRecognizedWhileWindowReceivesTouches() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let window = try XInputProbeWindow(displayName: bed.display, selection: .window)
    defer { window.stop() }
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules(Self.tapAndPan), mode: .observe)
    defer { bridge.stop() }
    #expect(bridge.mode == .observe)

    try bed.tap(x: 147, y: 82.5)
    #expect(
      bridge.wait { $0.transitionSummaries.contains("tap: possible → recognized") },
      "\(bridge.log) \(bridge.outputs)")
    let tap = try #require(bridge.transitions.first { $0.gesture == "tap" })
    #expect(tap.data.x == 960 && tap.data.y == 540)
    #expect(tap.data.device == "xgesture virtual touchscreen")

    // A three-finger swipe is recognized, and the window still gets all three touches.
    try bed.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0)
    #expect(
      bridge.wait { $0.transitionSummaries.contains("swipe3: possible → recognized") },
      "\(bridge.transitions.map(\.logLine).prefix(8))")
    let seen = window.wait { events in events.filter { $0.type == "TouchEnd" }.count == 4 }
    #expect(seen != nil, "the window got \(window.events.map(\.type))")
    #expect(window.events.filter { $0.type == "TouchBegin" }.count == 4)
  }

  @Test("A protocol error is logged and the connection lives on")
  func protocolErrorIsLoggedNotFatal() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let display = try XDisplay(name: bed.display, environment: [:])
    #expect(display.queryDevice(id: 200) == nil)
    display.sync()
    let errors = display.drainProtocolErrors()
    #expect(errors.count == 1 && errors[0].contains("BadDevice"), "\(errors)")
    #expect(display.queryDevices().contains { $0.name == "xgesture virtual touchscreen" })
    #expect(!display.isConnectionLost)
  }

  @Test("The device cache reads the bed's touchscreen: direct, 10 touches, ranges, 294 × 165 mm")
  func deviceCacheReadsTheTouchscreen() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let display = try XDisplay(name: bed.display, environment: [:])
    let device = try #require(
      display.queryDevices().first { $0.name == "xgesture virtual touchscreen" })
    #expect(device.touchMode == .direct)
    #expect(device.isTouchscreen)
    #expect(device.maxTouches == 10)
    #expect(device.x?.label == "Abs MT Position X" && device.y?.label == "Abs MT Position Y")
    #expect(device.x?.minimum == 0 && device.x?.maximum == 29399)
    #expect(device.y?.minimum == 0 && device.y?.maximum == 16499)
    let size = try #require(device.reportedMillimetres)
    #expect(abs(size.width - 294) < 0.01 && abs(size.height - 165) < 0.01)
    let millimetres = display.screenMillimetres
    let text = DeviceListing.text(
      devices: display.queryDevices(),
      screen: ScreenSize(
        width: 1920, height: 1080, widthMM: millimetres.width, heightMM: millimetres.height))
    #expect(text.contains("size: 294 × 165 mm"), "\(text)")
  }

  @Test("The bridge ends with a sentence when the X server goes away")
  func connectionLostEndsTheBridge() throws {
    let bed = try TouchBed()
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules(Self.tapAndPan), mode: .observe)
    bed.stop()
    #expect(bridge.wait(timeout: 10) { $0.ending != nil })
    guard case .connectionLost(let sentence) = bridge.ending else {
      Issue.record("the bridge ended with \(String(describing: bridge.ending))")
      return
    }
    #expect(sentence.contains("lost the connection to the X server"))
  }
}

@Suite("The daemon loop while idle")
struct IdleTests {
  @Test("An idle bridge uses no CPU time over 10 s (no wake-ups)")
  func idleBridgeSleeps() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let rules = try BridgeRunner.rules([
      ("tap", "tap", [:], [], []), ("long", "long-press", [:], [], []),
    ])
    let bridge = try BridgeRunner(display: bed.display, rules: rules, mode: .claim)
    defer { bridge.stop() }
    // A tap first, so the engine has had timers and finished them.
    try bed.tap()
    #expect(bridge.wait { $0.transitions.count >= 2 })
    // Idle: the engine has no timer and no frame pending (its timers fired).
    #expect(bridge.wait { $0.engineIdle }, "\(bridge.transitionSummaries)")
    let thread = try #require(bridge.threadID)
    let before = try #require(cpuTicks(thread: thread))
    let start = MonotonicTime.now()
    while start.millisecondsAgo < 10_000 { usleep(100_000) }
    let after = try #require(cpuTicks(thread: thread))
    print("idle: bridge thread CPU over 10 s: \(after - before) clock ticks")
    #expect(after - before <= 1)
  }

  /// utime + stime of one thread of this process, in clock ticks (/proc).
  func cpuTicks(thread: Int32) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15.
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return nil
    }
    return user + system
  }
}
