#if canImport(Glibc)
  import Glibc
#endif

/// A file descriptor that becomes readable when a child process exits:
/// pidfd_open(2), Linux 5.3 and later.
///
/// Why not SIGCHLD: a signal handler (or signalfd, which needs SIGCHLD
/// blocked in every thread) is process-wide, so two `CommandRunner`s — or a
/// runner and anything else in the process that starts children — would
/// steal each other's notifications. A pidfd belongs to one child and one
/// owner. glibc 2.36 has `pidfd_open`, but Swift's Glibc module does not
/// import `<sys/pidfd.h>`, so the function is looked up at run time. Where
/// it is missing (older libc), `open` returns nil and the caller falls back
/// to checking its children on a short timer.
public enum ProcessExitDescriptor {
  private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32

  private static let pidfdOpen: PidfdOpen? = {
    // RTLD_DEFAULT is a null handle in glibc.
    guard let symbol = dlsym(nil, "pidfd_open") else { return nil }
    return unsafeBitCast(symbol, to: PidfdOpen.self)
  }()

  /// A pidfd for `pid` (close-on-exec: pidfds always are), or nil when this
  /// libc has no pidfd_open. Throws `Errno` naming `pidfd_open` when the call
  /// fails: ESRCH for no such process, ENOSYS on a kernel without pidfds.
  public static func open(_ pid: pid_t) throws(Errno) -> FileDescriptor? {
    guard let pidfdOpen else { return nil }
    return FileDescriptor(rawValue: try retryingInterrupts("pidfd_open") { pidfdOpen(pid, 0) })
  }
}
