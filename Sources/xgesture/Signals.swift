#if canImport(Glibc)
  import Glibc
#endif

/// The write end of the self-pipe; only the signal handler uses it.
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

/// SIGINT and SIGTERM as a readable descriptor (a self-pipe written by the
/// signal handler; Swift's Glibc module has no signalfd), so the daemon
/// loop's poll() sees them like any other input and exits cleanly.
enum Signals {
  /// Installs the handlers and returns the pipe's read end; nil if pipe() fails.
  static func stopDescriptor() -> Int32? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    for fd in fds {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, O_NONBLOCK)
    }
    signalPipeWrite = fds[1]
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      var byte: UInt8 = 1
      _ = write(signalPipeWrite, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    return fds[0]
  }
}
