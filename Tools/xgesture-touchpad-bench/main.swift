// Touchpad gestures end to end (docs/BENCHMARKS.md): the built binary on a
// real Xorg whose inputtest touchpad plays scripted XI 2.4 three-finger
// swipes, against a minimal XI 2.4 client (xgesture-gesture-observer: the six
// gesture events on the root window for all master devices, as xgesture
// selects them in observe mode).
//
// The server lets one client per window select gesture events (a second
// selection on the root is refused with BadAccess) and gives each gesture to
// one client, so the two cannot read the same swipe: they take turns, in
// blocks of swipes (the minimal client alone, then xgesture alone, and again),
// and both are timed from the same moment, the swipe's end event written to
// the inputtest driver's socket. Both stamps are taken the same way: when this
// bench reads the line the client printed for it from its pipe.
//
// xgesture runs with --verbose and one gesture: a three-finger pan. The
// swipe's end event is what ends the pan (a `swipe` gesture is recognized
// during the motion, before the end event). Its transition is timed with no
// action bound, so that no command starting on the 2 cores delays the line's
// reading; its command in blocks of their own, with `ended` running
// `echo swipe > FIFO`.
//
//   client      end written → the minimal client's GestureSwipeEnd line
//   transition  end written → xgesture's "pan3: changed → ended" line
//   command     end written → the command's line in the FIFO; against
//               `sh -c 'echo > FIFO'` started by this bench itself (posix_spawn,
//               as xgesture starts commands), the same run
// and the differences of medians: transition − client, command − client.
//
// Swipes are played one at a time and paired by sequence within each block.
// Every swipe must reach the minimal client once, or begin and end xgesture's
// pan once (and run its command once, where bound); otherwise the bench exits
// 1 with one sentence.
//
// Usage: xgesture-touchpad-bench [swipes=100] (for each of the three, in blocks of 25)
// (the binary under test: XGESTURE_BINARY, else the one built next to this).
import Foundation
import XGestureTestSupport

/// Why the bench stops: one sentence on standard error, exit status 1.
func fail(_ sentence: String) -> Never {
  FileHandle.standardError.write(Data("xgesture-touchpad-bench: \(sentence)\n".utf8))
  exit(1)
}

let swipes = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100

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
  report(
    name,
    String(
      format: "median %.3f ms, p95 %.3f ms, min %.3f ms, n %d", at(0.5), at(0.95), sorted[0],
      sorted.count))
}

// The programs this bench drives are built next to it by `make bench`.
let bed: TouchBed
let home: TemporaryDirectory
let xgestureBinary: String
do {
  xgestureBinary = try XGestureProcess.binaryPath()
  home = try TemporaryDirectory(prefix: "xgesture-touchpad-bench")
  bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
} catch {
  fail(error.description)
}
let fifo = FifoStamps(path: home.file("commands.fifo"))
let pan = """
  gestures:
    pan3:
      type: pan
      fingers: 3

  """
let configPath: String
let commandConfigPath: String
do {
  configPath = try home.write(pan, to: "pan.yaml")
  commandConfigPath = try home.write(
    pan + "    on:\n      ended: 'echo swipe > \(fifo.path)'\n", to: "command.yaml")
} catch {
  fail(error.description)
}

// 40 mm in libinput's unaccelerated units (docs/BEDS.md, touchpad units),
// 10 updates 8 ms apart: a quick three-finger swipe, left and right in turn.
let distance = 40 / 0.0951
func playSwipe(_ index: Int) -> MonotonicTime {
  do {
    return try bed.swipe(fingers: 3, dx: index % 2 == 0 ? -distance : distance, dy: 0, steps: 10)
      .end
  } catch {
    fail("swipe \(index + 1) could not be played: \(error.description)")
  }
}

var clientDelays: [Double] = []
var transitionDelays: [Double] = []
var commandDelays: [Double] = []
var clientEnds = 0
var pansBegan = 0
var pansEnded = 0
var commandsRan = 0
let block = 25

/// `count` swipes with only the minimal client selecting gesture events.
@MainActor func clientBlock(_ count: Int) {
  let observer: GestureObserver
  do {
    observer = try GestureObserver(display: bed.display)
  } catch {
    fail(error.description)
  }
  var written: [MonotonicTime] = []
  for index in 0..<count {
    written.append(playSwipe(index))
    _ = observer.wait(timeout: 3) { $0.filter { $0.type == "GestureSwipeEnd" }.count > index }
    bed.pause(40)
  }
  bed.pause(200)  // anything late or repeated is counted too
  observer.stop()
  let ends = observer.events.filter { $0.type == "GestureSwipeEnd" }
  clientEnds += ends.count
  clientDelays += zip(written, ends).map { $1.received.milliseconds(since: $0) }
}

/// `count` swipes with only xgesture selecting gesture events; with
/// `command`, the pan's end runs the FIFO's command.
@MainActor func xgestureBlock(_ count: Int, command: Bool) {
  let xgesture: XGestureProcess
  do {
    xgesture = try XGestureProcess(
      command: [xgestureBinary, "--config", command ? commandConfigPath : configPath, "--verbose"],
      environment: bed.environment)
  } catch {
    fail(error.description)
  }
  guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil,
    xgesture.output.contains("1 touchpad")
  else {
    fail("xgesture did not start with the inputtest touchpad: \(xgesture.output)")
  }
  func ended() -> [XGestureProcess.Line] {
    xgesture.lines.filter { $0.text.contains("pan3: changed → ended") }
  }
  let commandsBefore = fifo.count
  var written: [MonotonicTime] = []
  for index in 0..<count {
    written.append(playSwipe(index))
    _ = poll(timeout: 3, interval: 2) {
      ended().count > index && (!command || fifo.count - commandsBefore > index) ? true : nil
    }
    bed.pause(40)
  }
  bed.pause(200)
  _ = xgesture.stop()
  if xgesture.output.contains("X protocol error") {
    fail("xgesture met an X protocol error: \(xgesture.output)")
  }
  let transitions = ended()
  let commands = Array(fifo.all.dropFirst(commandsBefore))
  let began = xgesture.lines.filter { $0.text.contains("pan3: possible → began") }.count
  guard began == count, transitions.count == count, commands.count == (command ? count : 0) else {
    fail(
      "of \(count) swipes, xgesture began \(began) pans and ended \(transitions.count), and \(commands.count) commands ran"
        + (command ? " (each must be \(count))" : " (\(count) pans, no command)"))
  }
  if command {
    commandsRan += commands.count
    commandDelays += zip(written, commands).map { Double($1 - $0.nanoseconds) / 1e6 }
  } else {
    pansBegan += began
    pansEnded += transitions.count
    transitionDelays += zip(written, transitions).map { $1.received.milliseconds(since: $0) }
  }
}

var done = 0
while done < swipes {
  let count = min(block, swipes - done)
  clientBlock(count)
  xgestureBlock(count, command: false)
  xgestureBlock(count, command: true)
  done += count
}

/// The median as `summary` takes it.
func median(_ values: [Double]) -> Double {
  values.isEmpty ? .nan : values.sorted()[Int((Double(values.count - 1) * 0.5).rounded())]
}
report(
  "swipes",
  "\(swipes) each: \(clientEnds) ends at the minimal client; xgesture: \(pansBegan) pans began and \(pansEnded) ended (no action bound), \(commandsRan) commands ran (bound)"
)
summary("end_written_to_minimal_client", clientDelays)
summary("end_written_to_transition", transitionDelays)
summary("end_written_to_command", commandDelays)
report(
  "transition_minus_client",
  String(format: "%.3f ms (difference of medians)", median(transitionDelays) - median(clientDelays))
)
report(
  "command_minus_client",
  String(format: "%.3f ms (difference of medians)", median(commandDelays) - median(clientDelays)))

// The command's baseline, measured here and now: the same shell command
// started by this process with posix_spawn, as xgesture starts it.
guard let shellAlone = fifo.shellAlone(runs: min(swipes, 50)) else { fail("cannot start /bin/sh") }
summary("sh_alone_to_fifo", shellAlone)
bed.stop()
if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
  report("load_average", load.split(separator: " ").prefix(3).joined(separator: " "))
}
report("date", ISO8601DateFormatter().string(from: Date()))

guard clientEnds == swipes, pansBegan == swipes, pansEnded == swipes, commandsRan == swipes else {
  fail(
    "of \(swipes) swipes each, \(clientEnds) reached the minimal client, and xgesture began \(pansBegan) pans,"
      + " ended \(pansEnded) and ran \(commandsRan) commands: each must be \(swipes)")
}
