import Foundation
import XGestureTestSupport

/// A desktop for the acceptance suite: a real X server with a touchscreen, a
/// real PulseAudio, and the built `xgesture` running against both with the
/// built-in default config (config/config.yaml), as a user's autostart runs it.
///
/// `driver` is the touchscreen's X input driver: evdev (axes in device units
/// with their resolution) or libinput (0 … 65535, no resolution: the size
/// comes from udev's database, so xgesture runs inside the bed's namespace,
/// where that database is the bed's). Either way xgesture must take the
/// bed's 294 × 165 mm, or the desktop does not start.
final class Desktop {
  let touch: TouchBed
  let sound: SoundBed
  let home: TemporaryDirectory
  let xgesture: XGestureProcess
  let recording: SoundRecording

  init(
    arguments: [String] = ["--verbose"], configText: String? = nil,
    environment extra: [String: String] = [:], driver: XorgConfiguration.InputDriver = .evdev
  ) throws {
    touch = try TouchBed(screen: XorgConfiguration(touchscreenDriver: driver))
    sound = try SoundBed()
    home = try TemporaryDirectory(prefix: "xgesture-home")
    var environment = touch.environment.merging(sound.environment) { $1 }
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.file("config")
    environment.merge(extra) { $1 }
    if let configText {
      mkdir(home.file("config"), 0o755)
      mkdir(home.file("config/xgesture"), 0o755)
      try home.write(configText, to: "config/xgesture/config.yaml")
      chmod(home.file("config/xgesture/config.yaml"), 0o644)
    }
    recording = try sound.startRecording()
    xgesture =
      driver == .libinput
      ? try XGestureProcess(
        command: try touch.commandInside(XGestureProcess.binaryPath(), arguments: arguments),
        environment: environment)
      : try XGestureProcess(arguments, environment: environment)
    guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
      throw BedError.startFailed("xgesture", detail: xgesture.output)
    }
    let source = driver == .libinput ? "udev database" : "resolution"
    if arguments.contains("--verbose"),
      xgesture.waitForLine(containing: "294 × 165 mm (from its \(source))", timeout: 5) == nil
    {
      throw BedError.startFailed(
        "xgesture with the bed's 294 × 165 mm touchscreen (\(driver.rawValue) driver)",
        detail: xgesture.output)
    }
  }

  deinit {
    xgesture.stop()
    _ = recording.stop()
    sound.stop()
    touch.stop()
  }

  /// Millimetres for a position in root-window pixels on the default bed
  /// (294 × 165 mm on 1920 × 1080 px).
  static func millimetres(px x: Double, _ y: Double) -> (Double, Double) {
    (x * 294 / 1920, y * 165 / 1080)
  }

  /// Log lines containing `text`, after waiting (bounded) for at least `count`.
  func lines(containing text: String, count: Int = 1, timeout: Double = 10) -> [String] {
    let found = xgesture.waitForLines(timeout: timeout) { lines -> [String]? in
      let matching = lines.map(\.text).filter { $0.contains(text) }
      return matching.count >= count ? matching : nil
    }
    return found ?? xgesture.lines.map(\.text).filter { $0.contains(text) }
  }
}
