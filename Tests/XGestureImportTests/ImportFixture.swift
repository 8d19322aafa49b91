import Foundation
import Testing
import XGestureConfig
import XGestureImport

/// A fixture of `Fixtures/`, written from each tool's documentation.
struct ImportFixture {
  let name: String
  let path: String
  let bytes: [UInt8]

  init(_ name: String) throws {
    self.name = name
    path = Bundle.module.resourcePath! + "/Fixtures/" + name
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  var lines: [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// The 1-based line of the first line containing `marker` (after line `after`).
  func line(of marker: String, after: Int = 0) -> Int {
    for (index, text) in lines.enumerated() where index + 1 > after && text.contains(marker) {
      return index + 1
    }
    Issue.record("no line of \(name) contains \(marker)")
    return 0
  }

  func importing(_ tool: ImportTool) throws(ImportError) -> Importer.Result {
    try Importer.convert(tool, bytes: bytes, file: path)
  }

  /// The lines of the comments of `kind` (`not converted`, `note`) in the output.
  static func commentLines(_ kind: String, in text: String, file: String) -> [Int] {
    text.split(separator: "\n").compactMap { line -> Int? in
      let prefix = "# \(kind): \(file):"
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix(prefix) else { return nil }
      return Int(trimmed.dropFirst(prefix.count).prefix { $0.isNumber })
    }
  }

  /// What `--check` does with the output: the config loader, nothing on disk.
  static func check(_ text: String) throws(ConfigErrors) -> Configuration {
    try ConfigLoader(environment: [:], builtInFolder: nil, checksSafety: false).load(
      text: text, file: "imported.yaml", folder: "/nonexistent")
  }
}
