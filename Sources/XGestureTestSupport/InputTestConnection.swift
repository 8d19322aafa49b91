import Foundation

/// A connection to one inputtest device's socket (`Option "SocketPath"`).
///
/// Facts of the 21.1 driver that shape it: the driver takes one connection
/// per device enable, so the bed opens it once and keeps it; the handshake is
/// ClientVersion {1, 1} answered by ServerVersion; a `WAIT_FOR_SYNC` is
/// answered only after the driver has processed an event sent on this
/// connection (it starts with one event "pending"), so `sync()` does nothing
/// before the first event.
final class InputTestConnection {
  let socketPath: String
  private let fd: Int32
  private var sentEvent = false

  /// Connects (retrying until the driver has made its socket, at most
  /// `timeout` seconds) and does the handshake.
  init(socketPath: String, timeout: Double = 10) throws(BedError) {
    self.socketPath = socketPath
    let made = poll(timeout: timeout, interval: 10) { () -> Int32? in Self.connect(to: socketPath) }
    guard let fd = made else {
      throw .timedOut(
        "the inputtest driver's socket \(socketPath) accepting a connection", seconds: timeout)
    }
    self.fd = fd
    do throws(BedError) {
      let version = InputTestMessage.protocolVersion
      try write(.clientVersion(major: version.major, minor: version.minor))
      let reply = try read(count: 12, timeout: timeout)
      let type = reply[4..<8].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
      guard type == InputTestMessage.serverVersionReply else {
        throw BedError.startFailed(
          "the inputtest connection", detail: "the driver answered the version with type \(type)")
      }
    } catch {
      close(fd)
      throw error
    }
  }

  deinit { close(fd) }

  /// Sends one message whole.
  func write(_ message: InputTestMessage) throws(BedError) {
    let bytes = message.bytes
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .system("writing to the inputtest socket \(socketPath)", errno: errno)
      }
      offset += written
    }
    if case .waitForSync = message {
    } else if case .clientVersion = message {
    } else {
      sentEvent = true
    }
  }

  /// Waits until the X server has processed every event sent so far.
  func sync(timeout: Double = 10) throws(BedError) {
    guard sentEvent else { return }
    try write(.waitForSync)
    let reply = try read(count: InputTestMessage.replyHeaderSize, timeout: timeout)
    let type = reply[4..<8].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
    guard type == InputTestMessage.syncFinishedReply else {
      throw .commandFailed(
        "WAIT_FOR_SYNC on \(socketPath)", detail: "the driver answered with type \(type)")
    }
  }

  private func read(count: Int, timeout: Double) throws(BedError) -> [UInt8] {
    var bytes: [UInt8] = []
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    while bytes.count < count {
      let left = -deadline.millisecondsAgo
      guard left > 0 else {
        throw .timedOut("the inputtest driver answering on \(socketPath)", seconds: timeout)
      }
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = Glibc.poll(&descriptor, 1, Int32(left) + 1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: count - bytes.count)
      let got = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else {
        throw .commandFailed(
          "reading from \(socketPath)", detail: "the inputtest driver closed the connection")
      }
      bytes += chunk[..<got]
    }
    return bytes
  }

  private static func connect(to path: String) -> Int32? {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      let path = Array(path.utf8.prefix(capacity - 1))
      raw.copyBytes(from: path)
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    return fd
  }
}
