#if canImport(Glibc)
  import Glibc
#endif

/// A program to start as a child process, and the one way xgesture and its
/// test beds start one (posix_spawn(3)): the command runner's `/bin/sh -c`
/// and the beds' servers and clients.
///
/// Every child starts the same way:
///
/// - as the leader of a process group of its own (`POSIX_SPAWN_SETPGROUP`),
///   so that signalling the group (`ProcessGroup`) reaches everything it
///   started and nothing else;
/// - with an empty signal mask and every signal at its default disposition
///   (`POSIX_SPAWN_SETSIGMASK`, `POSIX_SPAWN_SETSIGDEF`), whatever this
///   process blocks or ignores;
/// - with exactly `environment`, written in the order of its names;
/// - with standard input and output where `standardInput`, `standardOutput`
///   and `standardError` say. Every other descriptor xgesture opens is
///   close-on-exec, so the child inherits none of them.
///
/// `start` returns as soon as the child runs (glibc's posix_spawn waits only
/// for the exec). Nothing is reaped here: the caller waits for the child
/// (`ChildExit`, `ProcessExitDescriptor`).
public struct Spawn: Sendable {
  /// Where the child's standard input comes from.
  public enum Input: Sendable {
    /// /dev/null: the child reads end-of-file at once.
    case null
    /// A descriptor of this process (the child's end of a socket pair),
    /// duplicated onto the child's descriptor 0.
    case descriptor(FileDescriptor)
  }

  /// Where one of the child's output streams goes.
  public enum Output: Sendable {
    /// /dev/null.
    case null
    /// A descriptor of this process (the child's end of a socket pair),
    /// duplicated onto the child's descriptor 1 or 2; both streams may share one.
    case descriptor(FileDescriptor)
    /// A file the child opens, created (0644 before the umask) or truncated.
    case file(String)
    /// A file the child opens, created or appended to (a log kept over restarts).
    case appending(String)
  }

  /// The program's full path (no search of `PATH`).
  public var path: String
  /// The child's `argv`: the name it sees itself called by (`$0`, in its
  /// messages: `sh: 1: foo: not found`), then its arguments.
  public var arguments: [String]
  /// The child's whole environment.
  public var environment: [String: String]
  public var standardInput: Input
  public var standardOutput: Output
  public var standardError: Output

  public init(
    _ path: String, arguments: [String], environment: [String: String], standardInput: Input = .null,
    standardOutput: Output = .null, standardError: Output = .null
  ) {
    self.path = path
    self.arguments = arguments
    self.environment = environment
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Starts the child (posix_spawn(3)) and returns its process id, which is
  /// also its process group's id. Throws `Errno` naming `posix_spawn` when it
  /// cannot start (ENOENT or EACCES: `path` cannot be executed; EAGAIN: out
  /// of processes), or naming the attribute call that failed.
  public func start() throws(Errno) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    try returnedCode("posix_spawn_file_actions_init", posix_spawn_file_actions_init(&actions))
    defer { posix_spawn_file_actions_destroy(&actions) }
    try addFileActions(&actions)

    var attributes = posix_spawnattr_t()
    try returnedCode("posix_spawnattr_init", posix_spawnattr_init(&attributes))
    defer { posix_spawnattr_destroy(&attributes) }
    try Self.setAttributes(&attributes)

    let entries = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let code = CStringArray.with(arguments) { argv in
      CStringArray.with(entries) { envp in posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
    }
    try returnedCode("posix_spawn", code)
    return pid
  }

  /// Descriptors 0, 1 and 2 of the child.
  private func addFileActions(_ actions: inout posix_spawn_file_actions_t) throws(Errno) {
    switch standardInput {
    case .null: try Self.open(&actions, 0, "/dev/null", O_RDONLY)
    case .descriptor(let fd): try Self.duplicate(&actions, fd, onto: 0)
    }
    for (target, output) in [(CInt(1), standardOutput), (CInt(2), standardError)] {
      switch output {
      case .null: try Self.open(&actions, target, "/dev/null", O_WRONLY)
      case .descriptor(let fd): try Self.duplicate(&actions, fd, onto: target)
      case .file(let path): try Self.open(&actions, target, path, O_WRONLY | O_CREAT | O_TRUNC)
      case .appending(let path): try Self.open(&actions, target, path, O_WRONLY | O_CREAT | O_APPEND)
      }
    }
  }

  private static func open(
    _ actions: inout posix_spawn_file_actions_t, _ target: CInt, _ path: String, _ flags: CInt
  ) throws(Errno) {
    try returnedCode(
      "posix_spawn_file_actions_addopen", posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644))
  }

  private static func duplicate(
    _ actions: inout posix_spawn_file_actions_t, _ fd: FileDescriptor, onto target: CInt
  ) throws(Errno) {
    try returnedCode(
      "posix_spawn_file_actions_adddup2", posix_spawn_file_actions_adddup2(&actions, fd.rawValue, target))
  }

  /// A process group of its own, no signal blocked, every signal at its default.
  private static func setAttributes(_ attributes: inout posix_spawnattr_t) throws(Errno) {
    try returnedCode("posix_spawnattr_setpgroup", posix_spawnattr_setpgroup(&attributes, 0))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    try returnedCode("posix_spawnattr_setsigmask", posix_spawnattr_setsigmask(&attributes, &noSignals))
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    sigdelset(&allSignals, SIGKILL)
    sigdelset(&allSignals, SIGSTOP)
    try returnedCode("posix_spawnattr_setsigdefault", posix_spawnattr_setsigdefault(&attributes, &allSignals))
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    try returnedCode("posix_spawnattr_setflags", posix_spawnattr_setflags(&attributes, Int16(flags)))
  }
}

/// A null-terminated array of C strings (`argv`, `envp`) in one allocation,
/// valid during `body`.
private enum CStringArray {
  static func with<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let size = strings.reduce(0) { $0 + $1.utf8.count + 1 }
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, size))
    defer { storage.deallocate() }
    var pointers: [UnsafeMutablePointer<CChar>?] = []
    pointers.reserveCapacity(strings.count + 1)
    var next = storage
    for string in strings {
      pointers.append(next)
      for byte in string.utf8 {
        next.pointee = CChar(bitPattern: byte)
        next += 1
      }
      next.pointee = 0
      next += 1
    }
    pointers.append(nil)
    return body(pointers)
  }
}
