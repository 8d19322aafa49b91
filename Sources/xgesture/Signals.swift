import XGestureSystem

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
  /// becomes readable when one of them arrives.
  static func descriptor(for signals: [Int32]) throws(Errno) -> FileDescriptor {
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
      signalPipes[Int(signal)] = writeEnd.rawValue
      sigaction(signal, &action, nil)
    }
    return readEnd
  }

  /// Empties a signal pipe after poll() said it is readable.
  static func drain(_ pipe: FileDescriptor) {
    withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { buffer in
      while let count = try? pipe.read(into: buffer), count > 0 {}
    }
  }
}
