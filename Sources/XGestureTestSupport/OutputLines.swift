import Foundation

/// Reads a child's output pipe on a thread of its own, line by line, stamping
/// each line with the moment it was read, and hands every line to `handle`
/// (called on that thread, one line at a time).
final class OutputLines: @unchecked Sendable {
  private let finished = DispatchSemaphore(value: 0)

  init(reading fd: Int32, handle: @escaping @Sendable (String, MonotonicTime) -> Void) {
    Thread.detachNewThread { [finished] in
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 16384)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        let now = MonotonicTime.now()
        pending.append(contentsOf: buffer[..<count])
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          handle(String(decoding: pending[..<newline], as: UTF8.self), now)
          pending.removeSubrange(...newline)
        }
      }
      if !pending.isEmpty { handle(String(decoding: pending, as: UTF8.self), MonotonicTime.now()) }
      finished.signal()
    }
  }

  /// Waits (at most `timeout` seconds) until the pipe reached end of file.
  @discardableResult
  func waitForEnd(timeout: Double) -> Bool {
    finished.wait(timeout: .now() + timeout) == .success
  }
}
