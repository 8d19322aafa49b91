import Foundation
import Synchronization
import XGestureSystem

/// A program a bed runs (a server, a recorder, a client), started by the
/// system layer's `Spawn` (posix_spawn(3)) as the leader of its own process
/// group so that everything it starts can be stopped together.
///
/// - The child gets exactly the environment passed in (use
///   `ChildProcess.environment(adding:)` to start from this process's own),
///   standard input from /dev/null (or a pipe this object owns, written
///   through `standardInputPipe`), and default signal dispositions.
/// - Its standard output and error go where `Output` says: discarded, into a
///   log file, or into a pipe this object owns (read it from
///   `standardOutputPipe`; it is closed when the object is released).
/// - The leader is not reaped until `terminate` (or deinit), so its process
///   group id stays reserved and signalling the group never reaches a stranger.
/// - `terminate(timeout:)` sends SIGTERM to the whole group, waits up to the
///   timeout, then sends SIGKILL; afterwards any member left in the group is
///   killed too. Releasing the object does the same, so a failing test cannot
///   leave its servers running.
///
/// Waiting polls `waitid(WNOWAIT)` with a short, growing interval; every wait
/// takes a bound.
public final class ChildProcess: @unchecked Sendable {
  /// Where one of the child's output streams goes.
  public enum Output: Sendable {
    /// /dev/null.
    case discard
    /// A file, created or truncated.
    case file(String)
    /// A file, created or appended to (a log kept over restarts).
    case append(String)
    /// A pipe (a Unix stream socket pair) whose read end is
    /// `standardOutputPipe`; when both streams ask for it they share it.
    case pipe
  }

  /// How a child ended.
  public enum Status: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)

    public var description: String {
      switch self {
      case .exited(let code): return "exited with status \(code)"
      case .signalled(let signal): return "was killed by signal \(signal)"
      }
    }

    /// True for `exited(0)`.
    public var succeeded: Bool { self == .exited(0) }
  }

  /// The program's path and arguments, for messages.
  public let executable: String
  public let arguments: [String]
  /// The child's process id, which is also its process group id.
  public let pid: pid_t
  /// The read end of the child's output pipe when `.pipe` was asked for.
  public let standardOutputPipe: Int32?
  /// The write end of the child's input when `inputPipe` was asked for;
  /// closing it (or releasing this object) gives the child end-of-file.
  public let standardInputPipe: Int32?

  private struct State {
    var status: Status?
    var reaped = false
  }
  private let state = Mutex(State())

  /// Starts `executable` (a full path, e.g. from `ProgramLookup.find`) with
  /// `arguments` and exactly `environment`.
  public init(
    _ executable: String,
    arguments: [String] = [],
    environment: [String: String],
    standardOutput: Output = .discard,
    standardError: Output = .discard,
    inputPipe: Bool = false
  ) throws(BedError) {
    self.executable = executable
    self.arguments = arguments
    // Socket pairs rather than pipe(2): they are made close-on-exec
    // atomically, so a child that another thread spawns at the same moment
    // cannot inherit the write end and hold the reader's end-of-file back.
    // The child's ends are closed once it has them; ours stay with this object.
    let wantsPipe: Bool
    switch (standardOutput, standardError) {
    case (.pipe, _), (_, .pipe): wantsPipe = true
    default: wantsPipe = false
    }
    let pipeEnds = try Self.socketPair(if: wantsPipe)
    defer { try? pipeEnds?.child.close() }
    let inputEnds: (ours: FileDescriptor, child: FileDescriptor)?
    do {
      inputEnds = try Self.socketPair(if: inputPipe)
    } catch {
      try? pipeEnds?.ours.close()
      throw error
    }
    defer { try? inputEnds?.child.close() }

    func destination(_ output: Output) -> Spawn.Output {
      switch output {
      case .discard: .null
      case .file(let path): .file(path)
      case .append(let path): .appending(path)
      case .pipe: .descriptor(pipeEnds!.child)
      }
    }
    let spawn = Spawn(
      executable, arguments: [executable] + arguments, environment: environment,
      standardInput: inputEnds.map { .descriptor($0.child) } ?? .null,
      standardOutput: destination(standardOutput), standardError: destination(standardError))
    do {
      pid = try spawn.start()
    } catch {
      try? pipeEnds?.ours.close()
      try? inputEnds?.ours.close()
      if error.function == "posix_spawn" && (error.code == ENOENT || error.code == EACCES) {
        throw .startFailed(executable, detail: error.sentence)
      }
      throw .system("posix_spawn \(executable)", error)
    }
    standardOutputPipe = pipeEnds?.ours.rawValue
    standardInputPipe = inputEnds?.ours.rawValue
  }

  /// A socket pair (ours, the child's) when `wanted`.
  private static func socketPair(if wanted: Bool) throws(BedError) -> (
    ours: FileDescriptor, child: FileDescriptor
  )? {
    guard wanted else { return nil }
    do {
      return try FileDescriptor.socketPair()
    } catch {
      throw .system("socketpair", error)
    }
  }

  /// This process's environment with `overrides` applied (a nil value removes
  /// the variable).
  public static func environment(adding overrides: [String: String?] = [:]) -> [String: String] {
    var result = ProcessInfo.processInfo.environment
    for (key, value) in overrides { result[key] = value }
    return result
  }

  /// How the child ended, or nil while it runs. Never blocks.
  public var status: Status? { checkStatus(blocking: false) }

  /// True while the child (the group's leader) has not exited.
  public var isRunning: Bool { status == nil }

  /// Waits until the child exits, at most `timeout` seconds; nil if it is
  /// still running then.
  @discardableResult
  public func waitForExit(timeout: Double) -> Status? {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    var interval = 1.0  // milliseconds
    while true {
      if let status = checkStatus(blocking: false) { return status }
      if MonotonicTime.now() >= deadline { return nil }
      MonotonicClock.sleep(milliseconds: interval)
      interval = min(interval * 2, 20)
    }
  }

  /// Sends `signal` to every process in the child's group, if the group's
  /// leader has not been reaped yet.
  public func signalGroup(_ signal: Int32) {
    state.withLock { state in
      if !state.reaped { try? ProcessGroup(leader: pid).send(Signal(rawValue: signal)) }
    }
  }

  /// Stops the child and everything in its process group: SIGTERM, up to
  /// `timeout` seconds for the leader to exit, then SIGKILL. Returns how the
  /// leader ended. Safe to call more than once.
  @discardableResult
  public func terminate(timeout: Double = 5) -> Status {
    if checkStatus(blocking: false) == nil {
      signalGroup(SIGTERM)
      if waitForExit(timeout: timeout) == nil {
        signalGroup(SIGKILL)
      }
    }
    let status = checkStatus(blocking: true) ?? .signalled(SIGKILL)
    state.withLock { state in
      guard !state.reaped else { return }
      // Members the leader left behind go with it.
      try? ProcessGroup(leader: pid).send(.kill)
      _ = try? ChildExit.waitForExit(pid)
      state.reaped = true
    }
    return status
  }

  /// The child's status via waitid(WNOWAIT), which leaves the leader a
  /// zombie so its process group id cannot be reused before `terminate`.
  private func checkStatus(blocking: Bool) -> Status? {
    if let known = state.withLock({ $0.status }) { return known }
    guard let ending = try? ChildExit.ending(of: pid, blocking: blocking) else { return nil }
    let status: Status =
      switch ending {
      case .exited(let code): .exited(code)
      case .signalled(let signal): .signalled(signal)
      }
    state.withLock { $0.status = status }
    return status
  }

  deinit {
    if let fd = standardInputPipe { try? FileDescriptor(rawValue: fd).close() }
    terminate(timeout: 2)
    if let fd = standardOutputPipe { try? FileDescriptor(rawValue: fd).close() }
  }
}

extension ChildProcess {
  /// Runs a short-lived program to its end and returns its status and its
  /// standard output and error together. If it has not finished after
  /// `timeout` seconds it is killed and `.timedOut` is thrown.
  public static func run(
    _ executable: String,
    arguments: [String] = [],
    environment: [String: String],
    timeout: Double = 10
  ) throws(BedError) -> (status: Status, output: String) {
    let child = try ChildProcess(
      executable, arguments: arguments, environment: environment,
      standardOutput: .pipe, standardError: .pipe)
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let fd = FileDescriptor(rawValue: child.standardOutputPipe!)
    while true {
      let remaining = max(0, -deadline.millisecondsAgo)
      guard let ready = try? FileDescriptor.poll(readable: [fd], timeout: remaining) else { break }
      if ready.isEmpty {
        if remaining > 0 { continue }  // interrupted by a signal: look at the clock again
        break
      }
      let count = buffer.withUnsafeMutableBytes { try? fd.read(into: $0) }
      guard let count, count > 0 else { break }
      bytes += buffer[0..<count]
    }
    let remaining = max(0, -deadline.millisecondsAgo) / 1000
    guard child.waitForExit(timeout: remaining) != nil else {
      child.terminate(timeout: 1)
      let name = ([executable] + arguments).joined(separator: " ")
      throw .timedOut(name, seconds: timeout)
    }
    let status = child.terminate(timeout: 1)
    return (status, String(decoding: bytes, as: UTF8.self))
  }

  /// The last `count` lines of a log file, joined by newlines ("" if the file
  /// cannot be read): the detail a `.startFailed` error quotes.
  public static func lastLines(ofFile path: String, count: Int = 10) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return lines.suffix(count).joined(separator: "\n")
  }
}
