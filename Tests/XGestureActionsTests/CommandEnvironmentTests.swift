import Foundation
import Testing
import XGestureActionKinds
import XGestureActions
import XGestureEngine

@Suite struct CommandEnvironmentTests {
  @Test("A pan's end carries its data to commands as XGESTURE variables in plain decimal")
  func panSEndCarriesDataCommands() throws {
    let rules = try RuleSet([
      GestureDefinition(name: "pan", recognizer: try RecognizerRegistry.standard.spec(type: "pan", parameters: [:]))
    ])
    let engine = Engine(rules: rules)
    // 192 × 108 mm shown on 1920 × 1080 px: 10 px per mm.
    var out: [EngineOutput] = []
    engine.addDevice(
      DeviceGeometry(id: 1, name: "test panel", width: 192, height: 108, screenWidth: 1920, screenHeight: 1080),
      at: 0, into: &out)
    engine.handle(TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 96, y: 54), into: &out)
    // 1 mm every 10 ms to the right: 100 mm/s, 1000 px/s.
    for i in 1...10 {
      engine.handle(
        TouchEvent(time: Double(i) * 10, device: 1, touch: 1, phase: .update, x: 96 + Double(i), y: 54), into: &out)
    }
    engine.handle(TouchEvent(time: 100, device: 1, touch: 1, phase: .end, x: 106, y: 54), into: &out)
    engine.flush(into: &out)
    let ended = try #require(
      out.compactMap { if case .transition(let t) = $0, t.to == .ended { t } else { nil } }.first)
    let names = ended.environment.map(\.name)
    #expect(
      names == [
        "XGESTURE_GESTURE", "XGESTURE_TYPE", "XGESTURE_STATE", "XGESTURE_FINGERS", "XGESTURE_X", "XGESTURE_Y",
        "XGESTURE_DX", "XGESTURE_DY", "XGESTURE_VX", "XGESTURE_VY", "XGESTURE_FLING_X", "XGESTURE_FLING_Y",
        "XGESTURE_SCALE", "XGESTURE_ROTATION", "XGESTURE_DIRECTION", "XGESTURE_DEVICE", "XGESTURE_DURATION",
        "XGESTURE_SOURCE",
        "XGESTURE_WINDOW", "XGESTURE_APP",
      ])
    let env = Dictionary(uniqueKeysWithValues: ended.environment.map { ($0.name, $0.value) })
    #expect(env["XGESTURE_GESTURE"] == "pan")
    #expect(env["XGESTURE_TYPE"] == "pan")
    #expect(env["XGESTURE_STATE"] == "ended")
    #expect(env["XGESTURE_FINGERS"] == "1")
    #expect(env["XGESTURE_X"] == "1060")
    #expect(env["XGESTURE_Y"] == "540")
    // dx counts from where the pan began, not from the touch's landing: it begins once it
    // moved more than the 3 mm slop, at 100 mm (4 mm), and ends at 106 mm: 6 mm, 60 px.
    #expect(env["XGESTURE_DX"] == "60")
    #expect(env["XGESTURE_DY"] == "0")
    #expect(env["XGESTURE_VX"] == "1000")
    // The slide decays by 0.998 per ms: it goes 1 / −ln 0.998 ms worth of the velocity.
    let glide = 1 / -log(0.998) / 1000
    #expect(env["XGESTURE_FLING_X"] == String(Int((1060 + 1000 * glide).rounded())))
    #expect(env["XGESTURE_FLING_Y"] == "540")
    #expect(env["XGESTURE_SCALE"] == "1")
    #expect(env["XGESTURE_ROTATION"] == "0")
    // The way it began: straight right.
    #expect(env["XGESTURE_DIRECTION"] == "right")
    #expect(env["XGESTURE_DEVICE"] == "test panel")
    #expect(env["XGESTURE_DURATION"] == "100")
    #expect(env["XGESTURE_SOURCE"] == "touchscreen")
    // Over the root: no window, no application.
    #expect(env["XGESTURE_WINDOW"] == "")
    #expect(env["XGESTURE_APP"] == "")
  }

  @Test("the window and application a sequence began on reach its commands")
  func windowApplicationSequenceBeganReachCommands() throws {
    var out: [EngineOutput] = []
    let engine = Engine(
      rules: try RuleSet([
        GestureDefinition(name: "tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: [:]))
      ]))
    engine.addDevice(
      DeviceGeometry(id: 1, name: "test panel", width: 192, height: 108, screenWidth: 1920, screenHeight: 1080),
      at: 0, into: &out)
    let xterm = AppWindow(id: 0x1c0_0007, instance: "xterm", className: "XTerm")
    engine.handle(
      TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 96, y: 54), over: xterm, into: &out)
    engine.handle(TouchEvent(time: 50, device: 1, touch: 1, phase: .end, x: 96, y: 54), into: &out)
    engine.flush(into: &out)
    let tap = try #require(
      out.compactMap { if case .transition(let t) = $0, t.to == .recognized { t } else { nil } }.first)
    let env = Dictionary(uniqueKeysWithValues: tap.environment.map { ($0.name, $0.value) })
    #expect(env["XGESTURE_WINDOW"] == "0x1c00007")
    #expect(env["XGESTURE_APP"] == "XTerm")
  }
}
