#if canImport(Glibc)
  import Glibc
#endif

/// Whether a file is a sound xgesture can play, judged by its header: WAV
/// (RIFF/RIFX/RF64 … WAVE), FLAC, Ogg (Vorbis, Opus, FLAC in Ogg), AIFF, AU.
///
/// This is a stand-in until XGestureActions offers `SoundFile.check(path)`
/// (libsndfile): swap the body of `problem(at:)` for that call.
enum SoundFileCheck {
  /// nil when the file looks like a sound, else why not (a sentence fragment).
  static func problem(at path: String) -> String? {
    // Non-blocking, and only regular files: a FIFO or a device must not hang or feed the loader.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return "cannot be read (\(FileSystem.errorText(errno)))" }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return "cannot be read (\(FileSystem.errorText(errno)))" }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return "is not a regular file" }
    var header = [UInt8](repeating: 0, count: 12)
    let count = header.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    guard count >= 0 else { return "cannot be read (\(FileSystem.errorText(errno)))" }
    let bytes = Array(header[0..<count])
    func starts(_ text: String, at offset: Int = 0) -> Bool {
      let magic = Array(text.utf8)
      return bytes.count >= offset + magic.count
        && Array(bytes[offset..<offset + magic.count]) == magic
    }
    if (starts("RIFF") || starts("RIFX") || starts("RF64")) && starts("WAVE", at: 8) { return nil }
    if starts("fLaC") || starts("OggS") || starts(".snd") { return nil }
    if starts("FORM") && (starts("AIFF", at: 8) || starts("AIFC", at: 8)) { return nil }
    return "is not a sound file (WAV, FLAC or Ogg)"
  }
}
