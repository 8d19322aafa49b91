import Foundation

/// An XI2 client standing outside xgesture: `xinput test-xi2 --root` on a
/// bed's display, its events parsed as they arrive.
public final class XInputObserver: @unchecked Sendable {
  /// One event as `xinput test-xi2` prints it.
  public struct Event: Sendable, Equatable, CustomStringConvertible {
    /// The XI2 event name: `TouchBegin`, `RawTouchEnd`, `HierarchyChanged`, …
    public var type: String
    public var device: Int
    public var source: Int
    /// The touch id for touch events, the button for button events.
    public var detail: Int
    /// Root-window position; nil for raw events.
    public var rootX: Double?
    public var rootY: Double?
    /// CLOCK_MONOTONIC seconds at which the observer read the event.
    public var received: Double

    public var description: String {
      "\(type) device=\(device) source=\(source) detail=\(detail) root=\(rootX.map { "\($0)" } ?? "-"),\(rootY.map { "\($0)" } ?? "-")"
    }
  }

  private let process = Process()
  private let lock = NSLock()
  private var parsed: [Event] = []
  private var current: Event?
  private var pending = ""

  /// Starts `xinput test-xi2 --root` on `display`.
  public init(display: String) throws(BedError) {
    let program = try ProgramLookup.find("xinput", package: "xinput")
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["test-xi2", "--root"]
    process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        return
      }
      self?.consume(String(decoding: data, as: UTF8.self), at: monotonicSeconds())
    }
    do { try process.run() } catch { throw .startFailed("xinput test-xi2", detail: "\(error)") }
  }

  deinit { stop() }

  public func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// Every event parsed so far.
  public var events: [Event] { lock.withLock { parsed } }

  /// Forgets the events parsed so far.
  public func clear() { lock.withLock { parsed.removeAll() } }

  /// Waits (polling, at most `timeout` seconds) until `condition` holds for
  /// the events parsed so far, and returns them; nil when it never held.
  public func wait(timeout: Double = 5, until condition: ([Event]) -> Bool) -> [Event]? {
    let deadline = monotonicSeconds() + timeout
    repeat {
      let now = events
      if condition(now) { return now }
      usleep(5_000)
    } while monotonicSeconds() < deadline
    let now = events
    return condition(now) ? now : nil
  }

  private func consume(_ text: String, at time: Double) {
    lock.withLock {
      pending += text
      while let newline = pending.firstIndex(of: "\n") {
        let line = String(pending[..<newline])
        pending.removeSubrange(...newline)
        parse(line, at: time)
      }
    }
  }

  private func parse(_ line: String, at time: Double) {
    if line.hasPrefix("EVENT type") {
      finish()
      // "EVENT type 18 (TouchBegin)"
      let name = line.split(separator: "(").last.map { String($0.dropLast()) } ?? line
      current = Event(type: name, device: 0, source: 0, detail: 0, rootX: nil, rootY: nil, received: time)
      return
    }
    guard current != nil else { return }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("device:") {
      // "device: 2 (6)"
      let numbers = trimmed.dropFirst(7).split(whereSeparator: { " ()".contains($0) }).compactMap { Int($0) }
      if numbers.count == 2 {
        current!.device = numbers[0]
        current!.source = numbers[1]
      }
    } else if trimmed.hasPrefix("detail:") {
      current!.detail = Int(trimmed.dropFirst(7).trimmingCharacters(in: .whitespaces)) ?? 0
    } else if trimmed.hasPrefix("root:") {
      // "root: 960.00/540.00"
      let parts = trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces).split(separator: "/")
      if parts.count == 2 {
        current!.rootX = Double(parts[0])
        current!.rootY = Double(parts[1])
      }
    } else if trimmed.isEmpty {
      finish()
    }
  }

  private func finish() {
    if let event = current { parsed.append(event) }
    current = nil
  }
}
