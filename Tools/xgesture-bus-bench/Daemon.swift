import Foundation
import XGestureTestSupport

/// What to end before exiting (exit runs no deinit): daemons, clients, the bus, the bed.
nonisolated(unsafe) var endings: [() -> Void] = []

func end() {
  for ending in endings.reversed() { ending() }
}

func fail(_ sentence: String) -> Never {
  print("bus-bench: \(sentence)")
  end()
  exit(1)
}

/// A release-built xgesture started as a user starts it, with `config`
/// and `environment`, once it listens (and, with `bus`, owns its name there).
func startDaemon(config: String, environment: [String: String], bus: SessionBusBed?) -> XGestureProcess {
  do {
    let xgesture = try XGestureProcess(["--config", config], environment: environment)
    endings.append { xgesture.stop() }
    guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil,
      bus == nil || bus!.waitForOwner(of: "org.xgesture.Xgesture") != nil
    else { fail("xgesture did not start\(bus == nil ? "" : " on the bus"): \(xgesture.output)") }
    return xgesture
  } catch {
    fail("xgesture did not start: \(error)")
  }
}

/// A process's CPU time as /proc/PID/stat has it: utime + stime, in clock ticks.
func cpuTicks(_ pid: Int32) -> Int {
  let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
  // The fields after the command's closing parenthesis: state is the 3rd field, utime the 14th.
  let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
  guard fields.count > 12 else { fail("no /proc/\(pid)/stat") }
  return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
}

/// A process's CPU time in ms from every thread's /proc/PID/task/TID/schedstat (ns on the CPU).
func cpuMilliseconds(_ pid: Int32) -> Double {
  let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
  let nanoseconds = tasks.compactMap { task -> Int? in
    let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
    return text?.split(separator: " ").first.flatMap { Int($0) }
  }
  return Double(nanoseconds.reduce(0, +)) / 1_000_000
}

/// A process's CPU over `body`: clock ticks (utime + stime) and ms on the CPU.
func cpu(of pid: Int32, during body: () throws -> Void) rethrows -> (ticks: Int, milliseconds: Double) {
  let ticks = cpuTicks(pid)
  let milliseconds = cpuMilliseconds(pid)
  try body()
  return (cpuTicks(pid) - ticks, cpuMilliseconds(pid) - milliseconds)
}

/// A process's memory from /proc/PID/smaps_rollup: Rss and Private_Clean + Private_Dirty, kB.
func memory(of pid: Int32) -> (resident: Int, privateKB: Int) {
  let text = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
  func field(_ name: String) -> Int {
    let line = text.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
  return (field("Rss"), field("Private_Clean") + field("Private_Dirty"))
}

/// Sleeps `seconds` without a clock to advance: the bench's figures are of real time.
func idle(_ seconds: Double) { usleep(useconds_t(seconds * 1_000_000)) }
