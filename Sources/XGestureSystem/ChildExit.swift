#if canImport(Glibc)
  import Glibc
#endif

/// Waiting for children (waitpid(2)).
public enum ChildExit {
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
}
