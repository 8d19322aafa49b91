import Testing
import XGestureEngine

/// `type: stroke` (docs/REFERENCE.md §16) through the engine, on the virtual
/// clock: shapes drawn by fingers and by a mouse button, recognized at the
/// lift or failed with their reason.
@Suite("Strokes")
struct StrokeRecognizerTests {
  @Test("A z drawn smaller, slanted and elsewhere than the built-in one is recognized as z with its score")
  func zRecognized() throws {
    let z = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30, slant: 0.15)
    let all = try StrokeScene.run([("undo", "stroke", ["shape": "z"])], StrokeScene.events(z))
    #expect(all.map(\.to) == [.recognized])
    #expect(all.first?.data.shape == "z")
    #expect((all.first?.data.score ?? 0) >= 0.8)
    #expect(all.first?.logLine.contains("shape=z score=") == true)
  }
}
