// xgesture end to end, measured on the beds (docs/BENCHMARKS.md): the built
// binary on a real Xorg with an emulated touchscreen and a real PulseAudio,
// side by side with a minimal XI2 client (raw touch events on the root, as
// xgesture selects them) that notes when each RawTouchEnd arrives — the
// transport's own limit.
//
//   ready        process start → its "listening on …" line
//   command      baseline's TouchEnd → the bound command running (it writes a FIFO);
//                against `sh -c 'echo > FIFO'` started by this bench itself (posix_spawn,
//                as xgesture starts commands), the same run
//   sound        baseline's TouchEnd → onset at the sink's monitor, for a sound
//                action and for a command running paplay of the same file
//   idle CPU     utime + stime over S seconds without touches, clock ticks
//   memory       VmRSS after start and after G gestures (one every ~5 ms; faster than
//                xgesture can spawn their commands, Xlib's event queue grows and the
//                allocator keeps its peak — a backlog, not a leak); every gesture's
//                command must have run, or the figure is void and the bench exits 1
//   playback     how late the touch bed delivers a trace's events (a 300 ms trace)
//
// Usage: xgesture-desktop-bench [taps=50] [gestures=10000] [idle-seconds=30]
// (the binary under test: XGESTURE_BINARY, else the one built next to this).
import Foundation
import XGestureBridge
import XGestureEngine
import XGestureTestSupport
import XGestureX11
import XGestureX11Probe

/// Stops the beds: a script's globals are never deinitialized, and a
/// PulseAudio left behind would outlive the bench.
nonisolated(unsafe) var stopBeds: () -> Void = {}

/// Why the bench stops: one sentence on standard error, exit status 1.
func fail(_ sentence: String) -> Never {
  FileHandle.standardError.write(Data("xgesture-desktop-bench: \(sentence)\n".utf8))
  stopBeds()
  exit(1)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let taps = arguments.count > 0 ? arguments[0] : 50
let gestures = arguments.count > 1 ? arguments[1] : 10_000
let idleSeconds = arguments.count > 2 ? arguments[2] : 30

func report(_ key: String, _ value: String) { print("bench \(key)=\(value)") }

func summary(_ name: String, _ values: [Double]) {
  let sorted = values.sorted()
  guard !sorted.isEmpty else {
    report(name, "none")
    return
  }
  func at(_ q: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
  }
  let text = String(
    format: "median %.3f ms, p95 %.3f ms, min %.3f ms, n %d", at(0.5), at(0.95), sorted[0],
    sorted.count)
  report(name, text)
}

/// Nanoseconds on CLOCK_MONOTONIC, as the probe and the beds stamp them.
func nowNanoseconds() -> Int64 { MonotonicTime.now().nanoseconds }

func cpuTicks(_ pid: Int32) -> Int {
  guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = text.lastIndex(of: ")")
  else { return -1 }
  let fields = text[text.index(after: close)...].split(separator: " ")
  // After the name: state is field 3, utime 14, stime 15 (1-based in proc(5)).
  return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
}

func residentKilobytes(_ pid: Int32) -> Int {
  guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
    return -1
  }
  for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
  }
  return -1
}

let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()
let chomp = sourceRoot.appendingPathComponent("config/sounds/chomp.wav").path

// The programs this bench drives are built next to it by `make bench`.
do {
  _ = try XGestureProcess.binaryPath()
} catch {
  fail("\(error.description)")
}
let bed: TouchBed
let sounds: SoundBed
let home: TemporaryDirectory
do {
  bed = try TouchBed()
  sounds = try SoundBed()
  home = try TemporaryDirectory(prefix: "xgesture-bench-home")
} catch {
  fail("\(error.description)")
}
stopBeds = {
  sounds.stop()
  bed.stop()
}
mkdir(home.file("config"), 0o755)
mkdir(home.file("config/xgesture"), 0o755)
let fifo = FifoStamps(path: home.file("commands.fifo"))

// The bed's playback timing (the figure TracePlaybackTests leaves to this bench):
// how late a 300 ms trace's last event reaches an XI2 client.
do {
  let observer = try XInputObserver(display: bed.display)
  try bed.waitUntilObserved(by: observer)
  let trace = try Trace(
    parsing: """
      xgesture-trace 1
      device 6 "xgesture virtual touchscreen" size 294x165mm screen 1920x1080
      0    begin  1  120  90
      100  update 1  121  90
      300  end    1  121  90
      """)
  var lateness: [Double] = []
  for _ in 0..<10 {
    observer.clear()
    let origin = try bed.play(trace)
    guard let events = observer.wait(until: { $0.contains { $0.type == "RawTouchEnd" } }),
      let end = events.first(where: { $0.type == "RawTouchEnd" })
    else { continue }
    lateness.append(end.received.milliseconds(since: origin) - 300)
    bed.pause(100)
  }
  observer.stop()
  summary("bed_playback_lateness", lateness)
} catch {
  fail("the playback measurement failed: \(error)")
}

let baseline = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
let environment = bed.environment.merging(sounds.environment) { $1 }.merging([
  "HOME": home.path, "XDG_CONFIG_HOME": home.file("config"),
]) { $1 }

func start(tapAction: String, dragAction: String = "'true'") throws -> XGestureProcess {
  let config = """
    sounds:
      chomp: \(chomp)
    gestures:
      tap:
        type: tap
        on:
          recognized: \(tapAction)
      drag:
        type: pan
        on:
          ended: \(dragAction)
    """
  let path = try home.write(config, to: "config/xgesture/config.yaml")
  chmod(path, 0o644)
  let process = try XGestureProcess([], environment: environment)
  guard process.waitForLine(containing: "listening on", timeout: 20) != nil else {
    fail("xgesture did not start: \(process.output)")
  }
  return process
}

/// Taps N times at a quiet spot; returns the baseline's RawTouchEnd arrival of each.
func tapAndStamp(_ count: Int, spacing: Double) throws -> [Int64] {
  var ends: [Int64] = []
  for _ in 0..<count {
    baseline.clear()
    try bed.tap(x: 120, y: 90, hold: 20)
    guard
      let events = baseline.wait(timeout: 2, until: { $0.contains { $0.type == "RawTouchEnd" } }),
      let end = events.first(where: { $0.type == "RawTouchEnd" })
    else { continue }
    ends.append(end.arrival)
    bed.pause(spacing)
  }
  return ends
}

// Ready time, five starts.
var readiness: [Double] = []
for _ in 0..<5 {
  let started = MonotonicTime.now()
  let process = try start(tapAction: "'true'")
  if let line = process.waitForLine(containing: "listening on") {
    readiness.append(line.received.milliseconds(since: started))
  }
  process.stop()
}
summary("ready", readiness)

// Command start, idle CPU, memory.
let commandRun = try start(
  tapAction: "'echo tap > \(fifo.path)'", dragAction: "'echo drag > \(fifo.path)'")
report("rss_after_start_kb", "\(residentKilobytes(commandRun.pid))")
var commandLatencies: [Double] = []
for _ in 0..<taps {
  let seen = fifo.all.count
  guard let end = try tapAndStamp(1, spacing: 0).first else { continue }
  // The command of this tap: the next line into the FIFO (bounded wait).
  for _ in 0..<400 where fifo.all.count == seen { bed.pause(5) }
  if fifo.all.count > seen { commandLatencies.append(Double(fifo.all[seen] - end) / 1e6) }
  bed.pause(100)
}
summary("touchend_to_command", commandLatencies)

// The baseline of that figure, measured here and now: the same shell command
// started by this process with posix_spawn, as xgesture starts it.
guard let shellAlone = fifo.shellAlone(runs: taps) else { fail("cannot start /bin/sh") }
summary("sh_alone_to_fifo", shellAlone)
let ticksBefore = cpuTicks(commandRun.pid)
bed.pause(Double(idleSeconds) * 1000)
report("idle_cpu_ticks", "\(cpuTicks(commandRun.pid) - ticksBefore) over \(idleSeconds) s")
let tapsBefore = fifo.count(of: "tap")
for index in 0..<gestures {
  if index % 2 == 0 {
    try bed.tap(x: 60 + Double(index % 7) * 20, y: 60, hold: 0)
  } else {
    try bed.stroke(x: 60, y: 100, dx: 25, dy: 0, steps: 4, interval: 0)
  }
  bed.pause(4)  // about 200 gestures a second: a hand is slower, a burst is not a leak
  if index % 500 == 499 { bed.pause(400) }  // let timers settle now and then
}
// Every gesture was recognized and ran its command, or the memory figure is void.
let expectedTaps = (gestures + 1) / 2
let expectedDrags = gestures / 2
let everyCommand = poll(timeout: 60, interval: 50) {
  fifo.count(of: "tap") - tapsBefore >= expectedTaps && fifo.count(of: "drag") >= expectedDrags
    ? true : nil
}
bed.pause(1500)
report("rss_after_gestures_kb", "\(residentKilobytes(commandRun.pid)) after \(gestures) gestures")
let ranTaps = fifo.count(of: "tap") - tapsBefore
let ranDrags = fifo.count(of: "drag")
report(
  "gestures_with_their_command",
  "\(ranTaps + ranDrags) of \(gestures) (taps \(ranTaps), drags \(ranDrags))")
commandRun.stop()
guard everyCommand != nil, ranTaps == expectedTaps, ranDrags == expectedDrags else {
  fail(
    "of \(expectedTaps) taps and \(expectedDrags) drags, \(ranTaps) and \(ranDrags) ran their commands: "
      + "the memory figure does not describe \(gestures) recognized gestures")
}

// Sound: the sample cache against a paplay command, the same file.
let recording = try sounds.startRecording()
func soundLatencies(tapAction: String) throws -> [Double] {
  let process = try start(tapAction: tapAction)
  defer { process.stop() }
  bed.pause(500)  // the sample upload
  var values: [Double] = []
  for _ in 0..<max(5, taps / 2) {
    let ends = try tapAndStamp(1, spacing: 0)
    guard let end = ends.first else { continue }
    let endTime = MonotonicTime(nanoseconds: end)
    if let onset = try? recording.waitForOnset(after: endTime.adding(milliseconds: -5), timeout: 3) {
      values.append(onset.time.milliseconds(since: endTime))
    }
    bed.pause(700)  // the chomp is over before the next tap
  }
  return values
}
summary("touchend_to_sound_sample_cache", try soundLatencies(tapAction: "{ sound: chomp }"))
summary("touchend_to_sound_paplay_command", try soundLatencies(tapAction: "'paplay \(chomp)'"))
_ = recording.stop()
report("date", ISO8601DateFormatter().string(from: Date()))
stopBeds()
