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
    /// When the observer read the event.
    public var received: MonotonicTime

    public var description: String {
      "\(type) device=\(device) source=\(source) detail=\(detail) root=\(rootX.map { "\($0)" } ?? "-"),\(rootY.map { "\($0)" } ?? "-")"
    }
  }

  private let process: ChildProcess
  private let lock = NSLock()
  private var parsed: [Event] = []
  private var current: Event?
  private var reader: LineReader?

  /// Starts `xinput test-xi2 --root` on `display`.
  public init(display: String) throws(BedError) {
    let program = try ProgramLookup.find("xinput", package: "xinput")
    process = try ChildProcess(
      program, arguments: ["test-xi2", "--root"],
      environment: ChildProcess.environment(adding: ["DISPLAY": display]), standardOutput: .pipe)
    reader = LineReader(reading: process.standardOutputPipe!) { [weak self] line, time in
      self?.consume(line, at: time)
    }
  }

  /// Ends xinput and waits for the last of its output to be parsed.
  public func stop() {
    guard process.isRunning else { return }
    process.terminate(timeout: 2)
    reader?.waitForEnd(timeout: 2)
  }

  /// Every event parsed so far.
  public var events: [Event] { lock.withLock { parsed } }

  /// Forgets the events parsed so far.
  public func clear() { lock.withLock { parsed.removeAll() } }

  /// Waits (polling, at most `timeout` seconds) until `condition` holds for
  /// the events parsed so far, and returns them; nil when it never held.
  public func wait(timeout: Double = 10, until condition: ([Event]) -> Bool) -> [Event]? {
    poll(timeout: timeout, snapshot: { events }, until: condition)
  }

  private func consume(_ line: String, at time: MonotonicTime) {
    lock.withLock { parse(line, at: time) }
  }

  private func parse(_ line: String, at time: MonotonicTime) {
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
    } else if trimmed.isEmpty || trimmed.hasPrefix("windows:") {
      // Raw events end with a blank line, device events with their windows.
      finish()
    }
  }

  private func finish() {
    if let event = current { parsed.append(event) }
    current = nil
  }
}
