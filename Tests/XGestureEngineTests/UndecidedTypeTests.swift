import Testing

@testable import XGestureEngine

/// `Engine.undecided(type:on:)`: whether a gesture of a type can still take
/// a device's current sequence (what the overlay's ink asks, docs/OVERLAY.md "Ink").
@Suite("Engine API: undecided types")
struct UndecidedTypeTests {
  @Test("A type is undecided from its sequence's first frame until each of its gestures fails or fires")
  func followsTheSequence() throws {
    let engine = try EngineTests.engine([("tap", "tap", [:], []), ("zoom", "pinch", [:], [])])
    #expect(!engine.undecided(type: "tap", on: 1))
    var out: [EngineOutput] = []
    engine.handle(TouchEvent(time: 0, device: 1, touch: 1, phase: .begin, x: 96, y: 54), into: &out)
    // Held in the frame: the sequence has not started yet.
    #expect(!engine.undecided(type: "tap", on: 1))
    engine.flush(into: &out)
    #expect(engine.undecided(type: "tap", on: 1) && engine.undecided(type: "pinch", on: 1))
    // The landing window closes on one finger: the pinch fails, the tap can still be.
    engine.advance(to: 80, into: &out)
    #expect(engine.undecided(type: "tap", on: 1) && !engine.undecided(type: "pinch", on: 1))
    // 10 mm is no tap.
    engine.handle(TouchEvent(time: 100, device: 1, touch: 1, phase: .update, x: 106, y: 54), into: &out)
    engine.flush(into: &out)
    #expect(!engine.undecided(type: "tap", on: 1))
    // The next sequence arms them again.
    engine.handle(TouchEvent(time: 200, device: 1, touch: 1, phase: .end, x: 106, y: 54), into: &out)
    engine.handle(TouchEvent(time: 3000, device: 1, touch: 1, phase: .begin, x: 96, y: 54), into: &out)
    engine.flush(into: &out)
    #expect(engine.undecided(type: "tap", on: 1))
    #expect(!engine.undecided(type: "swipe", on: 1) && !engine.undecided(type: "tap", on: 2))
  }
}
