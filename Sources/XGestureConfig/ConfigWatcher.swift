import XGestureSystem

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
/// The config file is watched, and the shapes' folder beside it
/// (`strokes/`, `StrokeFolder`): a shape file saved, added or removed
/// reloads as an edit of the config does, even when the config's text is
/// the same. Sound files the config names are re-read on every reload, so
/// after replacing a sound send SIGHUP.
public final class ConfigWatcher {
  /// How long the folder must be quiet after a change before reloading, in ms.
  public static let debounce = 100.0
  /// What changes a shape file: written, made, moved in or out, removed.
  private static let shapeEdits: InotifyEvents = [.closeWrite, .create, .movedTo, .movedFrom, .delete]

  public let source: ConfigSource
  public let loader: ConfigLoader
  /// The config in force: the last one that loaded.
  public private(set) var configuration: Configuration

  private let inotify: Inotify?
  /// The names in the watched folders that are the config (its own name, and
  /// the name of the file a symlink points to).
  private let names: Set<String>
  private var lastBytes: [UInt8]?
  /// The shapes' folder and its watch (nil while it does not exist: its
  /// making in the config's folder adds the watch).
  private let strokes: String?
  private var strokesWatch: CInt?
  /// A shape file changed since the last reload: the next one loads even
  /// with the config's text the same.
  private var shapesChanged = false
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
      strokes = nil
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
    let strokes = StrokeFolder(configFile: path).path
    self.strokes = strokes
    strokesWatch = inotify.watch(folder: strokes)
    lastBytes = try? loader.readFile(path)
  }

  /// For the daemon's poll(): readable when something in the config's folder
  /// changed. -1 for the built-in default (nothing to watch).
  public var fileDescriptor: CInt { inotify?.descriptor.rawValue ?? -1 }

  /// Reads what inotify has, and answers "reload now?": true once the config
  /// file changed and then nothing more for `debounce` ms.
  public func service(now: Double) -> Bool {
    if let inotify, heard(inotify.drain()) { deadline = now + Self.debounce }
    guard let due = deadline, now >= due else { return false }
    deadline = nil
    return true
  }

  /// Takes in what inotify said: whether the config or a shape changed (a
  /// shape's change also marks the next reload as one that loads).
  private func heard(_ drained: (events: [InotifyEvent], overflowed: Bool)) -> Bool {
    // Lost events may have been about the config or a shape: reload to be sure.
    var changed = drained.overflowed
    if drained.overflowed { shapesChanged = true }
    for event in drained.events {
      if event.watch == strokesWatch {
        // Not an attribute alone: reading a shape at a reload may touch its access time.
        guard event.name.hasSuffix(".trace"), !event.events.isDisjoint(with: Self.shapeEdits) else { continue }
        shapesChanged = true
        changed = true
      } else if names.contains(event.name) {
        changed = true
      } else if event.name == "strokes", let strokes, let inotify {
        // The shapes' folder made, moved or removed: watch what is there now.
        strokesWatch = inotify.watch(folder: strokes)
        shapesChanged = true
        changed = true
      }
    }
    return changed
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
    // What changed until now is read now: its events would only load it once more
    // (`--learn` saves a shape, then asks over the bus).
    if let inotify { _ = heard(inotify.drain()) }
    deadline = nil
    let force = force || shapesChanged
    shapesChanged = false
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
