import Testing
import XGestureBridge
import XGestureEngine

/// The bridge's decisions with no X server: a stand-in server, the real
/// engine, and a clock the test moves.
@Suite("Bridge decisions without an X server")
struct BridgeDecisionTests {
  typealias H = BridgeHarness

  @Test(
    "A touchscreen unplugged during a pan cancels the pan, and its touches' ends ask nothing of the server"
  )
  func unplugMidGesture() throws {
    let h = BridgeHarness(mode: .claim, rules: try H.rules([("pan", "pan", ["fingers": "2"], [])]))
    h.twoFingersLandAndMove()
    #expect(h.transitions == ["pan: possible → began"])
    #expect(h.server.decisionLines == ["touch 7: accept", "touch 8: accept"])

    // The server ends the device's touches, then says it is gone.
    h.server.devices = []
    h.server.hierarchyQueued = true
    h.round(
      at: 1030,
      [
        H.touch(.end, 7, x: 110, y: 50, at: 1030), H.touch(.end, 8, x: 130, y: 50, at: 1030),
        .hierarchyChanged,
      ])
    #expect(h.transitions == ["pan: possible → began", "pan: began → cancelled"])
    #expect(h.log.contains("touchscreen 11 'panel' removed"), "\(h.log)")
    #expect(
      h.server.lookUps.isEmpty, "the bridge looked for the vanished device: \(h.server.lookUps)")
    #expect(!h.log.contains { $0.contains("not a touchscreen") }, "\(h.log)")
    // The ends of a vanished device's touches are not given to the engine as lifts.
    #expect(!h.events.contains { $0.phase == .end }, "\(h.events)")
    #expect(h.driver.isQuiet)
  }

  @Test("A touchscreen unplugged with an undecided touch has it rejected")
  func unplugRejectsUndecided() throws {
    let h = BridgeHarness(mode: .claim, rules: try H.rules([("double", "tap", ["taps": "2"], [])]))
    h.round(at: 1000, [H.touch(.begin, 3, x: 100, y: 50, at: 1000)])
    #expect(h.server.decisions.isEmpty)
    h.server.devices = []
    h.round(at: 1010, [.hierarchyChanged])
    #expect(h.server.decisionLines == ["touch 3: reject"])
    #expect(h.driver.isQuiet)
  }

  @Test("A second begin for a touch already decided is decided too, so new rules can take over")
  func duplicateBeginAfterDecision() throws {
    let h = BridgeHarness(
      mode: .claim, rules: try H.rules([("pan", "pan", [:], [])]))
    h.round(at: 1000, [H.touch(.begin, 5, x: 100, y: 50, at: 1000)])
    h.round(at: 1020, [H.touch(.update, 5, x: 110, y: 50, at: 1020)])
    #expect(h.server.decisionLines == ["touch 5: accept"])
    h.round(at: 1030, [H.touch(.begin, 5, x: 110, y: 50, at: 1030)])
    #expect(h.server.decisionLines == ["touch 5: accept", "touch 5: reject"])
    h.round(at: 1040, [H.touch(.end, 5, x: 110, y: 50, at: 1040)])
    var tookOver = false
    h.driver.replaceRules(
      try H.rules([("tap", "tap", [:], [])]), tookOver: { tookOver = true }, at: h.now)
    h.wait(until: 3000)
    #expect(tookOver, "\(h.log)")
  }

  @Test("A second begin while the first is undecided gives the touch one decision, not two")
  func duplicateBeginWhileUndecided() throws {
    let h = BridgeHarness(
      mode: .claim, rules: try H.rules([("pan", "pan", [:], [])]))
    h.round(at: 1000, [H.touch(.begin, 5, x: 100, y: 50, at: 1000)])
    h.round(at: 1010, [H.touch(.begin, 5, x: 100, y: 50, at: 1010)])
    h.round(
      at: 1020,
      [H.touch(.update, 5, x: 120, y: 50, at: 1020), H.touch(.end, 5, x: 120, y: 50, at: 1030)])
    h.wait(until: 3000)
    #expect(h.server.decisionLines == ["touch 5: reject"])
    #expect(h.driver.isQuiet)
  }

  @Test("Reloaded rules wait for no finger down and no timer, then take over and are in force")
  func reloadAtQuietMoment() throws {
    let h = BridgeHarness(
      mode: .observe, rules: try H.rules([("double", "tap", ["taps": "2"], [])]))
    h.round(at: 1000, [H.touch(.begin, 1, x: 100, y: 50, at: 1000)])
    var tookOver: Double?
    h.driver.replaceRules(
      try H.rules([("tap", "tap", [:], [])]), tookOver: { tookOver = h.now }, at: h.now)
    h.round(at: 1010, [H.touch(.end, 1, x: 100, y: 50, at: 1010)])
    #expect(tookOver == nil, "took over with a double tap waiting")
    // The double tap's interval (300 ms) passes: it fails, and the new rules take over.
    h.wait(until: 1400)
    #expect(h.transitions == ["double: possible → failed"])
    let when = try #require(tookOver)
    #expect(when >= 1310)
    h.round(at: 1500, [H.touch(.begin, 2, x: 100, y: 50, at: 1500)])
    h.round(at: 1510, [H.touch(.end, 2, x: 100, y: 50, at: 1510)])
    #expect(h.transitions.last == "tap: possible → recognized")
  }

  @Test("A gesture that begins gets its touches accepted; the round's decisions are flushed once")
  func acceptsAndFlushesOnce() throws {
    let h = BridgeHarness(mode: .claim, rules: try H.rules([("pan", "pan", ["fingers": "2"], [])]))
    h.round(
      at: 1000,
      [H.touch(.begin, 1, x: 100, y: 50, at: 1000), H.touch(.begin, 2, x: 120, y: 50, at: 1000)])
    let before = h.server.flushes
    h.round(
      at: 1020,
      [H.touch(.update, 1, x: 110, y: 50, at: 1020), H.touch(.update, 2, x: 130, y: 50, at: 1020)])
    #expect(h.server.decisionLines == ["touch 1: accept", "touch 2: accept"])
    #expect(h.server.flushes == before + 1)
  }

  @Test("A touch no gesture can use is rejected when the landing window closes")
  func rejects() throws {
    let h = BridgeHarness(
      mode: .claim, rules: try H.rules([("swipe3", "swipe", ["fingers": "3"], [])]))
    h.round(at: 1000, [H.touch(.begin, 4, x: 100, y: 50, at: 1000)])
    #expect(h.server.decisions.isEmpty)
    h.wait(until: 1200)
    #expect(h.server.decisionLines == ["touch 4: reject"])
  }

  @Test("A tap waiting for a double tap has its touch accepted after the touch ended")
  func decidedAfterTheTouchEnded() throws {
    let h = BridgeHarness(
      mode: .claim,
      rules: try H.rules([("double", "tap", ["taps": "2"], []), ("tap", "tap", [:], ["double"])]))
    h.round(at: 1000, [H.touch(.begin, 9, x: 100, y: 50, at: 1000)])
    h.round(at: 1050, [H.touch(.end, 9, x: 100, y: 50, at: 1050)])
    h.wait(until: 1200)
    #expect(h.server.decisions.isEmpty, "decided before the double tap failed")
    h.wait(until: 1500)
    #expect(h.transitions == ["double: possible → failed", "tap: possible → recognized"])
    #expect(h.server.decisions == [.init(touch: 9, accept: true, sent: true)])
  }

  @Test("Observe mode sends no decisions and takes no grab")
  func observeDecidesNothing() throws {
    let h = BridgeHarness(mode: .observe, rules: try H.rules([("tap", "tap", [:], [])]))
    h.round(at: 1000, [H.touch(.begin, 1, x: 100, y: 50, at: 1000)])
    h.round(at: 1010, [H.touch(.end, 1, x: 100, y: 50, at: 1010)])
    #expect(h.transitions == ["tap: possible → recognized"])
    #expect(h.server.decisions.isEmpty && !h.server.grabbed)
  }

  @Test("A refused grab observes instead and says why")
  func refusedGrab() throws {
    let h = BridgeHarness(
      mode: .claim, rules: try H.rules([("tap", "tap", [:], [])]), grabRefusal: "taken")
    #expect(h.driver.state.mode == .observe)
    #expect(h.log.contains("claim mode unavailable, observing instead: taken"))
  }

  @Test("Stopping rejects the touches still waiting and releases the grab")
  func stoppingRejects() throws {
    let h = BridgeHarness(mode: .claim, rules: try H.rules([("double", "tap", ["taps": "2"], [])]))
    h.round(at: 1000, [H.touch(.begin, 6, x: 100, y: 50, at: 1000)])
    #expect(h.server.grabbed)
    h.driver.stop(at: 1010)
    #expect(h.server.decisions == [.init(touch: 6, accept: false, sent: true)])
    #expect(!h.server.grabbed)
  }

  @Test(
    "A touchscreen settings.devices leaves out gives the engine nothing, and its touches are rejected"
  )
  func unselectedDevice() throws {
    let h = BridgeHarness(
      mode: .claim, rules: try H.rules([("tap", "tap", [:], [])]),
      devices: [
        StandInServer.touchscreen(id: 11, name: "panel"),
        StandInServer.touchscreen(id: 12, name: "other"),
      ],
      accepts: { $0.name == "panel" })
    #expect(h.driver.state.touchscreens.keys.sorted() == [11], "\(h.log)")
    h.round(at: 1010, [H.touch(.begin, 1, x: 100, y: 50, at: 1010, device: 12)])
    h.round(at: 1020, [H.touch(.end, 1, x: 100, y: 50, at: 1020, device: 12)])
    #expect(h.events.isEmpty)
    #expect(h.transitions.isEmpty, "\(h.log) \(h.outputs.map(\.logLine))")
    #expect(h.server.decisionLines == ["touch 1: reject"])
    #expect(
      h.log.contains(
        "touch events from device 12, which is not a touchscreen xgesture uses: ignored"))
  }

  @Test("Millimetres come from the untransformed values, pixels from the transformation matrix")
  func millimetresUntransformed() throws {
    let half = StandInServer.touchscreen(transformation: [0.5, 0, 0, 0, 1, 0, 0, 0, 1])
    let h = BridgeHarness(
      mode: .observe, rules: try H.rules([("tap", "tap", [:], [])]), devices: [half])
    // On the left half of the screen: the server's transformed x is half the device's.
    h.round(at: 1000, [H.touch(.begin, 1, x: 147, y: 82.5, at: 1000, transformed: (73.5, 82.5))])
    h.round(at: 1010, [H.touch(.update, 1, x: 150.6, y: 82.5, at: 1010, transformed: (75.3, 82.5))])
    h.round(at: 1020, [H.touch(.end, 1, x: 150.6, y: 82.5, at: 1020)])
    #expect(h.events.map(\.position.x) == [147, 150.6, 150.6])
    // 3.6 mm is more than the tap's 3 mm slop.
    #expect(h.transitions == ["tap: possible → failed"])
    let geometry = try #require(h.driver.state.touchscreens[11])
    #expect(geometry.mapping == PixelRect(x: 0, y: 0, width: 960, height: 1080))
    #expect(geometry.deviceGeometry.screenPoint(Point(x: 147, y: 82.5)) == Point(x: 480, y: 540))
  }
}
