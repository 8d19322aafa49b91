import Testing
import XGestureBridge
import XGestureEngine

/// Which touchpad sequences claim mode keeps: those some configured gesture's
/// type can be made of (docs/REFERENCE.md §7), with its finger count and devices.
@Suite("Gesture demand")
struct GestureDemandTests {
  static let touchpad = DeviceGeometry(
    id: 12, name: "pad", width: 100, height: 60, screenWidth: 1920, screenHeight: 1080, source: .touchpad)

  /// docs/REFERENCE.md §7, claim mode: "`swipe` or `pan` for swipe sequences,
  /// `pinch` or `rotate` for pinch sequences"; §16: a stroke is drawn with a swipe's motion.
  static let madeOf: [GestureEvent.Kind: Set<String>] = [
    .swipe: ["swipe", "pan", "stroke"],
    .pinch: ["pinch", "rotate"],
  ]

  static func demand(_ type: String, fingers: String = "2") throws -> GestureDemand {
    // A stroke needs its shape (docs/REFERENCE.md §16).
    let shape: [String: ParameterValue] = type == "stroke" ? ["shape": "z"] : [:]
    let spec = try RecognizerRegistry.standard.spec(
      type: type, parameters: shape.merging(["fingers": .scalar(fingers)]) { a, _ in a })
    return GestureDemand(rules: try RuleSet([GestureDefinition(name: "g", recognizer: spec)]))
  }

  @Test("A sequence is wanted by a gesture of each type it can make, and by no other type")
  func everyType() throws {
    for type in RecognizerRegistry.standard.typeNames {
      let demand = try Self.demand(type)
      for kind in [GestureEvent.Kind.swipe, .pinch] {
        let wanted = Self.madeOf[kind, default: []].contains(type)
        #expect(demand.wants(kind, fingers: 2, on: Self.touchpad) == wanted, "\(type), \(kind) sequence")
      }
    }
  }

  @Test("A sequence of another finger count is not wanted; nothing configured wants nothing")
  func fingers() throws {
    let demand = try Self.demand("pan", fingers: "3-4")
    #expect(demand.wants(.swipe, fingers: 3, on: Self.touchpad))
    #expect(demand.wants(.swipe, fingers: 4, on: Self.touchpad))
    #expect(!demand.wants(.swipe, fingers: 2, on: Self.touchpad))
    #expect(!GestureDemand().wants(.swipe, fingers: 3, on: Self.touchpad))
  }
}
