#if canImport(Glibc)
  import Glibc
#endif

/// An inotify instance (inotify(7)), non-blocking, close-on-exec: the file
/// descriptor the daemon polls, and the names that changed in watched folders.
final class Inotify {
  let fileDescriptor: CInt

  /// inotify_init1(2).
  init() throws(ConfigErrors) {
    fileDescriptor = inotify_init1(CInt(IN_NONBLOCK | IN_CLOEXEC))
    guard fileDescriptor >= 0 else {
      throw ConfigErrors([
        ConfigError(
          file: "inotify",
          message:
            "cannot watch the config for changes: \(FileSystem.errorText(errno)) — reload it with SIGHUP"
        )
      ])
    }
  }

  deinit { close(fileDescriptor) }

  /// inotify_add_watch(2) on a folder, for every way a file in it can change.
  func watch(folder: String) -> Bool {
    let mask = UInt32(
      IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    return inotify_add_watch(fileDescriptor, folder, mask | UInt32(IN_ONLYDIR)) >= 0
  }

  /// read(2) until it would block: the names of the files the events were
  /// about, and whether the kernel's queue overflowed (events were lost).
  func drain() -> (names: [String], overflowed: Bool) {
    var names: [String] = []
    var overflowed = false
    let size = 16 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    while true {
      let count = read(fileDescriptor, buffer, size)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
        let nameStart = offset + MemoryLayout<inotify_event>.size
        if event.len > 0 {
          let bytes = UnsafeRawBufferPointer(start: buffer + nameStart, count: Int(event.len))
          let name = bytes.prefix { $0 != 0 }
          names.append(String(decoding: name, as: UTF8.self))
        }
        offset = nameStart + Int(event.len)
      }
    }
    return (names, overflowed)
  }
}
