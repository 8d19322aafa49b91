import Testing
import XGestureEngine

/// Touch sequences cut from a stream of touch events (`TouchSequences`):
/// what a shape's file holds one example a sequence of, and what the
/// running xgesture sends `--learn` (docs/REFERENCE.md §16).
@Suite("Touch sequences")
struct TouchSequencesTests {
  static let trace = """
    xgesture-trace 1
    device 6 "panel" size 294x165mm screen 1920x1080
    device 12 "pad" size 100x60mm screen 1920x1080 touchpad
    0 update 7 10 10
    5 end 7 10 10
    10 begin 1 100 80
    20 begin 2 110 80
    30 update 1 101 81
    40 end 1 101 81
    45 begin 1 20 20 12
    50 update 2 111 80
    60 end 2 111 80
    70 end 1 20 20 12
    80 begin 3 50 50
    90 removed 6
    """

  @Test("A sequence runs from a landing on an empty device to its last lift, fingers overlapping; one per device")
  func cutsPerDevice() throws {
    let sequences = try Trace(parsing: Self.trace).sequences
    #expect(sequences.count == 2)
    let panel = try #require(sequences.first)
    #expect(panel.devices.map(\.id) == [6])
    #expect(panel.events.map(\.time) == [10, 20, 30, 40, 50, 60], "the touch down before it began is left out")
    let pad = try #require(sequences.last)
    #expect(pad.devices.map(\.source) == [.touchpad])
    #expect(pad.events.map(\.time) == [45, 70])
  }

  @Test("A sequence still open when its device goes, or at the end, is no sequence")
  func openSequenceDropped() throws {
    let sequences = try Trace(parsing: Self.trace).sequences
    #expect(sequences.count == 2)
    #expect(!sequences.contains { $0.events.contains { $0.touch == 3 } })
  }

  @Test("A finished sequence renders as a trace that reads back the same")
  func rendersBack() throws {
    var cutter = TouchSequences()
    let device = DeviceGeometry(id: 6, name: "panel", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080)
    cutter.declare(device)
    #expect(cutter.take(TouchEvent(time: 1, device: 6, touch: 4, phase: .begin, x: 1, y: 2)) == nil)
    #expect(cutter.isDrawing)
    let last = cutter.take(TouchEvent(time: 9, device: 6, touch: 4, phase: .cancel, x: 1, y: 2))
    let finished = try #require(last)
    #expect(!cutter.isDrawing)
    #expect(try Trace(parsing: finished.render()) == finished)
    #expect(finished.render().hasPrefix("xgesture-trace 1\ndevice 6 \"panel\""))
  }
}
