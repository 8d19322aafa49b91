import Testing

@testable import XGestureEngine

/// Per-application bindings in the engine (docs/REFERENCE.md §8): the window
/// a sequence began on comes with its first touch, and only the gestures
/// whose `apps:` / `not-apps:` admit it take part; an application's binding
/// shadows the global gesture of the same type, finger count and direction.
@Suite("Per-application bindings")
struct AppBindingTests {
  static let xterm = AppWindow(id: 0x1c0_0007, instance: "xterm", className: "XTerm")
  static let xeyes = AppWindow(id: 0x200_000a, instance: "xeyes", className: "XEyes")
  static let root: AppWindow? = nil

  static func engine(_ gestures: [(String, String, [String: ParameterValue], AppFilter)]) throws -> Engine {
    let definitions = try gestures.map { name, type, parameters, apps in
      GestureDefinition(
        name: name, recognizer: try RecognizerRegistry.standard.spec(type: type, parameters: parameters),
        apps: apps)
    }
    let engine = Engine(rules: try RuleSet(definitions))
    var out: [EngineOutput] = []
    engine.addDevice(EngineTests.panel, at: 0, into: &out)
    return engine
  }

  /// A one-finger tap at `time` over `window`: the gestures that fired, with the window they carry.
  static func tap(_ engine: Engine, at time: Double, over window: AppWindow?) -> [String] {
    var out: [EngineOutput] = []
    engine.handle(
      TouchEvent(time: time, device: 1, touch: 1, phase: .begin, x: 96, y: 54), over: window, into: &out)
    engine.flush(into: &out)
    out += engine.handle(TouchEvent(time: time + 50, device: 1, touch: 1, phase: .end, x: 96, y: 54))
    out += engine.advance(to: time + 2000)
    return out.compactMap { output in
      guard case .transition(let t) = output else { return nil }
      return "\(t.gesture) \(t.to.rawValue) over \(t.window?.className ?? "root")"
    }
  }

  @Test("A tap fires the binding of the application under it and never another application's")
  func appsChoose() throws {
    let engine = try Self.engine([
      ("term", "tap", [:], AppFilter(only: ["xterm"])),
      ("eyes", "tap", [:], AppFilter(only: ["XEYES"])),
      ("global", "tap", [:], .any),
    ])
    #expect(Self.tap(engine, at: 1000, over: Self.xterm) == ["term recognized over XTerm"])
    #expect(Self.tap(engine, at: 4000, over: Self.xeyes) == ["eyes recognized over XEyes"])
    #expect(Self.tap(engine, at: 7000, over: nil) == ["global recognized over root"])
  }

  @Test(
    "The window comes with the begin that starts a sequence: fingers landing with it or after keep it, a landing in the frame of the last lift starts a new one"
  )
  func windowOncePerSequence() throws {
    let engine = try Self.engine([("term", "tap", ["fingers": "3"], AppFilter(only: ["xterm"]))])
    var out: [EngineOutput] = []
    // Three fingers in one frame: the first begin carries the xterm, the others none.
    engine.handle(
      TouchEvent(time: 1000, device: 1, touch: 1, phase: .begin, x: 90, y: 54), over: Self.xterm, into: &out)
    engine.handle(TouchEvent(time: 1000, device: 1, touch: 2, phase: .begin, x: 96, y: 54), over: Self.root, into: &out)
    engine.handle(
      TouchEvent(time: 1000, device: 1, touch: 3, phase: .begin, x: 102, y: 54), over: Self.root, into: &out)
    for touch in 1...3 {
      let x = 84 + 6 * Double(touch)
      engine.handle(
        TouchEvent(time: 1050, device: 1, touch: touch, phase: .end, x: x, y: 54), over: Self.root, into: &out)
    }
    out += engine.advance(to: 3000)
    #expect(Self.fired(out) == ["term recognized over XTerm"])
    // One finger lifts and another lands in the same frame: the landing starts a new
    // sequence, over the window that came with it.
    out = []
    engine.handle(TouchEvent(time: 4000, device: 1, touch: 4, phase: .begin, x: 96, y: 54), over: Self.root, into: &out)
    engine.handle(TouchEvent(time: 4050, device: 1, touch: 4, phase: .end, x: 96, y: 54), over: Self.root, into: &out)
    engine.handle(
      TouchEvent(time: 4050, device: 1, touch: 5, phase: .begin, x: 96, y: 54), over: Self.xterm, into: &out)
    engine.handle(
      TouchEvent(time: 4051, device: 1, touch: 6, phase: .begin, x: 90, y: 54), over: Self.xeyes, into: &out)
    engine.handle(
      TouchEvent(time: 4052, device: 1, touch: 7, phase: .begin, x: 102, y: 54), over: Self.root, into: &out)
    for (touch, x) in [(5, 96.0), (6, 90), (7, 102)] {
      engine.handle(
        TouchEvent(time: 4100, device: 1, touch: touch, phase: .end, x: x, y: 54), over: Self.root, into: &out)
    }
    out += engine.advance(to: 6000)
    #expect(Self.fired(out) == ["term recognized over XTerm"])
  }

  static func fired(_ out: [EngineOutput]) -> [String] {
    out.compactMap { output in
      guard case .transition(let t) = output, t.to == .recognized else { return nil }
      return "\(t.gesture) \(t.to.rawValue) over \(t.window?.className ?? "root")"
    }
  }

  @Test("not-apps keeps a gesture out over the applications it names, and only there")
  func notApps() throws {
    let engine = try Self.engine([("tap", "tap", [:], AppFilter(except: ["XTerm"]))])
    #expect(Self.tap(engine, at: 1000, over: Self.xterm) == [])
    #expect(Self.tap(engine, at: 4000, over: Self.xeyes) == ["tap recognized over XEyes"])
    #expect(Self.tap(engine, at: 7000, over: nil) == ["tap recognized over root"])
  }

  @Test("An application's binding shadows only the global gestures of its type, fingers and direction")
  func shadowing() throws {
    let engine = try Self.engine([
      ("back", "swipe", ["fingers": "3", "direction": "left"], AppFilter(only: ["xterm"])),
      ("next-desktop", "swipe", ["fingers": "3", "direction": "left"], .any),
      ("other-way", "swipe", ["fingers": "3", "direction": "right"], .any),
      ("tap", "tap", [:], .any),
    ])
    var out: [EngineOutput] = []
    engine.handle(
      TouchEvent(time: 1000, device: 1, touch: 1, phase: .begin, x: 96, y: 54), over: Self.xterm, into: &out)
    let armed = out
    #expect(!armed.contains { if case .transition = $0 { true } else { false } }, "sitting out is silent")
    // Over the xterm: the global left swipe sits out, the right swipe and the tap still take part.
    var names: [String] = []
    engine.handle(
      TouchEvent(time: 1000, device: 1, touch: 2, phase: .begin, x: 96, y: 64), into: &out)
    engine.handle(
      TouchEvent(time: 1000, device: 1, touch: 3, phase: .begin, x: 96, y: 74), into: &out)
    for step in 1...5 {
      let t = 1000 + Double(step) * 10
      for touch in 1...3 {
        engine.handle(
          TouchEvent(
            time: t, device: 1, touch: touch, phase: .update, x: 96 - Double(step) * 6,
            y: 44 + Double(touch) * 10), into: &out)
      }
    }
    for touch in 1...3 {
      engine.handle(
        TouchEvent(time: 1060, device: 1, touch: touch, phase: .end, x: 66, y: 44 + Double(touch) * 10), into: &out)
    }
    out += engine.advance(to: 4000)
    for output in out {
      if case .transition(let t) = output, t.to == .recognized || t.to == .began { names.append(t.gesture) }
    }
    #expect(names == ["back"])
    // Over the root the global one is back.
    out = []
    for touch in 1...3 {
      engine.handle(
        TouchEvent(time: 5000, device: 1, touch: touch, phase: .begin, x: 96, y: 44 + Double(touch) * 10),
        into: &out)
    }
    for step in 1...5 {
      for touch in 1...3 {
        engine.handle(
          TouchEvent(
            time: 5000 + Double(step) * 10, device: 1, touch: touch, phase: .update,
            x: 96 - Double(step) * 6, y: 44 + Double(touch) * 10), into: &out)
      }
    }
    for touch in 1...3 {
      engine.handle(
        TouchEvent(time: 5060, device: 1, touch: touch, phase: .end, x: 66, y: 44 + Double(touch) * 10), into: &out)
    }
    out += engine.advance(to: 8000)
    let overRoot = out.compactMap { output -> String? in
      guard case .transition(let t) = output, t.to == .recognized else { return nil }
      return t.gesture
    }
    #expect(overRoot == ["next-desktop"])
  }

  /// A three-finger swipe of 30 px a side (`dx` per 10 ms step, five steps)
  /// starting at `time` over `window`: the gestures recognized.
  static func swipe(_ engine: Engine, dx: Double, at time: Double, over window: AppWindow?) -> [String] {
    var out: [EngineOutput] = []
    for touch in 1...3 {
      engine.handle(
        TouchEvent(time: time, device: 1, touch: touch, phase: .begin, x: 96, y: 44 + Double(touch) * 10),
        over: touch == 1 ? window : nil, into: &out)
    }
    for step in 1...5 {
      for touch in 1...3 {
        engine.handle(
          TouchEvent(
            time: time + Double(step) * 10, device: 1, touch: touch, phase: .update,
            x: 96 + Double(step) * dx, y: 44 + Double(touch) * 10), into: &out)
      }
    }
    for touch in 1...3 {
      engine.handle(
        TouchEvent(
          time: time + 60, device: 1, touch: touch, phase: .end, x: 96 + 5 * dx, y: 44 + Double(touch) * 10),
        into: &out)
    }
    out += engine.advance(to: time + 3000)
    return out.compactMap { output -> String? in
      guard case .transition(let t) = output, t.to == .recognized else { return nil }
      return t.gesture
    }
  }

  @Test("An application's left swipe leaves the global right swipe of the same fingers to run over it")
  func shadowingKeepsOtherDirections() throws {
    let engine = try Self.engine([
      ("back", "swipe", ["fingers": "3", "direction": "left"], AppFilter(only: ["xterm"])),
      ("next-desktop", "swipe", ["fingers": "3", "direction": "left"], .any),
      ("other-way", "swipe", ["fingers": "3", "direction": "right"], .any),
      ("edge", "edge-swipe", ["edge": "right", "fingers": "3"], AppFilter(only: ["xterm"])),
      ("edge-global", "edge-swipe", ["edge": "left", "fingers": "3"], .any),
    ])
    #expect(Self.swipe(engine, dx: 6, at: 1000, over: Self.xterm) == ["other-way"])
    #expect(Self.swipe(engine, dx: -6, at: 5000, over: Self.xterm) == ["back"])
    #expect(Self.swipe(engine, dx: -6, at: 9000, over: nil) == ["next-desktop"])
  }

  @Test("In claim mode the touches of a sequence no admitted gesture can use are rejected at once")
  func claimRejects() throws {
    let engine = try Self.engine([("term", "tap", [:], AppFilter(only: ["xterm"]))])
    var out: [EngineOutput] = []
    engine.handle(
      TouchEvent(time: 1000, device: 1, touch: 1, phase: .begin, x: 96, y: 54), over: Self.xeyes, into: &out)
    engine.flush(into: &out)
    #expect(EngineTests.lines(out) == ["1000 touch 1 on device 1: reject"])
  }
}
