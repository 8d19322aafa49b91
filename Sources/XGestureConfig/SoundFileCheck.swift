#if canImport(Glibc)
  import Glibc
#endif

import XGestureActions

/// Whether a file is a sound xgesture can play: a regular file that
/// libsndfile opens and finds sound in (`SoundFile.check`: WAV, FLAC, Ogg
/// Vorbis and Opus, AIFF, AU, …).
enum SoundFileCheck {
  /// nil when the file is a sound, else why not (a sentence fragment).
  static func problem(at path: String) -> String? {
    // Non-blocking, and only regular files: a FIFO or a device must not hang or feed the loader.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return "cannot be read (\(FileSystem.errorText(errno)))" }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return "cannot be read (\(FileSystem.errorText(errno)))" }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return "is not a regular file" }
    do {
      try SoundFile.check(path)
      return nil
    } catch {
      return "is not a sound file (WAV, FLAC or Ogg)"
    }
  }
}
