#if canImport(Glibc)
  import Glibc
#endif

/// A set of descriptors waited on together (poll(2) with POLLIN, or POLLOUT
/// for one added for writing), kept
/// between waits so that a loop that polls on every round allocates nothing:
/// `removeAll`, `add` each descriptor with a tag saying whose it is, `wait`,
/// then ask which tags are readable.
///
/// The calls made on every round are inlinable, so that they are specialized
/// for the caller's tag type: unspecialized, each wake-up paid for generic
/// calls (docs/BENCHMARKS.md, "Desktop actions", has what that cost).
public struct PollSet<Tag: Equatable> {
  @usableFromInline var entries: [pollfd] = []
  @usableFromInline var tags: [Tag] = []

  public init() {}

  /// Empties the set, keeping its storage.
  @inlinable
  public mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    tags.removeAll(keepingCapacity: true)
  }

  /// Adds `descriptor`, to be reported under `tag`.
  @inlinable
  public mutating func add(_ descriptor: FileDescriptor, tag: Tag) {
    entries.append(pollfd(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0))
    tags.append(tag)
  }

  /// Adds `descriptor` to be waited on until it can be written to, reported under `tag`.
  @inlinable
  public mutating func addForWriting(_ descriptor: FileDescriptor, tag: Tag) {
    entries.append(pollfd(fd: descriptor.rawValue, events: Int16(POLLOUT), revents: 0))
    tags.append(tag)
  }

  /// Waits until a descriptor is readable (or writable, for one added for writing), at most `timeout` milliseconds
  /// (rounded up; nil waits for ever, 0 does not wait). False when a signal
  /// interrupted the wait (the caller looks at its clock again and waits
  /// anew); true otherwise, also after the timeout. A descriptor with an
  /// error or hang-up counts as readable: reading it says what happened.
  /// Throws `Errno` naming `poll` on any other failure.
  public mutating func wait(timeout: Double?) throws(Errno) -> Bool {
    for i in entries.indices { entries[i].revents = 0 }
    let milliseconds = timeout.map { CInt(min(max(0, $0), Double(CInt.max)).rounded(.up)) } ?? -1
    if Glibc.poll(&entries, nfds_t(entries.count), milliseconds) < 0 {
      if errno == EINTR { return false }
      throw Errno.current("poll")
    }
    return true
  }

  /// Whether a descriptor added under `tag` was readable (or writable, for
  /// one added for writing) after the last `wait`.
  @inlinable
  public func isReadable(_ tag: Tag) -> Bool {
    for i in tags.indices where tags[i] == tag && entries[i].revents != 0 { return true }
    return false
  }
}
