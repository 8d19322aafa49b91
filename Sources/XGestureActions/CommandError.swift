public import XGestureSystem

/// Why a command could not be started. A command that starts and then fails
/// is not an error here: its exit status goes to the log.
public enum CommandError: Error, Equatable, CustomStringConvertible {
  /// socketpair(2) (or making it non-blocking) failed, usually because the
  /// process is out of file descriptors.
  case outputPipe(Errno)
  /// posix_spawn(3) of /bin/sh failed.
  case spawn(Errno)

  public var description: String {
    switch self {
    case .outputPipe(let error):
      return "cannot make a pipe for the command's output (\(error.sentence)) — "
        + "too many commands running at once? raise `ulimit -n` or add `timeout:` to long commands"
    case .spawn(let error):
      return "cannot start /bin/sh (\(error.sentence)) — check that /bin/sh exists and that "
        + "the system is not out of processes or memory"
    }
  }
}
