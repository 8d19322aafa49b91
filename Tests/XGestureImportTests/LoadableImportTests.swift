import Testing
import XGestureActions
import XGestureConfig
import XGestureEngine
import XGestureImport

/// Imports that use none of the forms still being built (previews,
/// `settings.feedback`, directions on pans, pinches and rotations, tiling):
/// the loader takes them as they are, and what it reads is what the
/// tools' docs mean.
@Suite("Imports the config loader reads")
struct LoadableImportTests {
  /// Each gesture's type, fingers, applications and actions as the loader
  /// built them (directions are compared in the YAML the importer wrote:
  /// the engine's `RecognizerSpec.variant` reads "" for every type).
  static func summary(_ config: Configuration) -> [String: String] {
    var out: [String: String] = [:]
    for gesture in config.gestures {
      let definition = config.rules.gestures.first { $0.name == gesture.name }!
      let fingers = definition.recognizer.fingers
      let actions = gesture.actions.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { "\($0.key.rawValue): " + $0.value.map(\.description).joined(separator: "; ") }
      out[gesture.name] =
        "\(gesture.type) \(fingers.lowerBound)-\(fingers.upperBound)" + " apps \(definition.apps.only ?? []) " + actions.joined(separator: " | ")
    }
    return out
  }

  @Test("Touchégg's taps: clicks at the fingers, chords, commands, per application")
  func toucheggTaps() throws {
    let result = try ImportFixture("touchegg-taps.conf").importing(.touchegg)
    #expect(result.notConverted == 0 && result.notes == 0)
    #expect(
      Self.summary(try ImportFixture.check(result.text)) == [
        "tap-2": "tap 2-2 apps [] recognized: click: right",
        "tap-3": "tap 3-3 apps [] recognized: keys: ctrl+shift+Escape",
        "firefox-tap-2": "tap 2-2 apps [\"Firefox\"] recognized: keys: ctrl+w",
        "firefox-tap-4": "tap 4-4 apps [\"Firefox\"] recognized: command: notify-send \"four: #fingers\"",
      ])
  }

  @Test("libinput-gestures' swipes and holds: workspaces, keys, commands")
  func libinputGesturesSwipes() throws {
    let result = try ImportFixture("libinput-gestures-swipes.conf").importing(.libinputGestures)
    #expect(
      Self.summary(try ImportFixture.check(result.text)) == [
        "swipe-up-3": "swipe 3-3 apps [] recognized: workspace: next",
        "swipe-down": "swipe 3-5 apps [] recognized: keys: super+Page_Up",
        "swipe-left-4": "swipe 4-4 apps [] recognized: workspace: 3",
        "hold-3": "long-press 3-3 apps [] began: command: notify-send 'held: 3'",
      ])
  }

  @Test("fusuma's swipes, holds and swipe events, per application")
  func fusumaSwipes() throws {
    let result = try ImportFixture("fusuma-swipes.yml").importing(.fusuma)
    #expect(
      Self.summary(try ImportFixture.check(result.text)) == [
        "swipe-left-3": "swipe 3-3 apps [] recognized: keys: alt+Right",
        "swipe-3-continuous": "pan 3-3 apps [] began: command: echo begin",
        "hold-4": "long-press 4-4 apps [] began: keys: Super_L",
        "xterm-swipe-up-3": "swipe 3-3 apps [\"XTerm\"] recognized: keys: ctrl+shift+t",
      ])
  }
}
