// xgesture-sound-bench: how long from a sound action to its onset at the
// speaker (a PulseAudio null sink's monitor), for xgesture's sample-cache
// player and, side by side in the same run, for a command action running
// `paplay` of the same file (what other gesture tools do) and one running
// `pactl play-sample` of the already cached sample (a fresh minimal client
// that only asks the server to play: what starting a client costs).
//
//   swift build -c release && .build/release/xgesture-sound-bench [runs]
//
// Method (docs/ACTIONS.md): a private PulseAudio (the test suite's sound
// bed) with a 48 kHz null sink, its monitor recorded by one parec client at
// 5 ms latency on the CLOCK_MONOTONIC timeline. Each run reads the clock,
// dispatches the action through ActionDispatcher as the daemon would, and
// finds the tone's onset in the recording; latency = onset − dispatch time −
// the file's 100 ms of leading silence. All three are measured from the same
// moment against the same recording, so their medians compare directly; the
// recording's timeline runs up to one 5 ms block early, so a figure can be
// below zero, which is why the report gives the differences of medians. The
// kinds rotate run by run; each waits for the previous sound to end and for
// 170 ms of silence.
import XGestureActionKinds
import XGestureActions
import XGestureEngine
import XGestureSystem
import XGestureTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Writes one line to standard error.
@Sendable func printError(_ line: String) {
  try? FileDescriptor.standardError.writeAll((line + "\n").utf8)
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

func format(_ value: Double) -> String { decimal(value, places: 2) }

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 30
guard runs > 0 else { fail("the number of runs must be a positive integer") }

do {
  // The programs it needs, named with their package before anything starts.
  for program in ["pulseaudio", "pactl", "paplay", "parec"] {
    _ = try ProgramLookup.find(program, package: program == "pulseaudio" ? "pulseaudio" : "pulseaudio-utils")
  }
  let bed = try SoundBed()
  let tone = ToneFile()
  let path = try tone.write(to: bed.directory.file("tone.wav"))
  let log: ActionLog = { printError("log: \($0)") }

  let player = try SoundPlayer(
    .init(server: bed.environment["PULSE_SERVER"], sink: bed.sinkName), log: log)
  player.load(["tone": path])
  let runner = CommandRunner(environment: bed.clientEnvironment(), log: log)
  let dispatcher = ActionDispatcher(mode: .run, commands: runner, sounds: player, log: log)

  // A tap, as the engine reports it: the transition every action is bound to.
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

  guard player.waitUntilReady(timeout: 10), player.status(of: "tone") == .cached else {
    fail("the tone was not in PulseAudio's sample cache within 10 s")
  }

  let recording = try bed.startRecording()
  let kinds: [(name: String, action: Action)] = [
    ("sample_cache", Action(.sound(name: "tone", path: path))),
    ("paplay_command", Action(.command("paplay '\(path)'"))),
    ("pactl_play_sample_command", Action(.command("pactl play-sample \(SoundPlayer.cacheName("tone"))"))),
  ]
  var latencies = [[Double]](repeating: [], count: kinds.count)

  func measure(_ action: Action) throws -> Double {
    let start = MonotonicTime.now()
    dispatcher.dispatch(tap, actions: [action], now: Double(start.nanoseconds) / 1_000_000)
    let onset = try recording.waitForOnset(after: start)
    // Let the tone end and 170 ms of silence pass; reap the command meanwhile.
    try recording.waitUntilRecorded(
      through: onset.time.adding(milliseconds: tone.toneMilliseconds + 170))
    let reapBy = MonotonicClock.milliseconds() + 5_000
    while runner.runningCount > 0 && MonotonicClock.milliseconds() < reapBy {
      _ = try FileDescriptor.poll(readable: runner.descriptors.map(FileDescriptor.init), timeout: 50)
      runner.service(now: MonotonicClock.milliseconds())
    }
    return onset.time.milliseconds(since: start) - tone.leadingSilenceMilliseconds
  }

  for run in 0..<runs {
    for step in 0..<kinds.count {
      let kind = (run + step) % kinds.count
      latencies[kind].append(try measure(kinds[kind].action))
    }
  }
  recording.stop()
  player.stop()
  // The server must live until here (an optimized build may end it early).
  withExtendedLifetime(bed) {}

  print("bench runs=\(runs)")
  for (kind, values) in zip(kinds, latencies) {
    print("bench \(kind.name)_median_ms=\(format(percentile(values, 0.5)))")
    print("bench \(kind.name)_p95_ms=\(format(percentile(values, 0.95)))")
    print("bench \(kind.name)_min_max_ms=\(format(values.min()!))..\(format(values.max()!))")
  }
  let cache = percentile(latencies[0], 0.5)
  print("bench paplay_minus_sample_cache_median_ms=\(format(percentile(latencies[1], 0.5) - cache))")
  print("bench pactl_minus_sample_cache_median_ms=\(format(percentile(latencies[2], 0.5) - cache))")
} catch let error as BedError {
  if case .programMissing(let program, let package) = error {
    fail("'\(program)' is not installed — install the Debian package '\(package)' (make bench does)")
  }
  fail("\(error)")
} catch {
  fail("\(error)")
}
