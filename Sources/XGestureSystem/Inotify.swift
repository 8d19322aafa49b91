#if canImport(Glibc)
  import Glibc
#endif

/// What an inotify watch reports (inotify(7) `IN_*` masks).
public struct InotifyEvents: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let modify = InotifyEvents(rawValue: UInt32(IN_MODIFY))
  public static let attributes = InotifyEvents(rawValue: UInt32(IN_ATTRIB))
  public static let closeWrite = InotifyEvents(rawValue: UInt32(IN_CLOSE_WRITE))
  public static let movedFrom = InotifyEvents(rawValue: UInt32(IN_MOVED_FROM))
  public static let movedTo = InotifyEvents(rawValue: UInt32(IN_MOVED_TO))
  public static let create = InotifyEvents(rawValue: UInt32(IN_CREATE))
  public static let delete = InotifyEvents(rawValue: UInt32(IN_DELETE))
  /// Watch only if the path is a folder (a flag for `addInotifyWatch`).
  public static let onlyDirectory = InotifyEvents(rawValue: UInt32(IN_ONLYDIR))
  /// The kernel's queue overflowed: events were lost (reported, never asked for).
  public static let queueOverflow = InotifyEvents(rawValue: UInt32(IN_Q_OVERFLOW))
}

/// One event read from an inotify descriptor.
public struct InotifyEvent: Sendable, Hashable {
  /// The watch it is about (what `addInotifyWatch` returned; -1 for an overflow).
  public var watch: CInt
  public var events: InotifyEvents
  /// The name of the file in the watched folder; empty when the event is
  /// about the watched path itself.
  public var name: String

  public init(watch: CInt, events: InotifyEvents, name: String) {
    self.watch = watch
    self.events = events
    self.name = name
  }
}

extension FileDescriptor {
  /// A new inotify instance (inotify_init1(2)), non-blocking and close-on-exec.
  public static func inotify() throws(Errno) -> FileDescriptor {
    let fd = inotify_init1(CInt(IN_NONBLOCK | IN_CLOEXEC))
    if fd < 0 { throw Errno.current("inotify_init1") }
    return FileDescriptor(rawValue: fd)
  }

  /// Watches `path` for `events` on this inotify descriptor
  /// (inotify_add_watch(2)) and returns the watch's number.
  @discardableResult
  public func addInotifyWatch(_ path: String, for events: InotifyEvents) throws(Errno) -> CInt {
    try retryingInterrupts("inotify_add_watch") { inotify_add_watch(rawValue, path, events.rawValue) }
  }

  /// The events queued on this non-blocking inotify descriptor (read(2)):
  /// at most one buffer's worth, empty when none is queued.
  public func readInotifyEvents() throws(Errno) -> [InotifyEvent] {
    let header = MemoryLayout<inotify_event>.size
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: 16 * 1024, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    guard let count = try readIfReady(into: buffer) else { return [] }
    var events: [InotifyEvent] = []
    var offset = 0
    while offset + header <= count {
      let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
      let nameStart = offset + header
      let nameEnd = min(count, nameStart + Int(event.len))
      let name = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
      events.append(
        InotifyEvent(
          watch: event.wd, events: InotifyEvents(rawValue: event.mask),
          name: String(decoding: name, as: UTF8.self)))
      offset = nameStart + Int(event.len)
    }
    return events
  }
}
