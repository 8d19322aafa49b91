import Foundation
import Testing

@testable import XGestureConfig

@Suite("Config file safety")
struct FileSafetyTests {
  static let config = "gestures:\n  tap: { type: tap }\n"

  @Test("A config writable by group or others is refused with the chmod to run")
  func writable() throws {
    let folder = try TestFolder()
    let path = try folder.write("config.yaml", Self.config, mode: 0o664)
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: path,
          message:
            "refusing to read the config: it is writable by its group, and it runs commands — run: chmod go-w '\(path)'"
        )
      ])
    ) {
      _ = try loader.load(path: path)
    }
    chmod(path, 0o646)
    #expect(FileSafety.problem(path: path)?.contains("writable by others") == true)
    chmod(path, 0o600)
    #expect(try loader.load(path: path).gestures.count == 1)
  }

  @Test("A config in a folder others can write to is refused (they could replace it)")
  func writableFolder() throws {
    let folder = try TestFolder()
    let path = try folder.write("shared/config.yaml", Self.config, mode: 0o600)
    chmod(folder.path + "/shared", 0o777)
    #expect(
      FileSafety.problem(path: path)
        == "refusing to read the config: its folder '\(folder.path)/shared' is writable by group and others, who could replace it — run: chmod go-w '\(folder.path)/shared'"
    )
    chmod(folder.path + "/shared", 0o1777)  // sticky, like /tmp
    #expect(FileSafety.problem(path: path) == nil)
  }

  @Test("A config owned by another user is refused with the chown to run")
  func otherOwner() throws {
    let folder = try TestFolder()
    let path = try folder.write("config.yaml", Self.config, mode: 0o600)
    // Judged as if another (unprivileged) user ran xgesture: the file is not theirs.
    let problem = FileSafety.problem(path: path, uid: 4242)
    if getuid() == 0 {
      #expect(problem == nil)  // root-owned files are accepted, as sshd does
      chown(path, 4243, 4243)
      #expect(
        FileSafety.problem(path: path, uid: 4242)?.hasPrefix(
          "refusing to read the config: it belongs to uid 4243, not to you, and it runs commands — run: chown "
        ) == true)
    } else {
      #expect(problem?.contains("not to you") == true)
    }
  }

  @Test(
    "A folder given as the config is named as a folder, whatever its permissions",
    arguments: [0o700, 0o755, 0o777, 0o1777])
  func folder(mode: Int) throws {
    let folder = try TestFolder()
    try folder.write("configs/config.yaml", Self.config, mode: 0o600)
    let path = folder.path + "/configs"
    chmod(path, mode_t(mode))
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: path,
          message:
            "is a folder, not a config file — give the path of the config file itself, like '\(path)/config.yaml'"
        )
      ])
    ) {
      _ = try loader.load(path: path)
    }
    // Nothing is read from a folder: reading says what it is.
    #expect(FileSafety.problem(path: path) == nil)
    #expect(
      ConfigCheck.run(path: path + "/", loader: loader).output.hasPrefix(
        "\(path)/: is a folder, not a config file — give the path of the config file itself, like '\(path)/config.yaml'\n"
      ))
  }

  @Test("A FIFO given as the config is refused without waiting for a writer")
  func fifo() throws {
    let folder = try TestFolder()
    let path = folder.path + "/config.yaml"
    #expect(mkfifo(path, 0o600) == 0)
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    #expect(
      throws: ConfigErrors([
        ConfigError(file: path, message: "is not a regular file — give the path of a config file")
      ])
    ) {
      _ = try loader.load(path: path)
    }
  }

  @Test("A missing file is reported by reading it")
  func missing() throws {
    let folder = try TestFolder()
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: folder.path + "/nope.yaml",
          message: "cannot read the config: No such file or directory")
      ])
    ) {
      _ = try loader.load(path: folder.path + "/nope.yaml")
    }
  }
}
