public import XGestureEngine
import XGestureSystem

/// Where a config's own shapes are (docs/REFERENCE.md §16): the folder
/// `strokes/` beside the config file, one file `NAME.trace` a shape, in the
/// trace format (§4), each touch sequence one example of it. A file replaces
/// the built-in shape of its name.
public struct StrokeFolder: Sendable, Equatable {
  /// The folder's path (which need not exist).
  public let path: String

  /// The folder beside the config file at `configFile`.
  public init(configFile: String) {
    self.init(configFolder: FileSystem.folder(of: configFile))
  }

  /// The folder in the config's folder `configFolder`.
  public init(configFolder: String) {
    path = FileSystem.join(configFolder, "strokes")
  }

  /// The file of the shape `name`.
  public func file(of name: String) -> String { FileSystem.join(path, name + ".trace") }

  /// Whether the shape `name` has a file here.
  public func has(_ name: String) -> Bool { FileSystem.exists(file(of: name)) }

  /// The shapes with a file here (each `NAME.trace`'s NAME), sorted; none without the folder.
  public func names() -> [String] {
    let files = (try? Files.names(inFolder: path)) ?? []
    return files.filter { $0.hasSuffix(".trace") && $0.count > 6 }.map { String($0.dropLast(6)) }
  }

  /// The shape `name` as its file says: one example a touch sequence. A
  /// file that cannot be read, a malformed line (`FILE:LINE: message`) and
  /// a file without a touch sequence are errors.
  public func template(named name: String) throws(ConfigError) -> StrokeTemplate {
    let path = file(of: name)
    let text: String
    switch FileSystem.read(path, limit: YAMLReader.maximumSize) {
    case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
    case .failure(.cannotOpen(let error)):
      throw ConfigError(file: path, message: "cannot read the shape '\(name)': \(error.sentence)")
    case .failure(.folder), .failure(.notAFile):
      throw ConfigError(file: path, message: "the shape '\(name)' must be a trace file (docs/REFERENCE.md §4)")
    case .failure(.tooBig(let size)):
      throw ConfigError(
        file: path, line: 1, message: "the file is \(size) bytes; a shape's file may be at most 1 MiB")
    }
    let trace: Trace
    do {
      trace = try Trace(parsing: text)
    } catch {
      throw ConfigError(file: path, line: error.line, message: error.message)
    }
    let template = StrokeTemplate(name: name, trace: trace)
    guard !template.examples.isEmpty else {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      throw ConfigError(
        file: path, line: max(1, text.hasSuffix("\n") ? lines - 1 : lines),
        message:
          "the shape '\(name)' has no touch sequence — each sequence (touches from the first landing to the last"
          + " lift) is one example; draw it with 'xgesture --learn \(name)'")
    }
    return template
  }

  /// Every shape there is for a config with this folder: the built-in ones,
  /// then the files here (replacing the built-in of their name), each with
  /// where it comes from; and the files that do not load, as errors.
  public func shapes() -> (templates: [StrokeTemplate], origins: [String: ShapeOrigin], problems: [ConfigError]) {
    var templates = StrokeTemplate.builtIn
    var origins = Dictionary(uniqueKeysWithValues: templates.map { ($0.name, ShapeOrigin.builtIn) })
    var problems: [ConfigError] = []
    for name in names() {
      do {
        let template = try self.template(named: name)
        templates.removeAll { $0.name == name }
        templates.append(template)
        origins[name] = .file(path: file(of: name), examples: template.examples.count)
      } catch {
        problems.append(error)
      }
    }
    return (templates, origins, problems)
  }

  /// Saves `text` as the shape `name`'s file, making the folder (and the
  /// folders above it) when missing; the old file, if any, is replaced in one
  /// step (a new file renamed over it), so a running xgesture never reads half of it.
  public func save(_ text: String, as name: String) throws(Errno) {
    var missing: [String] = []
    var folder = path
    while !FileSystem.isDirectory(folder), folder != "/", folder != "." {
      missing.insert(folder, at: 0)
      folder = FileSystem.folder(of: folder)
    }
    for folder in missing { try Files.makeDirectory(folder, permissions: 0o755) }
    let final = file(of: name)
    let temporary = FileSystem.join(path, ".\(name).trace.new")
    let file = try OwnedFileDescriptor(
      opening: temporary, .writeOnly, options: [.create, .truncate], permissions: 0o644)
    try file.descriptor.writeAll(text.utf8)
    try Files.rename(temporary, to: final)
  }
}
