#if canImport(Glibc)
  import Glibc
#endif

extension FileDescriptor {
  /// A pipe (pipe(2)): bytes written to `writeEnd` are read from `readEnd`.
  /// Both ends are close-on-exec; `nonBlocking` makes both non-blocking.
  public static func pipe(nonBlocking: Bool = false) throws(Errno) -> (
    readEnd: FileDescriptor, writeEnd: FileDescriptor
  ) {
    var fds: [CInt] = [-1, -1]
    if Glibc.pipe(&fds) != 0 { throw Errno.current("pipe") }
    let ends = (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
    do {
      for end in [ends.0, ends.1] {
        try end.setCloseOnExec()
        if nonBlocking { try end.setNonBlocking() }
      }
    } catch {
      try? ends.0.close()
      try? ends.1.close()
      throw error
    }
    return ends
  }

  /// A connected pair of Unix stream sockets (socketpair(2)), close-on-exec:
  /// a pipe that works both ways. Swift's Glibc does not import pipe2(2), so
  /// this is how a pipe is made close-on-exec atomically, with no moment in
  /// which another thread's child could inherit it.
  public static func socketPair() throws(Errno) -> (FileDescriptor, FileDescriptor) {
    var fds: [CInt] = [-1, -1]
    let type = CInt(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
    if socketpair(AF_UNIX, type, 0, &fds) != 0 { throw Errno.current("socketpair") }
    return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
  }
}
