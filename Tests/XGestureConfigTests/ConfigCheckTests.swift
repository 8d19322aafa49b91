import Foundation
import Testing

@testable import XGestureConfig

@Suite("--check")
struct ConfigCheckTests {
  @Test("A valid file: a one-line summary and status 0")
  func valid() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      "config.yaml", "gestures:\n  tap: { type: tap }\n  pan: { type: pan }\n", mode: 0o600)
    let (output, status) = ConfigCheck.run(path: path, environment: [:])
    #expect(output == "\(path): 2 gestures, 0 sounds — OK\n")
    #expect(status == 0)
  }

  @Test("An invalid file: every error, a count, and status 1")
  func invalid() throws {
    let folder = try TestFolder()
    let path = try folder.write(
      "config.yaml", "settings: { mode: clam }\ngestures:\n  tap: { type: tapp }\n", mode: 0o600)
    let (output, status) = ConfigCheck.run(path: path, environment: [:])
    #expect(
      output == """
        \(path):1:19: unknown mode 'clam' — did you mean 'claim'? (the modes are observe and claim)
        \(path):3:16: unknown type 'tapp' — did you mean 'tap'?
        \(path): 2 errors — not loaded

        """)
    #expect(status == 1)
  }

  @Test(
    "Without a file it checks the config xgesture would use: the user's, else the built-in default")
  func located() throws {
    let folder = try TestFolder()
    let environment = ["HOME": folder.path, "XDG_DATA_DIRS": folder.path]
    let loader = ConfigLoader(
      environment: environment, builtInFolder: DefaultConfigTests.root + "/config")
    #expect(
      ConfigCheck.run(path: nil, environment: environment, loader: loader)
        == ("built-in default config: 12 gestures, 2 sounds — OK\n", 0))
    let path = try folder.write(".config/xgesture/config.yaml", "gestures: {}\n", mode: 0o600)
    #expect(
      ConfigCheck.run(path: nil, environment: environment, loader: loader) == (
        "\(path): 0 gestures, 0 sounds — OK\n", 0
      ))
  }

  @Test("With touchegg-clients on, a gesture on the forwarded fingers is named with its fingers, status 0")
  func toucheggOverlap() throws {
    let folder = try TestFolder()
    let gestures = """
      gestures:
        three-swipe: { type: swipe, fingers: 3 }
        zoom: { type: pinch, fingers: 2, devices: [touchpads] }
        press: { type: long-press, fingers: 2 }
        drag: { type: pan, fingers: 1 }
        two-tap: { type: tap, fingers: 1-2, devices: [touchscreens] }

      """
    let on = try folder.write(
      "on.yaml", "settings: { touchegg-clients: on }\n" + gestures, mode: 0o600)
    let (output, status) = ConfigCheck.run(path: on, environment: [:])
    let tail = "sent to Touchégg's clients: both act on them — bind other fingers, or turn touchegg-clients off"
    #expect(
      output == """
        \(on): warning: touchegg-clients: gesture 'three-swipe' acts on the same fingers as the 3-finger swipes on touchscreens \(tail)
        \(on): warning: touchegg-clients: gesture 'three-swipe' acts on the same fingers as the 3-finger swipes on touchpads \(tail)
        \(on): warning: touchegg-clients: gesture 'zoom' acts on the same fingers as the 2-finger pinches on touchpads \(tail)
        \(on): warning: touchegg-clients: gesture 'two-tap' acts on the same fingers as the 2-finger taps on touchscreens \(tail)
        \(on): 5 gestures, 0 sounds — OK

        """)
    #expect(status == 0)
    let off = try folder.write("off.yaml", gestures, mode: 0o600)
    #expect(ConfigCheck.run(path: off, environment: [:]) == ("\(off): 5 gestures, 0 sounds — OK\n", 0))
  }
}
