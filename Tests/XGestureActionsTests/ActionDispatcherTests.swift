import Testing
import XGestureActions
import XGestureEngine

/// Records what the dispatcher asked to play.
final class PlayedSounds: SoundPlaying {
  var names: [String] = []
  func play(name: String, path: String) { names.append(name) }
}

@Suite struct ActionDispatcherTests {
  /// A pan's transitions: began, changed…, ended.
  static func pan() throws -> [GestureTransition] {
    var trace = "xgesture-trace 1\n\(CommandRunnerTests.panel)\n0 begin 1 96 54\n"
    for i in 1...10 { trace += "\(i * 10) update 1 \(96 + i) 54\n" }
    trace += "100 end 1 106 54\n"
    return try transitions(of: trace, gestures: [("pan", "pan", [:])])
  }

  @Test
  func `every: lets a changed action run at most once per interval, measured on transition times`()
    throws
  {
    let changed = try #require(try Self.pan().first { $0.to == .changed })
    let sounds = PlayedSounds()
    let log = LogLines()
    let dispatcher = ActionDispatcher(
      mode: .run, verbose: true, commands: nil, sounds: sounds, log: log.sink)
    let actions = [
      Action(.sound(name: "tick", path: "tick.wav"), every: 50),
      Action(.sound(name: "always", path: "always.wav")),
    ]
    for time in stride(from: 0.0, through: 120, by: 10) {
      var transition = changed
      transition.time = time
      dispatcher.dispatch(transition, actions: actions, now: 0)
    }
    #expect(sounds.names.filter { $0 == "tick" }.count == 3)  // at 0, 50 and 100
    #expect(sounds.names.filter { $0 == "always" }.count == 13)
    #expect(log.all.first == "action: pan changed: sound: tick (every 50ms)")
    #expect(
      log.all.contains("action: pan changed: sound: tick (every 50ms) skipped, last ran 40 ms ago"))
    #expect(log.all.filter { $0.hasSuffix("skipped, last ran 10 ms ago") }.count == 3)  // at 10, 60, 110
  }

  @Test func `every: is kept per gesture and state`() throws {
    let changed = try #require(try Self.pan().first { $0.to == .changed })
    let sounds = PlayedSounds()
    let dispatcher = ActionDispatcher(
      mode: .run, commands: nil, sounds: sounds, log: LogLines().sink)
    let actions = [Action(.sound(name: "tick", path: "tick.wav"), every: 1000)]
    var other = changed
    other.gesture = "other-pan"
    var began = changed
    began.to = .began
    for transition in [changed, other, began, changed, other, began] {
      dispatcher.dispatch(transition, actions: actions, now: 0)
    }
    #expect(sounds.names.count == 3)
  }

  @Test func `Dry run prints each action with the variables its command uses and runs nothing`()
    throws
  {
    let ended = try #require(try Self.pan().first { $0.to == .ended })
    let sounds = PlayedSounds()
    let log = LogLines()
    let dispatcher = ActionDispatcher(mode: .dryRun, commands: nil, sounds: sounds, log: log.sink)
    dispatcher.dispatch(
      ended,
      actions: [
        Action(
          .command(#"notify-send "flung to $XGESTURE_FLING_X,${XGESTURE_FLING_Y}""#), timeout: 2000),
        Action(.sound(name: "chomp", path: "chomp.wav")),
        Action(.command("true $XGESTURE_XY")),
      ], now: 0)
    let env = Dictionary(uniqueKeysWithValues: ended.environment.map { ($0.name, $0.value) })
    let flingX = try #require(env["XGESTURE_FLING_X"])
    let flingY = try #require(env["XGESTURE_FLING_Y"])
    #expect(
      log.all == [
        #"[dry-run] pan ended: command: notify-send "flung to $XGESTURE_FLING_X,${XGESTURE_FLING_Y}" (timeout 2000ms) (XGESTURE_FLING_X=\#(flingX) XGESTURE_FLING_Y=\#(flingY))"#,
        "[dry-run] pan ended: sound: chomp",
        "[dry-run] pan ended: command: true $XGESTURE_XY",
      ])
    #expect(sounds.names.isEmpty)
  }

  @Test func `A dispatched command runs with the transition's variables`() throws {
    let ended = try #require(try Self.pan().first { $0.to == .ended })
    let log = LogLines()
    let runner = CommandRunner(log: log.sink)
    let dispatcher = ActionDispatcher(mode: .run, commands: runner, sounds: nil, log: log.sink)
    dispatcher.dispatch(
      ended, actions: [Action(.command("echo $XGESTURE_STATE $XGESTURE_DX"))],
      now: nowMilliseconds())
    #expect(pump(runner) { runner.runningCount == 0 })
    // dx since began: once it moved more than the 3 mm hysteresis (at 100 mm), to the lift at 106 mm.
    #expect(log.all == ["pan: ended 60"])
  }
}
