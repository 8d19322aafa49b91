import Foundation
import XGestureSystem

/// Reads a child's output pipe on a thread of its own, line by line
/// (`OutputLines`, with no limits), stamping each line with the moment it was
/// read, and hands every line to `handle` (called on that thread, one line at
/// a time).
final class LineReader: @unchecked Sendable {
  private let finished = DispatchSemaphore(value: 0)

  init(reading fd: Int32, handle: @escaping @Sendable (String, MonotonicTime) -> Void) {
    let pipe = FileDescriptor(rawValue: fd)
    Thread.detachNewThread { [finished] in
      var lines = OutputLines()
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16384, alignment: 1)
      defer { buffer.deallocate() }
      // A read error ends the output as the end of file does.
      while let count = try? pipe.read(into: buffer), count > 0 {
        let now = MonotonicTime.now()
        lines.append(UnsafeRawBufferPointer(rebasing: buffer[..<count])) { handle($0, now) }
      }
      lines.flush { handle($0, MonotonicTime.now()) }
      finished.signal()
    }
  }

  /// Waits (at most `timeout` seconds) until the pipe reached end of file.
  @discardableResult
  func waitForEnd(timeout: Double) -> Bool {
    finished.wait(timeout: .now() + timeout) == .success
  }
}
