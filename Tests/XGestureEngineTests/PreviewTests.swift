import Testing

@testable import XGestureEngine

/// Previews in the engine (docs/REFERENCE.md §10, docs/ENGINE.md
/// "Previews"): the progress of each, the commit rule, the amounts' forms.
/// The scenarios are fixture traces (`Traces/preview/`); these
/// check the rest through the engine's outputs on the test panel (10 px/mm).
@Suite("Previews")
struct PreviewTests {
  static let registry = RecognizerRegistry.standard
  static let header = "xgesture-trace 1\ndevice 1 \"test panel\" size 192x108mm screen 1920x1080\n"

  /// The outputs for `events` of one gesture of `type` with previews of `amounts`.
  static func run(
    _ type: String, _ parameters: [String: ParameterValue] = [:], previews amounts: [String],
    commit: Double = PreviewRule.defaultCommit, _ events: String
  ) throws -> [EngineOutput] {
    let spec = try registry.spec(type: type, parameters: parameters)
    let unit = try #require(spec.facts.progressUnit)
    let rule = PreviewRule(
      amounts: try amounts.map { try PreviewAmount($0, unit: unit, typeName: type) }, commit: commit)
    let engine = Engine(rules: try RuleSet([GestureDefinition(name: "g", recognizer: spec, preview: rule)]))
    var out: [EngineOutput] = []
    engine.replay(try Trace(parsing: header + events), into: &out)
    return out
  }

  static func previews(_ out: [EngineOutput]) -> [PreviewProgress] {
    out.compactMap { if case .preview(let p) = $0 { p } else { nil } }
  }

  /// Two fingers 20 mm apart (span 10 mm) that move apart to a span of `span` in one step, rest, and lift.
  static func pinch(to span: Double) -> String {
    "0 begin 1 86 54\n0 begin 2 106 54\n10 update 1 \(96 - span) 54\n10 update 2 \(96 + span) 54\n"
      + "100 end 1 \(96 - span) 54\n100 end 2 \(96 + span) 54\n"
  }

  /// One finger landing at 50 mm, dragged right to `x` mm in 2 mm steps every 20 ms, resting 200 ms, lifting.
  static func drag(to x: Int) -> String {
    var events = "0 begin 1 50 54\n"
    var t = 0
    for position in stride(from: 52, through: x, by: 2) {
      t += 20
      events += "\(t) update 1 \(position) 54\n"
    }
    return events + "\(t + 200) end 1 \(x) 54\n"
  }

  @Test("A pinch's progress is the scale's logarithm: 1.5 is p = 1 at ×1.5 and p = 0.5 at ×√1.5")
  func pinchProgressIsLogarithmic() throws {
    let half = try #require(
      Self.previews(try Self.run("pinch", previews: ["1.5"], Self.pinch(to: 10 * 1.5.squareRoot()))).first)
    #expect(half.outcome == .following)
    #expect(abs(half.unclamped - 0.5) < 1e-9)
    let whole = try #require(Self.previews(try Self.run("pinch", previews: ["1.5"], Self.pinch(to: 15))).first)
    #expect(abs(whole.unclamped - 1) < 1e-9)
    // 0.6 previews a pinch in: a span of 6 mm is ×0.6, p = 1; spreading instead goes below 0, shown as 0.
    let pinchIn = try #require(Self.previews(try Self.run("pinch", previews: ["0.6"], Self.pinch(to: 6))).last)
    #expect(abs(pinchIn.unclamped - 1) < 1e-9)
    #expect(pinchIn.outcome == .commits)
    let wrongWay = try #require(Self.previews(try Self.run("pinch", previews: ["0.6"], Self.pinch(to: 15))).last)
    #expect(wrongWay.unclamped < 0)
    #expect(wrongWay.progress == 0)
    #expect(wrongWay.outcome == .backedOut)
  }

  @Test("A pinch's and a rotation's previews count from the landing, not from began")
  func fromTheLanding() throws {
    // Span 10 mm, spreading 1 mm a side every 10 ms: it begins at 11 mm (×1.1) and lifts at 13 mm.
    // From the landing that is ×1.3, p = 1 for a 1.3 preview (from began it would be ×13/11, p = 0.64).
    var spread = "0 begin 1 86 54\n0 begin 2 106 54\n"
    for i in 1...3 { spread += "\(i * 10) update 1 \(86 - i) 54\n\(i * 10) update 2 \(106 + i) 54\n" }
    spread += "100 end 1 83 54\n100 end 2 109 54\n"
    let pinch = try #require(Self.previews(try Self.run("pinch", previews: ["1.3"], spread)).last)
    #expect(abs(pinch.unclamped - 1) < 1e-9)
    // Two turns of 15° counterclockwise; it begins at the first (an arc of 5.2 mm at a 20 mm span):
    // 30° since the landing, p = 1 for 30deg (0.5 from began).
    let turn =
      "0 begin 1 76 54\n0 begin 2 116 54\n150 update 1 76.681 59.176\n150 update 2 115.319 48.824\n"
      + "200 update 1 78.679 64\n200 update 2 113.321 44\n300 end 1 78.679 64\n300 end 2 113.321 44\n"
    let rotate = try #require(Self.previews(try Self.run("rotate", previews: ["30deg"], turn)).last)
    #expect(abs(rotate.unclamped - 1) < 0.001)
  }

  @Test("Each preview of a gesture is decided on its own, and the ended transition carries the decisions")
  func severalPreviews() throws {
    // 24 mm at rest: p = 24 / 20 (shown as 1) for the first, 24 / 80 = 0.3 for the second.
    let out = try Self.run("pan", previews: ["20mm", "80mm"], Self.drag(to: 74))
    let ended = try #require(
      out.compactMap { if case .transition(let t) = $0, t.to == .ended { t } else { nil } }.first)
    #expect(ended.previews.map(\.outcome) == [.commits, .backedOut])
    #expect(ended.commits(slot: 0))
    #expect(!ended.commits(slot: 1))
    #expect(!ended.commits(slot: 2))
    let decisions = Self.previews(out).filter { $0.outcome != .following }
    #expect(decisions == ended.previews)
    #expect(decisions.map(\.slot) == [0, 1])
    #expect(decisions.map(\.progress) == [1, 0.3])
    #expect(abs(decisions[0].unclamped - 1.2) < 1e-12)
    // The following ones come after each began and changed, a pair at a time.
    let following = Self.previews(out).filter { $0.outcome == .following }
    let moving = out.filter { if case .transition(let t) = $0 { t.to == .began || t.to == .changed } else { false } }
    #expect(following.count == 2 * moving.count)
  }

  @Test("The commit fraction is the rule's: 0.3 commits at 25 %, not at the default 50 %")
  func commitFraction() throws {
    #expect(
      Self.previews(try Self.run("pan", previews: ["40mm"], commit: 0.25, Self.drag(to: 62))).last?.outcome == .commits)
    #expect(Self.previews(try Self.run("pan", previews: ["40mm"], Self.drag(to: 62))).last?.outcome == .backedOut)
  }

  @Test("A flick commits only along its preview's direction: flung back, or across, it backs out")
  func flickDirection() throws {
    // Right 12 mm at 100 mm/s, resting 80 ms (the velocity starts over after a 40 ms gap), then 4 mm
    // back left every 4 ms (1000 mm/s) and lifted moving at p = 4 / 40: the fling goes further back.
    var back = "0 begin 1 50 54\n"
    for i in 1...6 { back += "\(i * 20) update 1 \(50 + 2 * i) 54\n" }
    back += "200 update 1 58 54\n204 update 1 54 54\n204 end 1 54 54\n"
    let flungBack = try #require(Self.previews(try Self.run("pan", previews: ["40mm"], back)).last)
    #expect(flungBack.outcome == .backedOut)
    #expect(abs(flungBack.progress - 0.1) < 1e-12)
    #expect(try #require(flungBack.fling) < 0)
    // The same 12 mm right (p = 0.3), then down 2 mm every 4 ms (500 mm/s across): nothing of the fling is along.
    var across = "0 begin 1 50 54\n"
    for i in 1...6 { across += "\(i * 20) update 1 \(50 + 2 * i) 54\n" }
    across += "200 update 1 62 56\n204 update 1 62 58\n208 update 1 62 60\n208 end 1 62 60\n"
    let flungAcross = try #require(Self.previews(try Self.run("pan", previews: ["40mm"], across)).last)
    #expect(flungAcross.outcome == .backedOut)
    #expect(abs(try #require(flungAcross.fling) - 0.3) < 1e-9)
  }

  @Test("A distance in px is converted on the device: 300px on a 10 px/mm panel is 30 mm")
  func pixels() throws {
    // 24 mm at rest: 24 / 30 = 0.8.
    let last = try #require(Self.previews(try Self.run("pan", previews: ["300px"], Self.drag(to: 74))).last)
    #expect(abs(last.progress - 0.8) < 1e-12)
    #expect(last.logLine == "g: preview 0.80 → commits")
  }

  @Test("A rotation's preview is signed by its direction: 30deg counterclockwise reads a clockwise turn as 0")
  func rotationSign() throws {
    // 15° clockwise about their middle, in one step.
    let clockwise =
      "0 begin 1 76 54\n0 begin 2 116 54\n150 update 1 76.681 48.824\n150 update 2 115.319 59.176\n"
      + "300 end 1 76.681 48.824\n300 end 2 115.319 59.176\n"
    let same = try #require(Self.previews(try Self.run("rotate", previews: ["30deg"], clockwise)).last)
    #expect(abs(same.unclamped - 0.5) < 0.001)
    let opposite = Self.previews(
      try Self.run("rotate", ["direction": "counterclockwise"], previews: ["30deg"], clockwise))
    // The counterclockwise rotation fails when it turns clockwise: no preview at all.
    #expect(opposite.isEmpty)
  }

  @Test("Amounts in the wrong unit, not more than zero, or a pinch's 1 are errors that say what fits")
  func badAmounts() throws {
    func message(_ text: String, _ unit: ProgressUnit, _ type: String) -> String? {
      do {
        _ = try PreviewAmount(text, unit: unit, typeName: type)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      message("1.5", .distance, "pan")
        == "on a pan gesture is a distance along its direction, like 40mm or 300px — found '1.5'")
    #expect(
      message("90deg", .distance, "edge-swipe")
        == "on an edge-swipe gesture is a distance along its direction, like 40mm or 300px — found '90deg'")
    #expect(
      message("40mm", .scale, "pinch")
        == "on a pinch gesture is the scale at which it completes, a plain number like 1.5 (spread) or 0.6 (pinch in) — found '40mm'"
    )
    #expect(
      message("90", .angle, "rotate")
        == "on a rotate gesture is the angle at which it completes, like 90deg — found '90'")
    #expect(message("0mm", .distance, "pan") == "must be more than zero, found '0mm'")
    #expect(message("-40mm", .distance, "pan") == "must be more than zero, found '-40mm'")
    #expect(message("-0.6", .scale, "pinch") == "must be more than zero, found '-0.6'")
    #expect(message("0deg", .angle, "rotate") == "must be more than zero, found '0deg'")
    #expect(
      message("1", .scale, "pinch")
        == "of 1 is no change of scale: the pinch would be complete before it moved — write the scale at which it completes, like 1.5 (spread) or 0.6 (pinch in)"
    )
    #expect(message("40mm", .distance, "pan") == nil)
    #expect(try PreviewAmount("300px", unit: .distance, typeName: "pan") == .distance(.pixels(300)))
    #expect(try PreviewAmount(" 1.5 ", unit: .scale, typeName: "pinch") == .scale(1.5))
    #expect(try PreviewAmount("90deg", unit: .angle, typeName: "rotate").description == "90deg")
  }

  @Test("The engine's logarithm agrees with known values")
  func logarithm() {
    #expect(Angle.log(1) == 0)
    #expect(abs(Angle.log(2) - 0.693_147_180_559_945_3) < 1e-15)
    #expect(abs(Angle.log(1.5) - 0.405_465_108_108_164_4) < 1e-15)
    #expect(abs(Angle.log(0.6) + 0.510_825_623_765_990_7) < 1e-15)
    #expect(abs(Angle.log(1e-300) + 690.775_527_898_213_7) < 1e-10)
    #expect(Angle.log(0) == -.infinity)
    #expect(Angle.log(-1).isNaN)
  }
}
