import Foundation
import XGestureSystem

/// A private folder under the system's temporary directory, removed with
/// everything in it when `remove()` is called or the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
  public let path: String

  /// Creates a fresh folder whose name starts with `prefix` (mkdtemp(3)).
  public init(prefix: String) throws(BedError) {
    let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    do {
      path = try Files.makeTemporaryDirectory(prefix: "\(base)/\(prefix).")
    } catch {
      throw .system("mkdtemp", error)
    }
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
    let file: FileDescriptor
    do {
      file = try FileDescriptor.open(partial, .writeOnly, options: [.create, .truncate], permissions: mode)
    } catch {
      throw .system("creating \(partial)", error)
    }
    do throws(Errno) {
      try file.closeAfter { () throws(Errno) in
        try file.writeAll(text.utf8)
        try file.setPermissions(mode)  // open's permissions are cut by the umask
      }
    } catch {
      throw .system("writing \(partial)", error)
    }
    do {
      try Files.rename(partial, to: target)
    } catch {
      throw .system("renaming \(partial)", error)
    }
    return target
  }

  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  deinit { remove() }
}
