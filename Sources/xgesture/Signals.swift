#if canImport(Glibc)
  import Glibc
#endif

/// The write end of each signal's self-pipe, by signal number; only the
/// signal handler reads it. Plain memory, allocated once, so the handler does
/// no Swift access bookkeeping.
nonisolated(unsafe) private let signalPipes: UnsafeMutablePointer<Int32> = {
  let pipes = UnsafeMutablePointer<Int32>.allocate(capacity: 65)
  pipes.initialize(repeating: -1, count: 65)
  return pipes
}()

/// Signals as readable descriptors (a self-pipe written by the handler;
/// Swift's Glibc module has no signalfd), so the daemon loop's poll() sees
/// them like any other input.
enum Signals {
  /// Installs a handler for `signals` and returns the pipe's read end, which
  /// becomes readable when one of them arrives; nil if pipe() fails.
  static func descriptor(for signals: [Int32]) -> Int32? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    for fd in fds {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, O_NONBLOCK)
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      let saved = errno
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(signalPipes[Int(signal)], &byte, 1)
      errno = saved
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    for signal in signals {
      signalPipes[Int(signal)] = fds[1]
      sigaction(signal, &action, nil)
    }
    return fds[0]
  }

  /// Empties a signal pipe after poll() said it is readable.
  static func drain(_ fd: Int32) {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(fd, &bytes, bytes.count) > 0 {}
  }
}
