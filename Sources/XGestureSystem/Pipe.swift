internal import CLinux

#if canImport(Glibc)
  import Glibc
#endif

extension FileDescriptor {
  /// A pipe (pipe2(2)): bytes written to `writeEnd` are read from `readEnd`.
  /// Both ends are close-on-exec from the start (no moment in which another
  /// thread's child could inherit one and hold the reader's end-of-file
  /// back); `nonBlocking` makes both non-blocking.
  public static func pipe(nonBlocking: Bool = false) throws(Errno) -> (
    readEnd: FileDescriptor, writeEnd: FileDescriptor
  ) {
    var fds: [CInt] = [-1, -1]
    if xgesture_pipe_cloexec(&fds) != 0 { throw Errno.current("pipe2") }
    let ends = (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
    guard nonBlocking else { return ends }
    do {
      for end in [ends.0, ends.1] { try end.setNonBlocking() }
    } catch {
      try? ends.0.close()
      try? ends.1.close()
      throw error
    }
    return ends
  }

  /// A connected pair of Unix stream sockets (socketpair(2)), close-on-exec
  /// from the start: a pipe that works both ways.
  public static func socketPair() throws(Errno) -> (FileDescriptor, FileDescriptor) {
    var fds: [CInt] = [-1, -1]
    let type = CInt(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
    if socketpair(AF_UNIX, type, 0, &fds) != 0 { throw Errno.current("socketpair") }
    return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
  }
}
