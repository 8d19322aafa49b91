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

/// Signals as readable descriptors (a self-pipe written by the handler,
/// sigaction(2); Swift's Glibc module has no signalfd), so the daemon loop's
/// poll() sees them like any other input.
public enum SignalPipe {
  /// Installs a handler for `signals` and returns the pipe's read end, which
  /// becomes readable when one of them arrives.
  public static func descriptor(for signals: [Signal]) throws(Errno) -> FileDescriptor {
    let (readEnd, writeEnd) = try FileDescriptor.pipe(nonBlocking: true)
    var action = sigaction()
    // Only async-signal-safe calls here: the raw write(2), and errno kept
    // for the code the signal interrupted. A full pipe already says "signal".
    action.__sigaction_handler.sa_handler = { signal in
      let saved = errno
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(signalPipes[Int(signal)], &byte, 1)
      errno = saved
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    for signal in signals {
      signalPipes[Int(signal.rawValue)] = writeEnd.rawValue
      sigaction(signal.rawValue, &action, nil)
    }
    return readEnd
  }

  /// Empties a signal pipe after poll() said it is readable.
  public static func drain(_ pipe: FileDescriptor) {
    withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { buffer in
      while let count = try? pipe.read(into: buffer), count > 0 {}
    }
  }

  /// Makes `signal` do nothing (signal(2) with SIG_IGN): SIGPIPE, so that a
  /// reader going away is an EPIPE the writer can say something about.
  public static func ignore(_ signal: Signal) { _ = Glibc.signal(signal.rawValue, SIG_IGN) }
}
