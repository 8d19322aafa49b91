import Testing
import XGestureActionKinds
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

  @Test("every: lets a changed action run at most once per interval, measured on transition times")
  func everyLetsChangedActionRunMost()
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

  @Test(
    "--verbose rounds its figures: how long ago a skipped action last ran, to the millisecond; an interval, to a hundredth"
  )
  func skippedLineRounded() throws {
    let changed = try #require(try Self.pan().first { $0.to == .changed })
    let log = LogLines()
    let dispatcher = ActionDispatcher(
      mode: .run, verbose: true, commands: nil, sounds: PlayedSounds(), log: log.sink)
    // Sixty a second: 16.666… ms.
    let actions = [Action(.sound(name: "tick", path: "tick.wav"), every: 1000 / 60)]
    // Transition times on a server's clock are thousandths: 9.987 ms apart.
    for time in [10.013, 20.0] {
      var transition = changed
      transition.time = time
      dispatcher.dispatch(transition, actions: actions, now: 0)
    }
    #expect(
      log.all == [
        "action: pan changed: sound: tick (every 16.67ms)",
        "action: pan changed: sound: tick (every 16.67ms) skipped, last ran 10 ms ago",
      ])
  }

  @Test("every: is kept per gesture and state")
  func everyKeptPerGestureState() throws {
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

  @Test("Dry run prints each action with the variables its command uses and runs nothing")
  func dryRunPrintsEachActionVariables()
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

  @Test("A dispatched command runs with the transition's variables")
  func dispatchedCommandRunsTransitionSVariables() throws {
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

  /// A pan with 5 mm and 200 mm previews, 10 mm from its landing and lifted
  /// moving at 100 mm/s: its `ended` transition, the engine's previews decided.
  static func previewedPanEnded() throws -> GestureTransition {
    var trace = "xgesture-trace 1\n\(CommandRunnerTests.panel)\n0 begin 1 96 54\n"
    for i in 1...10 { trace += "\(i * 10) update 1 \(96 + i) 54\n" }
    trace += "100 end 1 106 54\n"
    let rule = PreviewRule(amounts: [.distance(.millimetres(5)), .distance(.millimetres(200))])
    let spec = try RecognizerRegistry.standard.spec(type: "pan", parameters: [:])
    let engine = Engine(rules: try RuleSet([GestureDefinition(name: "pan", recognizer: spec, preview: rule)]))
    var out: [EngineOutput] = []
    engine.replay(try Trace(parsing: trace), into: &out)
    return try #require(
      out.compactMap { if case .transition(let t) = $0, t.to == .ended { t } else { nil } }.first)
  }

  @Test("A previewed ended action runs only when its preview committed; one without preview runs on every ended")
  func previewedEndedActionRunsOnlyWhen()
    throws
  {
    // The pan of `pan()`: 10 mm from its landing, lifted moving at 100 mm/s. A 5 mm preview is past
    // its end (p = 2, shown as 1); a 200 mm one is at p = 0.05, and the fling would take it to
    // (10 + 100 × 0.4995) / 200 = 0.3: it backs out.
    let ended = try Self.previewedPanEnded()
    let actions = [
      Action(.sound(name: "near", path: "near.wav"), preview: .distance(.millimetres(5))),
      Action(.sound(name: "always", path: "always.wav")),
      Action(.sound(name: "far", path: "far.wav"), preview: .distance(.millimetres(200)), label: "Far"),
    ]
    let sounds = PlayedSounds()
    let log = LogLines()
    let dispatcher = ActionDispatcher(mode: .run, verbose: true, commands: nil, sounds: sounds, log: log.sink)
    dispatcher.dispatch(ended, actions: actions, now: 0)
    #expect(sounds.names == ["near", "always"])
    #expect(
      log.all == [
        "action: pan ended: sound: near (preview 5mm)",
        "action: pan ended: sound: always",
        "action: pan ended: sound: far (preview 200mm, label 'Far') not run: its preview backed out at 0.05",
      ])
    // An ended transition that carries no decision (an engine without the previews) runs none of them.
    var undecided = ended
    undecided.previews = []
    dispatcher.dispatch(undecided, actions: actions, now: 0)
    #expect(sounds.names == ["near", "always", "always"])
    #expect(log.all.last == "action: pan ended: sound: far (preview 200mm, label 'Far') not run: no preview decided it")
  }

  @Test(
    "Each action handed over is reported with its outcome: ran, committed, backed out, failed with the log's sentence")
  func outcomesReported() throws {
    // The pan of the test above: its 5 mm preview commits, its 200 mm one backs out.
    let ended = try Self.previewedPanEnded()
    let actions = [
      Action(.sound(name: "near", path: "near.wav"), preview: .distance(.millimetres(5))),
      Action(.sound(name: "always", path: "always.wav")),
      Action(.sound(name: "far", path: "far.wav"), preview: .distance(.millimetres(200))),
      // No sound server that sets the volume: it cannot be done.
      Action(.volume(.up)),
    ]
    let log = LogLines()
    let dispatcher = ActionDispatcher(mode: .run, commands: nil, sounds: PlayedSounds(), log: log.sink)
    var reports: [ActionReport] = []
    dispatcher.reported = { reports.append($0) }
    dispatcher.dispatch(ended, actions: actions, now: 0)
    let failure = "volume: up not done: no connection to PulseAudio"
    #expect(
      reports == [
        ActionReport(gesture: "pan", state: "ended", action: "sound: near (preview 5mm)", outcome: .committed),
        ActionReport(gesture: "pan", state: "ended", action: "sound: always", outcome: .ran),
        ActionReport(gesture: "pan", state: "ended", action: "sound: far (preview 200mm)", outcome: .backedOut),
        ActionReport(gesture: "pan", state: "ended", action: "volume: up", outcome: .failed(failure)),
      ])
    #expect(log.all == ["pan: \(failure)"])
  }
}
