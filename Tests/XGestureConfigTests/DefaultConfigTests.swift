import Foundation
import Testing
import XGestureEngine

@testable import XGestureConfig

@Suite("The built-in default")
struct DefaultConfigTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test("The compiled-in text is config/config.yaml (else run scripts/embed-default-config)")
  func sameText() throws {
    let file = try String(contentsOfFile: Self.root + "/config/config.yaml", encoding: .utf8)
    #expect(DefaultConfig.text == file, "run scripts/embed-default-config")
  }

  @Test("The default loads with the tutorial's gestures, rules and sounds")
  func loads() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: Self.root + "/config")
    let config = try loader.loadBuiltIn()
    #expect(config.warnings.isEmpty)
    #expect(
      config.gestures.map(\.name) == [
        "pan", "tap", "tickle", "pinch", "rotate", "long-press", "double-tap", "swipe-left",
        "swipe-right", "swipe-up",
        "swipe-down", "edge-left",
      ])
    #expect(config.sounds.map(\.name) == ["chomp", "hehe"])
    #expect(
      config.sounds.map(\.path) == [
        Self.root + "/config/sounds/chomp.wav", Self.root + "/config/sounds/hehe.wav",
      ])
    let tap = config.rules.gestures[1]
    #expect(tap.requireFailureOf == ["pan", "double-tap"])
    #expect(config.rules.gestures[2].simultaneousWith == ["pan"])
    #expect(config.rules.gestures[3].simultaneousWith == ["rotate"])
    #expect(config.actions(for: "tap", state: .recognized).map(\.description) == ["sound: chomp"])
    #expect(config.actions(for: "tickle", state: .recognized).map(\.description) == ["sound: hehe"])
    #expect(config.summary == "built-in default config: 12 gestures, 2 sounds — OK")
  }

  @Test("Without its sound folder the default still loads, its sounds off, with a warning")
  func loadsWithoutSounds() throws {
    let folder = try TestFolder()
    let loader = ConfigLoader(environment: [:], builtInFolder: folder.path)
    let config = try loader.loadBuiltIn()
    #expect(config.sounds.isEmpty)
    #expect(config.actions(for: "tap", state: .recognized).isEmpty)
    #expect(
      config.warnings == [
        "sound 'chomp': 'sounds/chomp.wav' (\(folder.path)/sounds/chomp.wav) cannot be read (No such file or directory); its actions are off",
        "sound 'hehe': 'sounds/hehe.wav' (\(folder.path)/sounds/hehe.wav) cannot be read (No such file or directory); its actions are off",
      ])
  }

  @Test("The generated sounds are WAV files")
  func soundsAreAudio() {
    #expect(SoundFileCheck.problem(at: Self.root + "/config/sounds/chomp.wav") == nil)
    #expect(SoundFileCheck.problem(at: Self.root + "/config/sounds/hehe.wav") == nil)
  }

  @Test(
    "Installed, the sounds are in ../share/xgesture next to bin; from the source tree, in config/")
  func soundFolder() throws {
    let folder = try TestFolder()
    try folder.write("usr/bin/xgesture", "")
    try folder.write("usr/share/xgesture/sounds/chomp.wav", TestFolder.wav)
    #expect(
      DefaultConfig.soundFolder(executable: folder.path + "/usr/bin/xgesture") == folder.path
        + "/usr/share/xgesture")

    try folder.write("src/Package.swift", "")
    try folder.write("src/config/config.yaml", "")
    try folder.write("src/config/sounds/chomp.wav", TestFolder.wav)
    try folder.write("src/.build/x86_64-unknown-linux-gnu/debug/xgesture", "")
    #expect(
      DefaultConfig.soundFolder(
        executable: folder.path + "/src/.build/x86_64-unknown-linux-gnu/debug/xgesture")
        == folder.path + "/src/config")

    try folder.write("elsewhere/bin/xgesture", "")
    #expect(DefaultConfig.soundFolder(executable: folder.path + "/elsewhere/bin/xgesture") == nil)
  }
}
