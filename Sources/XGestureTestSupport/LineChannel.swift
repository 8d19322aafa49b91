import Foundation

/// Line-at-a-time requests and replies over a pair of file descriptors, with
/// a bound on how long a reply may take.
final class LineChannel: @unchecked Sendable {
  private let input: Int32
  private let output: Int32
  private var buffer: [UInt8] = []

  init(readingFrom input: Int32, writingTo output: Int32) {
    self.input = input
    self.output = output
  }

  func send(_ line: String) throws(BedError) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw .system("write to the bed's helper", errno: errno)
      }
      offset += written
    }
  }

  /// The next line, or nil at end of input or after `timeout` seconds.
  func receive(timeout: Double) throws(BedError) -> String? {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      let left = -deadline.millisecondsAgo
      guard left > 0 else { return nil }
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(left) + 1)
      if ready < 0 {
        if errno == EINTR { continue }
        throw .system("poll", errno: errno)
      }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
  }
}
