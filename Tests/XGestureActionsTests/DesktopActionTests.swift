import Testing
import XGestureActionKinds
import XGestureActions
import XGestureDesktop
import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Records what the dispatcher asked of the desktop.
final class RecordedDesktop: DesktopControlling {
  var performed: [(DesktopAction, GesturePlace)] = []
  var answer: String?
  func perform(_ action: DesktopAction, gesture place: GesturePlace, at now: Double) -> String? {
    performed.append((action, place))
    return answer
  }
}

@Suite struct DesktopActionTests {
  @Test(
    "a desktop action reaches the desktop with the window the sequence began on, where the pan is now, where it landed and how far it went since"
  )
  func desktopActionReachesDesktopWindowSequence()
    throws
  {
    // The finger lands at 96 mm and moves 1 mm per update on a 192 × 108 mm panel of
    // 1920 × 1080 px (10 px per mm), and ends at 106 mm; the sequence began over an xterm.
    // It has travelled 10 mm since it landed (the pan's 3 mm before it began included).
    var ended = try #require(try ActionDispatcherTests.pan().first { $0.to == .ended })
    ended.window = AppWindow(id: 0x1c0_0007, instance: "xterm", className: "XTerm")
    let desktop = RecordedDesktop()
    let log = LogLines()
    let dispatcher = ActionDispatcher(
      mode: .run, commands: nil, sounds: nil, desktop: desktop, log: log.sink)
    dispatcher.dispatch(
      ended, actions: [Action(.desktop(.window(.maximize, target: .under)))], now: 0)
    let (action, place) = try #require(desktop.performed.first)
    #expect(action == .window(.maximize, target: .under))
    #expect(
      place
        == GesturePlace(
          gesture: "pan", window: 0x1c0_0007, x: 1060, y: 540, landingX: 960, landingY: 540, travelXMM: 10,
          travelYMM: 0, source: .touchscreen))
    #expect(log.all.isEmpty)
  }

  @Test("what the desktop could not do goes to the log with the gesture's name")
  func whatDesktopCouldDoGoesLog() throws {
    let ended = try #require(try ActionDispatcherTests.pan().first { $0.to == .ended })
    let desktop = RecordedDesktop()
    desktop.answer = "workspace: the window manager has no EWMH desktops"
    let log = LogLines()
    let dispatcher = ActionDispatcher(
      mode: .run, commands: nil, sounds: nil, desktop: desktop, log: log.sink)
    dispatcher.dispatch(ended, actions: [Action(.desktop(.workspace(.next, wrap: false)))], now: 0)
    #expect(log.all == ["pan: workspace: the window manager has no EWMH desktops"])
  }

  @Test("a dry run prints desktop actions and does none of them")
  func dryRunPrintsDesktopActionsDoes() throws {
    let ended = try #require(try ActionDispatcherTests.pan().first { $0.to == .ended })
    let desktop = RecordedDesktop()
    let log = LogLines()
    let dispatcher = ActionDispatcher(
      mode: .dryRun, commands: nil, sounds: nil, desktop: desktop, log: log.sink)
    let chord = KeyChord(modifiers: [.ctrl, .shift], key: "t")
    dispatcher.dispatch(
      ended,
      actions: [
        Action(.desktop(.keys([chord, KeyChord(key: "Return")]))),
        Action(.desktop(.click(button: 8, at: .pointer))),
        Action(.desktop(.workspace(.number(2), wrap: true))),
        Action(.desktop(.window(.close, target: .active))),
      ], now: 0)
    #expect(desktop.performed.isEmpty)
    #expect(
      log.all == [
        "[dry-run] pan ended: keys: ctrl+shift+t, Return",
        "[dry-run] pan ended: click: back at pointer",
        "[dry-run] pan ended: workspace: 2 (wrap)",
        "[dry-run] pan ended: window: close (active)",
      ])
  }
}

@Suite struct RepeatDispatchTests {
  /// Two fingers 20 mm apart spread to 40 mm and come back to 20 mm, 1 mm a side every 10 ms.
  static var spreadAndBack: String {
    var trace = "xgesture-trace 1\n\(CommandRunnerTests.panel)\n0 begin 1 86 54\n0 begin 2 106 54\n"
    var time = 0
    for i in Array(1...10) + Array((0...9).reversed()) {
      time += 10
      trace += "\(time) update 1 \(86 - i) 54\n\(time) update 2 \(106 + i) 54\n"
    }
    return trace + "\(time + 10) end 1 86 54\n\(time + 10) end 2 106 54\n"
  }

  @Test("repeat runs do once per step of a pinch's scale since began and reverse per step back")
  func repeatRunsDoPerStepPinch() throws {
    let trace = RepeatDispatchTests.spreadAndBack
    let transitions = try transitions(of: trace, gestures: [("zoom", "pinch", ["fingers": "2"])])
    let desktop = RecordedDesktop()
    let dispatcher = ActionDispatcher(mode: .run, commands: nil, sounds: nil, desktop: desktop, log: LogLines().sink)
    let plus = DesktopAction.keys([KeyChord(modifiers: [.ctrl], key: "plus")])
    let minus = DesktopAction.keys([KeyChord(modifiers: [.ctrl], key: "minus")])
    let zoom = Action(
      .repeat(
        RepeatAction(step: .scale(fraction: 0.1), forward: [Action(.desktop(plus))], reverse: [Action(.desktop(minus))])
      ))
    var peak = 1.0
    for transition in transitions {
      peak = max(peak, transition.data.scale)
      dispatcher.dispatch(transition, actions: transition.to == .changed ? [zoom] : [], now: 0)
    }
    // The scale since began peaks at `peak`: floor(log peak / log 1.1) steps up, as many back.
    let steps = Int((log(peak) / log(1.1)).rounded(.down))
    #expect(steps >= 5)
    #expect(
      desktop.performed.map(\.0) == Array(repeating: plus, count: steps) + Array(repeating: minus, count: steps))
  }
}

/// Records the volume changes the dispatcher asked for.
final class RecordedVolume: SoundPlaying, VolumeControlling {
  var changes: [VolumeAction] = []
  func play(name: String, path: String) {}
  func changeVolume(_ change: VolumeAction) { changes.append(change) }
}

@Suite struct VolumeDispatchTests {
  @Test("volume: in a repeat steps the sink up per step of a pinch and down per step back, through the sound server")
  func volumeStepsWithPinch() throws {
    let trace = RepeatDispatchTests.spreadAndBack
    let transitions = try transitions(of: trace, gestures: [("volume", "pinch", ["fingers": "2"])])
    let volume = RecordedVolume()
    let dispatcher = ActionDispatcher(mode: .run, commands: nil, sounds: volume, log: LogLines().sink)
    let stepped = Action(
      .repeat(
        RepeatAction(
          step: .scale(fraction: 0.1), forward: [Action(.volume(.up))], reverse: [Action(.volume(.down, step: 0.1))])))
    var peak = 1.0
    for transition in transitions {
      peak = max(peak, transition.data.scale)
      dispatcher.dispatch(transition, actions: transition.to == .changed ? [stepped] : [], now: 0)
    }
    let steps = Int((log(peak) / log(1.1)).rounded(.down))
    #expect(steps >= 5)
    #expect(
      volume.changes
        == Array(repeating: VolumeAction(.up), count: steps)
        + Array(repeating: VolumeAction(.down, step: 0.1), count: steps))
  }

  @Test("volume: without a sound server says so and does nothing")
  func withoutServer() throws {
    let tap = try #require(try Self.tapTransition())
    let log = LogLines()
    let dispatcher = ActionDispatcher(mode: .run, commands: nil, sounds: nil, log: log.sink)
    dispatcher.dispatch(tap, actions: [Action(.volume(.mute))], now: 0)
    #expect(log.all == ["tap: volume: mute not done: no connection to PulseAudio"])
  }

  static func tapTransition() throws -> GestureTransition? {
    let trace = "xgesture-trace 1\n\(CommandRunnerTests.panel)\n0 begin 1 96 54\n60 end 1 96 54\n"
    return try transitions(of: trace, gestures: [("tap", "tap", [:])]).first { $0.to == .recognized }
  }
}
