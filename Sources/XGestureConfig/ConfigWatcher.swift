/// Live reload. Watches the config file's folder with inotify (so editors
/// that save by writing a new file and renaming it over the old one are seen),
/// debounces the burst of events a save makes, and reloads on request — the
/// daemon's SIGHUP handler calls `reload(force: true)`. No threads: the daemon
/// polls `fileDescriptor`, calls `service(now:)` when it is readable or when
/// `deadline` passes, and reloads when `service` says so.
///
/// ```swift
/// let watcher = try ConfigWatcher(source: source, configuration: config)
/// // poll(watcher.fileDescriptor, timeout up to watcher.deadline)
/// if watcher.service(now: monotonicMilliseconds) {
///   switch watcher.reload() {
///   case .replaced(let new): engine = Engine(rules: new.rules)  // between gestures
///   case .rejected(let errors): log(errors)                     // the old config stays
///   case .unchanged: break
///   }
/// }
/// ```
///
/// Only the config file is watched; sound files it names are re-read on
/// every reload, so after replacing a sound send SIGHUP.
public final class ConfigWatcher {
  /// How long the folder must be quiet after a change before reloading, in ms.
  public static let debounce = 100.0

  public let source: ConfigSource
  public let loader: ConfigLoader
  /// The config in force: the last one that loaded.
  public private(set) var configuration: Configuration

  private let inotify: Inotify?
  /// The names in the watched folders that are the config (its own name, and
  /// the name of the file a symlink points to).
  private let names: Set<String>
  private var lastBytes: [UInt8]?
  /// When a reload is due, on the caller's clock (ms); nil when nothing changed.
  public private(set) var deadline: Double?

  /// Watches `source` (nothing to watch for the built-in default), whose
  /// loaded form is `configuration`.
  public init(
    source: ConfigSource, configuration: Configuration, loader: ConfigLoader = ConfigLoader()
  )
    throws(ConfigErrors)
  {
    self.source = source
    self.configuration = configuration
    self.loader = loader
    guard case .file(let path) = source else {
      inotify = nil
      names = []
      return
    }
    let inotify = try Inotify()
    var names: Set<String> = [FileSystem.baseName(of: path)]
    _ = inotify.watch(folder: FileSystem.folder(of: path))
    if let real = FileSystem.realPath(path), real != path {
      names.insert(FileSystem.baseName(of: real))
      _ = inotify.watch(folder: FileSystem.folder(of: real))
    }
    self.inotify = inotify
    self.names = names
    lastBytes = try? loader.readFile(path)
  }

  /// For the daemon's poll(): readable when something in the config's folder
  /// changed. -1 for the built-in default (nothing to watch).
  public var fileDescriptor: CInt { inotify?.descriptor.rawValue ?? -1 }

  /// Reads what inotify has, and answers "reload now?": true once the config
  /// file changed and then nothing more for `debounce` ms.
  public func service(now: Double) -> Bool {
    if let inotify {
      let events = inotify.drain()
      // Lost events may have been about the config: reload to be sure.
      if events.overflowed || events.names.contains(where: names.contains) {
        deadline = now + Self.debounce
      }
    }
    guard let due = deadline, now >= due else { return false }
    deadline = nil
    return true
  }

  /// What a reload did.
  public enum Outcome: Sendable {
    /// The new config is in force.
    case replaced(Configuration)
    /// The file has the same bytes as the config in force; nothing to do.
    case unchanged
    /// The new text is invalid (every error); the old config stays in force.
    case rejected(ConfigErrors)
  }

  /// Loads the config again. `force` reloads even when the text is the same
  /// (SIGHUP: sound files or theme sounds may have changed).
  public func reload(force: Bool = false) -> Outcome {
    do {
      switch source {
      case .builtIn:
        configuration = try loader.loadBuiltIn()
        return .replaced(configuration)
      case .file(let path):
        let bytes = try loader.readFile(path)
        if !force, bytes == lastBytes { return .unchanged }
        configuration = try loader.load(
          bytes: bytes, file: path, folder: FileSystem.folder(of: path))
        lastBytes = bytes
        return .replaced(configuration)
      }
    } catch {
      return .rejected(error)
    }
  }
}
