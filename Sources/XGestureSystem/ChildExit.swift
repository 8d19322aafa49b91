#if canImport(Glibc)
  import Glibc
#endif

/// Waiting for children (waitpid(2), waitid(2)).
public enum ChildExit {
  /// How a child ended, as waitid(2) reports it.
  public enum Ending: Equatable, Hashable, Sendable {
    /// It exited with this status.
    case exited(CInt)
    /// A signal killed it.
    case signalled(CInt)
  }

  /// Reaps `pid` if it has exited and returns its wait status; nil while it
  /// runs (WNOHANG).
  public static func reapIfExited(_ pid: pid_t) throws(Errno) -> CInt? {
    var status: CInt = 0
    let result = try retryingInterrupts("waitpid") { waitpid(pid, &status, WNOHANG) }
    return result == pid ? status : nil
  }

  /// Waits until `pid` exits, reaps it and returns its wait status.
  public static func waitForExit(_ pid: pid_t) throws(Errno) -> CInt {
    var status: CInt = 0
    _ = try retryingInterrupts("waitpid") { waitpid(pid, &status, 0) }
    return status
  }

  /// How `pid` ended, without reaping it (waitid(2) with WNOWAIT): the child
  /// stays a zombie, so its process id and process group id are not reused
  /// until it is reaped. nil while it runs, unless `blocking` waits for it.
  public static func ending(of pid: pid_t, blocking: Bool) throws(Errno) -> Ending? {
    var info = siginfo_t()
    var flags = WEXITED | WNOWAIT
    if !blocking { flags |= WNOHANG }
    _ = try retryingInterrupts("waitid") { waitid(P_PID, id_t(pid), &info, flags) }
    guard info._sifields._sigchld.si_pid == pid else { return nil }
    let value = info._sifields._sigchld.si_status
    return info.si_code == CInt(CLD_EXITED) ? .exited(value) : .signalled(value)
  }
}
