import Foundation
import Testing

@testable import XGestureConfig

/// Live reload at the library level, on a virtual clock (ms): inotify events
/// arrive as soon as the file operation returns, so no test sleeps.
@Suite("Live reload")
struct ConfigWatcherTests {
  static func config(_ names: [String]) -> String {
    "gestures:\n" + names.map { "  \($0): { type: tap }\n" }.joined()
  }

  static func start(_ text: String) throws -> (TestFolder, String, ConfigWatcher) {
    let folder = try TestFolder()
    let path = try folder.write("config.yaml", text, mode: 0o600)
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let watcher = try ConfigWatcher(
      source: .file(path), configuration: try loader.load(path: path), loader: loader)
    #expect(watcher.fileDescriptor >= 0)
    return (folder, path, watcher)
  }

  static func names(_ watcher: ConfigWatcher) -> [String] {
    watcher.configuration.gestures.map(\.name)
  }

  /// Writes in place, as `echo > file` or an editor without backup files does.
  static func overwrite(_ path: String, _ text: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  @Test("An edit in place reloads after the debounce, not before")
  func editInPlace() throws {
    let (folder, path, watcher) = try Self.start(Self.config(["tap"]))
    defer { withExtendedLifetime(folder) {} }
    #expect(!watcher.service(now: 0))
    try Self.overwrite(path, Self.config(["tap", "double"]))
    #expect(!watcher.service(now: 1000))
    #expect(watcher.deadline == 1100)
    #expect(!watcher.service(now: 1099))
    #expect(watcher.service(now: 1100))
    guard case .replaced(let config) = watcher.reload() else {
      Issue.record("not replaced")
      return
    }
    #expect(config.gestures.map(\.name) == ["tap", "double"])
    #expect(Self.names(watcher) == ["tap", "double"])
    #expect(!watcher.service(now: 1200))
  }

  @Test("Saving by rename (write a new file, move it over the old) reloads")
  func saveByRename() throws {
    let (folder, path, watcher) = try Self.start(Self.config(["tap"]))
    defer { withExtendedLifetime(folder) {} }
    // Reading the config at start may update its access time (an attribute
    // event) a moment later: let that settle, as an unchanged reload.
    if watcher.service(now: -1000) || watcher.deadline != nil {
      _ = watcher.service(now: watcher.deadline ?? -1000)
      guard case .unchanged = watcher.reload() else {
        Issue.record("an access-time event reloaded a changed config")
        return
      }
    }
    let temporary = try folder.write(".config.yaml.swp", Self.config(["pan"]), mode: 0o600)
    #expect(!watcher.service(now: 0))
    #expect(watcher.deadline == nil)  // another file in the folder
    #expect(rename(temporary, path) == 0)
    #expect(!watcher.service(now: 10))
    #expect(watcher.service(now: 110))
    guard case .replaced = watcher.reload() else {
      Issue.record("not replaced")
      return
    }
    #expect(Self.names(watcher) == ["pan"])
  }

  @Test(
    "An invalid version is reported with all its errors and the old config stays; fixing it loads it"
  )
  func invalidThenFixed() throws {
    let (folder, path, watcher) = try Self.start(Self.config(["tap"]))
    defer { withExtendedLifetime(folder) {} }
    try Self.overwrite(path, "gestures:\n  tap: { type: tapp }\n  pan: { type: pan, fingers: 0 }\n")
    #expect(!watcher.service(now: 0))
    #expect(watcher.service(now: 100))
    guard case .rejected(let errors) = watcher.reload() else {
      Issue.record("not rejected")
      return
    }
    #expect(
      errors.errors.map(\.description) == [
        "\(path):2:16: unknown type 'tapp' — did you mean 'tap'?",
        "\(path):3:30: gesture 'pan', 'fingers': expected a finger count like 2 or a range like 2-4 (1 to 10), found '0'",
      ])
    #expect(Self.names(watcher) == ["tap"])

    try Self.overwrite(path, Self.config(["tap", "pan"]))
    #expect(!watcher.service(now: 200))
    #expect(watcher.service(now: 300))
    guard case .replaced = watcher.reload() else {
      Issue.record("not replaced")
      return
    }
    #expect(Self.names(watcher) == ["tap", "pan"])
  }

  @Test(
    "Deleting the config keeps the old one; SIGHUP's forced reload of the same text replaces it")
  func deletedAndForced() throws {
    let (folder, path, watcher) = try Self.start(Self.config(["tap"]))
    defer { withExtendedLifetime(folder) {} }
    #expect(watcher.reload() == .unchanged)
    #expect(watcher.reload(force: true).isReplaced)
    unlink(path)
    #expect(!watcher.service(now: 0))
    #expect(watcher.service(now: 100))
    #expect(
      watcher.reload().errorText == "\(path): cannot read the config: No such file or directory")
    #expect(Self.names(watcher) == ["tap"])
  }

  @Test("A symlinked config (a dotfiles folder) reloads when its target is edited")
  func symlinked() throws {
    let folder = try TestFolder()
    let target = try folder.write("dotfiles/xgesture.yaml", Self.config(["tap"]), mode: 0o600)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/xdg", withIntermediateDirectories: true)
    let link = folder.path + "/xdg/config.yaml"
    #expect(symlink(target, link) == 0)
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let watcher = try ConfigWatcher(
      source: .file(link), configuration: try loader.load(path: link), loader: loader)
    try Self.overwrite(target, Self.config(["pan"]))
    #expect(!watcher.service(now: 0))
    #expect(watcher.service(now: 100))
    #expect(watcher.reload().isReplaced)
    #expect(Self.names(watcher) == ["pan"])
  }

  @Test("The built-in default has nothing to watch")
  func builtIn() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let watcher = try ConfigWatcher(
      source: .builtIn, configuration: try loader.loadBuiltIn(), loader: loader)
    #expect(watcher.fileDescriptor == -1)
    #expect(!watcher.service(now: 1e9))
  }
}

extension ConfigWatcher.Outcome {
  static func == (outcome: Self, unchanged: Self) -> Bool {
    if case .unchanged = outcome, case .unchanged = unchanged { return true }
    return false
  }

  var isReplaced: Bool {
    if case .replaced = self { return true }
    return false
  }

  var errorText: String? {
    if case .rejected(let errors) = self { return errors.description }
    return nil
  }
}
