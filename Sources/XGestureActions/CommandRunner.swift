import XGestureActionKinds
import XGestureEngine
import XGestureSystem

/// Runs shell commands for gestures without ever making its caller wait
/// (docs/ACTIONS.md).
///
/// Each command runs as `/bin/sh -c TEXT`, started by `Spawn` (posix_spawn(3))
/// as the leader of its own process group, with stdin from /dev/null, every
/// signal at its default disposition, and the runner's base environment
/// plus the gesture's `XGESTURE_*` variables (gesture data reaches the
/// command only through them; the text is passed to sh unchanged). Its
/// stdout and stderr share one non-blocking pipe; every line goes to the log
/// as `GESTURE: LINE`.
///
/// The daemon loop drives it:
///
/// ```swift
/// poll(runner.descriptors (POLLIN) + …, timeout: until runner.nextDeadline)
/// runner.service(now: monotonicMilliseconds)
/// ```
///
/// `descriptors` are the output pipes and, per child, a pidfd that becomes
/// readable when it exits (see `ProcessExitDescriptor`); `service` reads
/// what is there, reaps children that exited (`waitpid(pid, WNOHANG)`), and
/// kills the process group of a command past its `timeout:` (SIGTERM, then
/// SIGKILL `killGrace` ms later). Time is passed in, in monotonic ms; the
/// runner never reads a clock. A command with no timeout that never ends is
/// left alone and reaped whenever it does end.
///
/// Log lines (`GESTURE` is the gesture's name, `CMD` the command shortened
/// to 60 characters):
///
/// - `GESTURE: LINE` — a line of output (at most `maxLineBytes`, then
///   ` … (N more bytes of this line dropped)`).
/// - `GESTURE: command not found (sh exited with status 127): CMD`
/// - `GESTURE: command exited with status N: CMD`
/// - `GESTURE: command killed by signal N: CMD`
/// - `GESTURE: command timed out after T ms, killed its process group: CMD`
/// - `GESTURE: command output cut: N bytes dropped after the first M: CMD`
///
/// Not thread-safe: use it from the loop's thread.
public final class CommandRunner {
  /// Bounds on what the log keeps of one command's output.
  public struct Limits: Sendable, Equatable {
    /// Bytes of one line (longer lines are cut and say how much was dropped).
    public var maxLineBytes: Int
    /// Bytes of one command's whole output (the rest is read and counted).
    public var maxOutputBytes: Int
    /// Bytes read from one command per `service` call, so one chatty command
    /// cannot hold up the loop.
    public var maxReadPerService: Int

    public init(
      maxLineBytes: Int = 4096, maxOutputBytes: Int = 64 * 1024, maxReadPerService: Int = 256 * 1024
    ) {
      self.maxLineBytes = maxLineBytes
      self.maxOutputBytes = maxOutputBytes
      self.maxReadPerService = maxReadPerService
    }
  }

  /// A started command, for callers that want to follow it (tests).
  public struct Handle: Hashable, Sendable {
    /// The shell's process id, also its process group id.
    public let pid: Int32
  }

  /// The environment every command starts from (the user's, normally).
  public var environment: [String: String]
  public let limits: Limits
  /// How long a timed-out command's group has between SIGTERM and SIGKILL.
  public var killGrace: Double
  private let log: ActionLog
  private var running: [Int32: RunningCommand] = [:]
  /// How often children are checked when the system has no pidfds.
  private let fallbackReapInterval = 50.0
  private var lastService = -Double.infinity

  /// `environment` defaults to this process's own (see `currentEnvironment`).
  public init(
    environment: [String: String] = CommandRunner.currentEnvironment(), limits: Limits = Limits(),
    killGrace: Double = 1000, log: @escaping ActionLog
  ) {
    self.environment = environment
    self.limits = limits
    self.killGrace = killGrace
    self.log = log
  }

  /// This process's environment (`environ`) as a dictionary; a name given
  /// twice keeps its first value, as getenv(3) does. The config library
  /// reads the environment through this too.
  public static func currentEnvironment() -> [String: String] { CurrentProcess.environment() }

  /// How many commands have not been reaped yet.
  public var runningCount: Int { running.count }

  /// File descriptors (their raw numbers, for a poll set) to poll for
  /// reading (POLLIN); when one is ready, call `service`. They change as
  /// commands start and end, so ask every round.
  public var descriptors: [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(running.count * 2)
    for command in running.values {
      if let fd = command.output { result.append(fd.rawValue) }
      if let fd = command.exitDescriptor { result.append(fd.rawValue) }
    }
    return result
  }

  /// The earliest monotonic time (ms) at which `service` must run even if no
  /// descriptor is ready: a `timeout:` to enforce (or the fallback check of
  /// children on systems without pidfds).
  public var nextDeadline: Double? {
    var earliest: Double?
    for command in running.values {
      var deadline = command.deadline
      if command.exitDescriptor == nil {
        let check = lastService + fallbackReapInterval
        deadline = deadline.map { min($0, check) } ?? check
      }
      if let deadline { earliest = earliest.map { min($0, deadline) } ?? deadline }
    }
    return earliest
  }

  /// Starts `command` for `gesture` with `variables` added to the
  /// environment, and returns at once. `timeout` (ms) kills its process
  /// group if it still runs then. Throws only when it cannot be started.
  @discardableResult
  public func run(
    _ command: String, gesture: String, variables: [(name: String, value: String)] = [],
    timeout: Double? = nil, now: Double
  ) throws(CommandError) -> Handle {
    var environment = self.environment
    for (name, value) in variables { environment[name] = value }

    // A socket pair: close-on-exec from the start, so other children never
    // inherit it (see FileDescriptor.socketPair).
    let (output, childOutput): (FileDescriptor, FileDescriptor)
    do {
      (output, childOutput) = try FileDescriptor.socketPair()
    } catch {
      throw .outputPipe(error)
    }
    defer { try? childOutput.close() }
    do {
      try output.setNonBlocking()
    } catch {
      try? output.close()
      throw .outputPipe(error)
    }
    let pid: Int32
    do {
      pid = try Spawn(
        "/bin/sh", arguments: ["sh", "-c", command], environment: environment,
        standardOutput: .descriptor(childOutput), standardError: .descriptor(childOutput)
      ).start()
    } catch {
      try? output.close()
      throw .spawn(error)
    }
    running[pid] = RunningCommand(
      pid: pid, gesture: gesture, text: command, startTime: now, output: output,
      exitDescriptor: try? ProcessExitDescriptor.open(pid), limits: limits, timeout: timeout)
    return Handle(pid: pid)
  }

  /// Does what is due at `now` (monotonic ms): reads output, reaps children
  /// that exited (logging failures), and kills timed-out process groups.
  /// Never blocks.
  public func service(now: Double) {
    lastService = now
    for command in Array(running.values) {
      readOutput(of: command, limit: limits.maxReadPerService)
      if let deadline = command.timeoutDeadline, now >= deadline {
        command.timeoutDeadline = nil
        command.timedOut = true
        try? ProcessGroup(leader: command.pid).send(.terminate)
        command.killDeadline = now + killGrace
      } else if let deadline = command.killDeadline, now >= deadline {
        command.killDeadline = nil
        try? ProcessGroup(leader: command.pid).send(.kill)
      }
      reapIfExited(command)
    }
  }

  /// Kills every running command's process group (SIGKILL) and reaps them:
  /// for shutting down. Waits for each child, which SIGKILL makes prompt.
  public func killAll() {
    for command in Array(running.values) {
      try? ProcessGroup(leader: command.pid).send(.kill)
      // ECHILD (someone else reaped it) leaves nothing to report but its end.
      let status = (try? ChildExit.waitForExit(command.pid)) ?? 0
      readOutput(of: command, limit: limits.maxReadPerService)
      finish(command, status: status)
    }
  }

  private func reapIfExited(_ command: RunningCommand) {
    guard let status = try? ChildExit.reapIfExited(command.pid) else { return }
    // Whatever the child wrote before it exited is in the pipe now; what a
    // background process it left behind writes later is not kept.
    readOutput(of: command, limit: limits.maxOutputBytes + limits.maxReadPerService)
    finish(command, status: status)
  }

  private func finish(_ command: RunningCommand, status: Int32) {
    command.lines.flush { emitLine($0, of: command) }
    command.closeDescriptors()
    running[command.pid] = nil
    let prefix = "\(command.gesture): command"
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    if command.timedOut {
      log(
        "\(prefix) timed out after \(Self.format(command.timeout ?? 0)) ms, killed its process group: \(command.shortText)"
      )
    } else if exited && code == 127 {
      log("\(prefix) not found (sh exited with status 127): \(command.shortText)")
    } else if exited && code != 0 {
      log("\(prefix) exited with status \(code): \(command.shortText)")
    } else if !exited {
      log("\(prefix) killed by signal \(status & 0x7f): \(command.shortText)")
    }
    if command.lines.droppedBytes > 0 {
      log(
        "\(prefix) output cut: \(command.lines.droppedBytes) bytes dropped after the first \(limits.maxOutputBytes): \(command.shortText)"
      )
    }
  }

  /// Reads at most `limit` bytes of what the command wrote, without blocking.
  private func readOutput(of command: RunningCommand, limit: Int) {
    guard let fd = command.output else { return }
    var total = 0
    withUnsafeTemporaryAllocation(byteCount: 16384, alignment: 1) { buffer in
      while total < limit {
        // EAGAIN: nothing more for now. Another error ends the output as
        // the end of file does.
        let count: Int
        do throws(Errno) {
          guard let ready = try fd.readIfReady(into: buffer) else { return }
          count = ready
        } catch {
          count = 0
        }
        if count == 0 {
          // End of file: every writer is gone; keep the exit descriptor.
          try? fd.close()
          command.output = nil
          return
        }
        total += count
        command.lines.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
          emitLine($0, of: command)
        }
      }
    }
  }

  private func emitLine(_ line: String, of command: RunningCommand) {
    log("\(command.gesture): \(line)")
  }

  static func format(_ milliseconds: Double) -> String { decimal(milliseconds, places: 2) }

  deinit { killAll() }
}

extension CommandRunner: CommandRunning {
  /// `run`, for the command kind (`CommandAction`), which keeps no handle.
  public func start(
    _ command: String, gesture: String, variables: [(name: String, value: String)], timeout: Double?, now: Double
  ) throws {
    _ = try run(command, gesture: gesture, variables: variables, timeout: timeout, now: now)
  }
}
