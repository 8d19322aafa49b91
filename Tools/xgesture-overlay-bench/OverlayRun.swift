import Foundation
import XGestureTestSupport

/// One xgesture binary on the bed with a config of the bench's own (a
/// private XDG_CONFIG_HOME), ready once it printed `listening on`; its
/// memory and CPU read from /proc.
final class OverlayRun {
  let process: XGestureProcess
  private let home: TemporaryDirectory

  init(binary: String, config: String, environment: [String: String]) throws {
    home = try TemporaryDirectory(prefix: "xgesture-overlay-bench")
    mkdir(home.file("xgesture"), 0o755)
    try home.write(config, to: "xgesture/config.yaml")
    chmod(home.file("xgesture/config.yaml"), 0o644)
    var environment = environment
    environment["XDG_CONFIG_HOME"] = home.path
    process = try XGestureProcess(command: [binary, "--verbose"], environment: environment)
    guard process.waitForLine(containing: "listening on", timeout: 20) != nil else {
      throw BedError.startFailed(binary, detail: process.output)
    }
  }

  deinit { process.stop() }

  /// A field of /proc/PID/smaps_rollup in kB (`Rss`, `Private_Dirty`); -1 when unreadable.
  func memory(_ field: String) -> Int {
    guard
      let text = try? String(contentsOfFile: "/proc/\(process.pid)/smaps_rollup", encoding: .utf8)
    else { return -1 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
  }

  /// utime + stime, clock ticks (/proc/PID/stat fields 14 and 15).
  var cpuTicks: Int {
    guard let text = try? String(contentsOfFile: "/proc/\(process.pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return -1 }
    let fields = text[text.index(after: close)...].split(separator: " ")
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }
}
