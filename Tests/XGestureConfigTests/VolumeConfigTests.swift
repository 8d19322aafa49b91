import Testing
import XGestureActionKinds
import XGestureEngine

@testable import XGestureConfig

/// `volume: up | down | mute` with `step:` (docs/REFERENCE.md §9).
@Suite("volume: in the config")
struct VolumeConfigTests {
  @Test("volume: reads up, down and mute; step: is a share of full volume, 5% when not given")
  func reads() throws {
    #expect(try DesktopActionConfigTests.actions("{ volume: up }") == [Action(.volume(.up, step: 0.05))])
    #expect(
      try DesktopActionConfigTests.actions("{ volume: down, step: 10% }") == [Action(.volume(.down, step: 0.1))])
    #expect(
      try DesktopActionConfigTests.actions("{ volume: mute, every: 1s }") == [Action(.volume(.mute), every: 1000)])
  }

  @Test("volume: steps with a pinch in a repeat:, up forward and down back")
  func inRepeat() throws {
    let actions = try DesktopActionConfigTests.actions(
      "{ repeat: { every: 10%, do: { volume: up }, reverse: { volume: down, step: 2% } } }", type: "pinch",
      state: .changed)
    #expect(
      actions == [
        Action(
          .repeat(
            RepeatAction(
              step: .scale(fraction: 0.1), forward: [Action(.volume(.up))],
              reverse: [Action(.volume(.down, step: 0.02))]
            )))
      ])
  }

  @Test(
    "A wrong change, a step without its % or out of range, a step for mute, and step: beside another kind are errors at their place"
  )
  func errors() {
    #expect(
      DesktopActionConfigTests.errors("{ volume: mutee }")
        == ["config.yaml:5:29: unknown volume change 'mutee' — did you mean 'mute'?"])
    #expect(
      DesktopActionConfigTests.errors("{ volume: loud }")
        == ["config.yaml:5:29: unknown volume change 'loud' — it takes up, down, mute"])
    #expect(
      DesktopActionConfigTests.errors("{ volume: down, step: 5 }")
        == [
          "config.yaml:5:41: 'step' beside 'volume:' is a share of full volume, more than 0% and at most 100%, like 5%, found '5'"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ volume: up, step: 150% }")
        == [
          "config.yaml:5:39: 'step' beside 'volume:' is a share of full volume, more than 0% and at most 100%, like 5%, found '150%'"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ volume: mute, step: 5% }")
        == ["config.yaml:5:35: 'step' goes with 'volume: up' or 'volume: down' — 'volume: mute' toggles the mute"])
    #expect(
      DesktopActionConfigTests.errors("{ command: x, step: 5% }")
        == ["config.yaml:5:33: 'step' belongs to 'volume:' actions, not to 'command:'"])
    #expect(
      DesktopActionConfigTests.errors("{ volume: up, timeout: 1s }")
        == ["config.yaml:5:33: 'timeout' applies to commands only, not to 'volume:' actions"])
  }

  @Test("A config with volume: needs the sound server; its label is the change")
  func needsSoundServer() throws {
    let text = "gestures:\n  g:\n    type: tap\n    on:\n      recognized: { volume: mute }\n"
    let config = try DesktopActionConfigTests.loader.load(text: text, file: "config.yaml", folder: "/nonexistent")
    #expect(config.needsSoundServer)
    #expect(config.actions(for: "g", state: .recognized).map(ActionLabel.text) == ["volume mute"])
    #expect(!config.needsWindows)
  }
}
