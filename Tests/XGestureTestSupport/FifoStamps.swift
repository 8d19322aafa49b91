import Foundation

/// Lines written into a FIFO by the commands a benchmark measures, each
/// stamped on CLOCK_MONOTONIC when it arrived: how the benches see a command
/// start (its first builtin writes a line) without timing the shell's exit.
public final class FifoStamps: @unchecked Sendable {
  public let path: String
  private let lock = NSLock()
  private var stamps: [(time: Int64, text: String)] = []

  /// Makes the FIFO at `path` and reads it on a thread of its own.
  public init(path: String) {
    self.path = path
    mkfifo(path, 0o600)
    let fd = open(path, O_RDWR)  // read-write: never an end of file between writers
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      var partial: [UInt8] = []
      while true {
        let count = read(fd, &buffer, buffer.count)
        if count <= 0 { break }
        let now = MonotonicTime.now().nanoseconds
        partial += buffer[..<count]
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
          let text = String(decoding: partial[..<newline], as: UTF8.self)
          partial.removeSubrange(...newline)
          lock.withLock { stamps.append((now, text)) }
        }
      }
    }
  }

  /// Every line's arrival, CLOCK_MONOTONIC ns, in order.
  public var all: [Int64] { lock.withLock { stamps.map(\.time) } }
  public var count: Int { lock.withLock { stamps.count } }
  /// How many lines read `text`.
  public func count(of text: String) -> Int { lock.withLock { stamps.filter { $0.text == text }.count } }

  /// Waits (bounded) until at least `count` lines have arrived.
  public func wait(forCount count: Int, timeout: Double) -> Bool {
    poll(timeout: timeout, interval: 5) { self.count >= count ? true : nil } ?? false
  }

  /// The baseline of a command's start, measured in the caller's run: `runs`
  /// times the same `sh -c 'echo sh > FIFO'` started with posix_spawn, as
  /// xgesture starts commands; ms from the spawn to the line's arrival, with
  /// `pause` ms between runs. Nil when /bin/sh cannot be started.
  public func shellAlone(runs: Int, pause: Double = 20) -> [Double]? {
    var times: [Double] = []
    for _ in 0..<runs {
      let seen = count
      let started = MonotonicTime.now().nanoseconds
      guard
        let shell = try? ChildProcess(
          "/bin/sh", arguments: ["-c", "echo sh > \(path)"], environment: [:])
      else { return nil }
      if wait(forCount: seen + 1, timeout: 2) { times.append(Double(all[seen] - started) / 1e6) }
      shell.waitForExit(timeout: 2)
      usleep(useconds_t(pause * 1000))
    }
    return times
  }
}
