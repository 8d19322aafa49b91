import Foundation

/// The built `xgesture` program, run as a user would run it, for end-to-end
/// tests: its output is collected line by line with the moment each line was
/// read.
public final class XGestureProcess: @unchecked Sendable {
  public struct Line: Sendable, Equatable {
    public var text: String
    public var received: MonotonicTime
  }

  public let arguments: [String]
  private let process: ChildProcess
  private let lock = NSLock()
  private var collected: [Line] = []
  private var reader: LineReader?

  /// Starts `xgesture ARGUMENTS` with this process's environment plus
  /// `environment` (standard output and error together).
  public convenience init(_ arguments: [String], environment: [String: String]) throws(BedError) {
    try self.init(command: [try Self.binaryPath()] + arguments, environment: environment)
  }

  /// Starts a command line that runs xgesture, e.g. inside a libinput bed
  /// (`TouchBed.commandInside(XGestureProcess.binaryPath(), arguments:)`);
  /// `arguments` are those after the first element.
  public init(command: [String], environment: [String: String]) throws(BedError) {
    guard let program = command.first else { throw .misuse("an empty command line") }
    arguments = Array(command.dropFirst())
    let overrides = environment.mapValues { Optional($0) }
    process = try ChildProcess(
      program, arguments: arguments, environment: ChildProcess.environment(adding: overrides),
      standardOutput: .pipe, standardError: .pipe)
    reader = LineReader(reading: process.standardOutputPipe!) { [weak self] text, time in
      guard let self else { return }
      lock.withLock { collected.append(Line(text: text, received: time)) }
    }
  }

  deinit { process.terminate(timeout: 2) }

  public var pid: Int32 { process.pid }

  /// Every line printed so far.
  public var lines: [Line] { lock.withLock { collected } }

  /// Everything printed so far, one string.
  public var output: String { lines.map(\.text).joined(separator: "\n") }

  /// Waits (polling, at most `timeout` seconds) for a line containing
  /// `text`, and returns it.
  public func waitForLine(containing text: String, timeout: Double = 10) -> Line? {
    waitForLines(timeout: timeout) { $0.first { $0.text.contains(text) } }
  }

  /// Waits until `condition` yields a value for the lines so far.
  public func waitForLines<T>(timeout: Double = 10, _ condition: ([Line]) -> T?) -> T? {
    poll(timeout: timeout) { () -> T? in
      if let found = condition(lines) { return found }
      guard !process.isRunning else { return nil }
      // It exited: whatever it printed is all there will be.
      reader?.waitForEnd(timeout: 1)
      return condition(lines)
    }
  }

  /// Sends `signal` to xgesture alone (not its commands' process groups).
  public func send(_ signal: Int32) { kill(process.pid, signal) }

  /// Waits for xgesture to exit by itself and returns how it ended.
  public func waitForExit(timeout: Double = 10) -> ChildProcess.Status? {
    let status = process.waitForExit(timeout: timeout)
    if status != nil { reader?.waitForEnd(timeout: 2) }
    return status
  }

  /// SIGTERM, then how it ended.
  @discardableResult
  public func stop(timeout: Double = 5) -> ChildProcess.Status {
    send(SIGTERM)
    if let status = waitForExit(timeout: timeout) { return status }
    return process.terminate(timeout: 1)
  }

  /// Runs `xgesture ARGUMENTS` to its end and returns its status and output.
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], timeout: Double = 30
  ) throws(BedError) -> (status: ChildProcess.Status, output: String) {
    try ChildProcess.run(
      try binaryPath(), arguments: arguments,
      environment: ChildProcess.environment(adding: environment.mapValues { Optional($0) }), timeout: timeout)
  }

  /// The binary built next to the test binary; `XGESTURE_BINARY` overrides it.
  public static func binaryPath() throws(BedError) -> String {
    try BuiltProgram.path(of: "xgesture", override: "XGESTURE_BINARY")
  }
}

/// Finds a program of this package built next to the running test binary.
enum BuiltProgram {
  static func path(of name: String, override variable: String) throws(BedError) -> String {
    if let path = ProcessInfo.processInfo.environment[variable] { return path }
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = own.deletingLastPathComponent()
    // An XCTest bundle on Linux is a file in the build folder; be tolerant of a folder bundle.
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name).path
      if access(candidate, X_OK) == 0 { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    throw .misuse(
      "\(name) was not built next to \(own.path) — build and run the tests with 'make test', the benchmarks with 'make bench'"
    )
  }
}
