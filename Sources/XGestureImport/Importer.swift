import XGestureConfig
import XGestureSystem

/// `xgesture --import TOOL FILE` as a library call: reads FILE as TOOL's
/// config and returns the equivalent xgesture config's text and what could
/// not be converted (docs/IMPORT.md).
///
/// ```swift
/// let result = try Importer.run(.touchegg, path: "touchegg.conf")
/// print(result.text)                 // the config, for standard output
/// result.summary                      // lines for standard error
/// ```
public enum Importer {
  /// The largest file read: the configs are a few kilobytes.
  static let maximumSize = 1 << 20

  /// The key names X knows, while a conversion runs (`run` and `convert`
  /// set it): an `xdotool key` word that names none is left a command, as
  /// xdotool itself ignores it ("No such key name"), never turned into keys.
  @TaskLocal static var keyNames = KeyNames.unchecked

  public struct Result: Equatable, Sendable {
    /// The xgesture config, YAML.
    public var text: String
    /// `# not converted:` comments written.
    public var notConverted: Int
    /// `# note:` comments written.
    public var notes: Int
    /// Where each item of the input went, by its line.
    public var lines: Lines

    /// The input lines of the gestures converted, of the items not converted
    /// (a `# not converted:` comment), and of gestures bound again later,
    /// which the tool never ran (a `# note:`).
    public struct Lines: Equatable, Sendable {
      public var converted: Set<Int>
      public var notConverted: Set<Int>
      public var superseded: Set<Int>
    }

    /// What standard error says: nothing when everything converted as it was.
    public var summary: [String] {
      var lines: [String] = []
      if notConverted > 0 {
        let items = notConverted == 1 ? "1 item" : "\(notConverted) items"
        lines.append("\(items) not converted (see the # not converted: comments)")
      }
      if notes > 0 {
        let items = notes == 1 ? "1 note" : "\(notes) notes"
        lines.append("\(items) on what works differently (see the # note: comments)")
      }
      return lines
    }
  }

  /// Reads and converts the file at `path`; `keyNames` says which key names
  /// X knows (the executable's, from XStringToKeysym).
  public static func run(_ tool: ImportTool, path: String, keyNames: KeyNames = .unchecked) throws(ImportError)
    -> Result
  {
    let bytes: [UInt8]
    switch FileSystem.read(path, limit: maximumSize) {
    case .success(let read): bytes = read
    case .failure(.cannotOpen(let error)):
      throw ImportError(file: path, message: "cannot read it: \(error.sentence)")
    case .failure(.folder):
      throw ImportError(
        file: path, message: "is a folder — give the path of \(tool.displayName)'s config file")
    case .failure(.notAFile):
      throw ImportError(
        file: path,
        message: "is not a regular file — give the path of \(tool.displayName)'s config file")
    case .failure(.tooBig(let size)):
      throw ImportError(
        file: path,
        message:
          "is \(size) bytes; \(tool.displayName)'s configs are a few kilobytes — is this the right file?"
      )
    }
    return try convert(tool, bytes: bytes, file: path, keyNames: keyNames)
  }

  /// Converts `bytes`, named `file` in the output and in messages, with the
  /// key names `keyNames` knows.
  public static func convert(
    _ tool: ImportTool, bytes: [UInt8], file: String, keyNames: KeyNames = .unchecked
  ) throws(ImportError) -> Result {
    let converted = $keyNames.withValue(keyNames) {
      Swift.Result { () throws(ImportError) in try convert(tool, bytes: bytes, file: file) }
    }
    return try converted.get()
  }

  private static func convert(_ tool: ImportTool, bytes: [UInt8], file: String) throws(ImportError)
    -> Result
  {
    if let nul = bytes.firstIndex(of: 0) {
      throw ImportError(
        file: file, line: bytes[..<nul].filter { $0 == 0x0A }.count + 1,
        message: "the file is binary (it has a NUL byte), not \(tool.displayName)'s config")
    }
    let config: ImportedConfig
    switch tool {
    case .touchegg: config = try ToucheggReader.read(bytes, file: file)
    case .libinputGestures: config = try LibinputGesturesReader.read(bytes, file: file)
    case .fusuma: config = try FusumaReader.read(bytes, file: file)
    }
    let lines = Result.Lines(
      converted: Set(config.gestures.flatMap(\.sources)),
      notConverted: Set(config.allRemarks.filter { $0.kind == .notConverted }.map(\.line)),
      superseded: Set(config.superseded))
    return Result(
      text: ConfigWriter.text(config), notConverted: config.count(.notConverted),
      notes: config.count(.note), lines: lines)
  }
}
