import Testing
import XGestureActionKinds
import XGestureEngine

@testable import XGestureConfig

/// `preview:` and `label:` in `on: ended:` (docs/REFERENCE.md §10): the
/// amount in the gesture's unit, the gesture's previews handed to the
/// engine with `settings.feedback.commit`, and every mistake at its
/// FILE:LINE:COLUMN.
@Suite("Previews in the config")
struct PreviewConfigTests {
  static let loader = ConfigLoader(environment: [:], builtInFolder: nil, checksSafety: false)

  /// A config of one gesture `g` of `type` (with `parameters`, one `key: value` line each) and `on`.
  static func text(_ on: String, type: String, state: String, parameters: [String] = []) -> String {
    "gestures:\n  g:\n    type: \(type)\n"
      + parameters.map { "    \($0)\n" }.joined() + "    on:\n      \(state): \(on)\n"
  }

  static func load(_ on: String, type: String, parameters: [String] = [], settings: String = "")
    throws -> Configuration
  {
    try loader.load(
      text: settings + text(on, type: type, state: "ended", parameters: parameters), file: "config.yaml",
      folder: "/nonexistent")
  }

  static func errors(_ on: String, type: String, state: String = "ended", parameters: [String] = []) -> [String] {
    do {
      _ = try loader.load(
        text: text(on, type: type, state: state, parameters: parameters), file: "config.yaml",
        folder: "/nonexistent")
      return []
    } catch {
      return error.errors.map(\.description)
    }
  }

  @Test("A preview's amount is read in the unit of its gesture's type, and reaches the engine with the commit")
  func amounts() throws {
    let pan = try Self.load("{ window: maximize, preview: 40mm }", type: "pan")
    #expect(
      pan.actions(for: "g", state: .ended)
        == [Action(.desktop(.window(.maximize, target: .under)), preview: .distance(.millimetres(40)))])
    #expect(pan.rules.gestures[0].preview == PreviewRule(amounts: [.distance(.millimetres(40))], commit: 0.5))
    #expect(pan.hasPreviews)
    let pinch = try Self.load("{ keys: super+Up, preview: 1.5 }", type: "pinch")
    #expect(pinch.actions(for: "g", state: .ended).map(\.preview) == [.scale(1.5)])
    let rotate = try Self.load("{ command: 'wmctrl -c :ACTIVE:', preview: 90deg, label: 'Close' }", type: "rotate")
    let close = try #require(rotate.actions(for: "g", state: .ended).first)
    #expect(close.preview == .angle(90))
    #expect(close.label == "Close")
    #expect(close.description == "command: wmctrl -c :ACTIVE: (preview 90deg, label 'Close')")
    let edge = try Self.load("{ workspace: next, preview: 300px }", type: "edge-swipe")
    #expect(edge.rules.gestures[0].preview?.amounts == [.distance(.pixels(300))])
  }

  @Test("Only the previewed ended actions are previews, in their order; the commit comes from settings.feedback")
  func rule() throws {
    let config = try Self.load(
      "[ { command: 'echo one', preview: 20mm }, 'echo always', { window: minimize, preview: 60mm } ]", type: "pan",
      settings: "settings:\n  feedback:\n    commit: 70%\n")
    #expect(
      config.rules.gestures[0].preview
        == PreviewRule(amounts: [.distance(.millimetres(20)), .distance(.millimetres(60))], commit: 0.7))
    let slot1 = PreviewProgress(
      time: 0, gesture: "g", index: 0, slot: 1, device: 1, window: nil, amount: .distance(.millimetres(60)),
      unclamped: 0.5, fling: nil, outcome: .following)
    #expect(
      config.action(for: slot1)
        == Action(.desktop(.window(.minimize, target: .under)), preview: .distance(.millimetres(60))))
    var slot2 = slot1
    slot2.slot = 2
    #expect(config.action(for: slot2) == nil)
    let plain = try Self.load("'echo ended'", type: "pan")
    #expect(plain.rules.gestures[0].preview == nil)
    #expect(!plain.hasPreviews)
  }

  /// A wrong `preview:` or `label:`: the action, the gesture's type, state and parameters, the error.
  struct Mistake: CustomStringConvertible, Sendable {
    var on: String
    var type: String
    var state = "ended"
    var parameters: [String] = []
    var error: String
    var description: String { "\(type) \(state): \(on)" }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      on: "{ keys: ctrl+w, preview: 40mm }", type: "tap", state: "recognized",
      error:
        "config.yaml:5:35: 'preview' follows a gesture toward its end (pinch, rotate, pan, edge-swipe): a tap is discrete and acts at once"
    ),
    Mistake(
      on: "{ keys: ctrl+w, preview: 40mm }", type: "long-press",
      error:
        "config.yaml:5:30: 'preview' follows a gesture toward its end (pinch, rotate, pan, edge-swipe), not long-press"),
    Mistake(
      on: "{ keys: ctrl+w, preview: 40mm }", type: "pan", state: "changed",
      error: "config.yaml:5:32: 'preview' is decided when the fingers lift: bind it to 'ended', not 'changed'"),
    Mistake(
      on: "{ repeat: { every: 10mm, do: { keys: Right, preview: 40mm } } }", type: "pan", state: "changed",
      error: "config.yaml:5:60: a 'preview:' cannot be inside a 'repeat:' — a step runs as it is reached"),
    Mistake(
      on: "{ keys: ctrl+w, label: Close }", type: "pan",
      error: "config.yaml:5:30: 'label' is the text of a preview's label: it goes beside 'preview:'"),
    Mistake(
      on: "{ window: maximize, label: '' , preview: 40mm }", type: "pan",
      error: "config.yaml:5:34: 'label' is empty — write the preview's text, or leave 'label' out"),
    Mistake(
      on: "{ window: maximize, preview: 1.5 }", type: "pan",
      error:
        "config.yaml:5:43: 'preview' on a pan gesture is a distance along its direction, like 40mm or 300px — found '1.5'"
    ),
    Mistake(
      on: "{ window: maximize, preview: 40mm }", type: "pinch",
      error:
        "config.yaml:5:43: 'preview' on a pinch gesture is the scale at which it completes, a plain number like 1.5 (spread) or 0.6 (pinch in) — found '40mm'"
    ),
    Mistake(
      on: "{ window: close, preview: 1.5 }", type: "rotate",
      error:
        "config.yaml:5:40: 'preview' on a rotate gesture is the angle at which it completes, like 90deg — found '1.5'"),
    Mistake(
      on: "{ window: maximize, preview: 0mm }", type: "pan",
      error: "config.yaml:5:43: 'preview' must be more than zero, found '0mm'"),
    Mistake(
      on: "{ window: maximize, preview: -40mm }", type: "edge-swipe",
      error: "config.yaml:5:43: 'preview' must be more than zero, found '-40mm'"),
    Mistake(
      on: "{ window: maximize, preview: 1 }", type: "pinch",
      error:
        "config.yaml:5:43: 'preview' of 1 is no change of scale: the pinch would be complete before it moved — write the scale at which it completes, like 1.5 (spread) or 0.6 (pinch in)"
    ),
    // A pinch's preview on the other side of 1 from its direction: at the direction.
    Mistake(
      on: "{ keys: super+Down, preview: 1.5 }", type: "pinch", parameters: ["direction: in"],
      error:
        "config.yaml:4:16: gesture 'g': a 'preview:' of 1.5 grows the span, but 'direction: in' never goes there — a pinch in completes at a scale below 1, like 0.6"
    ),
    Mistake(
      on: "{ keys: super+Up, preview: 0.6 }", type: "pinch", parameters: ["direction: out"],
      error:
        "config.yaml:4:16: gesture 'g': a 'preview:' of 0.6 shrinks the span, but 'direction: out' never goes there — a pinch out completes at a scale above 1, like 1.5"
    ),
  ]

  @Test(
    "A preview on a gesture without progress, on another state, in a repeat, or with a wrong amount is an error at its place",
    arguments: mistakes)
  func mistake(_ mistake: Mistake) {
    #expect(
      Self.errors(mistake.on, type: mistake.type, state: mistake.state, parameters: mistake.parameters)
        == [mistake.error])
  }

  @Test("A pinch's preview on its direction's side of 1 is taken")
  func pinchDirection() {
    #expect(Self.errors("{ keys: super+Down, preview: 0.6 }", type: "pinch", parameters: ["direction: in"]).isEmpty)
    #expect(Self.errors("{ keys: super+Up, preview: 1.5 }", type: "pinch", parameters: ["direction: out"]).isEmpty)
  }

  @Test("direction and tolerance of pan, pinch and rotate are read by their recognizers, errors at their place")
  func directions() {
    #expect(
      Self.errors("'echo'", type: "pan", parameters: ["tolerance: 10deg"]) == [
        "config.yaml:4:16: gesture 'g', 'tolerance': a pan without 'direction' goes any way: give 'direction' (left, right, up, down or a list) or leave 'tolerance' out"
      ])
    #expect(
      Self.errors("'echo'", type: "pinch", parameters: ["direction: inward"]) == [
        "config.yaml:4:16: gesture 'g', 'direction': unknown value 'inward' — expected one of 'in', 'out'"
      ])
    #expect(Self.errors("'echo'", type: "pan", parameters: ["direction: [left, right]", "tolerance: 20deg"]).isEmpty)
    #expect(Self.errors("'echo'", type: "rotate", parameters: ["direction: counterclockwise"]).isEmpty)
  }
}
