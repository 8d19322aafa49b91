import Testing
import XGestureFeedback

@testable import XGestureConfig

/// `settings.feedback` (docs/REFERENCE.md §10): every key with its unit, and
/// the errors at their places.
@Suite("Feedback settings")
struct FeedbackSettingsTests {
  static func load(_ settings: String) throws(ConfigErrors) -> Configuration {
    try ConfigLoader(environment: [:], builtInFolder: nil).load(
      text: "settings:\n  feedback:\n\(settings)gestures:\n  tap: { type: tap }\n",
      file: "config.yaml",
      folder: "/")
  }

  static func errors(_ settings: String) -> [String] {
    do {
      _ = try load(settings)
      return []
    } catch {
      return error.errors.map(\.description)
    }
  }

  @Test("every key is read with its unit; keys left out keep their defaults")
  func everyKey() throws {
    let config = try Self.load(
      """
          touches: on
          gestures: on
          ink: on
          color: '#e01b24'
          border: '#000000'
          opacity: 80%
          delay: 0.2s
          commit: 30%

      """)
    let feedback = try #require(config.settings.feedback)
    #expect(feedback.touches && feedback.gestures && feedback.ink)
    #expect(
      feedback.colour == Colour(red: 0xe0, green: 0x1b, blue: 0x24) && feedback.border == .black)
    #expect(feedback.opacity == 0.8 && feedback.delay == 200 && feedback.commit == 0.3)
    let defaults = try #require(try Self.load("    touches: on\n").settings.feedback)
    #expect(defaults == FeedbackSettings(touches: true))
    // Ink alone shows something: the overlay is made for it.
    #expect(try Self.load("    ink: on\n").feedback(showTouches: false) == FeedbackSettings(ink: true))
    #expect(
      defaults.colour.description == "#3584e4" && defaults.opacity == 0.6 && defaults.delay == 150)
    #expect(
      try ConfigLoader(environment: [:], builtInFolder: nil).load(
        text: "gestures:\n  tap: { type: tap }\n", file: "c", folder: "/"
      ).settings.feedback == nil)
  }

  @Test("a delay of zero is allowed: the preview shows at once")
  func zeroDelay() throws {
    #expect(try Self.load("    delay: 0ms\n").settings.feedback?.delay == 0)
  }

  @Test("bad feedback values are errors at their place, with what to write")
  func badValues() {
    #expect(
      Self.errors("    touches: maybe\n") == [
        "config.yaml:3:14: 'touches' is on or off, found 'maybe'"
      ])
    #expect(
      Self.errors("    color: blue\n")
        == ["config.yaml:3:12: 'color' must be a colour like '#3584e4' (quoted), found 'blue'"])
    #expect(
      Self.errors("    border: #ffffff\n")
        == [
          "config.yaml:3:12: 'border' (quote a colour: '#3584e4'; unquoted, # starts a comment) needs a value, found nothing"
        ])
    #expect(
      Self.errors("    opacity: 60\n") == ["config.yaml:3:14: 'opacity' needs its unit: write 60%"])
    #expect(
      Self.errors("    commit: 150%\n") == [
        "config.yaml:3:13: 'commit' must be between 0% and 100%, found '150%'"
      ])
    #expect(
      Self.errors("    delay: 150\n") == [
        "config.yaml:3:12: 'delay': '150' needs its unit, like 500ms or 0.5s"
      ])
    #expect(
      Self.errors("    touchs: on\n")
        == ["config.yaml:3:5: unknown key 'touchs' in 'feedback' — did you mean 'touches'?"])
    #expect(
      Self.errors("    size: 3mm\n")
        == [
          "config.yaml:3:5: unknown key 'size' in 'feedback' — it takes touches, gestures, ink, color, border, opacity, delay, commit"
        ])
    #expect(
      Self.errors("    - touches\n")
        == ["config.yaml:3:5: 'feedback' must be a map of 'key: value' lines, found a list"])
  }
}
