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

  /// inotify_add_watch(2) on a folder, for every way a file in it can change.
  func watch(folder: String) -> Bool {
    let events: InotifyEvents = [
      .closeWrite, .modify, .movedTo, .movedFrom, .create, .delete, .attributes, .onlyDirectory,
    ]
    return (try? descriptor.addInotifyWatch(folder, for: events)) != nil
  }

  /// read(2) until it would block (or fails): the names of the files the
  /// events were about, and whether the kernel's queue overflowed (events
  /// were lost).
  func drain() -> (names: [String], overflowed: Bool) {
    var names: [String] = []
    var overflowed = false
    while let events = try? descriptor.readInotifyEvents(), !events.isEmpty {
      for event in events {
        if event.events.contains(.queueOverflow) { overflowed = true }
        if !event.name.isEmpty { names.append(event.name) }
      }
    }
    return (names, overflowed)
  }
}
