import Foundation
import Testing
import XGestureTestSupport

@Suite("Child processes: spawned in their own process group and always stopped")
struct ChildProcessTests {
  @Test("Running a short program returns its status and its output")
  func runReturnsStatusAndOutput() throws {
    let (status, output) = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"], environment: [:])
    #expect(status == .exited(3))
    #expect(output.split(separator: "\n").sorted() == ["err", "out"])
  }

  @Test("The child gets exactly the environment it is given")
  func childGetsItsEnvironment() throws {
    let (_, output) = try ChildProcess.run(
      "/usr/bin/env", environment: ["XGESTURE_PROBE": "42"])
    #expect(output == "XGESTURE_PROBE=42\n")
  }

  @Test("A program that cannot be executed fails to start with a sentence")
  func missingExecutableFailsToStart() {
    #expect(
      throws: BedError.startFailed("/nonexistent/program", detail: "No such file or directory")
    ) {
      _ = try ChildProcess("/nonexistent/program", environment: [:])
    }
  }

  @Test("Terminating a child stops everything in its process group, even what ignores SIGTERM")
  func terminateStopsTheWholeGroup() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-child")
    let pidFile = folder.file("grandchild.pid")
    // The grandchild ignores SIGTERM, so only the SIGKILL after the
    // leader's exit can end it.
    let child = try ChildProcess(
      "/bin/sh",
      arguments: ["-c", "(trap '' TERM; exec sleep 600) & echo $! > \(pidFile); wait"],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(child.isRunning)
    let grandchild = try #require(pollForPid(in: pidFile))
    #expect(getpgid(grandchild) == child.pid)

    let status = child.terminate(timeout: 5)
    #expect(status == .signalled(SIGTERM))
    #expect(!child.isRunning)
    #expect(pollUntilGone(grandchild), "the grandchild \(grandchild) survived")
  }

  @Test("A child that ignores SIGTERM is killed after the timeout")
  func stubbornChildIsKilled() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-child")
    let ready = folder.file("ready")
    let child = try ChildProcess(
      "/bin/sh", arguments: ["-c", "trap '' TERM; echo $$ > \(ready); while :; do sleep 1; done"],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(pollForPid(in: ready) == child.pid)
    let started = MonotonicTime.now()
    let status = child.terminate(timeout: 0.2)
    #expect(status == .signalled(SIGKILL))
    #expect(started.millisecondsAgo < 2000)
  }

  @Test("Waiting for a child that exits by itself reports its status without blocking past it")
  func waitForExitReportsStatus() throws {
    let child = try ChildProcess("/bin/sh", arguments: ["-c", "exit 7"], environment: [:])
    #expect(child.waitForExit(timeout: 5) == .exited(7))
    #expect(child.status == .exited(7))
    let sleeper = try ChildProcess("/bin/sleep", arguments: ["600"], environment: [:])
    #expect(sleeper.waitForExit(timeout: 0.05) == nil)
    #expect(sleeper.terminate() == .signalled(SIGTERM))
  }

  @Test("Output can be appended to a log file across runs")
  func outputAppendsToALog() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-child")
    let log = folder.file("log")
    for word in ["one", "two"] {
      let child = try ChildProcess(
        "/bin/echo", arguments: [word], environment: [:], standardOutput: .append(log))
      #expect(child.waitForExit(timeout: 5) == .exited(0))
    }
    #expect(ChildProcess.lastLines(ofFile: log, count: 5) == "one\ntwo")
  }
}

/// Reads a pid a shell wrote to `path`, polling until it is there.
private func pollForPid(in path: String) -> pid_t? {
  let deadline = MonotonicTime.now().adding(milliseconds: 5000)
  while MonotonicTime.now() < deadline {
    if let text = try? String(contentsOfFile: path, encoding: .utf8),
      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    {
      return pid
    }
    usleep(2_000)
  }
  return nil
}

/// True once `pid` no longer runs (gone, or a zombie awaiting its reaper).
private func pollUntilGone(_ pid: pid_t) -> Bool {
  let deadline = MonotonicTime.now().adding(milliseconds: 5000)
  while MonotonicTime.now() < deadline {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return true
    }
    // The state follows the parenthesised command name.
    if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" {
      return true
    }
    usleep(2_000)
  }
  return false
}
