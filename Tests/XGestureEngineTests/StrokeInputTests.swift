import Testing
import XGestureEngine

/// What a stroke is drawn with (docs/REFERENCE.md §16): fingers resting
/// first with `hold`, a mouse button with `pass-after`, and the mouse rule —
/// only `button:` strokes act on a mouse device, only on that button.
@Suite("Strokes: hold, pass-after and the mouse")
struct StrokeInputTests {
  static let z = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30)

  /// A finger resting at `z`'s first point from 0 to `rest` ms (an update every 50 ms), then drawing it.
  static func restThenZ(rest: Double, touch: Int = 1, device: Int? = nil) -> String {
    let suffix = device.map { " \($0)" } ?? ""
    var text = ""
    let first = z[0]
    for t in stride(from: 0.0, to: rest, by: 50) {
      text += "\(t) \(t == 0 ? "begin" : "update") \(touch) \(first.x) \(first.y)\(suffix)\n"
    }
    return text
      + StrokeScene.events(z, touch: touch, start: rest, device: device).split(separator: "\n").dropFirst()
      .map { $0 + "\n" }.joined()
  }

  @Test("With hold, a finger that rests first draws a stroke; one that moves sooner fails at once")
  func hold() throws {
    let gesture: [(String, String, [String: ParameterValue])] = [("undo", "stroke", ["shape": "z", "hold": "300ms"])]
    #expect(try StrokeScene.run(gesture, Self.restThenZ(rest: 350)).map(\.to) == [.recognized])
    let soon = try StrokeScene.run(gesture, Self.restThenZ(rest: 100))
    let failed = try #require(soon.first)
    #expect(failed.to == .failed)
    #expect(failed.reason?.description.hasSuffix("mm > slop 3 mm before hold passed") == true)
    // At once: at the frame that moved past the slop (the 4th point, 3 mm on, at 100 + 30 ms), not at the lift.
    #expect(failed.time == 140)
  }

  @Test("A mouse press held still for pass-after fails at once; one that moves draws its stroke")
  func passAfter() throws {
    let gesture: [(String, String, [String: ParameterValue])] = [("back", "stroke", ["shape": "z", "button": "3"])]
    let held = try StrokeScene.run(gesture, Self.restThenZ(rest: 600, touch: 3, device: 2))
    #expect(held.map(\.to) == [.failed])
    #expect(held.first?.reason?.description == "held still 300 ms: passed to the application")
    #expect(held.first?.time == 300)
    let drawn = try StrokeScene.run(gesture, StrokeScene.events(Self.z, touch: 3, device: 2))
    #expect(drawn.map(\.to) == [.recognized])
    #expect(drawn.first?.data.source == .mouse)
    let quicker = [
      ("back", "stroke", ["shape": "z", "button": "3", "pass-after": "100ms"] as [String: ParameterValue])
    ]
    let rested = try StrokeScene.run(quicker, Self.restThenZ(rest: 200, touch: 3, device: 2))
    #expect(rested.first?.reason?.description == "held still 100 ms: passed to the application")
  }

  @Test("Only button strokes act on a mouse, only on their button; they never act on a touchscreen")
  func mouseRule() throws {
    let gestures: [(String, String, [String: ParameterValue])] = [
      ("back", "stroke", ["shape": "z", "button": "3"]), ("undo", "stroke", ["shape": "z"]), ("tap", "tap", [:]),
      ("pan", "pan", [:]),
    ]
    let mouse = try StrokeScene.run(gestures, StrokeScene.events(Self.z, touch: 3, device: 2))
    #expect(mouse.map(\.gesture) == ["back"])
    #expect(mouse.first?.to == .recognized)
    let screen = try StrokeScene.run(gestures, StrokeScene.events(Self.z))
    #expect(!screen.contains { $0.gesture == "back" })
    #expect(screen.contains { $0.gesture == "undo" })
    let otherButton = try StrokeScene.run(gestures, StrokeScene.events(Self.z, touch: 1, device: 2))
    #expect(otherButton.map(\.gesture) == ["back"])
    #expect(otherButton.first?.reason?.description == "button 1 pressed; the stroke is drawn with button 3")
    let spec = try RecognizerRegistry.standard.spec(type: "stroke", parameters: ["shape": "z", "button": "3"])
    #expect(spec.mouseButton == 3)
    #expect(try RecognizerRegistry.standard.spec(type: "stroke", parameters: ["shape": "z"]).mouseButton == nil)
    #expect(try RecognizerRegistry.standard.spec(type: "tap", parameters: [:]).mouseButton == nil)
  }

  @Test(
    "fingers and button together, hold with a button, pass-after with fingers and a missing or unknown shape are errors"
  )
  func parameterErrors() {
    let cases: [([String: ParameterValue], String)] = [
      (
        ["shape": "z", "fingers": "1", "button": "3"],
        "'button': a stroke is drawn with fingers or with a button, not both — remove one"
      ),
      (
        ["shape": "z", "button": "3", "hold": "300ms"],
        "'hold': hold is for a stroke drawn with fingers; with a button use pass-after"
      ),
      (
        ["shape": "z", "pass-after": "300ms"],
        "'pass-after': pass-after is for a stroke drawn with a button; with fingers use hold"
      ),
      ([:], "'shape': a stroke needs the shape it is drawn as, like 'shape: z'"),
      (
        ["shape": ["z", "zz"]],
        "'shape': no shape 'zz' — the shapes are " + StrokeTemplate.builtIn.map(\.name).joined(separator: ", ")
      ),
      (["shape": "z", "min-score": "1.5"], "'min-score': must be between 0 and 1, found 1.5"),
    ]
    for (parameters, message) in cases {
      #expect(throws: ParameterError.self) {
        _ = try RecognizerRegistry.standard.spec(type: "stroke", parameters: parameters)
      }
      do {
        _ = try RecognizerRegistry.standard.spec(type: "stroke", parameters: parameters)
      } catch {
        #expect(error.description == message)
      }
    }
  }
}
