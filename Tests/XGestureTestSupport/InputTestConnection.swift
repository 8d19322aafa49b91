import Foundation
import XGestureSystem

/// A connection to one inputtest device's socket (`Option "SocketPath"`).
///
/// Facts of the 21.1 driver that shape it: the driver takes one connection
/// per device enable, so the bed opens it once and keeps it; the handshake is
/// ClientVersion {1, 1} answered by ServerVersion; a `WAIT_FOR_SYNC` is
/// answered only after the driver has processed an event sent on this
/// connection (it starts with one event "pending"), so `sync()` does nothing
/// before the first event.
final class InputTestConnection: @unchecked Sendable {  // used by one thread at a time
  let socketPath: String
  private let fd: FileDescriptor
  private var sentEvent = false

  /// Connects (retrying until the driver has made its socket, at most
  /// `timeout` seconds) and does the handshake.
  init(socketPath: String, timeout: Double = 10) throws(BedError) {
    self.socketPath = socketPath
    let made = poll(timeout: timeout, interval: 10) { () -> FileDescriptor? in
      try? FileDescriptor.connect(unixSocket: socketPath)
    }
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
      try? fd.close()
      throw error
    }
  }

  deinit { try? fd.close() }

  /// Sends one message whole.
  func write(_ message: InputTestMessage) throws(BedError) {
    do {
      try fd.sendAll(message.bytes)
    } catch {
      throw .system("writing to the inputtest socket \(socketPath)", error)
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
      let ready: [FileDescriptor]
      do {
        ready = try FileDescriptor.poll(readable: [fd], timeout: left)
      } catch {
        throw .system("poll on the inputtest socket \(socketPath)", error)
      }
      guard !ready.isEmpty else { continue }  // timed out or interrupted: look at the clock
      var chunk = [UInt8](repeating: 0, count: count - bytes.count)
      let got = chunk.withUnsafeMutableBytes { try? fd.read(into: $0) } ?? 0
      guard got > 0 else {
        throw .commandFailed(
          "reading from \(socketPath)", detail: "the inputtest driver closed the connection")
      }
      bytes += chunk[..<got]
    }
    return bytes
  }
}
