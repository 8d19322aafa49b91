import Testing

@testable import XGestureEngine

/// X delivers one hardware frame as one event per touch, all with the same
/// time: the engine holds them and runs the recognizers once.
@Suite("Frames: same-time events of a device")
struct FrameTests {
  static func pan() throws -> Engine { try EngineTests.engine([("pan", "pan", [:], [])]) }

  static func event(_ time: Double, _ touch: Int, _ phase: TouchPhase, _ x: Double, device: Int = 1) -> TouchEvent {
    TouchEvent(time: time, device: device, touch: touch, phase: phase, x: x, y: 54)
  }

  @Test("Events are held until the frame is complete; nextDeadline is the frame's time meanwhile")
  func heldUntilFlush() throws {
    let engine = try Self.pan()
    var out: [EngineOutput] = []
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)
    #expect(engine.hasPendingEvents)
    #expect(engine.nextDeadline == 0)
    engine.flush(into: &out)
    #expect(!engine.hasPendingEvents)
    #expect(engine.nextDeadline == 80)  // the landing window
    engine.handle(Self.event(10, 1, .update, 100), into: &out)
    #expect(out.isEmpty)  // the pan's 4 mm is held
    engine.flush(into: &out)
    #expect(
      EngineTests.lines(out) == [
        "10 pan: possible → began (fingers=1 x=1000 y=540 dx=0 dy=0 vx=4000 vy=0)", "10 touch 1 on device 1: accept",
      ])
  }

  @Test("An event of a later time, another device, or the same touch again completes the frame")
  func frameBoundaries() throws {
    let engine = try Self.pan()
    var out: [EngineOutput] = []
    engine.addDevice(
      DeviceGeometry(id: 2, name: "second", width: 192, height: 108, screenWidth: 1920, screenHeight: 1080), at: 0,
      into: &out)
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)
    engine.handle(Self.event(10, 1, .update, 100), into: &out)
    #expect(out.isEmpty)
    engine.handle(Self.event(20, 1, .update, 101), into: &out)  // a later time
    #expect(EngineTests.lines(out).first?.hasPrefix("10 pan: possible → began") == true)
    out.removeAll()
    engine.handle(Self.event(20, 1, .begin, 96, device: 2), into: &out)  // another device
    #expect(EngineTests.lines(out).first?.hasPrefix("20 pan: began → changed") == true)
    out.removeAll()
    engine.handle(Self.event(20, 1, .end, 96, device: 2), into: &out)  // the same touch again
    #expect(engine.hasPendingEvents)
    engine.finish(into: &out)
    #expect(!engine.hasPendingEvents && engine.nextDeadline == nil)
  }

  @Test("Advancing to the frame's time runs it: a caller that arms its timer from nextDeadline never waits")
  func advanceRunsTheFrame() throws {
    let engine = try Self.pan()
    var out: [EngineOutput] = []
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)
    engine.handle(Self.event(10, 1, .update, 100), into: &out)
    #expect(engine.nextDeadline == 10)
    engine.advance(to: 10, into: &out)
    #expect(EngineTests.lines(out).first?.hasPrefix("10 pan: possible → began") == true)
  }

  @Test("Bad input is reported at once, also while a frame is held, and a dropped begin is rejected at once")
  func diagnosticsAtOnce() throws {
    let engine = try Self.pan()
    var out: [EngineOutput] = []
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)  // a duplicate begin in the same frame
    #expect(
      EngineTests.lines(out) == [
        "0 input: dropped begin for touch 1 on device 1, which is already down", "0 touch 1 on device 1: reject",
      ])
    out.removeAll()
    engine.handle(Self.event(0, 7, .update, 96), into: &out)
    #expect(out.count == 1)
    #expect(engine.hasPendingEvents == false)  // the duplicate completed the frame before it was checked
  }

  @Test("The batch call runs a read's frames and flushes the last")
  func batch() throws {
    let engine = try Self.pan()
    var out: [EngineOutput] = []
    engine.handle([Self.event(0, 1, .begin, 96), Self.event(10, 1, .update, 100)], into: &out)
    #expect(!engine.hasPendingEvents)
    #expect(EngineTests.lines(out).first?.hasPrefix("10 pan: possible → began") == true)
  }

  @Test("Removing a device runs its held frame first")
  func removeFlushes() throws {
    let engine = try Self.pan()
    var out: [EngineOutput] = []
    engine.handle(Self.event(0, 1, .begin, 96), into: &out)
    engine.handle(Self.event(10, 1, .update, 100), into: &out)
    engine.removeDevice(1, at: 10, into: &out)
    #expect(EngineTests.lines(out).first?.hasPrefix("10 pan: possible → began") == true)
    #expect(EngineTests.lines(out).last?.hasPrefix("10 pan: began → cancelled") == true)
  }
}
