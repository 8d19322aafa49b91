#if canImport(Glibc)
  import Glibc
#endif

/// Why a command could not be started. A command that starts and then fails
/// is not an error here: its exit status goes to the log.
public enum CommandError: Error, Equatable, CustomStringConvertible {
  /// socketpair(2) failed, usually because the process is out of file descriptors.
  case outputPipe(errno: Int32)
  /// posix_spawn(3) of /bin/sh failed.
  case spawn(errno: Int32)

  public var description: String {
    switch self {
    case .outputPipe(let code):
      return "cannot make a pipe for the command's output (\(Self.message(code))) — "
        + "too many commands running at once? raise `ulimit -n` or add `timeout:` to long commands"
    case .spawn(let code):
      return "cannot start /bin/sh (\(Self.message(code))) — check that /bin/sh exists and that "
        + "the system is not out of processes or memory"
    }
  }

  private static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
