import Testing
import XGestureBridge
import XGestureEngine

/// Touchpads without an X server: the virtual contacts, and the bridge's
/// decisions about gesture sequences, action by action.
@Suite("Touchpads in the bridge's state machine")
struct TouchpadStateTests {
  let screen = ScreenSize(width: 1920, height: 1080, widthMM: 508, heightMM: 286)

  static func touchpad(id: Int = 12, name: String = "pad") -> XInputDevice {
    XInputDevice(
      id: id, name: name, use: .slavePointer, attachment: 2, enabled: true, touchMode: nil,
      maxTouches: 0, x: nil, y: nil, gestureTouches: 5)
  }

  static func event(
    _ kind: GestureEvent.Kind, _ phase: RawTouch.Phase, fingers: Int = 3, time: UInt32,
    dx: Double = 0, dy: Double = 0, scale: Double = 1, angle: Double = 0, cancelled: Bool = false,
    device: Int = 12
  ) -> XInputMessage {
    .gesture(
      GestureEvent(
        kind: kind, phase: phase, master: 2, source: device, fingers: fingers, serverTime: time,
        rootX: 960, rootY: 540, unacceleratedDX: dx, unacceleratedDY: dy, scale: scale,
        angleDelta: angle, cancelled: cancelled))
  }

  func rules(_ yamlLike: [(String, String, ClosedRange<Int>)]) throws -> RuleSet {
    try RuleSet(
      yamlLike.map { name, type, fingers in
        GestureDefinition(
          name: name,
          recognizer: try RecognizerRegistry.standard.spec(
            type: type,
            parameters: ["fingers": .scalar("\(fingers.lowerBound)-\(fingers.upperBound)")]))
      })
  }

  @Test(
    "Three contacts sit evenly on a 40 mm circle around the centre and move by the deltas in mm")
  func swipeContacts() {
    var contacts = VirtualContacts(kind: .swipe, fingers: 3, centre: Point(x: 100, y: 50))
    let start = contacts.positions
    #expect(start.count == 3)
    for p in start { #expect(abs(p.distance(to: Point(x: 100, y: 50)) - 20) < 1e-9) }
    #expect(abs(start[0].distance(to: start[1]) - 20 * 3.squareRoot()) < 1e-9)
    // 105.15 units of libinput's 25.4 / 267.12 mm are 10 mm.
    contacts.move(unacceleratedDX: -10 * 267.12 / 25.4, unacceleratedDY: 0, scale: 1, angleDelta: 0)
    for (a, b) in zip(start, contacts.positions) {
      #expect(abs(b.x - (a.x - 10)) < 1e-9 && abs(b.y - a.y) < 1e-9)
    }
  }

  @Test("A pinch's circle follows the absolute scale and turns by the summed angle deltas")
  func pinchContacts() {
    var contacts = VirtualContacts(kind: .pinch, fingers: 2, centre: Point(x: 0, y: 0))
    contacts.move(unacceleratedDX: 0, unacceleratedDY: 0, scale: 1.5, angleDelta: 45)
    contacts.move(unacceleratedDX: 0, unacceleratedDY: 0, scale: 1.8, angleDelta: 45)
    let p = contacts.positions
    #expect(abs(p[0].distance(to: p[1]) - 72) < 1e-9)  // 40 mm × 1.8
    // 90° clockwise on a y-down surface: the first finger now straight below the centre.
    #expect(abs(p[0].x) < 1e-9 && abs(p[0].y - 36) < 1e-9)
  }

  @Test("A touchpad is listed as a device the engine gets, mapped on the screen at its density")
  func touchpadAdded() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: true)
    #expect(state.start() == [.selectGestures, .listDevices])
    let actions = state.devicesListed([Self.touchpad()], at: 0)
    guard case .addDevice(let geometry, _) = actions.first else {
      Issue.record("\(actions)")
      return
    }
    #expect(geometry.source == .touchpad && geometry.width == 508 && geometry.height == 286)
    // The pointer's root position is where the contacts' centre lands.
    let centre = geometry.screenPoint(geometry.surfacePoint(Point(x: 960, y: 540)))
    #expect(abs(centre.x - 960) < 1e-9 && abs(centre.y - 540) < 1e-9)
  }

  @Test("Without XInput 2.4 a touchpad is named once and not used")
  func noGestures() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: false)
    #expect(state.start() == [.listDevices])
    let actions = state.devicesListed([Self.touchpad()], at: 0)
    #expect(
      actions.map(\.description) == [
        "log: device 12 'pad' is a touchpad: its gestures need XInput 2.4, which this X server does not have: not used"
      ])
  }

  @Test(
    "A swipe sequence feeds N contacts at its begin, moves them on updates and lifts them at its end"
  )
  func sequenceFed() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: true)
    _ = state.devicesListed([Self.touchpad()], at: 0)
    let begin = state.received(Self.event(.swipe, .begin, time: 10), at: 10)
    #expect(
      begin.map(\.description) == (1...3).map { "engine: begin touch \($0) on device 12 at 10.0" })
    let update = state.received(Self.event(.swipe, .update, time: 20, dx: -100), at: 20)
    #expect(update.count == 3)
    #expect(!state.isQuiet(engineIdle: true))
    let end = state.received(Self.event(.swipe, .end, time: 30), at: 30)
    #expect(
      end.map(\.description) == (1...3).map { "engine: end touch \($0) on device 12 at 30.0" })
    #expect(state.isQuiet(engineIdle: true))
  }

  @Test("A cancelled sequence cancels its contacts")
  func cancelled() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: true)
    _ = state.devicesListed([Self.touchpad()], at: 0)
    _ = state.received(Self.event(.swipe, .begin, fingers: 2, time: 10), at: 10)
    let end = state.received(
      Self.event(.swipe, .end, fingers: 2, time: 30, cancelled: true), at: 30)
    #expect(
      end.map(\.description) == (1...2).map { "engine: cancel touch \($0) on device 12 at 30.0" })
  }

  @Test(
    "Claim mode keeps a sequence some gesture of its kind and finger count could use and replays the others at once"
  )
  func claimDecisions() throws {
    var state = BridgeState(mode: .claim, screen: screen, gestures: true)
    #expect(state.start() == [.grab, .listDevices])
    #expect(state.grabTaken() == [.grabGestures])
    state.demand = GestureDemand(
      rules: try rules([("s", "swipe", 3...3), ("r", "rotate", 2...2)]))
    _ = state.devicesListed([Self.touchpad()], at: 0)

    let swipe3 = state.received(Self.event(.swipe, .begin, fingers: 3, time: 10), at: 10)
    #expect(swipe3.first == .allowGesture(master: 2, keep: true) && swipe3.count == 4)
    _ = state.received(Self.event(.swipe, .end, fingers: 3, time: 20), at: 20)

    let swipe4 = state.received(Self.event(.swipe, .begin, fingers: 4, time: 30), at: 30)
    #expect(swipe4 == [.allowGesture(master: 2, keep: false)])
    // The replayed sequence's remaining events are not xgesture's.
    #expect(state.received(Self.event(.swipe, .end, fingers: 4, time: 40), at: 40).isEmpty)

    let pinch2 = state.received(Self.event(.pinch, .begin, fingers: 2, time: 50), at: 50)
    #expect(pinch2.first == .allowGesture(master: 2, keep: true))
    _ = state.received(Self.event(.pinch, .end, fingers: 2, time: 60), at: 60)
    let pinch3 = state.received(Self.event(.pinch, .begin, fingers: 3, time: 70), at: 70)
    #expect(pinch3 == [.allowGesture(master: 2, keep: false)])
    #expect(state.roundEnded(engineIdle: true).first == .flush)
  }

  @Test("Claim mode replays a sequence a gesture limited to other devices could not use")
  func claimRespectsDevices() throws {
    var state = BridgeState(mode: .claim, screen: screen, gestures: true)
    _ = state.grabTaken()
    let spec = try RecognizerRegistry.standard.spec(
      type: "swipe", parameters: ["fingers": .scalar("3")])
    state.demand = GestureDemand(
      rules: try RuleSet([
        GestureDefinition(name: "s", recognizer: spec, devices: [.every(.touchscreen)])
      ]))
    _ = state.devicesListed([Self.touchpad()], at: 0)
    #expect(
      state.received(Self.event(.swipe, .begin, time: 10), at: 10) == [
        .allowGesture(master: 2, keep: false)
      ])
  }

  @Test("A refused gesture grab observes the touchpads instead, with the reason")
  func gestureGrabRefused() {
    var state = BridgeState(mode: .claim, screen: screen, gestures: true)
    _ = state.grabTaken()
    let actions = state.gestureGrabRefused("another client holds one")
    #expect(
      actions.map(\.description) == [
        "log: claim mode unavailable for touchpads, observing their gestures instead: another client holds one",
        "x: select gestures",
      ])
    #expect(!state.gesturesClaimed)
    #expect(state.stopping().contains(.ungrabGestures) == false)
  }

  @Test("A touch grab refused on an XI 2.4 server observes touchpads too")
  func touchGrabRefused() {
    var state = BridgeState(mode: .claim, screen: screen, gestures: true)
    #expect(state.grabRefused("no").last == .selectGestures)
    #expect(state.mode == .observe)
  }

  @Test("An unplugged touchpad leaves the engine and its sequence ends with it")
  func unplugged() {
    var state = BridgeState(mode: .observe, screen: screen, gestures: true)
    _ = state.devicesListed([Self.touchpad()], at: 0)
    _ = state.received(Self.event(.swipe, .begin, time: 10), at: 10)
    let gone = state.devicesListed([], at: 20)
    #expect(
      gone.map(\.description) == [
        "engine: remove device 12 at 20.0", "log: touchpad 12 'pad' removed",
      ])
    #expect(state.isQuiet(engineIdle: true))
    #expect(state.received(Self.event(.swipe, .update, time: 25, dx: 5), at: 25).isEmpty)
  }

  @Test(
    "udev's database entry gives a size only with both ID_INPUT_WIDTH_MM and ID_INPUT_HEIGHT_MM")
  func udevEntry() {
    let entry =
      "I:123\nE:ID_INPUT=1\nE:ID_INPUT_TOUCHSCREEN=1\nE:ID_INPUT_WIDTH_MM=294\nE:ID_INPUT_HEIGHT_MM=165\nG:seat\n"
    #expect(
      UdevDatabase.size(inEntry: entry) == PhysicalSize(width: 294, height: 165, source: .udev))
    #expect(UdevDatabase.size(inEntry: "E:ID_INPUT_WIDTH_MM=294\n") == nil)
    #expect(UdevDatabase.size(inEntry: "E:ID_INPUT_WIDTH_MM=0\nE:ID_INPUT_HEIGHT_MM=165\n") == nil)
    #expect(UdevDatabase.millimetres(ofNode: "/nonexistent/event0") == nil)
  }

  @Test("A touchscreen without resolution takes udev's size before the screen's")
  func udevSizeFirst() throws {
    var device = StandInServer.touchscreen()
    device.x?.resolution = 0
    device.y?.resolution = 0
    device.recordedSize = PhysicalSize(width: 294, height: 165, source: .udev)
    let geometry = try TouchGeometry(
      device: device, rootWidth: 1920, rootHeight: 1080, screenMillimetres: (508, 286))
    #expect(
      geometry.width == 294 && geometry.height == 165 && geometry.sizeSource == "udev database")
    device.recordedSize = nil
    let fallback = try TouchGeometry(
      device: device, rootWidth: 1920, rootHeight: 1080, screenMillimetres: (508, 286))
    #expect(fallback.width == 508 && fallback.sizeSource == "screen size")
  }
}
