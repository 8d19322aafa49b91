import Testing
import XGestureBus
import XGestureEngine

/// `xgesture --monitor`'s lines (docs/REFERENCE.md §15, "Watching it"): the
/// time since the first signal, the event's name, then the `--verbose` line
/// of a transition, an action and its outcome, or a sequence's summary.
@Suite("The monitor's lines")
struct MonitorTextTests {
  static func transition(
    _ gesture: String, _ type: String, _ from: String, _ to: String, _ data: BusDictionary
  ) -> MonitorEvent {
    .transition(.init(gesture: gesture, type: type, from: from, to: to, data: data))
  }

  @Test("A tap's recognition is its --verbose line after the time and TRANSITION")
  func tapRecognized() {
    var text = MonitorText()
    let line = text.line(
      for: Self.transition(
        "tap", "tap", "possible", "recognized",
        [
          BusPair<BusValue>("fingers", .int32(1)), BusPair<BusValue>("x", .double(960)),
          BusPair<BusValue>("y", .double(540.4)),
          BusPair<BusValue>("time", .uint64(81_000)),
        ]))
    #expect(line == "   +0.000s  TRANSITION  tap: possible → recognized (fingers=1 x=960 y=540)")
  }

  @Test("A failure shows its reason instead of the measurements")
  func failureReason() {
    var text = MonitorText()
    let line = text.line(
      for: Self.transition(
        "long-press", "long-press", "possible", "failed",
        [
          BusPair<BusValue>("fingers", .int32(1)), BusPair<BusValue>("x", .double(10)),
          BusPair<BusValue>("y", .double(20)),
          BusPair<BusValue>("time", .uint64(5000)), BusPair<BusValue>("reason", .string("moved 5.2 mm > slop 3 mm")),
        ]))
    #expect(line == "   +0.000s  TRANSITION  long-press: possible → failed (moved 5.2 mm > slop 3 mm)")
  }

  @Test(
    "Each type shows the measurements it reports: a swipe's travel, speed and direction, a pan's fling at its end, a pinch's scale"
  )
  func measurementsByType() {
    var text = MonitorText()
    let common = [
      BusPair<BusValue>("fingers", .int32(3)), BusPair<BusValue>("x", .double(100)),
      BusPair<BusValue>("y", .double(200)),
      BusPair<BusValue>("dx", .double(-300.4)), BusPair<BusValue>("dy", .double(2)),
      BusPair<BusValue>("vx", .double(-1500)),
      BusPair<BusValue>("vy", .double(0)), BusPair<BusValue>("fling_x", .double(0)),
      BusPair<BusValue>("fling_y", .double(199)),
      BusPair<BusValue>("scale", .double(1.25)), BusPair<BusValue>("rotation", .double(12.34)),
      BusPair<BusValue>("direction", .string("left")), BusPair<BusValue>("time", .uint64(1000)),
    ]
    #expect(
      text.line(for: Self.transition("three-left", "swipe", "possible", "recognized", common))
        == "   +0.000s  TRANSITION  three-left: possible → recognized"
        + " (fingers=3 x=100 y=200 dx=-300 dy=2 vx=-1500 vy=0 direction=left)")
    #expect(
      text.line(for: Self.transition("drag", "pan", "changed", "ended", common))
        == "   +0.000s  TRANSITION  drag: changed → ended"
        + " (fingers=3 x=100 y=200 dx=-300 dy=2 vx=-1500 vy=0 fling=0,199)")
    #expect(
      text.line(for: Self.transition("drag", "pan", "began", "changed", common))
        == "   +0.000s  TRANSITION  drag: began → changed (fingers=3 x=100 y=200 dx=-300 dy=2 vx=-1500 vy=0)")
    #expect(
      text.line(for: Self.transition("zoom", "pinch", "began", "changed", common))
        == "   +0.000s  TRANSITION  zoom: began → changed (fingers=3 x=100 y=200 scale=1.25)")
    #expect(
      text.line(for: Self.transition("turn", "rotate", "began", "changed", common))
        == "   +0.000s  TRANSITION  turn: began → changed (fingers=3 x=100 y=200 rotation=12.3)")
  }

  @Test("The line rebuilt from the bus is the daemon's --verbose line of the same transition")
  func sameAsVerbose() {
    var line = TransitionLogLine(
      gesture: "s", from: "possible", to: "recognized", reason: nil,
      reports: [
        .translation, .velocity, .direction,
      ])
    line.fingers = 2
    line.x = 12.6
    line.y = 7
    line.dx = 40
    line.dy = -3
    line.vx = 900
    line.vy = -20
    line.direction = "right"
    var text = MonitorText()
    let printed = text.line(
      for: Self.transition(
        "s", "swipe", "possible", "recognized",
        [
          BusPair<BusValue>("fingers", .int32(2)), BusPair<BusValue>("x", .double(12.6)),
          BusPair<BusValue>("y", .double(7)),
          BusPair<BusValue>("dx", .double(40)), BusPair<BusValue>("dy", .double(-3)),
          BusPair<BusValue>("vx", .double(900)),
          BusPair<BusValue>("vy", .double(-20)), BusPair<BusValue>("direction", .string("right")),
        ]))
    #expect(printed.hasSuffix("TRANSITION  " + line.text))
    #expect(line.text == "s: possible → recognized (fingers=2 x=13 y=7 dx=40 dy=-3 vx=900 vy=-20 direction=right)")
  }

  @Test("A stroke's line shows its shape and score, as --verbose does")
  func strokeShape() {
    var text = MonitorText()
    let line = text.line(
      for: Self.transition(
        "undo", "stroke", "possible", "recognized",
        [
          BusPair<BusValue>("fingers", .int32(1)), BusPair<BusValue>("x", .double(960)),
          BusPair<BusValue>("y", .double(540)), BusPair<BusValue>("shape", .string("z")),
          BusPair<BusValue>("score", .double(0.934)), BusPair<BusValue>("time", .uint64(81_000)),
        ]))
    #expect(line == "   +0.000s  TRANSITION  undo: possible → recognized (fingers=1 x=960 y=540 shape=z score=0.93)")
  }

  @Test("The time counts in seconds from the first signal; an action takes its gesture's last transition's")
  func timeColumn() {
    var text = MonitorText()
    #expect(
      text.line(for: .action(.init(gesture: "tap", state: "recognized", action: "command: true", outcome: "ran")))
        == "            ACTION      tap recognized: command: true → ran")
    _ = text.line(
      for: Self.transition("tap", "tap", "possible", "recognized", [BusPair<BusValue>("time", .uint64(10_000))]))
    _ = text.line(
      for: Self.transition("pan", "pan", "possible", "began", [BusPair<BusValue>("time", .uint64(12_345))]))
    #expect(
      text.line(
        for: .action(
          .init(gesture: "tap", state: "recognized", action: "sound: click", outcome: "failed: no such sample")))
        == "   +0.000s  ACTION      tap recognized: sound: click → failed: no such sample")
    #expect(
      text.line(for: .action(.init(gesture: "pan", state: "began", action: "window: move", outcome: "ran")))
        == "   +2.345s  ACTION      pan began: window: move → ran")
    #expect(
      text.line(for: .sequenceEnded(.init(recognized: ["pan"], failed: [], time: 1_234_567)))
        == "+1224.567s  SEQUENCE    pan won")
  }

  @Test("A sequence's summary says which gesture won and why each other failed")
  func summary() {
    let failed = MonitorEvent.SequenceEnd(
      recognized: ["double-tap"],
      failed: [
        .init(gesture: "tap", reason: "lifted after 812 ms > max-duration 750 ms"),
        .init(gesture: "long-press", reason: "moved 5.2 mm > slop 3 mm"),
      ], time: 0)
    #expect(
      MonitorText.summary(failed)
        == "double-tap won; tap failed: lifted after 812 ms > max-duration 750 ms;"
        + " long-press failed: moved 5.2 mm > slop 3 mm")
    #expect(MonitorText.summary(.init(recognized: ["pan", "pinch"], failed: [], time: 0)) == "pan and pinch won")
    #expect(
      MonitorText.summary(.init(recognized: ["pan", "pinch", "turn"], failed: [], time: 0))
        == "pan, pinch and turn won")
    #expect(
      MonitorText.summary(
        .init(recognized: [], failed: [.init(gesture: "tap", reason: "2 fingers, needs 1")], time: 0))
        == "no gesture won; tap failed: 2 fingers, needs 1")
  }
}
