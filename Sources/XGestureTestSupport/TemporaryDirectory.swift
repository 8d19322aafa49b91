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

  /// Writes `text` to `name` inside this folder and returns its path.
  @discardableResult
  public func write(_ text: String, to name: String) throws(BedError) -> String {
    let target = file(name)
    do {
      try text.write(toFile: target, atomically: true, encoding: .utf8)
    } catch {
      throw .misuse("cannot write \(target): \(error)")
    }
    return target
  }

  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  deinit { remove() }
}
