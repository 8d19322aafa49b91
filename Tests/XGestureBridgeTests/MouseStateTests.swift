import Testing
import XGestureBridge

@testable import XGestureEngine  // TouchDecision has no public initializer

/// `BridgeState`'s mouse: the button grab, and each press of a grabbed
/// button carried to the engine as touch N of the master pointer's mouse
/// device, and to the server as keep, pass or replay (docs/REFERENCE.md §16).
@Suite("The bridge's mouse, action by action")
struct MouseStateTests {
  /// 1920 × 1080 px on 508 × 286 mm: 3.78 px a mm.
  let screen = ScreenSize(width: 1920, height: 1080, widthMM: 508, heightMM: 286)

  func started() -> BridgeState {
    var state = BridgeState(mode: .observe, screen: screen)
    state.buttons = ButtonDemand(buttons: [3])
    _ = state.devicesListed([], at: 0)
    return state
  }

  func pointer(_ phase: PointerEvent.Phase, button: Int = 3, x: Double, y: Double, time: UInt32)
    -> XInputMessage
  {
    .pointer(
      PointerEvent(phase: phase, master: 2, source: 12, button: button, serverTime: time, rootX: x, rootY: y))
  }

  func decision(_ verdict: TouchDecision.Verdict, at time: Double) -> [EngineOutput] {
    [.touch(TouchDecision(time: time, device: 2, touch: 3, verdict: verdict))]
  }

  @Test("The buttons stroke gestures draw with are grabbed at the start, in either mode, and let go at the stop")
  func grabbed() {
    var state = BridgeState(mode: .claim, screen: screen)
    state.buttons = ButtonDemand(buttons: [3, 2, 3])
    #expect(state.start() == [.grab, .grabButtons([2, 3]), .listDevices])
    #expect(state.stopping(at: 0).first == .grabButtons([]))
    #expect(BridgeState(mode: .observe, screen: screen).start() == [.listDevices])
  }

  @Test("A press adds the mouse device once and feeds touch 3 in millimetres on the screen, watching raw motion")
  func press() {
    var state = started()
    let actions = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100).map(\.description)
    #expect(actions.first?.hasPrefix("engine: add device 2") == true)
    #expect(actions.dropFirst().first == "x: watch raw pointer motion")
    #expect(actions.last?.hasPrefix("engine: begin touch 3 on device 2") == true)
    // 378 px of 1920 on 508 mm, 189 px of 1080 on 286 mm.
    let mm = state.geometry(of: 2)?.surfacePoint(Point(x: 378, y: 189)) ?? .zero
    #expect(abs(mm.x - 378 * 508 / 1920) < 1e-9 && abs(mm.y - 189 * 286 / 1080) < 1e-9)
    #expect(!state.isQuiet(engineIdle: true))
  }

  @Test("A click passes: the press is replayed to the window under the pointer and the touch cancelled")
  func click() {
    var state = started()
    _ = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100)
    #expect(state.received(.rawPointer(.motion(source: 12, dx: 1, dy: 1)), at: 110) == [])
    let actions = state.received(.rawPointer(.release(source: 12, button: 3)), at: 140).map(\.description)
    #expect(
      actions == [
        "x: stop watching raw pointer motion", "x: pass the press (master 2)", "x: flush",
        "engine: cancel touch 3 on device 2 at 140.0",
      ])
    #expect(state.isQuiet(engineIdle: true))
  }

  @Test("A press the engine rejects while it is held back (it rested for pass-after) passes at once")
  func heldStill() {
    var state = started()
    _ = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100)
    let passed = state.engineReported(decision(.reject, at: 400)).map(\.description)
    #expect(passed.contains("x: pass the press (master 2)"))
    #expect(passed.last == "engine: cancel touch 3 on device 2 at 400.0")
    #expect(state.isQuiet(engineIdle: true))
  }

  @Test("A press is never held back longer than the hold limit, whatever the engine says")
  func holdLimit() {
    var state = started()
    _ = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100)
    #expect(state.mouseDeadline == 5100)
    #expect(state.timePassed(to: 5099, engineDeadline: nil) == [])
    #expect(state.timePassed(to: 5100, engineDeadline: nil).contains(.allowPointer(master: 2, keep: false)))
  }

  @Test("A drag that matches nothing is replayed at its release, along the path the grab delivered")
  func replayed() {
    var state = started()
    _ = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100)
    let kept = state.received(.rawPointer(.motion(source: 12, dx: 30, dy: 0)), at: 110)
    #expect(kept.contains(.allowPointer(master: 2, keep: true)))
    let moved = state.received(pointer(.motion, button: 0, x: 408, y: 189, time: 110), at: 111)
    #expect(moved.map(\.description) == ["engine: update touch 3 on device 2 at 110.0"])
    let released = state.received(pointer(.release, x: 438, y: 189, time: 130), at: 131)
    #expect(released.map(\.description) == ["engine: end touch 3 on device 2 at 130.0"])
    let path = [378.0, 408, 438].map { Point(x: $0, y: 189) }
    #expect(
      state.engineReported(decision(.reject, at: 130)).dropFirst() == [
        .replayDrag(button: 3, path: path), .flush,
      ])
    #expect(state.isQuiet(engineIdle: true))
  }

  @Test("A recognized stroke asks nothing of the server")
  func recognized() {
    var state = started()
    _ = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100)
    _ = state.received(.rawPointer(.motion(source: 12, dx: 30, dy: 0)), at: 110)
    _ = state.received(pointer(.release, x: 438, y: 189, time: 130), at: 131)
    let actions = state.engineReported(decision(.accept, at: 130))
    #expect(actions.count == 1 && actions.first?.description.hasPrefix("output:") == true)
    #expect(state.isQuiet(engineIdle: true))
  }

  @Test("A press of a button no stroke draws with, and a second button during a press, are not presses of ours")
  func otherButtons() {
    var state = started()
    #expect(state.received(pointer(.press, button: 1, x: 10, y: 10, time: 100), at: 100) == [])
    _ = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100)
    #expect(state.received(pointer(.press, x: 378, y: 189, time: 105), at: 105) == [])
  }

  @Test("While paused a press passes at once and reaches the engine not at all")
  func paused() {
    var state = started()
    let pausing = state.lockChanged(.screenSaver(on: true, serverTime: 50, forced: true), engineIdle: true, at: 50)
    #expect(pausing.contains(.actions(.paused)))
    state.actionsReached(.paused)  // as the driver does when it reaches it
    let actions = state.received(pointer(.press, x: 378, y: 189, time: 100), at: 100).map(\.description)
    #expect(actions.contains("x: pass the press (master 2)"))
    #expect(!actions.contains { $0.contains("begin touch") })
  }
}
