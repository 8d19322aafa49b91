import Testing
import XGestureBridge
import XGestureEngine

/// `MousePress` alone: what becomes of one press of a grabbed button, input
/// by input (docs/REFERENCE.md §16, the mouse), with no server.
@Suite("A grabbed mouse button's press, decision by decision")
struct MousePressTests {
  /// Button 3 pressed at (100, 100) at 1000 ms; held back 300 ms at most, 5 px of slop.
  func pressed() -> MousePress {
    MousePress(button: 3, master: 2, at: Point(x: 100, y: 100), time: 1000, holdLimit: 300, slop: 5)
  }

  @Test("The press reaches the engine as the touch's begin and stays frozen until its deadline")
  func press() {
    let press = pressed()
    #expect(press.began == [.feed(.begin, Point(x: 100, y: 100))])
    #expect(press.isFrozen)
    #expect(press.deadline == 1300)
  }

  @Test("A click (released within the slop) passes once: the press is replayed, the touch cancelled")
  func click() {
    var press = pressed()
    #expect(press.rawMotion(dx: 2, dy: 2) == [])
    #expect(press.released(at: Point(x: 102, y: 102)) == [.pass, .feed(.cancel, Point(x: 100, y: 100))])
    #expect(press.isOver)
    // The server replays the release it held back: nothing more of ours.
    #expect(press.released(at: Point(x: 102, y: 102)) == [])
    #expect(press.engineDecided(.reject) == [])
  }

  @Test("A press held back for the hold limit passes at once, and not a moment before")
  func heldStill() {
    var press = pressed()
    #expect(press.timePassed(to: 1299) == [])
    #expect(press.timePassed(to: 1300) == [.pass, .feed(.cancel, Point(x: 100, y: 100))])
    #expect(press.deadline == nil)
    // The drag that follows is the application's.
    #expect(press.rawMotion(dx: 50, dy: 0) == [])
    #expect(press.moved(to: Point(x: 150, y: 100)) == [])
  }

  @Test("A press no stroke can use (the engine rejects it: other apps, or it rested for pass-after) passes at once")
  func rejectedAtOnce() {
    var press = pressed()
    #expect(press.engineDecided(.reject) == [.pass, .feed(.cancel, Point(x: 100, y: 100))])
    #expect(press.isOver)
  }

  @Test("Motion past the slop keeps the press; the grab's motion is then fed as the touch's path")
  func drawing() {
    var press = pressed()
    #expect(press.rawMotion(dx: 3, dy: 0) == [])
    #expect(press.rawMotion(dx: 3, dy: 0) == [.keep])
    #expect(!press.isFrozen && press.deadline == nil)
    #expect(press.rawMotion(dx: 3, dy: 0) == [])
    #expect(press.moved(to: Point(x: 106, y: 100)) == [.feed(.update, Point(x: 106, y: 100))])
    // Resting now does not pass it: the application never saw the press.
    #expect(press.timePassed(to: 5000) == [])
  }

  @Test("A recognized stroke reaches the application not at all")
  func recognized() {
    var press = pressed()
    _ = press.rawMotion(dx: 10, dy: 0)
    _ = press.moved(to: Point(x: 110, y: 100))
    #expect(press.released(at: Point(x: 120, y: 110)) == [.feed(.end, Point(x: 120, y: 110))])
    #expect(press.engineDecided(.accept) == [])
    #expect(press.isOver)
  }

  @Test("A drag that matches no shape is replayed along its path: press at the start, motion, release at the end")
  func replayed() {
    var press = pressed()
    _ = press.rawMotion(dx: 10, dy: 0)
    _ = press.moved(to: Point(x: 110, y: 100))
    _ = press.moved(to: Point(x: 120, y: 100))
    _ = press.released(at: Point(x: 130, y: 100))
    let path = [100.0, 110, 120, 130].map { Point(x: $0, y: 100) }
    #expect(press.engineDecided(.reject) == [.replay(button: 3, path: path)])
    #expect(press.isOver)
    #expect(press.engineDecided(.reject) == [])
  }

  @Test("A verdict that comes before the release is kept for it: nothing is replayed while the button is held")
  func earlyVerdict() {
    var press = pressed()
    _ = press.rawMotion(dx: 10, dy: 0)
    _ = press.moved(to: Point(x: 110, y: 100))
    #expect(press.engineDecided(.reject) == [])
    let path = [Point(x: 100, y: 100), Point(x: 110, y: 100), Point(x: 115, y: 100)]
    #expect(
      press.released(at: Point(x: 115, y: 100)) == [
        .feed(.end, Point(x: 115, y: 100)), .replay(button: 3, path: path),
      ])
  }

  @Test("Stopping passes a frozen press to the application and leaves a kept one alone")
  func stopping() {
    var frozen = pressed()
    #expect(frozen.stopping() == [.pass, .feed(.cancel, Point(x: 100, y: 100))])
    var kept = pressed()
    _ = kept.rawMotion(dx: 10, dy: 0)
    #expect(kept.stopping() == [])
  }
}
