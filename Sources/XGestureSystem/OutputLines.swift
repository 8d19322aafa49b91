/// Splits a byte stream (a command's output, a child's pipe) into lines,
/// keeping at most `maxLineBytes` of each line and at most `maxTotalBytes`
/// of the whole output, so that a command printing megabytes costs bounded
/// memory. What is cut is counted, and the counts are reported in the lines
/// themselves. Bytes that are not UTF-8 are replaced.
///
/// The command runner keeps one per command; the test beds read their
/// children's output through it with no limits.
public struct OutputLines: Sendable {
  public let maxLineBytes: Int
  public let maxTotalBytes: Int
  /// The current, unfinished line (at most `maxLineBytes`).
  private var pending: [UInt8] = []
  /// Bytes of the current line that did not fit.
  private var pendingDropped = 0
  /// Bytes of complete lines emitted so far.
  public private(set) var keptBytes = 0
  /// Bytes dropped because the output as a whole was over its limit.
  public private(set) var droppedBytes = 0

  /// No limits unless given.
  public init(maxLineBytes: Int = .max, maxTotalBytes: Int = .max) {
    self.maxLineBytes = max(1, maxLineBytes)
    self.maxTotalBytes = max(0, maxTotalBytes)
  }

  /// True once the output has used up its limit: later bytes are only counted.
  public var isOverLimit: Bool { keptBytes >= maxTotalBytes }

  /// Adds `bytes`, calling `emit` with each completed line.
  public mutating func append(_ bytes: UnsafeRawBufferPointer, emit: (String) -> Void) {
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
  public mutating func flush(emit: (String) -> Void) {
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
