internal import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// The process at the other end of a Unix socket, as the kernel recorded it
/// when it connected (SO_PEERCRED): no process can claim another's.
public struct PeerCredentials: Equatable, Sendable {
  public let processID: Int32
  public let userID: UInt32
  public let groupID: UInt32
}

extension FileDescriptor {
  /// A non-blocking, close-on-exec stream socket listening at `name` in the
  /// abstract namespace of Unix sockets (socket(2), bind(2), listen(2)):
  /// D-Bus's `unix:abstract=NAME`. EADDRINUSE when another process holds it.
  public static func listen(abstractUnixSocket name: String, backlog: CInt = 16) throws(Errno) -> FileDescriptor {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = [0] + Array(name.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count <= capacity else { throw Errno(ENAMETOOLONG, function: "bind") }
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
    // An abstract name's length is the address's: no NUL ends it.
    let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
    let fd = socket(AF_UNIX, CInt(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
    if fd < 0 { throw Errno.current("socket") }
    let socket = FileDescriptor(rawValue: fd)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    if bound != 0 || Glibc.listen(fd, backlog) != 0 {
      let error = Errno.current(bound != 0 ? "bind" : "listen")
      try? socket.close()
      throw error
    }
    return socket
  }

  /// The next connection waiting on this listening socket (accept4(2)),
  /// non-blocking and close-on-exec; nil when none waits.
  public func acceptConnection() throws(Errno) -> FileDescriptor? {
    do {
      let fd = try retryingInterrupts("accept4") { xgesture_accept_nonblocking(rawValue) }
      return FileDescriptor(rawValue: fd)
    } catch  where error.code == EAGAIN || error.code == ECONNABORTED {
      return nil
    }
  }

  /// Whether accept(2) failed only because the process (EMFILE) or the
  /// system (ENFILE) has no file descriptor left for the connection.
  public static func isOutOfDescriptors(_ error: Errno) -> Bool {
    error.code == EMFILE || error.code == ENFILE
  }

  /// Takes the next connection waiting and closes it at once, when there is
  /// no descriptor left to accept it into (`isOutOfDescriptors`): `spare`,
  /// a descriptor held open for this moment (/dev/null), is closed to make
  /// room and opened again after. Without this, a connection that cannot be
  /// accepted keeps the listening socket readable and a poll loop spins on
  /// it. Returns whether a connection was refused.
  public func refuseConnection(freeing spare: inout FileDescriptor?) -> Bool {
    if let held = spare {
      try? held.close()
      spare = nil
    }
    let refused = (try? acceptConnection()).flatMap { $0 }
    if let refused { try? refused.close() }
    spare = try? FileDescriptor.open("/dev/null", .readOnly)
    return refused != nil
  }

  /// Who connected this Unix socket (getsockopt(2) SO_PEERCRED).
  public func peerCredentials() throws(Errno) -> PeerCredentials {
    // struct ucred, which Glibc declares only under _GNU_SOURCE: a pid_t, a uid_t, a gid_t.
    var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
    var length = socklen_t(MemoryLayout.size(ofValue: credentials))
    _ = try retryingInterrupts("getsockopt") {
      getsockopt(rawValue, SOL_SOCKET, SO_PEERCRED, &credentials, &length)
    }
    return PeerCredentials(processID: credentials.pid, userID: credentials.uid, groupID: credentials.gid)
  }

  /// Sends what the socket takes now of `bytes` (send(2) with MSG_DONTWAIT
  /// and MSG_NOSIGNAL: a peer gone away is EPIPE, not SIGPIPE); nil when it
  /// takes nothing now (EAGAIN).
  public func sendIfReady(_ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int? {
    do {
      return try retryingInterrupts("send") {
        Glibc.send(rawValue, bytes.baseAddress, bytes.count, CInt(MSG_NOSIGNAL) | CInt(MSG_DONTWAIT))
      }
    } catch  where error.code == EAGAIN {
      return nil
    }
  }
}
