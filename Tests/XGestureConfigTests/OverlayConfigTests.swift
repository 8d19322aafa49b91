import Testing
import XGestureDesktop
import XGestureEngine
import XGestureFeedback

@testable import XGestureConfig

/// What the overlay shows under a config (docs/OVERLAY.md): whether it is
/// made at all, a gesture label's actions, and each preview's picture, the
/// desktop stood in for by a closure.
@Suite("The overlay under a config")
struct OverlayConfigTests {
  static let loader = ConfigLoader(environment: [:], builtInFolder: nil, checksSafety: false)

  static func load(_ text: String) throws -> Configuration {
    try loader.load(text: text, file: "config.yaml", folder: "/nonexistent")
  }

  @Test("without touches, gestures or a preview: nothing shows and no overlay is made; --show-touches turns touches on")
  func showsAnything() throws {
    let plain = try Self.load("gestures:\n  tap: { type: tap }\n")
    #expect(plain.feedback(showTouches: false) == nil)
    #expect(plain.feedback(showTouches: true) == FeedbackSettings(touches: true))
    let off = try Self.load(
      "settings:\n  feedback:\n    touches: off\n    gestures: off\ngestures:\n  tap: { type: tap }\n")
    #expect(off.feedback(showTouches: false) == nil)
    let labels = try Self.load(
      "settings:\n  feedback:\n    gestures: on\n    opacity: 80%\ngestures:\n  tap: { type: tap }\n")
    #expect(labels.feedback(showTouches: false) == FeedbackSettings(gestures: true, opacity: 0.8))
    #expect(labels.feedback(showTouches: true) == FeedbackSettings(touches: true, gestures: true, opacity: 0.8))
  }

  @Test("a preview: alone makes the overlay, with the default look")
  func previewsShow() throws {
    let previewed = try Self.load(
      "gestures:\n  g:\n    type: pan\n    on:\n      ended: { window: maximize, preview: 40mm }\n")
    #expect(previewed.feedback(showTouches: false) == FeedbackSettings())
  }

  @Test("a transition's label lists the short forms of the actions bound to the state it reached")
  func actionLabels() throws {
    let config = try Self.load(
      "gestures:\n  tap:\n    type: tap\n    on:\n      recognized: [ { keys: ctrl+plus }, 'echo hi', { workspace: 2 } ]\n"
    )
    let engine = Engine(rules: config.rules)
    var outputs: [EngineOutput] = []
    let trace = "xgesture-trace 1\ndevice 6 \"t\" size 294x165mm screen 1920x1080\n0 begin 1 100 80\n50 end 1 100 80\n"
    engine.replay(try Trace(parsing: trace), into: &outputs)
    let transitions = outputs.compactMap { if case .transition(let t) = $0 { t } else { nil } }
    let recognized = try #require(transitions.first { $0.to == .recognized })
    #expect(config.actionLabels(for: recognized) == ["ctrl+plus", "echo hi", "workspace 2"])
    let failed = transitions.filter { $0.to == .failed }
    #expect(failed.allSatisfy { config.actionLabels(for: $0).isEmpty })
  }

  /// A pan `g` with three previewed `ended` actions: a window request, keys, a labelled command.
  static let previews = """
    gestures:
      g:
        type: pan
        on:
          ended:
            - { window: maximize, preview: 40mm }
            - { keys: super+Up, preview: 40mm }
            - 'echo not previewed'
            - { command: 'wmctrl -c :ACTIVE:', preview: 40mm, label: Close }

    """

  static func report(slot: Int) -> PreviewProgress {
    PreviewProgress(
      time: 20, gesture: "g", index: 0, slot: slot, device: 6,
      window: AppWindow(id: 0x1c0_0007, instance: "xterm", className: "XTerm"),
      amount: .distance(.millimetres(40)), unclamped: 0.1, fling: nil, outcome: .following)
  }

  @Test("a window action's preview is what the desktop says it will do, asked with the window and the fingers")
  func desktopPicture() throws {
    let config = try Self.load(Self.previews)
    let frame = ScreenRect(x: 400, y: 300, width: 600, height: 400)
    let workArea = ScreenRect(x: 0, y: 30, width: 1920, height: 1050)
    var asked: [(DesktopAction, GesturePlace)] = []
    let picture = config.previewPicture(for: Self.report(slot: 0), fingers: Point(x: 700, y: 500)) {
      asked.append(($0, $1))
      return .resize(from: frame, to: workArea)
    }
    #expect(picture == .resize(from: frame, to: workArea))
    #expect(asked.count == 1)
    #expect(asked.first?.0 == .window(.maximize, target: .under))
    #expect(asked.first?.1 == GesturePlace(gesture: "g", window: 0x1c0_0007, x: 700, y: 500))
  }

  @Test("an action with no picture of its own, or a window that is gone, is a label: label:, else the action")
  func labelPictures() throws {
    let config = try Self.load(Self.previews)
    let fingers = Point(x: 700, y: 500)
    // The window is gone: the desktop has no picture.
    #expect(config.previewPicture(for: Self.report(slot: 0), fingers: fingers) { _, _ in nil } == .label("maximize"))
    #expect(config.previewPicture(for: Self.report(slot: 1), fingers: fingers) { _, _ in nil } == .label("super+Up"))
    var asked = 0
    let close = config.previewPicture(for: Self.report(slot: 2), fingers: fingers) { _, _ in
      asked += 1
      return nil
    }
    #expect(close == .label("Close"))
    #expect(asked == 0)
  }

  @Test("a preview this config has no action for shows no picture")
  func noAction() throws {
    let config = try Self.load(Self.previews)
    #expect(config.previewPicture(for: Self.report(slot: 3), fingers: .zero) { _, _ in nil } == nil)
  }
}
