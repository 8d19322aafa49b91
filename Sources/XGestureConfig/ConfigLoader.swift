import XGestureActionKinds

/// Loads a config: reads the file (refusing unsafe permissions), parses it
/// with libyaml, checks every key, and builds the rules.
///
/// ```swift
/// let loader = ConfigLoader()                       // the process's environment
/// let config = try loader.load(ConfigLocation.locate(commandLine: path))
/// // throws ConfigErrors: every error of the file, each "FILE:LINE:COLUMN: message"
/// ```
public struct ConfigLoader: Sendable {
  /// For `$HOME`, `$XDG_DATA_HOME`, `$XDG_DATA_DIRS` (theme sounds) and `~/` in sound paths.
  public var environment: [String: String]
  /// Where the built-in default's sounds are (see `DefaultConfig.soundFolder`).
  public var builtInFolder: String?
  /// Check the owner and permissions of config files (`FileSafety`).
  public var checksSafety: Bool
  /// How sound files are checked and theme sounds found: the real files, or
  /// what a test or the fuzzer says exists.
  public var soundFiles: SoundFiles
  /// How `keys:` names are checked: the executable passes X's keysym names;
  /// without them every name is taken.
  public var keyNames: KeyNames

  public init(
    environment: [String: String] = ProcessEnvironment.current,
    builtInFolder: String? = DefaultConfig.soundFolder(),
    checksSafety: Bool = true,
    soundFiles: SoundFiles = .system,
    keyNames: KeyNames = .unchecked
  ) {
    self.keyNames = keyNames
    self.environment = environment
    self.builtInFolder = builtInFolder
    self.checksSafety = checksSafety
    self.soundFiles = soundFiles
  }

  /// The config `source` names.
  public func load(_ source: ConfigSource) throws(ConfigErrors) -> Configuration {
    switch source {
    case .file(let path): try load(path: path)
    case .builtIn: try loadBuiltIn()
    }
  }

  /// A config file; relative sound paths are relative to its folder.
  public func load(path: String) throws(ConfigErrors) -> Configuration {
    try load(bytes: try readFile(path), file: path, folder: FileSystem.folder(of: path))
  }

  /// The built-in default (`DefaultConfig.text`). It always loads: a sound file
  /// it cannot find becomes a warning and that sound's actions are off.
  public func loadBuiltIn() throws(ConfigErrors) -> Configuration {
    try load(
      bytes: Array(DefaultConfig.text.utf8), file: ConfigSource.builtInName, folder: builtInFolder,
      lenientSounds: true, builtInShapesOnly: true)
  }

  /// Config text, named `file` in messages, with sound paths relative to `folder`.
  public func load(text: String, file: String, folder: String) throws(ConfigErrors) -> Configuration {
    try load(bytes: Array(text.utf8), file: file, folder: folder)
  }

  /// Config bytes (not yet known to be UTF-8), as read from a file; its
  /// shapes are in `strokes/` in `folder` (docs/REFERENCE.md §16), unless
  /// `builtInShapesOnly` (the built-in default's, whose folder holds sounds).
  public func load(
    bytes: [UInt8], file: String, folder: String?, lenientSounds: Bool = false, builtInShapesOnly: Bool = false
  )
    throws(ConfigErrors)
    -> Configuration
  {
    let root: YAMLNode?
    switch YAMLReader(file: file).read(bytes) {
    case .success(let node): root = node
    case .failure(let errors): throw errors
    }
    let sounds = SoundsReader(
      folder: folder, environment: environment, files: soundFiles, lenient: lenientSounds)
    var interpreter = ConfigInterpreter(
      file: file, sounds: sounds, environment: environment, keyNames: keyNames,
      strokes: builtInShapesOnly ? nil : folder.map(StrokeFolder.init(configFolder:)))
    guard let configuration = interpreter.interpret(root), interpreter.diagnostics.errors.isEmpty
    else {
      throw ConfigErrors(interpreter.diagnostics.errors)
    }
    return configuration
  }

  /// The file's bytes, after the safety check.
  func readFile(_ path: String) throws(ConfigErrors) -> [UInt8] {
    if checksSafety, let problem = FileSafety.problem(path: path) {
      throw ConfigErrors([ConfigError(file: path, message: problem)])
    }
    switch FileSystem.read(path, limit: YAMLReader.maximumSize) {
    case .success(let bytes): return bytes
    case .failure(.cannotOpen(let error)):
      throw ConfigErrors([
        ConfigError(file: path, message: "cannot read the config: \(error.sentence)")
      ])
    case .failure(.folder):
      throw ConfigErrors([
        ConfigError(
          file: path,
          message:
            "is a folder, not a config file — give the path of the config file itself, like '\(FileSystem.join(path, "config.yaml"))'"
        )
      ])
    case .failure(.notAFile):
      throw ConfigErrors([
        ConfigError(file: path, message: "is not a regular file — give the path of a config file")
      ])
    case .failure(.tooBig(let size)):
      throw ConfigErrors([
        ConfigError(
          file: path, line: 1, column: 1,
          message:
            "the file is \(size) bytes; a config file may be at most \(YAMLReader.maximumSize) bytes (1 MiB) — is this the right file?"
        )
      ])
    }
  }
}
