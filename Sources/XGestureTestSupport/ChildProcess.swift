import Foundation
import Synchronization
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A program a bed runs (a server, a recorder, a client), started with
/// posix_spawn(3) as the leader of its own process group so that everything
/// it starts can be stopped together.
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

    let wantsPipe: Bool
    switch (standardOutput, standardError) {
    case (.pipe, _), (_, .pipe): wantsPipe = true
    default: wantsPipe = false
    }
    // Socket pairs rather than pipe(2): they are made close-on-exec
    // atomically, so a child that another thread spawns at the same moment
    // cannot inherit the write end and hold the reader's end-of-file back.
    var pipeEnds: (ours: FileDescriptor, child: FileDescriptor)?
    if wantsPipe {
      do {
        pipeEnds = try FileDescriptor.socketPair()
      } catch {
        throw .system("socketpair", error)
      }
    }
    // The write end is only for the child; the read end is ours.
    defer { try? pipeEnds?.child.close() }
    var inputEnds: (ours: FileDescriptor, child: FileDescriptor)?
    if inputPipe {
      do {
        inputEnds = try FileDescriptor.socketPair()
      } catch {
        try? pipeEnds?.ours.close()
        throw .system("socketpair", error)
      }
    }
    // The child reads from its end; we write into ours.
    defer { try? inputEnds?.child.close() }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let inputEnds {
      posix_spawn_file_actions_adddup2(&actions, inputEnds.child.rawValue, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    for (fd, output) in [(Int32(1), standardOutput), (Int32(2), standardError)] {
      switch output {
      case .discard:
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      case .append(let path):
        posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
      case .pipe:
        posix_spawn_file_actions_adddup2(&actions, pipeEnds!.child.rawValue, fd)
      }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      try? pipeEnds?.ours.close()
      try? inputEnds?.ours.close()
      let error = Errno(result, function: "posix_spawn")
      if result == ENOENT || result == EACCES {
        throw .startFailed(executable, detail: error.sentence)
      }
      throw .system("posix_spawn \(executable)", error)
    }
    pid = child
    standardOutputPipe = pipeEnds?.ours.rawValue
    standardInputPipe = inputEnds?.ours.rawValue
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
    var interval: UInt32 = 1_000  // microseconds
    while true {
      if let status = checkStatus(blocking: false) { return status }
      if MonotonicTime.now() >= deadline { return nil }
      usleep(interval)
      interval = min(interval * 2, 20_000)
    }
  }

  /// Sends `signal` to every process in the child's group, if the group's
  /// leader has not been reaped yet.
  public func signalGroup(_ signal: Int32) {
    state.withLock { state in
      if !state.reaped { _ = kill(-pid, signal) }
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
      _ = kill(-pid, SIGKILL)
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
