import Foundation
import Testing
import XGestureActionKinds
import XGestureEngine

@testable import XGestureConfig

@Suite("Good configs")
struct GoodConfigTests {
  static let text = """
    settings:
      mode: claim
      devices: ["ELAN Touchscreen", 11]
      volume: 55%
      sound-theme: ocean
    sounds:
      chomp: sounds/chomp.wav
    gestures:
      pan:
        type: pan
        fingers: "1-2"
        min-distance: 4mm
        on:
          began: echo began
          ended: 'echo "$XGESTURE_FLING_X"'
          changed: { command: echo moved, every: 0.25s, timeout: 2s }
          failed: { sound: bell }
      tap:
        type: tap
        require-failure-of: pan
        devices: [11]
        on:
          recognized: [{ sound: chomp }, "echo chomped", { sound: bell }]
      swipe:
        type: swipe
        fingers: 3
        direction: [left, right]
        simultaneous-with: [pan]

    """

  @Test("Every key of a good config lands in the Configuration")
  func roundTrip() throws {
    let (folder, loader) = try BadConfigTests.fixture()
    let config = try loader.load(text: Self.text, file: "config.yaml", folder: folder.path)
    #expect(
      config.settings
        == Settings(
          mode: .claim, devices: [.name("ELAN Touchscreen"), .id(11)], volume: 55,
          soundTheme: "ocean"))
    let chomp = folder.path + "/sounds/chomp.wav"
    let bell = folder.path + "/share/sounds/freedesktop/stereo/bell.oga"
    #expect(
      config.sounds == [
        Sound(name: "chomp", path: chomp, origin: .declared),
        Sound(name: "bell", path: bell, origin: .theme("ocean")),
      ])
    #expect(config.gestures.map(\.name) == ["pan", "tap", "swipe"])
    #expect(config.gestures.map(\.kind) == [.continuous, .discrete, .discrete])
    #expect(config.actions(for: "pan", state: .began) == [Action(.command("echo began"))])
    #expect(
      config.actions(for: "pan", state: .ended) == [Action(.command("echo \"$XGESTURE_FLING_X\""))])
    #expect(
      config.actions(for: "pan", state: .changed) == [
        Action(.command("echo moved"), every: 250, timeout: 2000)
      ])
    #expect(
      config.actions(for: "pan", state: .failed) == [Action(.sound(name: "bell", path: bell))])
    #expect(
      config.actions(for: "tap", state: .recognized) == [
        Action(.sound(name: "chomp", path: chomp)), Action(.command("echo chomped")),
        Action(.sound(name: "bell", path: bell)),
      ])
    #expect(config.actions(for: "swipe", state: .recognized).isEmpty)

    let rules = config.rules.gestures
    #expect(rules.map(\.name) == ["pan", "tap", "swipe"])
    #expect(rules[0].recognizer.fingers == 1...2)
    #expect(rules[1].requireFailureOf == ["pan"])
    #expect(rules[1].devices == [.id(11)])
    #expect(rules[2].simultaneousWith == ["pan"])
    #expect(rules[2].recognizer.fingers == 3...3)
    #expect(config.summary == "config.yaml: 3 gestures, 2 sounds — OK")
  }

  @Test("A sound played inside a repeat: counts as a sound the config plays, and a config of keys alone plays none")
  func soundsPlayed() throws {
    let (folder, loader) = try BadConfigTests.fixture()
    let stepped = try loader.load(
      text: """
        gestures:
          zoom:
            type: pinch
            on:
              changed: { repeat: { every: 10%, do: { sound: bell }, reverse: { keys: ctrl+minus } } }
        """, file: "c", folder: folder.path)
    #expect(stepped.needsSoundServer)
    #expect(stepped.soundFiles == ["bell": folder.path + "/share/sounds/freedesktop/stereo/bell.oga"])
    let keys = try loader.load(
      text: "gestures:\n  zoom: { type: pinch, on: { ended: { keys: ctrl+plus } } }\n", file: "c",
      folder: folder.path)
    #expect(!keys.needsSoundServer)
    #expect(keys.soundFiles.isEmpty)
  }

  @Test("Settings left out take their defaults")
  func defaults() throws {
    let (folder, loader) = try BadConfigTests.fixture()
    let config = try loader.load(
      text: "gestures:\n  tap: { type: tap }\n", file: "c", folder: folder.path)
    #expect(
      config.settings
        == Settings(mode: .observe, devices: nil, volume: 100, soundTheme: "freedesktop"))
    #expect(config.sounds.isEmpty)
    #expect(config.summary == "c: 1 gesture, 0 sounds — OK")
  }

  /// A finger landing and lifting where it landed, 60 ms later: a tap, not a pan.
  static let tapTrace = """
    xgesture-trace 1
    device 1 "panel" size 192x108mm screen 1920x1080
    0 begin 1 96 54
    60 end 1 96 54

    """

  @Test(
    "The recognizers built from the config recognize: a tap in a replayed trace fires its gesture")
  func rulesWork() throws {
    let (folder, loader) = try BadConfigTests.fixture()
    let config = try loader.load(
      text: "gestures:\n  pan: { type: pan }\n  tap: { type: tap, require-failure-of: [pan] }\n",
      file: "c",
      folder: folder.path)
    let trace = try Trace(parsing: Self.tapTrace)
    let engine = Engine(rules: config.rules)
    var out: [EngineOutput] = []
    engine.replay(trace, into: &out)
    let fired = out.compactMap { output -> String? in
      if case .transition(let t) = output, t.to.hasFired { return t.gesture }
      return nil
    }
    #expect(fired == ["tap"])
  }

  @Test("A transition's actions are those of the gesture at its index, the one the config names")
  func actionsByIndex() throws {
    let (folder, loader) = try BadConfigTests.fixture()
    let config = try loader.load(
      text: """
        gestures:
          pan: { type: pan, on: { failed: echo pan failed } }
          tap: { type: tap, require-failure-of: [pan], on: { recognized: echo tapped } }

        """, file: "c", folder: folder.path)
    #expect(config.gestures.map(\.name) == config.rules.gestures.map(\.name))
    let trace = try Trace(parsing: Self.tapTrace)
    var out: [EngineOutput] = []
    Engine(rules: config.rules).replay(trace, into: &out)
    let transitions = out.compactMap { output -> GestureTransition? in
      if case .transition(let t) = output { t } else { nil }
    }
    #expect(transitions.map { "\($0.gesture) \($0.to)" } == ["pan failed", "tap recognized"])
    #expect(
      transitions.map { config.actions(for: $0) } == [
        [Action(.command("echo pan failed"))], [Action(.command("echo tapped"))],
      ])
    // A transition of other rules (the tap at index 0) is still the tap's.
    var other = try #require(transitions.last)
    other.index = 0
    #expect(config.actions(for: other) == [Action(.command("echo tapped"))])
    other.index = 7
    #expect(config.actions(for: other) == [Action(.command("echo tapped"))])
  }
}
