import Testing
import XGestureBridge

@testable import XGestureEngine  // TouchDecision has no public initializer

/// `BridgeState` alone: the actions it asks for, input by input.
@Suite("The bridge's state machine, action by action")
struct BridgeStateTests {
  let screen = ScreenSize(width: 1920, height: 1080, widthMM: 508, heightMM: 286)

  func started(_ mode: InputMode) -> BridgeState {
    var state = BridgeState(mode: mode, screen: screen)
    _ = state.devicesListed([StandInServer.touchscreen()], at: 0)
    return state
  }

  /// A raw touch the server stamped `time` (ms).
  func touch(_ phase: RawTouch.Phase, _ touch: Int, device: Int = 11, time: UInt32) -> XInputMessage {
    .rawTouch(
      RawTouch(
        phase: phase, master: 2, source: device, touch: touch, serverTime: time,
        valuators: [0: 10_000, 1: 5000]))
  }

  @Test("Claim mode starts with the grab, then lists the devices")
  func startsWithTheGrab() {
    #expect(BridgeState(mode: .claim, screen: screen).start() == [.grab, .listDevices])
    #expect(BridgeState(mode: .observe, screen: screen).start() == [.listDevices])
  }

  @Test(
    "A touch end on a touchscreen asks whether the touchscreen is being unplugged before it is fed")
  func endAsksAboutUnplug() {
    var state = started(.claim)
    let begin = state.received(touch(.begin, 1, time: 10), at: 10)
    #expect(
      begin.count == 1
        && begin.first?.description.hasPrefix("engine: begin touch 1 on device 11") == true)
    #expect(state.received(touch(.end, 1, time: 20), at: 20) == [.checkForUnplug])
    // Not unplugged: the end is fed now.
    let fed = state.unplugChecked(false, at: 20)
    #expect(fed.map(\.description) == ["engine: end touch 1 on device 11 at 20.0"])
  }

  @Test(
    "An unplug found by the check lists the devices; the held end is then dropped and its touch rejected"
  )
  func unplugFound() {
    var state = started(.claim)
    _ = state.received(touch(.begin, 1, time: 10), at: 10)
    #expect(state.received(touch(.end, 1, time: 20), at: 20) == [.checkForUnplug])
    #expect(state.unplugChecked(true, at: 20) == [.listDevices])
    let dropped = state.devicesListed([], at: 20)
    #expect(
      dropped.map(\.description) == [
        "engine: remove device 11 at 20.0", "log: touchscreen 11 'panel' removed",
        "x: reject touch 1 (master 2)",
      ])
    #expect(state.isQuiet(engineIdle: true))
    // The server's queued events about the vanished device ask nothing.
    #expect(state.received(.deviceChanged(device: 11), at: 21).isEmpty)
    #expect(state.received(touch(.end, 1, time: 22), at: 22).isEmpty)
    #expect(
      state.received(touch(.begin, 2, time: 23), at: 23) == [
        .decide(master: 2, touch: 2, accept: false)
      ])
  }

  @Test(
    "A touch from a device never met is looked up once; if unused, claim mode rejects its begins")
  func unknownDeviceLookedUpOnce() {
    var state = started(.claim)
    #expect(state.received(touch(.begin, 5, device: 30, time: 10), at: 10) == [.lookUpDevice(30)])
    let answer = state.deviceLookedUp(30, nil, at: 10)
    #expect(
      answer == [
        .log("touch events from device 30, which is not a touchscreen xgesture uses: ignored"),
        .decide(master: 2, touch: 5, accept: false),
      ])
    #expect(state.received(touch(.end, 5, device: 30, time: 20), at: 20).isEmpty)
    #expect(
      state.received(touch(.begin, 6, device: 30, time: 30), at: 30) == [
        .decide(master: 2, touch: 6, accept: false)
      ])
    #expect(state.roundEnded(engineIdle: true) == [.flush])
  }

  @Test("The first decision for a touch is sent; a second one is not")
  func firstDecisionWins() {
    var state = started(.claim)
    _ = state.received(touch(.begin, 1, time: 10), at: 10)
    let accept = EngineOutput.touch(.init(time: 10, device: 11, touch: 1, verdict: .accept))
    #expect(
      state.engineReported([accept]) == [
        .decide(master: 2, touch: 1, accept: true), .output(accept),
      ])
    #expect(state.engineReported([accept]) == [.output(accept)])
    #expect(state.roundEnded(engineIdle: true) == [.flush])
    #expect(state.roundEnded(engineIdle: true).isEmpty)
  }

  @Test("Reloaded rules take over at once when quiet, and not while a finger is down")
  func reloadTakesOverWhenQuiet() throws {
    let change = RuleChange(rules: try BridgeHarness.rules([("tap", "tap", [:], [])]))
    var quiet = started(.observe)
    let geometry = quiet.touchscreens[11]!.deviceGeometry
    #expect(
      quiet.reloadRequested(change, engineIdle: true) == [
        .takeOver(change, devices: [geometry]), .listDevices,
      ])
    var busy = started(.observe)
    _ = busy.received(touch(.begin, 1, time: 10), at: 10)
    #expect(busy.reloadRequested(change, engineIdle: true).isEmpty)
    #expect(busy.isReloadPending)
    _ = busy.received(touch(.end, 1, time: 20), at: 20)
    _ = busy.unplugChecked(false, at: 20)
    #expect(busy.roundEnded(engineIdle: false).isEmpty)
    #expect(
      busy.roundEnded(engineIdle: true) == [.takeOver(change, devices: [geometry]), .listDevices])
  }
}
