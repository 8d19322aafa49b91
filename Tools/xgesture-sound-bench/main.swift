// xgesture-sound-bench: how long from a sound action to its onset at the
// speaker (a PulseAudio null sink's monitor), for xgesture's sample-cache
// player and, side by side in the same run, for a command action running
// `paplay` of the same file (what other gesture tools do).
//
//   swift run -c release xgesture-sound-bench [runs]
//
// Method (docs/ACTIONS.md): a private PulseAudio (the test suite's sound
// bed) with a 48 kHz null sink, its monitor recorded at 5 ms latency on a
// CLOCK_MONOTONIC timeline. Each run reads the clock, dispatches the action
// through ActionDispatcher as the daemon would, and finds the tone's onset
// in the recording; latency = onset − dispatch time − the file's 100 ms of
// leading silence. The two kinds alternate run by run; each waits for the
// previous sound to end and for 170 ms of silence.
import XGestureActions
import XGestureEngine
import XGestureTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Writes one line to standard error.
@Sendable func printError(_ line: String) {
  let text = line + "\n"
  _ = text.withCString { write(2, $0, strlen($0)) }
}

func fail(_ message: String) -> Never {
  printError("xgesture-sound-bench: \(message)")
  exit(1)
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  let rank = p * Double(sorted.count - 1)
  let low = Int(rank.rounded(.down))
  let high = min(low + 1, sorted.count - 1)
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
}

func format(_ value: Double) -> String {
  let scaled = (value * 10).rounded() / 10
  return String(scaled)
}

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 30
guard runs > 0 else { fail("the number of runs must be a positive integer") }

do {
  let bed = try SoundBed()
  let tone = ToneFile()
  let path = try tone.write(to: bed.directory.file("tone.wav"))
  let log: ActionLog = { printError("log: \($0)") }

  let player = try SoundPlayer(
    .init(server: bed.environment["PULSE_SERVER"], sink: bed.sinkName), log: log)
  player.load(["tone": path])
  let runner = CommandRunner(environment: bed.clientEnvironment(), log: log)
  let dispatcher = ActionDispatcher(mode: .run, commands: runner, sounds: player, log: log)

  // A tap, as the engine reports it: the transition both actions are bound to.
  let rules = try RuleSet([
    GestureDefinition(
      name: "tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: [:]))
  ])
  let engine = Engine(rules: rules)
  var out: [EngineOutput] = []
  engine.replay(
    try Trace(
      parsing:
        "xgesture-trace 1\ndevice 1 \"bench\" size 192x108mm screen 1920x1080\n0 begin 1 96 54\n60 end 1 96 54\n"
    ),
    into: &out)
  guard
    case .transition(let tap)? = out.first(where: {
      if case .transition(let t) = $0 { t.to == .recognized } else { false }
    })
  else { fail("the engine did not recognize the benchmark's tap") }

  let deadline = MonotonicTime.now().adding(milliseconds: 10_000)
  while player.status(of: "tone") != .cached {
    if MonotonicTime.now() >= deadline { fail("the tone was not cached within 10 s") }
    usleep(5_000)
  }

  let recording = try bed.startRecording()
  let soundAction = Action(.sound(name: "tone", path: path))
  let commandAction = Action(.command("paplay '\(path)'"))
  var soundLatencies: [Double] = []
  var commandLatencies: [Double] = []

  func measure(_ action: Action) throws -> Double {
    let start = MonotonicTime.now()
    dispatcher.dispatch(tap, actions: [action], now: Double(start.nanoseconds) / 1_000_000)
    let onset = try recording.waitForOnset(after: start)
    // Let the tone end and 150 ms of silence pass; reap paplay meanwhile.
    try recording.waitUntilRecorded(
      through: onset.time.adding(milliseconds: tone.toneMilliseconds + 170))
    let reapBy = MonotonicTime.now().adding(milliseconds: 5_000)
    while runner.runningCount > 0 && MonotonicTime.now() < reapBy {
      var fds = runner.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&fds, nfds_t(fds.count), 50)
      runner.service(now: Double(MonotonicTime.now().nanoseconds) / 1_000_000)
    }
    return onset.time.milliseconds(since: start) - tone.leadingSilenceMilliseconds
  }

  for run in 0..<runs {
    if run % 2 == 0 {
      soundLatencies.append(try measure(soundAction))
      commandLatencies.append(try measure(commandAction))
    } else {
      commandLatencies.append(try measure(commandAction))
      soundLatencies.append(try measure(soundAction))
    }
  }
  recording.stop()
  player.stop()
  // The server must live until here (an optimized build may end it early).
  withExtendedLifetime(bed) {}

  // The recording's timeline runs up to one mixing block (5 ms) early (see
  // SoundRecording), so raw figures can be below zero. The earliest onset
  // of the run is the floor no client can beat; figures above it compare
  // the two paths without that bias.
  let floor = min(soundLatencies.min()!, commandLatencies.min()!)
  func report(_ name: String, _ values: [Double]) {
    print("bench \(name)_median_ms=\(format(percentile(values, 0.5)))")
    print("bench \(name)_p95_ms=\(format(percentile(values, 0.95)))")
    print("bench \(name)_min_max_ms=\(format(values.min()!))..\(format(values.max()!))")
    print("bench \(name)_above_floor_median_ms=\(format(percentile(values, 0.5) - floor))")
    print("bench \(name)_above_floor_p95_ms=\(format(percentile(values, 0.95) - floor))")
  }
  print("bench runs=\(runs)")
  print("bench floor_ms=\(format(floor))")
  report("sample_cache", soundLatencies)
  report("paplay_command", commandLatencies)
  let soundAbove = percentile(soundLatencies, 0.5) - floor
  let commandAbove = percentile(commandLatencies, 0.5) - floor
  print(
    "bench paplay_minus_sample_cache_median_ms=\(format(percentile(commandLatencies, 0.5) - percentile(soundLatencies, 0.5)))"
  )
  print(
    "bench speedup_above_floor_at_median=\(format(commandAbove / max(soundAbove, 0.1)))x (sample cache clamped at 0.1 ms)"
  )
} catch {
  fail("\(error)")
}
