import XGestureSystem

/// Line-at-a-time requests and replies over a pair of file descriptors, with
/// a bound on how long a reply may take.
final class LineChannel: @unchecked Sendable {
  private let input: FileDescriptor
  private let output: FileDescriptor
  private var buffer: [UInt8] = []

  init(readingFrom input: Int32, writingTo output: Int32) {
    self.input = FileDescriptor(rawValue: input)
    self.output = FileDescriptor(rawValue: output)
  }

  func send(_ line: String) throws(BedError) {
    do {
      try output.writeAll((line + "\n").utf8)
    } catch {
      throw .system("write to the bed's helper", error)
    }
  }

  /// The next line, or nil at end of input or after `timeout` seconds.
  func receive(timeout: Double) throws(BedError) -> String? {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      let left = -deadline.millisecondsAgo
      guard left > 0 else { return nil }
      let ready: [FileDescriptor]
      do {
        ready = try FileDescriptor.poll(readable: [input], timeout: left)
      } catch {
        throw .system("poll", error)
      }
      guard !ready.isEmpty else { continue }  // timed out or interrupted: look at the clock
      let count = chunk.withUnsafeMutableBytes { try? input.read(into: $0) }
      guard let count, count > 0 else { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
  }
}
