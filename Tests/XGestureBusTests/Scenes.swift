import XGestureEngine
import XGestureTestSupport

/// The scenes the bus's tests replay on the engine: a 294 × 165 mm
/// touchscreen named `t` over a 1920 × 1080 screen (6.53 px/mm across,
/// 6.55 px/mm down), on the trace's clock.
enum Scenes {
  static let device = "device 6 \"t\" size 294x165mm screen 1920x1080"

  static func rules(_ gestures: [(name: String, type: String)], preview: PreviewRule? = nil) throws -> RuleSet {
    try RuleSet(
      gestures.map { gesture in
        GestureDefinition(
          name: gesture.name, recognizer: try RecognizerRegistry.standard.spec(type: gesture.type, parameters: [:]),
          preview: preview)
      })
  }

  /// One finger lands at (100 mm, 82 mm) and lifts `hold` ms later, `moved` mm to the right.
  static func press(hold: Int, moved: Double = 0) -> String {
    "xgesture-trace 1\n\(device)\n0 begin 1 100 82\n\(hold) end 1 \(100 + moved) 82\n"
  }

  /// One finger lands at (100 mm, 82 mm) and moves right 5 mm every 10 ms to 150 mm, then lifts.
  static let pan: String = {
    var trace = "xgesture-trace 1\n\(device)\n0 begin 1 100 82\n"
    for step in 1...10 { trace += "\(step * 10) update 1 \(100 + step * 5) 82\n" }
    return trace + "110 end 1 150 82\n"
  }()

  static func transitions(_ outputs: [EngineOutput]) -> [GestureTransition] {
    outputs.compactMap { if case .transition(let t) = $0 { t } else { nil } }
  }
}
