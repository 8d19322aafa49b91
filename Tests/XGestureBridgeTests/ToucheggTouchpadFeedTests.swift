import Testing
import XGestureBridge
import XGestureEngine
import XGestureTouchegg

/// `touchegg-clients: on` for touchpads: the XI 2.4 sequences fed to the
/// engine go to Touchégg's touchpad rules, with the touchpad's size from
/// udev's database (100 × 60 mm here: a swipe begins past 23.6 units), and
/// claim mode keeps the sequences they send.
@Suite("Touchégg's touchpad gestures fed from the bridge")
struct ToucheggTouchpadFeedTests {
  let screen = ScreenSize(width: 1920, height: 1080, widthMM: 508, heightMM: 286)

  static func touchpad() -> XInputDevice {
    XInputDevice(
      id: 12, name: "pad", use: .slavePointer, attachment: 2, enabled: true, touchMode: nil,
      maxTouches: 0, x: nil, y: nil, gestureTouches: 5,
      recordedSize: PhysicalSize(width: 100, height: 60, source: .udev))
  }

  static func event(
    _ kind: GestureEvent.Kind, _ phase: RawTouch.Phase, fingers: Int = 3, time: UInt32,
    dx: Double = 0, scale: Double = 1
  ) -> XInputMessage {
    .gesture(
      GestureEvent(
        kind: kind, phase: phase, master: 2, source: 12, fingers: fingers, serverTime: time,
        rootX: 960, rootY: 540, unacceleratedDX: dx, scale: scale))
  }

  static func signals(_ actions: [BridgeAction]) -> [ToucheggSignal] {
    actions.flatMap { action -> [ToucheggSignal] in
      if case .touchegg(let signals) = action { return signals }
      return []
    }
  }

  @Test("A three-finger touchpad swipe left is sent once its motion passes 23.6 units")
  func swipe() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: true)
    state.forwardsToTouchegg = true
    _ = state.devicesListed([Self.touchpad()], at: 0)
    var actions = state.received(Self.event(.swipe, .begin, time: 10), at: 10)
    actions += state.received(Self.event(.swipe, .update, time: 20, dx: -20), at: 20)
    #expect(Self.signals(actions).isEmpty)
    actions += state.received(Self.event(.swipe, .update, time: 30, dx: -20), at: 30)
    actions += state.received(Self.event(.swipe, .end, time: 40), at: 40)
    let signals = Self.signals(actions)
    #expect(signals.map(\.phase) == [.begin, .end])
    #expect(signals.allSatisfy { $0.direction == .left && $0.device == .touchpad && $0.fingers == 3 })
    // 40 units: (40 − 23.622) / (23.622 + 354.331).
    let start = 60 / 25.4 * 10
    let percentage = (40 - start) / (start + 100 / 25.4 * 90) * 100
    #expect(abs(signals[0].percentage - percentage) < 1e-9)
    #expect(signals[1].elapsed == 10)
  }

  @Test("A touchpad pinch in is sent from its first update, its end at the end's scale")
  func pinch() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: true)
    state.forwardsToTouchegg = true
    _ = state.devicesListed([Self.touchpad()], at: 0)
    var actions = state.received(Self.event(.pinch, .begin, fingers: 2, time: 10), at: 10)
    actions += state.received(Self.event(.pinch, .update, fingers: 2, time: 20, scale: 0.8), at: 20)
    actions += state.received(Self.event(.pinch, .end, fingers: 2, time: 30, scale: 0.7), at: 30)
    let signals = Self.signals(actions)
    #expect(signals.map(\.phase) == [.begin, .end])
    #expect(signals.allSatisfy { $0.type == .pinch && $0.direction == .in })
    #expect(abs(signals[1].percentage - 30) < 1e-9)
  }

  @Test("Claim mode keeps a sequence Touchégg's rules send though no configured gesture wants it")
  func claimKeeps() {
    for forwarding in [false, true] {
      var state = BridgeState(mode: .claim, screen: screen, gestures: true)
      _ = state.grabTaken()
      state.forwardsToTouchegg = forwarding
      _ = state.devicesListed([Self.touchpad()], at: 0)
      let begin = state.received(Self.event(.swipe, .begin, fingers: 4, time: 10), at: 10)
      #expect(begin.first == .allowGesture(master: 2, keep: forwarding))
      _ = state.received(Self.event(.swipe, .end, fingers: 4, time: 20), at: 20)
      // Two fingers swipe nothing Touchégg sends: replayed either way.
      let two = state.received(Self.event(.swipe, .begin, fingers: 2, time: 30), at: 30)
      #expect(two == [.allowGesture(master: 2, keep: false)])
    }
  }
}
