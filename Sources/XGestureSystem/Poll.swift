#if canImport(Glibc)
  import Glibc
#endif

extension FileDescriptor {
  /// Waits until one of `descriptors` is readable (poll(2) with POLLIN), at
  /// most `timeout` milliseconds (rounded up; nil waits for ever, 0 does not
  /// wait). Returns the readable ones (those with an error or hang-up count as
  /// readable: reading them says what happened); empty after the timeout or
  /// when a signal interrupted the wait, so the caller looks at its clock again.
  public static func poll(readable descriptors: [FileDescriptor], timeout: Double?)
    throws(Errno) -> [FileDescriptor]
  {
    var fds = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
    let milliseconds = timeout.map { CInt(min(max(0, $0), Double(CInt.max)).rounded(.up)) } ?? -1
    let count = Glibc.poll(&fds, nfds_t(fds.count), milliseconds)
    if count < 0 {
      if errno == EINTR { return [] }
      throw Errno.current("poll")
    }
    return fds.filter { $0.revents != 0 }.map { FileDescriptor(rawValue: $0.fd) }
  }
}
