import Foundation

/// A private folder under the system's temporary directory, removed with
/// everything in it when `remove()` is called or the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
  public let path: String

  /// Creates a fresh folder whose name starts with `prefix` (mkdtemp(3)).
  public init(prefix: String) throws(BedError) {
    let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { throw .system("mkdtemp", errno: errno) }
    path = String(cString: made)
  }

  /// The path of `name` inside this folder.
  public func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Writes `text` to `name` inside this folder (through a temporary file
  /// renamed into place) with permissions `mode`, and returns its path.
  ///
  /// The file is opened close-on-exec: a program another thread spawns at the
  /// same moment must not inherit it open for writing, or running the file
  /// (a stand-in script) would fail with "Text file busy" for as long as that
  /// program lives. Foundation's atomic write does not promise that.
  @discardableResult
  public func write(_ text: String, to name: String, mode: mode_t = 0o644) throws(BedError) -> String {
    let target = file(name)
    let partial = target + ".partial"
    let fd = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard fd >= 0 else { throw .system("creating \(partial)", errno: errno) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        let code = errno
        close(fd)
        throw .system("writing \(partial)", errno: code)
      }
      offset += written
    }
    fchmod(fd, mode)
    close(fd)
    guard rename(partial, target) == 0 else { throw .system("renaming \(partial)", errno: errno) }
    return target
  }

  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  deinit { remove() }
}
