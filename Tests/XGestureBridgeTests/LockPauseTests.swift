import Testing
import XGestureBridge
import XGestureEngine

/// Pausing while the screen is locked or blanked: the decision alone, then
/// the bridge with the real engine on a stand-in server (no X, no bus).
@Suite("Pausing while locked")
struct LockPauseTests {
  typealias H = BridgeHarness

  @Test("The session lock and the screen saver pause together, and resume when both are off")
  func sourcesCombine() {
    var pause = LockPause()
    #expect(!pause.isPaused)
    #expect(pause.sessionLockChanged(true) == .paused("session locked (logind)"))
    #expect(pause.sessionLockChanged(true) == nil, "a repeated state says nothing")
    #expect(pause.screenSaverChanged(on: true) == nil, "already paused")
    #expect(pause.sessionLockChanged(false) == nil, "the screen saver still runs")
    #expect(pause.isPaused)
    #expect(pause.screenSaverChanged(on: false) == .resumed("screen saver off"))
    #expect(!pause.isPaused)
    #expect(pause.screenSaverChanged(on: true) == .paused("screen saver on"))
  }

  @Test("Under when-locked: run a lock is only noted, and switching policy pauses or resumes")
  func runPolicy() {
    var pause = LockPause(whenLocked: .run)
    #expect(
      pause.sessionLockChanged(true)
        == .noted("session locked (logind): gestures keep acting (settings.when-locked: run)"))
    #expect(!pause.isPaused)
    #expect(pause.policyChanged(.pause) == .paused("session locked (logind)"))
    #expect(pause.policyChanged(.run) == .resumed("settings.when-locked is run"))
    #expect(pause.policyChanged(.run) == nil)
  }

  @Test("The session bus's Pause pauses whatever when-locked says, and a lock outlasts Resume")
  func pauseRequest() {
    var pause = LockPause(whenLocked: .run)
    #expect(pause.requestChanged(paused: true) == .paused("Pause on the session bus"))
    #expect(pause.isPaused && pause.pausedByRequest && !pause.isLocked)
    #expect(pause.requestChanged(paused: true) == nil, "a repeated request says nothing")
    #expect(pause.requestChanged(paused: false) == .resumed("Resume on the session bus"))
    #expect(!pause.isPaused)

    var locked = LockPause()
    #expect(locked.apply(.session(locked: true)) == .paused("session locked (logind)"))
    #expect(locked.isLocked)
    #expect(locked.apply(.request(paused: true)) == .noted("Pause on the session bus: already paused while locked"))
    #expect(locked.apply(.session(locked: false)) == nil, "still paused by the request")
    #expect(locked.isPaused && !locked.isLocked)
    #expect(locked.apply(.request(paused: false)) == .resumed("Resume on the session bus"))
  }

  @Test("Recording for --learn pauses beside the bus's Pause: ending it leaves a Pause in force, and the other way")
  func learningPause() {
    var pause = LockPause()
    #expect(pause.apply(.learning(recording: true)) == .paused("recording for xgesture --learn"))
    #expect(pause.isPaused && pause.pausedForLearning && !pause.pausedByRequest)
    #expect(
      pause.apply(.request(paused: true))
        == .noted("Pause on the session bus: already paused while recording for xgesture --learn"))
    #expect(pause.apply(.learning(recording: false)) == .noted("xgesture --learn stopped recording: still paused"))
    #expect(pause.isPaused, "still paused by the bus's Pause")
    #expect(pause.apply(.learning(recording: true)) == .noted("recording for xgesture --learn: already paused"))
    #expect(
      pause.apply(.request(paused: false))
        == .noted("Resume on the session bus: still paused while recording for xgesture --learn"))
    #expect(pause.apply(.learning(recording: false)) == .resumed("xgesture --learn stopped recording"))
    #expect(!pause.isPaused)
  }

  static func pan() throws -> RuleSet { try H.rules([("pan", "pan", ["fingers": "2"], [])]) }

  @Test("A session lock mid-pan cancels the pan at the lock moment, and nothing acts until unlocked")
  func lockMidPan() throws {
    let h = BridgeHarness(mode: .observe, rules: try Self.pan())
    h.twoFingersLandAndMove()
    #expect(h.actingTransitions == ["pan: possible → began"])

    h.lock(.session(locked: true), at: 1030)
    #expect(h.log.contains("paused: session locked (logind)"), "\(h.log)")
    #expect(h.transitions == ["pan: possible → began", "pan: began → cancelled"])
    #expect(h.actingTransitions == ["pan: possible → began"], "the cancellation ran an action")
    // The fingers go on moving and lift: nothing of theirs reaches the engine.
    let fed = h.events.count
    h.round(
      at: 1040,
      [H.touch(.update, 7, x: 130, y: 50, at: 1040), H.touch(.update, 8, x: 150, y: 50, at: 1040)])
    h.round(
      at: 1050,
      [H.touch(.end, 7, x: 130, y: 50, at: 1050), H.touch(.end, 8, x: 150, y: 50, at: 1050)])
    #expect(h.events.count == fed)

    // A pan made while locked is recognized, and runs nothing.
    h.round(
      at: 2000,
      [H.touch(.begin, 9, x: 100, y: 50, at: 2000), H.touch(.begin, 10, x: 120, y: 50, at: 2000)])
    h.round(
      at: 2020,
      [H.touch(.update, 9, x: 110, y: 50, at: 2020), H.touch(.update, 10, x: 130, y: 50, at: 2020)])
    #expect(h.transitions.last == "pan: possible → began")
    #expect(h.actingTransitions == ["pan: possible → began"])

    // Unlocking with it in flight cancels it too: it began while locked.
    h.lock(.session(locked: false), at: 2030)
    #expect(h.log.last == "resumed: session unlocked (logind)", "\(h.log)")
    #expect(h.transitions.last == "pan: began → cancelled")
    #expect(h.actingTransitions == ["pan: possible → began"])
    h.round(
      at: 2040,
      [H.touch(.end, 9, x: 110, y: 50, at: 2040), H.touch(.end, 10, x: 130, y: 50, at: 2040)])

    h.round(
      at: 3000,
      [H.touch(.begin, 11, x: 100, y: 50, at: 3000), H.touch(.begin, 12, x: 120, y: 50, at: 3000)])
    h.round(
      at: 3020,
      [H.touch(.update, 11, x: 110, y: 50, at: 3020), H.touch(.update, 12, x: 130, y: 50, at: 3020)])
    #expect(h.actingTransitions == ["pan: possible → began", "pan: possible → began"])
  }

  @Test("In claim mode a touch made while locked is rejected at once, and the engine still sees it")
  func claimRejectsWhileLocked() throws {
    let h = BridgeHarness(mode: .claim, rules: try Self.pan())
    h.lock(.session(locked: true), at: 1000)
    h.round(at: 1010, [H.touch(.begin, 3, x: 100, y: 50, at: 1010)])
    #expect(h.server.decisionLines == ["touch 3: reject"])
    #expect(h.server.flushes > 0)
    #expect(h.events.map(\.phase) == [.begin])
    h.round(at: 1020, [H.touch(.end, 3, x: 100, y: 50, at: 1020)])
    #expect(h.server.decisionLines == ["touch 3: reject"], "decided twice")
  }

  @Test("A touch that wakes the blanked screen does nothing, and the next touch acts")
  func wakingTouch() throws {
    let h = BridgeHarness(mode: .claim, rules: try H.rules([("tap", "tap", [:], [])]))
    h.round(at: 1000, [.screenSaver(on: true, serverTime: 1000, forced: false)])
    #expect(h.log.contains("paused: screen saver on"), "\(h.log)")
    // The server turns the saver off before it delivers the touch that woke it.
    h.round(
      at: 2000,
      [.screenSaver(on: false, serverTime: 2000, forced: false), H.touch(.begin, 4, x: 100, y: 50, at: 1999)])
    #expect(h.log.contains("resumed: screen saver off"), "\(h.log)")
    #expect(h.server.decisionLines == ["touch 4: reject"])
    h.round(at: 2050, [H.touch(.end, 4, x: 100, y: 50, at: 2050)])
    h.wait(until: 2600)
    #expect(h.events.isEmpty, "the waking touch reached the engine: \(h.events)")
    #expect(h.transitions.isEmpty)

    h.round(at: 3000, [H.touch(.begin, 5, x: 100, y: 50, at: 3000)])
    h.round(at: 3050, [H.touch(.end, 5, x: 100, y: 50, at: 3050)])
    h.wait(until: 3600)
    #expect(h.actingTransitions == ["tap: possible → recognized"])
  }

  @Test("A screen saver a client turns off (xset s reset) wakes nothing: a touch in that millisecond acts")
  func resetWakesNothing() throws {
    let h = BridgeHarness(mode: .observe, rules: try H.rules([("tap", "tap", [:], [])]))
    h.round(at: 1000, [.screenSaver(on: true, serverTime: 1000, forced: true)])
    h.round(at: 2000, [.screenSaver(on: false, serverTime: 2000, forced: true)])
    #expect(h.log.contains("resumed: screen saver off"), "\(h.log)")
    // The first touch after the reset, stamped in the reset's millisecond.
    h.round(at: 2001, [H.touch(.begin, 4, x: 100, y: 50, at: 2000)])
    h.round(at: 2050, [H.touch(.end, 4, x: 100, y: 50, at: 2050)])
    h.wait(until: 2600)
    #expect(h.actingTransitions == ["tap: possible → recognized"], "\(h.log)")
  }

  // MARK: Touchpads

  typealias T = TouchpadStateTests

  /// A touchscreen and a touchpad, and one three-finger gesture: a swipe
  /// left, or a pan.
  static func touchpadHarness(_ mode: InputMode, pan: Bool = false) throws -> BridgeHarness {
    BridgeHarness(
      mode: mode,
      rules: try H.rules([
        pan
          ? ("pan", "pan", ["fingers": "3"], [])
          : ("swipe", "swipe", ["fingers": "3", "direction": "left"], [])
      ]),
      devices: [StandInServer.touchscreen(), T.touchpad()], gestures: true)
  }

  /// A three-finger touchpad swipe left of 38 mm from `time`, each event
  /// read at its time; ended unless `end` is false.
  static func swipe(_ h: BridgeHarness, at time: UInt32, end: Bool = true) {
    let events =
      [T.event(.swipe, .begin, time: time)]
      + (1...4).map { T.event(.swipe, .update, time: time + 10 * $0, dx: -100) }
      + (end ? [T.event(.swipe, .end, time: time + 50)] : [])
    for (k, event) in events.enumerated() { h.round(at: Double(time) + Double(10 * k), [event]) }
  }

  /// The end the server gives xgesture at once for a sequence it replayed:
  /// its source is the master device, with no fingers.
  static func replayEnd(at time: UInt32) -> XInputMessage {
    T.event(.swipe, .end, fingers: 0, time: time, device: 2)
  }

  @Test("In claim mode a touchpad gesture made while locked is replayed at its begin, and kept again once unlocked")
  func claimReplaysTouchpadWhileLocked() throws {
    let h = try Self.touchpadHarness(.claim)
    h.lock(.session(locked: true), at: 1000)
    h.round(at: 1010, [T.event(.swipe, .begin, time: 1010)])
    #expect(h.server.gestureDecisions == ["replay"])
    #expect(h.events.isEmpty, "the replayed sequence reached the engine: \(h.events)")
    h.round(at: 1015, [Self.replayEnd(at: 1015)])
    h.lock(.session(locked: false), at: 1100)
    Self.swipe(h, at: 1110)
    #expect(h.server.gestureDecisions == ["replay", "keep"])
    #expect(h.actingTransitions.contains("swipe: possible → recognized"), "\(h.transitions)")
  }

  @Test("A session lock in the middle of a touchpad pan cancels it, and nothing of it acts")
  func lockCancelsTouchpadPan() throws {
    let h = try Self.touchpadHarness(.observe, pan: true)
    h.round(at: 1000, [T.event(.swipe, .begin, time: 1000)])
    h.round(at: 1010, [T.event(.swipe, .update, time: 1010, dx: 60)])
    h.round(at: 1020, [T.event(.swipe, .update, time: 1020, dx: 60)])
    #expect(h.actingTransitions.contains("pan: possible → began"), "\(h.transitions)")
    let acting = h.actingTransitions

    h.lock(.session(locked: true), at: 1030)
    #expect(h.transitions.last?.hasSuffix("→ cancelled") == true, "\(h.transitions)")
    #expect(h.actingTransitions == acting, "the cancellation ran an action")
    let fed = h.events.count
    h.round(at: 1040, [T.event(.swipe, .update, time: 1040, dx: 60)])
    h.round(at: 1050, [T.event(.swipe, .end, time: 1050)])
    #expect(h.events.count == fed, "the cancelled sequence still reached the engine")
    #expect(h.driver.isQuiet)
  }

  @Test(
    "A touchpad gesture that wakes the blanked screen does nothing (in claim mode it is replayed), and the next one acts",
    arguments: [InputMode.observe, .claim])
  func wakingTouchpadGesture(mode: InputMode) throws {
    let h = try Self.touchpadHarness(mode)
    h.round(at: 1000, [.screenSaver(on: true, serverTime: 1000, forced: true)])
    // The server turns the saver off before it delivers the gesture that woke it.
    h.round(
      at: 2000,
      [.screenSaver(on: false, serverTime: 2000, forced: false), T.event(.swipe, .begin, time: 1999)])
    #expect(h.log.contains("resumed: screen saver off"), "\(h.log)")
    // Claim mode replays it: the server ends it for xgesture at once. In
    // observe mode its events go on to its end.
    if mode == .claim {
      h.round(at: 2001, [Self.replayEnd(at: 2001)])
    } else {
      h.round(at: 2010, [T.event(.swipe, .update, time: 2010, dx: -100)])
      h.round(at: 2100, [T.event(.swipe, .end, time: 2100)])
    }
    h.wait(until: 2600)
    #expect(h.events.isEmpty, "the waking gesture reached the engine: \(h.events)")
    #expect(h.server.gestureDecisions == (mode == .claim ? ["replay"] : []))

    Self.swipe(h, at: 3000)
    h.wait(until: 3600)
    #expect(h.actingTransitions.contains("swipe: possible → recognized"), "\(h.transitions)")
    #expect(h.server.gestureDecisions == (mode == .claim ? ["replay", "keep"] : []))
  }
}
