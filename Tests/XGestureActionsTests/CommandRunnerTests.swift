import Testing
import XGestureActionKinds
import XGestureActions
import XGestureEngine
import XGestureTestSupport

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct CommandRunnerTests {
  static let panel = "device 1 \"test panel\" size 192x108mm screen 1920x1080"

  /// Runs `command` for `gesture` and pumps until it is reaped.
  private func runToEnd(
    _ command: String, gesture: String = "g", variables: [(name: String, value: String)] = [],
    timeout: Double? = nil, limits: CommandRunner.Limits = .init(), log: LogLines = LogLines()
  ) throws -> (lines: [String], handle: CommandRunner.Handle) {
    let runner = CommandRunner(limits: limits, killGrace: 300, log: log.sink)
    let handle = try runner.run(
      command, gesture: gesture, variables: variables, timeout: timeout, now: nowMilliseconds())
    #expect(pump(runner) { runner.runningCount == 0 })
    return (log.all, handle)
  }

  /// The `XGESTURE_*` variables a command saw, from its `env` output.
  private func variablesSeen(by transition: GestureTransition) throws -> [String: String] {
    let (lines, _) = try runToEnd(
      "env", gesture: transition.gesture, variables: transition.environment)
    var seen: [String: String] = [:]
    for line in lines {
      let prefix = "\(transition.gesture): XGESTURE_"
      guard line.hasPrefix(prefix), let equals = line.firstIndex(of: "=") else { continue }
      seen[
        String(line[line.index(line.startIndex, offsetBy: transition.gesture.count + 2)..<equals])] =
        String(line[line.index(after: equals)...])
    }
    return seen
  }

  @Test("A pan's ended command sees every XGESTURE variable with its value")
  func panSEndedCommandSeesEvery() throws {
    var trace = "xgesture-trace 1\n\(Self.panel)\n0 begin 1 96 54\n"
    for i in 1...10 { trace += "\(i * 10) update 1 \(96 + i) \(54 - Double(i) / 2)\n" }
    trace += "100 end 1 106 49\n"
    let all = try transitions(of: trace, gestures: [("pan", "pan", [:])])
    let ended = try #require(all.first { $0.to == .ended })
    let seen = try variablesSeen(by: ended)
    #expect(seen["XGESTURE_GESTURE"] == "pan")
    #expect(seen["XGESTURE_TYPE"] == "pan")
    #expect(seen["XGESTURE_STATE"] == "ended")
    #expect(seen["XGESTURE_FINGERS"] == "1")
    #expect(seen["XGESTURE_X"] == "1060")
    #expect(seen["XGESTURE_Y"] == "490")
    #expect(seen["XGESTURE_DX"] == "70")  // since began, at the 3 mm hysteresis
    #expect(seen["XGESTURE_DY"] == "-35")
    #expect(seen["XGESTURE_VX"] == "1000")
    #expect(seen["XGESTURE_VY"] == "-500")
    #expect(seen["XGESTURE_FLING_X"] == decimal(1060 + 1000 * Fling.glideSeconds, places: 0))
    #expect(seen["XGESTURE_FLING_Y"] == decimal(490 - 500 * Fling.glideSeconds, places: 0))
    #expect(seen["XGESTURE_SCALE"] == "1")
    #expect(seen["XGESTURE_ROTATION"] == "0")
    // The way its motion past the hysteresis pointed: 3 mm right and 1.5 mm up, mostly right.
    #expect(seen["XGESTURE_DIRECTION"] == "right")
    #expect(seen["XGESTURE_DEVICE"] == "test panel")
    #expect(seen["XGESTURE_DURATION"] == "100")
    #expect(seen["XGESTURE_SOURCE"] == "touchscreen")
    #expect(seen["XGESTURE_WINDOW"] == "")
    #expect(seen["XGESTURE_APP"] == "")
    #expect(seen.count == 20)
  }

  @Test("A pinch's command sees its scale and a rotation's its angle")
  func pinchSCommandSeesScaleRotation() throws {
    var trace = "xgesture-trace 1\n\(Self.panel)\n0 begin 1 86 54\n0 begin 2 106 54\n"
    for i in 1...10 {
      trace += "\(i * 10) update 1 \(86 - i) 54\n\(i * 10) update 2 \(106 + i) 54\n"
    }
    trace += "110 end 1 76 54\n110 end 2 116 54\n"
    let pinch = try #require(
      try transitions(of: trace, gestures: [("pinch", "pinch", [:])]).last { $0.to == .changed })
    let pinchSeen = try variablesSeen(by: pinch)
    // Scale since began (at the start threshold, span 10 mm → 11 mm, both fingers moved in one frame): 20 / 11.
    #expect(pinchSeen["XGESTURE_SCALE"] == "1.8182")
    #expect(pinchSeen["XGESTURE_FINGERS"] == "2")
    #expect(pinchSeen["XGESTURE_X"] == "960")

    // The last `changed`, while both fingers are down (at `ended` one has lifted).
    // Two fingers 20 mm apart turn a quarter turn clockwise about their middle.
    var turn = "xgesture-trace 1\n\(Self.panel)\n0 begin 1 86 54\n0 begin 2 106 54\n"
    for i in 1...9 {
      let angle = Double(i) * 10 * Double.pi / 180
      let (c, s) = (10 * cos(angle), 10 * sin(angle))
      turn += "\(i * 10) update 1 \(96 - c) \(54 - s)\n\(i * 10) update 2 \(96 + c) \(54 + s)\n"
    }
    turn += "100 end 1 96 44\n100 end 2 96 64\n"
    let rotate = try #require(
      try transitions(of: turn, gestures: [("turn", "rotate", [:])]).last { $0.to == .changed })
    let rotateSeen = try variablesSeen(by: rotate)
    #expect(rotateSeen["XGESTURE_GESTURE"] == "turn")
    #expect(rotateSeen["XGESTURE_TYPE"] == "rotate")
    #expect(
      rotateSeen["XGESTURE_ROTATION"]
        == rotate.environment.first { $0.name == "XGESTURE_ROTATION" }?.value)
    let degrees = try #require(Double(rotateSeen["XGESTURE_ROTATION"] ?? ""))
    #expect(degrees > 60 && degrees <= 90, "rotation \(degrees)")
  }

  @Test("A swipe's command sees its direction")
  func swipeSCommandSeesDirection() throws {
    var trace = "xgesture-trace 1\n\(Self.panel)\n0 begin 1 50 54\n"
    for i in 1...8 { trace += "\(i * 8) update 1 \(50 + 3 * i) 54\n" }
    trace += "70 end 1 74 54\n"
    let swipe = try #require(
      try transitions(of: trace, gestures: [("fling", "swipe", [:])]).first { $0.to == .recognized }
    )
    let seen = try variablesSeen(by: swipe)
    #expect(seen["XGESTURE_DIRECTION"] == "right")
    #expect(seen["XGESTURE_STATE"] == "recognized")
    #expect(seen["XGESTURE_TYPE"] == "swipe")
  }

  @Test("Gesture data reaches the command through variables, not its text")
  func gestureDataReachesCommandThroughVariables() throws {
    let hostile = "$(echo injected); `echo injected`"
    let (lines, _) = try runToEnd(
      #"printf '%s\n' "$XGESTURE_DEVICE""#, variables: [("XGESTURE_DEVICE", hostile)])
    #expect(lines == ["g: \(hostile)"])
  }

  @Test("A command runs in its own process group with stdin from /dev/null")
  func commandRunsOwnProcessGroupStdin() throws {
    let (lines, handle) = try runToEnd(
      "echo pid=$$ group=$(cut -d' ' -f5 /proc/$$/stat) stdin=$(readlink /proc/$$/fd/0); cat; echo done"
    )
    #expect(lines == ["g: pid=\(handle.pid) group=\(handle.pid) stdin=/dev/null", "g: done"])
    #expect(handle.pid != getpgrp())
  }

  @Test("Each output line goes to the log prefixed with the gesture's name")
  func eachOutputLineGoesLogPrefixed() throws {
    let (lines, _) = try runToEnd("echo one; echo two >&2; printf 'three'", gesture: "swipe-left")
    #expect(lines == ["swipe-left: one", "swipe-left: two", "swipe-left: three"])
  }

  @Test("A command that does not exist costs a line naming status 127")
  func commandDoesExistCostsLineNaming() throws {
    let (lines, _) = try runToEnd("xgesture-no-such-command --flag")
    #expect(
      lines.last
        == "g: command not found (sh exited with status 127): xgesture-no-such-command --flag")
    // sh's own message comes first, as the command's output.
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("xgesture-no-such-command: not found") == true)
  }

  @Test("A command that fails costs one line with its status")
  func commandFailsCostsLineStatus() throws {
    let (lines, _) = try runToEnd("exit 3")
    #expect(lines == ["g: command exited with status 3: exit 3"])
  }

  @Test("A successful command writes nothing of its own to the log")
  func successfulCommandWritesNothingOwnLog() throws {
    let (lines, _) = try runToEnd("true")
    #expect(lines.isEmpty)
  }

  @Test("Megabytes of output are cut to the limits and the log says how much was dropped")
  func megabytesOutputCutLimitsLogSays()
    throws
  {
    let limits = CommandRunner.Limits(maxLineBytes: 100, maxOutputBytes: 1000)
    let command = "head -c 3000000 /dev/zero | tr '\\0' x; echo; yes line | head -n 200000"
    let (lines, _) = try runToEnd(command, limits: limits)
    // The long line's cut is reported in that line; the total counts the rest.
    let lineBytes = 200_000 * 5
    #expect(
      lines.first
        == "g: \(String(repeating: "x", count: 100)) … (2999900 more bytes of this line dropped)")
    // Whole lines up to 1000 kept bytes: the first line counts 101, each "line" 5.
    let kept = lines.filter { $0 == "g: line" }.count
    #expect(kept == (1000 - 101 + 4) / 5)
    #expect(
      lines.last
        == "g: command output cut: \(lineBytes - kept * 5) bytes dropped after the first 1000: \(command.prefix(59))…"
    )
    #expect(lines.count == kept + 2)
  }

  @Test("A command past its timeout has its whole process group killed")
  func commandPastTimeoutHasWholeProcess() throws {
    let log = LogLines()
    let runner = CommandRunner(killGrace: 300, log: log.sink)
    let start = nowMilliseconds()
    try runner.run("sleep 30 & echo $!; sleep 30", gesture: "g", timeout: 200, now: start)
    #expect(pump(runner) { runner.runningCount == 0 })
    let elapsed = nowMilliseconds() - start
    #expect(elapsed >= 200 && elapsed < 3000)
    let lines = log.all
    #expect(
      lines.last
        == "g: command timed out after 200 ms, killed its process group: sleep 30 & echo $!; sleep 30"
    )
    let background = try #require(Int32(lines.first?.dropFirst(3) ?? ""))
    // The background sleep was in the group: it is gone (or a zombie its new parent reaps).
    let gone = LogLines().wait(timeout: 10) { _ in
      processStat(background).map { $0.first == "Z" || $0[2] != String(background) } ?? true
    }
    #expect(gone)
  }

  @Test("A hanging command without a timeout is left running and reaped when it ends")
  func hangingCommandWithoutTimeoutLeftRunning() throws {
    let log = LogLines()
    let runner = CommandRunner(log: log.sink)
    let handle = try runner.run("sleep 0.4", gesture: "g", now: nowMilliseconds())
    #expect(runner.nextDeadline == nil)
    runner.service(now: nowMilliseconds())
    #expect(runner.runningCount == 1)
    #expect(pump(runner) { runner.runningCount == 0 })
    #expect(processStat(handle.pid)?[1] != String(getpid()))
    #expect(log.all.isEmpty)
  }

  @Test("A thousand commands leave no zombie behind")
  func thousandCommandsLeaveZombieBehind() throws {
    let log = LogLines()
    let runner = CommandRunner(log: log.sink)
    var pids: [Int32] = []
    for batch in 0..<20 {
      for i in 0..<50 {
        pids.append(
          try runner.run(
            i % 2 == 0 ? "true" : "echo \(batch)", gesture: "g", now: nowMilliseconds()
          ).pid)
      }
      runner.service(now: nowMilliseconds())
    }
    #expect(pump(runner, timeout: 60) { runner.runningCount == 0 })
    #expect(runner.descriptors.isEmpty)
    let me = String(getpid())
    let zombies = pids.filter { pid in processStat(pid).map { $0[0] == "Z" && $0[1] == me } ?? false
    }
    #expect(zombies.isEmpty)
    #expect(log.all.count == 500)
  }
}
