import Foundation

/// A real X client on a bed (xev, xterm, xeyes, openbox…), its output
/// collected line by line: what the desktop tests use as applications and
/// window manager.
public final class XClient: @unchecked Sendable {
  public let program: String
  private let process: ChildProcess
  private let lock = NSLock()
  private var collected: [String] = []
  private var reader: LineReader?

  /// Starts `program` (found on PATH, else the error names `package`) with
  /// `arguments` and this process's environment plus `environment`.
  public init(
    _ program: String, package: String, arguments: [String] = [], environment: [String: String]
  ) throws(BedError) {
    self.program = program
    process = try ChildProcess(
      try ProgramLookup.find(program, package: package), arguments: arguments,
      environment: ChildProcess.environment(adding: environment.mapValues { Optional($0) }),
      standardOutput: .pipe, standardError: .pipe)
    reader = LineReader(reading: process.standardOutputPipe!) { [weak self] text, _ in
      guard let self else { return }
      lock.withLock { collected.append(text) }
    }
  }

  deinit { process.terminate(timeout: 2) }

  public var pid: Int32 { process.pid }
  public var isRunning: Bool { process.isRunning }

  /// Every line printed so far (standard output and error).
  public var lines: [String] { lock.withLock { collected } }

  /// Waits (polling, at most `timeout` seconds) until `condition` yields a value for the lines.
  public func waitForLines<T>(timeout: Double = 10, _ condition: ([String]) -> T?) -> T? {
    poll(timeout: timeout) { condition(lines) }
  }

  /// Ends it (SIGTERM to its group, then SIGKILL).
  @discardableResult
  public func stop() -> ChildProcess.Status { process.terminate(timeout: 2) }

  /// Runs an X tool (xprop, xwininfo…) to its end: its output.
  public static func run(
    _ program: String, package: String, arguments: [String], environment: [String: String]
  ) throws(BedError) -> String {
    let result = try ChildProcess.run(
      try ProgramLookup.find(program, package: package), arguments: arguments,
      environment: ChildProcess.environment(adding: environment.mapValues { Optional($0) }))
    return result.output
  }
}

/// What xev printed about key events: `KeyPress Control_L`, `KeyRelease plus`, in order.
public enum XevKeys {
  public static func events(in lines: [String]) -> [String] {
    var result: [String] = []
    var pending: String?
    for line in lines {
      if line.hasPrefix("KeyPress event") { pending = "KeyPress" }
      if line.hasPrefix("KeyRelease event") { pending = "KeyRelease" }
      if let kind = pending, let open = line.range(of: "(keysym ") {
        let rest = line[open.upperBound...]
        if let comma = rest.firstIndex(of: ","), let close = rest.firstIndex(of: ")") {
          let name = rest[rest.index(comma, offsetBy: 2)..<close]
          result.append("\(kind) \(name)")
        }
        pending = nil
      }
    }
    return result
  }
}

/// What xev printed about button presses: each `ButtonPress` event's button
/// and server time (its `time` field), in order.
public enum XevButtons {
  public static func presses(in lines: [String]) -> [(button: Int, time: UInt32)] {
    var result: [(button: Int, time: UInt32)] = []
    var inPress = false
    var time: UInt32?
    for line in lines {
      if line.hasPrefix("ButtonPress event") {
        inPress = true
        time = nil
      } else if line.hasSuffix(" event") || line.contains(" event, serial") {
        inPress = false
      }
      guard inPress else { continue }
      if let found = number(after: "time ", in: line) { time = UInt32(found) }
      if let button = number(after: "button ", in: line) {
        result.append((Int(button), time ?? 0))
        inPress = false
      }
    }
    return result
  }

  private static func number(after label: String, in line: String) -> UInt? {
    guard let range = line.range(of: label) else { return nil }
    return UInt(line[range.upperBound...].prefix { $0.isNumber })
  }
}
