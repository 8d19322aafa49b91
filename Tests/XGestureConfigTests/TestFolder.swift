import Foundation

/// A fresh folder under the system's temporary folder, with helpers to put
/// files in it; removed when the value is released.
final class TestFolder {
  let path: String

  init() throws {
    var template = Array((NSTemporaryDirectory() + "xgesture-config-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    path = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `contents` to `name` (folders made as needed), mode 0644; returns the full path.
  @discardableResult
  func write(_ name: String, _ contents: String, mode: Int = 0o644) throws -> String {
    try write(name, Data(contents.utf8), mode: mode)
  }

  @discardableResult
  func write(_ name: String, _ data: Data, mode: Int = 0o644) throws -> String {
    let full = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
    chmod(full, mode_t(mode))
    return full
  }

  /// A minimal valid WAV file (44-byte header, a few silent samples).
  static var wav: Data {
    var data = Data("RIFF".utf8)
    data += withUnsafeBytes(of: UInt32(36 + 8).littleEndian) { Data($0) }
    data += Data("WAVEfmt ".utf8)
    for value: UInt32 in [16] { data += withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    for value: UInt16 in [1, 1] { data += withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    for value: UInt32 in [22050, 44100] {
      data += withUnsafeBytes(of: value.littleEndian) { Data($0) }
    }
    for value: UInt16 in [2, 16] { data += withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    data += Data("data".utf8)
    data += withUnsafeBytes(of: UInt32(8).littleEndian) { Data($0) }
    data += Data(count: 8)
    return data
  }
}
