import Foundation
import Synchronization
import Testing
import XGestureEngine

@testable import XGestureConfig

/// The config reader looks at sound files only through `ConfigLoader.soundFiles`:
/// what the injected look-up says is what the config gets, with no file on disk.
@Suite("Sound file look-up")
struct SoundFilesTests {
  /// Every path asked about, in order.
  final class Asked: Sendable {
    let paths = Mutex<[String]>([])
    func record(_ path: String) { paths.withLock { $0.append(path) } }
    var all: [String] { paths.withLock { $0 } }
  }

  static let text = """
    sounds:
      chomp: sounds/chomp.wav
      notes: /elsewhere/notes.txt
    gestures:
      tap:
        type: tap
        on: { recognized: [{ sound: chomp }, { sound: bell }] }

    """

  @Test("Declared sounds are checked and theme sounds found through the injected look-up only")
  func injected() throws {
    let checked = Asked()
    let searched = Asked()
    let files = SoundFiles(
      problem: { path in
        checked.record(path)
        return path.hasSuffix(".txt") ? .notASound : nil
      },
      isReadable: { path in
        searched.record(path)
        return path == "/themes/sounds/freedesktop/stereo/bell.ogg"
      })
    let loader = ConfigLoader(
      environment: ["XDG_DATA_HOME": "/mine", "XDG_DATA_DIRS": "/themes"], builtInFolder: nil,
      soundFiles: files)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: "c.yaml", line: 3, column: 10,
          message: "sound 'notes': '/elsewhere/notes.txt' is not a sound file (WAV, FLAC or Ogg)")
      ])
    ) {
      _ = try loader.load(text: Self.text, file: "c.yaml", folder: "/nowhere")
    }
    #expect(checked.all == ["/nowhere/sounds/chomp.wav", "/elsewhere/notes.txt"])
    // The theme's folders in order, each file name in order, up to the first one found.
    #expect(
      searched.all == [
        "/mine/sounds/freedesktop/stereo/bell.oga", "/mine/sounds/freedesktop/stereo/bell.ogg",
        "/mine/sounds/freedesktop/stereo/bell.wav", "/themes/sounds/freedesktop/stereo/bell.oga",
        "/themes/sounds/freedesktop/stereo/bell.ogg",
      ])

    let fixed = Self.text.replacingOccurrences(of: "notes.txt", with: "notes.wav")
    let config = try loader.load(text: fixed, file: "c.yaml", folder: "/nowhere")
    #expect(
      config.sounds == [
        Sound(name: "chomp", path: "/nowhere/sounds/chomp.wav", origin: .declared),
        Sound(name: "notes", path: "/elsewhere/notes.wav", origin: .declared),
        Sound(
          name: "bell", path: "/themes/sounds/freedesktop/stereo/bell.ogg",
          origin: .theme("freedesktop")),
      ])
  }

  @Test("The built-in default turns a refused sound into a warning and still loads")
  func lenientBuiltIn() throws {
    let loader = ConfigLoader(
      environment: [:], builtInFolder: "/nowhere",
      soundFiles: SoundFiles(
        problem: { _ in .unreadable("No such file or directory") }, isReadable: { _ in false }))
    let config = try loader.loadBuiltIn()
    #expect(config.sounds.isEmpty)
    #expect(
      config.warnings == [
        "sound 'chomp': 'sounds/chomp.wav' (/nowhere/sounds/chomp.wav) cannot be read (No such file or directory); its actions are off",
        "sound 'hehe': 'sounds/hehe.wav' (/nowhere/sounds/hehe.wav) cannot be read (No such file or directory); its actions are off",
      ])
    #expect(config.actions(for: "tap", state: .recognized).isEmpty)
  }
}
