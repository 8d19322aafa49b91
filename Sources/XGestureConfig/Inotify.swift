import XGestureSystem

/// An inotify instance (inotify(7)), non-blocking, close-on-exec: the file
/// descriptor the daemon polls, and the names that changed in watched folders.
final class Inotify {
  let descriptor: FileDescriptor

  /// inotify_init1(2), through `FileDescriptor.inotify()`.
  init() throws(ConfigErrors) {
    do {
      descriptor = try FileDescriptor.inotify()
    } catch {
      throw ConfigErrors([
        ConfigError(
          file: "inotify",
          message: "cannot watch the config for changes: \(error.sentence) — reload it with SIGHUP"
        )
      ])
    }
  }

  deinit { try? descriptor.close() }

  /// inotify_add_watch(2) on a folder, for every way a file in it can
  /// change: the watch (the same one for a folder watched already), nil
  /// when the folder cannot be watched (it does not exist).
  func watch(folder: String) -> CInt? {
    let events: InotifyEvents = [
      .closeWrite, .modify, .movedTo, .movedFrom, .create, .delete, .attributes, .onlyDirectory,
    ]
    return try? descriptor.addInotifyWatch(folder, for: events)
  }

  /// read(2) until it would block (or fails): the events about files in the
  /// watched folders, and whether the kernel's queue overflowed (events
  /// were lost).
  func drain() -> (events: [InotifyEvent], overflowed: Bool) {
    var named: [InotifyEvent] = []
    var overflowed = false
    while let events = try? descriptor.readInotifyEvents(), !events.isEmpty {
      for event in events {
        if event.events.contains(.queueOverflow) { overflowed = true }
        if !event.name.isEmpty { named.append(event) }
      }
    }
    return (named, overflowed)
  }
}
