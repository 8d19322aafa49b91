import Testing
import XGestureActionKinds
import XGestureConfig
import XGestureEngine
import XGestureImport

/// Imports as the config loader reads them: what it builds (type, fingers,
/// direction, applications, each action with its target) is what the
/// tools' docs mean.
@Suite("Imports the config loader reads")
struct LoadableImportTests {
  /// Each gesture's type, fingers, direction (the engine's shadowing
  /// variant, `RecognizerSpec.variant`), applications and actions as the
  /// loader built them.
  static func summary(_ config: Configuration) -> [String: String] {
    var out: [String: String] = [:]
    for gesture in config.gestures {
      let definition = config.rules.gestures.first { $0.name == gesture.name }!
      let fingers = definition.recognizer.fingers
      let variant = definition.recognizer.variant
      let actions = gesture.actions.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { "\($0.key.rawValue): " + $0.value.map(\.description).joined(separator: "; ") }
      out[gesture.name] =
        "\(gesture.type) \(fingers.lowerBound)-\(fingers.upperBound)"
        + (variant.isEmpty ? "" : " \(variant)")
        + " apps \(definition.apps.only ?? []) " + actions.joined(separator: " | ")
    }
    return out
  }

  /// The loader's words for keys to the window under the gesture (docs/REFERENCE.md §9).
  static let under = " (to the window under the gesture)"

  @Test("Touchégg's taps: clicks at the fingers, chords, commands, per application")
  func toucheggTaps() throws {
    let result = try ImportFixture("touchegg-taps.conf").importing(.touchegg)
    #expect(result.notConverted == 0 && result.notes == 0)
    #expect(
      Self.summary(try ImportFixture.check(result.text)) == [
        "tap-2": "tap 2-2 apps [] recognized: click: right",
        // Touchégg activates the window under the pointer before it sends keys.
        "tap-3": "tap 3-3 apps [] recognized: keys: ctrl+shift+Escape" + Self.under,
        "firefox-tap-2": "tap 2-2 apps [\"Firefox\"] recognized: keys: ctrl+w" + Self.under,
        "firefox-tap-4":
          "tap 4-4 apps [\"Firefox\"] recognized: command: notify-send \"four: #fingers\"",
      ])
  }

  @Test("libinput-gestures' swipes and holds: workspaces, keys, commands")
  func libinputGesturesSwipes() throws {
    let result = try ImportFixture("libinput-gestures-swipes.conf").importing(.libinputGestures)
    #expect(
      Self.summary(try ImportFixture.check(result.text)) == [
        "swipe-up-3": "swipe 3-3 up apps [] recognized: workspace: next",
        "swipe-down": "swipe 3-5 down apps [] recognized: keys: super+Page_Up",
        "swipe-left-4": "swipe 4-4 left apps [] recognized: workspace: 3",
        "hold-3": "long-press 3-3 apps [] began: command: notify-send 'held: 3'",
      ])
  }

  @Test("fusuma's swipes, holds and swipe events, per application")
  func fusumaSwipes() throws {
    let result = try ImportFixture("fusuma-swipes.yml").importing(.fusuma)
    #expect(
      Self.summary(try ImportFixture.check(result.text)) == [
        // xdotool sends keys to the focused window; an application's keys go to the window that chose it.
        "swipe-left-3": "swipe 3-3 left apps [] recognized: keys: alt+Right",
        "swipe-3-continuous": "pan 3-3 apps [] began: command: echo begin",
        "hold-4": "long-press 4-4 apps [] began: keys: Super_L",
        "xterm-swipe-up-3": "swipe 3-3 up apps [\"XTerm\"] recognized: keys: ctrl+shift+t"
          + Self.under,
      ])
  }
}
