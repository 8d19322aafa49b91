/// The bytes waiting for one client, bounded (docs/REFERENCE.md §15, "Who
/// may listen"): a client that does not read never makes xgesture wait or
/// grow. `append` refuses what would take the queue past `limit` bytes; the
/// caller then drops the client.
public struct OutgoingQueue: Sendable {
  /// 1 MiB, the SPEC's bound.
  public static let defaultLimit = 1 << 20

  public let limit: Int
  private var storage: [UInt8] = []
  private var start = 0

  public init(limit: Int = OutgoingQueue.defaultLimit) { self.limit = limit }

  /// How many bytes wait.
  public var count: Int { storage.count - start }
  public var isEmpty: Bool { count == 0 }

  /// Adds `bytes` after what waits; false, adding nothing, when they would
  /// take it past the limit.
  public mutating func append(_ bytes: some Collection<UInt8>) -> Bool {
    guard count + bytes.count <= limit else { return false }
    if start > 0, start >= storage.count / 2 {
      storage.removeFirst(start)
      start = 0
    }
    storage.append(contentsOf: bytes)
    return true
  }

  /// Calls `body` with the waiting bytes (at once, unmoved) and removes as
  /// many as it returns it wrote.
  public mutating func drain(_ body: (UnsafeRawBufferPointer) -> Int) {
    guard !isEmpty else { return }
    let written = storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    start += max(0, min(written, count))
    if start == storage.count {
      storage.removeAll(keepingCapacity: storage.capacity <= 65536)
      start = 0
    }
  }
}
