/// Splits a command's output into log lines, keeping at most `maxLineBytes`
/// of each line and at most `maxTotalBytes` of the whole output, so that a
/// command printing megabytes costs bounded memory. What is cut is counted,
/// and the counts are reported in the lines themselves.
struct OutputLines {
  let maxLineBytes: Int
  let maxTotalBytes: Int
  /// The current, unfinished line (at most `maxLineBytes`).
  private var pending: [UInt8] = []
  /// Bytes of the current line that did not fit.
  private var pendingDropped = 0
  /// Bytes of complete lines emitted so far.
  private(set) var keptBytes = 0
  /// Bytes dropped because the output as a whole was over its limit.
  private(set) var droppedBytes = 0

  init(maxLineBytes: Int, maxTotalBytes: Int) {
    self.maxLineBytes = max(1, maxLineBytes)
    self.maxTotalBytes = max(0, maxTotalBytes)
  }

  /// True once the output has used up its limit: later bytes are only counted.
  var isOverLimit: Bool { keptBytes >= maxTotalBytes }

  /// Adds `bytes`, calling `emit` with each completed line.
  mutating func append(_ bytes: UnsafeRawBufferPointer, emit: (String) -> Void) {
    for byte in bytes {
      if isOverLimit {
        droppedBytes += 1
        continue
      }
      if byte == UInt8(ascii: "\n") {
        finishLine(emit: emit)
      } else if pending.count < maxLineBytes {
        pending.append(byte)
      } else {
        pendingDropped += 1
      }
    }
  }

  /// Emits an unfinished last line (output that did not end with a newline).
  mutating func flush(emit: (String) -> Void) {
    if !pending.isEmpty || pendingDropped > 0 { finishLine(emit: emit) }
  }

  private mutating func finishLine(emit: (String) -> Void) {
    var text = String(decoding: pending, as: UTF8.self)
    if pendingDropped > 0 { text += " … (\(pendingDropped) more bytes of this line dropped)" }
    keptBytes += pending.count + 1
    pending.removeAll(keepingCapacity: true)
    pendingDropped = 0
    emit(text)
  }
}
