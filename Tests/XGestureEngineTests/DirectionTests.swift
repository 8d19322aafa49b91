import Testing

@testable import XGestureEngine

/// Directions of pans, pinches and rotations (docs/REFERENCE.md §2): the way
/// each went, in its data, and the direction as part of what an
/// application's binding shadows. Their failures are fixture traces
/// (`pan/direction-*`, `pinch/direction-*`, `rotate/direction-*`).
@Suite("Directions of pan, pinch and rotate")
struct DirectionTests {
  static let registry = RecognizerRegistry.standard

  /// The transitions of one gesture of `type` on the test panel (10 px/mm) for `trace`'s events.
  static func transitions(_ type: String, _ parameters: [String: ParameterValue] = [:], _ events: String) throws
    -> [GestureTransition]
  {
    let spec = try registry.spec(type: type, parameters: parameters)
    let engine = Engine(rules: try RuleSet([GestureDefinition(name: "g", recognizer: spec)]))
    var out: [EngineOutput] = []
    let trace = try Trace(
      parsing: "xgesture-trace 1\ndevice 1 \"test panel\" size 192x108mm screen 1920x1080\n" + events)
    engine.replay(trace, into: &out)
    return out.compactMap { if case .transition(let t) = $0 { t } else { nil } }
  }

  @Test("The direction is part of the shadowing variant; without one it is empty, as before")
  func variants() throws {
    #expect(try Self.registry.spec(type: "pan", parameters: ["direction": ["up", "left"]]).variant == "left,up")
    #expect(try Self.registry.spec(type: "pan", parameters: ["direction": "down"]).variant == "down")
    #expect(try Self.registry.spec(type: "pan", parameters: [:]).variant == "")
    #expect(try Self.registry.spec(type: "pinch", parameters: ["direction": "in"]).variant == "in")
    #expect(try Self.registry.spec(type: "pinch", parameters: [:]).variant == "")
    #expect(try Self.registry.spec(type: "rotate", parameters: ["direction": "clockwise"]).variant == "clockwise")
    #expect(try Self.registry.spec(type: "rotate", parameters: [:]).variant == "")
  }

  @Test("A pan without a direction says which way its motion past the hysteresis went, from began on")
  func panDirection() throws {
    // Down 1 mm every 10 ms and 0.5 mm left: past 3 mm at 30 ms, mostly down.
    let all = try Self.transitions(
      "pan", [:],
      "0 begin 1 96 54\n10 update 1 95.5 55\n20 update 1 95 56\n30 update 1 94.5 57\n40 update 1 80 58\n40 end 1 80 58\n"
    )
    #expect(all.map(\.to) == [.began, .changed, .ended])
    // Its later motion, mostly left, does not change it.
    #expect(all.map(\.data.direction) == [.down, .down, .down])
  }

  @Test("A pinch says in or out, a rotation clockwise or counterclockwise, by the way they began")
  func pinchAndRotateDirections() throws {
    // Span 10 mm closing to 9 mm: 10 % in.
    let pinch = try Self.transitions(
      "pinch", [:],
      "0 begin 1 86 54\n0 begin 2 106 54\n10 update 1 87 54\n10 update 2 105 54\n50 end 1 87 54\n50 end 2 105 54\n")
    #expect(pinch.first?.data.direction == .in)
    // 15° clockwise about their middle (y grows downwards: the right finger goes down).
    let rotate = try Self.transitions(
      "rotate", [:],
      "0 begin 1 76 54\n0 begin 2 116 54\n150 update 1 76.681 48.824\n150 update 2 115.319 59.176\n200 end 1 76.681 48.824\n200 end 2 115.319 59.176\n"
    )
    #expect(rotate.first?.to == .began)
    #expect(rotate.first?.data.direction == .clockwise)
  }

  @Test(
    "The travel since the landing includes the pan's hysteresis, and the landing point is where the finger landed; dx counts from began"
  )
  func travel() throws {
    // 1 mm right every 10 ms: the pan begins at 4 mm (past the 3 mm hysteresis), the finger lifts at 10 mm.
    var events = "0 begin 1 96 54\n"
    for i in 1...10 { events += "\(i * 10) update 1 \(96 + i) 54\n" }
    events += "100 end 1 106 54\n"
    let ended = try #require(try Self.transitions("pan", [:], events).last)
    #expect(ended.to == .ended)
    #expect(ended.data.dx == 60)
    #expect(ended.data.travelX == 100)
    #expect(ended.data.travelY == 0)
    #expect(ended.data.travelXMM == 10)
    // Landed at 96 mm, 54 mm on a panel of 10 px per mm.
    #expect(ended.data.landingX == 960 && ended.data.landingY == 540)
  }
}
