import Testing
import XGestureEngine

@testable import XGestureConfig

/// What claim mode takes from applications under a config (docs/REFERENCE.md
/// §6), and `--check`'s warnings about it.
@Suite("Claim mode's cost")
struct ClaimCostTests {
  static let loader = ConfigLoader(environment: [:], builtInFolder: nil, checksSafety: false)

  static func load(_ text: String) throws -> Configuration {
    try loader.load(text: text, file: "config.yaml", folder: "/nonexistent")
  }

  static var builtIn: Configuration {
    get throws {
      try ConfigLoader(environment: [:], builtInFolder: DefaultConfigTests.root + "/config").loadBuiltIn()
    }
  }

  @Test("The built-in default in claim mode: its one-finger and its two-finger gestures, named in config order")
  func defaultConfig() throws {
    let cost = ClaimCost(rules: try Self.builtIn.rules, mode: .claim)
    // config/config.yaml: pan, tap, tickle, long-press and double-tap use one
    // finger, pinch and rotate two, the swipes three; edge-left begins at the edge.
    #expect(cost.oneFinger == ["pan", "tap", "tickle", "long-press", "double-tap"])
    #expect(cost.twoFingers == ["pinch", "rotate"])
    #expect(
      cost.warnings == [
        "claim mode: pan, tap, tickle, long-press, double-tap take one-finger touches from every application"
          + " (they have no apps: or not-apps:) — scope them with apps:/not-apps:, or bind 3+ fingers",
        "claim mode: pinch, rotate take two-finger touches from every application"
          + " (they have no apps: or not-apps:) — scope them with apps:/not-apps:, or bind 3+ fingers",
      ])
  }

  @Test("In observe mode nothing is taken from applications")
  func observeMode() throws {
    #expect(ClaimCost(rules: try Self.builtIn.rules, mode: .observe).warnings.isEmpty)
  }

  @Test(
    "Gestures scoped with apps: or not-apps:, of three or more fingers, of touchpads only, or at an edge are not named")
  func scopedGestures() throws {
    let config = try Self.load(
      """
      gestures:
        scroll: { type: pan, fingers: 2, not-apps: [firefox] }
        link: { type: tap, apps: [xterm] }
        swipe: { type: swipe, fingers: 3, direction: left }
        pad-pinch: { type: pinch, fingers: 2, devices: [touchpads] }
        edge: { type: edge-swipe, edge: left }

      """)
    #expect(ClaimCost(rules: config.rules, mode: .claim).warnings.isEmpty)
  }

  @Test(
    "One gesture is named in the singular; one of one to two fingers is named for both; a touchscreen's devices: scope nothing"
  )
  func oneGesture() throws {
    let config = try Self.load(
      """
      gestures:
        drag: { type: pan, fingers: 1-2, devices: [touchscreens] }

      """)
    let cost = ClaimCost(rules: config.rules, mode: .claim)
    #expect(cost.oneFinger == ["drag"] && cost.twoFingers == ["drag"])
    #expect(
      cost.warnings.first
        == "claim mode: drag takes one-finger touches from every application (it has no apps: or not-apps:)"
        + " — scope it with apps:/not-apps:, or bind 3+ fingers")
  }

  @Test("--check warns of claim mode's cost when the config's mode is claim, or --mode claim is given; still status 0")
  func checkWarns() throws {
    let folder = try TestFolder()
    let claiming = try folder.write(
      "claim.yaml", "settings: { mode: claim }\ngestures:\n  tap: { type: tap }\n", mode: 0o600)
    let warning =
      "\(claiming): warning: claim mode: tap takes one-finger touches from every application"
      + " (it has no apps: or not-apps:) — scope it with apps:/not-apps:, or bind 3+ fingers"
    #expect(
      ConfigCheck.run(path: claiming, environment: [:]) == (
        warning + "\n\(claiming): 1 gesture, 0 sounds — OK\n", 0
      ))
    #expect(ConfigCheck.run(path: claiming, mode: .observe, environment: [:]).output.contains("warning") == false)
    let observing = try folder.write("observe.yaml", "gestures:\n  tap: { type: tap }\n", mode: 0o600)
    #expect(ConfigCheck.run(path: observing, environment: [:]).output == "\(observing): 1 gesture, 0 sounds — OK\n")
    let forced = ConfigCheck.run(path: observing, mode: .claim, environment: [:])
    #expect(forced.status == 0)
    #expect(
      forced.output.hasPrefix("\(observing): warning: claim mode: tap takes one-finger touches"), "\(forced.output)")
  }

  @Test("--check of a claim-mode config whose gestures are all of three fingers warns of nothing")
  func checkThreeFingers() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      "config.yaml",
      "settings: { mode: claim }\ngestures:\n  swipe: { type: swipe, fingers: 3, direction: left }\n",
      mode: 0o600)
    #expect(ConfigCheck.run(path: path, environment: [:]) == ("\(path): 1 gesture, 0 sounds — OK\n", 0))
  }
}
