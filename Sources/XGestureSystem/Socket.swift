#if canImport(Glibc)
  import Glibc
#endif

extension FileDescriptor {
  /// A stream socket connected to the Unix socket at `path` (socket(2) and
  /// connect(2)), close-on-exec. ENOENT or ECONNREFUSED while no one listens there yet.
  public static func connect(unixSocket path: String) throws(Errno) -> FileDescriptor {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard path.utf8.count < capacity else { throw Errno(ENAMETOOLONG, function: "connect") }
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
    let fd = socket(AF_UNIX, CInt(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    if fd < 0 { throw Errno.current("socket") }
    let socket = FileDescriptor(rawValue: fd)
    // Not retried on EINTR: an interrupted connect goes on in the background.
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    if connected != 0 {
      let error = Errno.current("connect")
      try? socket.close()
      throw error
    }
    return socket
  }

  /// Sends all of `bytes` on this socket (send(2) with MSG_NOSIGNAL): a peer
  /// that has gone away is EPIPE, not a SIGPIPE that ends the process.
  public func sendAll(_ bytes: some Sequence<UInt8>) throws(Errno) {
    let array = Array(bytes)
    var done = 0
    while done < array.count {
      let sent = array.withUnsafeBytes { buffer in
        Result { () throws(Errno) -> Int in
          try retryingInterrupts("send") {
            Glibc.send(rawValue, buffer.baseAddress! + done, buffer.count - done, CInt(MSG_NOSIGNAL))
          }
        }
      }
      done += try sent.get()
    }
  }
}
