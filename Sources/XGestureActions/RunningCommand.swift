import XGestureSystem

/// One command a `CommandRunner` started and has not yet reaped.
final class RunningCommand {
  let pid: Int32
  let gesture: String
  let text: String
  let startTime: Double
  /// The read end of the child's stdout+stderr (non-blocking), until closed.
  var output: FileDescriptor?
  /// Becomes readable when the child exits (nil: the timer fallback).
  var exitDescriptor: FileDescriptor?
  var lines: OutputLines
  /// When to send SIGTERM to the group (`timeout:`), then when to send SIGKILL.
  var timeoutDeadline: Double?
  var killDeadline: Double?
  let timeout: Double?
  var timedOut = false

  init(
    pid: Int32, gesture: String, text: String, startTime: Double, output: FileDescriptor,
    exitDescriptor: FileDescriptor?, limits: CommandRunner.Limits, timeout: Double?
  ) {
    self.pid = pid
    self.gesture = gesture
    self.text = text
    self.startTime = startTime
    self.output = output
    self.exitDescriptor = exitDescriptor
    self.timeout = timeout
    lines = OutputLines(maxLineBytes: limits.maxLineBytes, maxTotalBytes: limits.maxOutputBytes)
    timeoutDeadline = timeout.map { startTime + $0 }
  }

  /// The earliest time this command needs attention.
  var deadline: Double? {
    switch (timeoutDeadline, killDeadline) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }

  /// The command text for log lines, shortened to one readable line.
  var shortText: String {
    var flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    if flat.count > 60 { flat = String(flat.prefix(59)) + "…" }
    return flat
  }

  func closeDescriptors() {
    try? output?.close()
    try? exitDescriptor?.close()
    output = nil
    exitDescriptor = nil
  }
}
