import Foundation
import XGestureTestSupport

/// A desktop for the desktop actions' scenarios: a real X server with a
/// touchscreen, optionally a window manager (openbox with four desktops —
/// the bed's own rc.xml, or the one its package ships — or xfwm4 with its
/// defaults), and the built `xgesture --verbose` running with `config`.
final class ActionsDesktop {
  /// The window managers a scenario can run under.
  enum WindowManager: String, CaseIterable, CustomStringConvertible, Sendable {
    case openbox, xfwm4
    var description: String { rawValue }
  }

  let touch: TouchBed
  let home: TemporaryDirectory
  private var stopWindowManager: (() -> Void)?
  private(set) var xgesture: XGestureProcess!
  private var clients: [XClient] = []

  /// 294 × 165 mm on 1920 × 1080 px.
  static let pxPerMM = 1920.0 / 294

  convenience init(
    config: String, windowManager: Bool, devices: [TouchscreenDescription] = [TouchscreenDescription()]
  ) throws {
    try self.init(config: config, under: windowManager ? .openbox : nil, devices: devices)
  }

  /// `openbox` is the rc.xml openbox reads when it is the window manager.
  init(
    config: String, under windowManager: WindowManager?, openbox settings: Openbox.Settings = .bed(desktops: 4),
    devices: [TouchscreenDescription] = [TouchscreenDescription()]
  ) throws {
    touch = try TouchBed(devices: devices)
    home = try TemporaryDirectory(prefix: "xgesture-desktop")
    switch windowManager {
    case .openbox:
      let openbox = try Openbox(settings: settings, environment: touch.environment)
      stopWindowManager = { openbox.stop() }
    case .xfwm4:
      let xfwm4 = try Xfwm4(environment: touch.environment)
      stopWindowManager = { xfwm4.stop() }
    case nil:
      break
    }
    mkdir(home.file("config"), 0o755)
    mkdir(home.file("config/xgesture"), 0o755)
    try home.write(config, to: "config/xgesture/config.yaml")
    chmod(home.file("config/xgesture/config.yaml"), 0o644)
    xgesture = try XGestureProcess(["--verbose"], environment: environment)
    guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
      throw BedError.startFailed("xgesture", detail: xgesture.output)
    }
  }

  deinit {
    xgesture?.stop()
    for client in clients { client.stop() }
    stopWindowManager?()
    touch.stop()
  }

  var environment: [String: String] {
    var environment = touch.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.file("config")
    return environment
  }

  /// Starts an X client that the desktop stops with itself.
  func start(_ program: String, package: String, _ arguments: [String]) throws -> XClient {
    let client = try XClient(
      program, package: package, arguments: arguments, environment: environment)
    clients.append(client)
    return client
  }

  /// `xprop -root NAME`'s line.
  func rootProperty(_ name: String) -> String {
    (try? XClient.run(
      "xprop", package: "x11-utils", arguments: ["-root", name], environment: environment))
      ?? ""
  }

  /// `xprop -id WINDOW NAME`'s line.
  func property(_ name: String, of window: String) -> String {
    (try? XClient.run(
      "xprop", package: "x11-utils", arguments: ["-id", window, name], environment: environment))
      ?? ""
  }

  /// The number a CARDINAL root property holds (`_NET_CURRENT_DESKTOP(CARDINAL) = 1`).
  func rootNumber(_ name: String) -> Int? {
    let line = rootProperty(name)
    guard let equals = line.range(of: "= ") else { return nil }
    return Int(line[equals.upperBound...].prefix { $0.isNumber })
  }

  /// Waits (bounded) until the root property's number is `value`; returns the last seen.
  func waitForRootNumber(_ name: String, _ value: Int, timeout: Double = 10) -> Int? {
    poll(timeout: timeout) { rootNumber(name) == value ? value : nil } ?? rootNumber(name)
  }

  /// The client window whose WM_CLASS instance is `instance` (from `xwininfo -root -tree`).
  func window(instance: String, timeout: Double = 10) -> String? {
    window(timeout: timeout) { $0.contains("(\"\(instance)\" ") }
  }

  /// The window whose name is `name` (xev's `-name`: it sets no WM_CLASS).
  func window(named name: String, timeout: Double = 10) -> String? {
    window(timeout: timeout) { $0.contains("\"\(name)\": (") }
  }

  /// The first window of `xwininfo -root -tree` whose line matches.
  private func window(timeout: Double, where matches: @escaping (Substring) -> Bool) -> String? {
    poll(timeout: timeout) { () -> String? in
      let tree =
        (try? XClient.run(
          "xwininfo", package: "x11-utils", arguments: ["-root", "-tree"], environment: environment))
        ?? ""
      return tree.split(separator: "\n").first(where: matches)
        .flatMap { $0.split(separator: " ").first.map(String.init) }
    }
  }

  /// The active window (`xprop -root _NET_ACTIVE_WINDOW`: `window id # 0x…`), as `xwininfo` writes ids.
  func activeWindow() -> String? {
    let line = rootProperty("_NET_ACTIVE_WINDOW")
    guard let hash = line.range(of: "# 0x") else { return nil }
    let hex = line[hash.upperBound...].prefix { $0.isHexDigit }
    return UInt(hex, radix: 16).map { "0x" + String($0, radix: 16) }
  }

  /// Waits (bounded) until `window` is the active window; the last one seen.
  func waitForActiveWindow(_ window: String, timeout: Double = 10) -> String? {
    poll(timeout: timeout) { activeWindow() == window ? window : nil } ?? activeWindow()
  }

  /// Waits (bounded) until the window manager manages `window` (its WM_STATE is set).
  func waitUntilManaged(_ window: String, timeout: Double = 10) -> Bool {
    poll(timeout: timeout) {
      property("WM_STATE", of: window).contains("window state: Normal") ? true : nil
    }
      ?? false
  }

  /// A window's place on the root, px (`xwininfo -id`: absolute upper-left, width, height).
  func frame(of window: String) -> (x: Double, y: Double, width: Double, height: Double)? {
    let text =
      (try? XClient.run(
        "xwininfo", package: "x11-utils", arguments: ["-id", window], environment: environment))
      ?? ""
    func value(_ label: String) -> Double? {
      text.split(separator: "\n").first { $0.contains(label) }
        .flatMap { $0.split(separator: ":").last }
        .flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
    guard let x = value("Absolute upper-left X"), let y = value("Absolute upper-left Y"),
      let width = value("Width"), let height = value("Height")
    else { return nil }
    return (x, y, width, height)
  }

  /// Millimetres on the touchscreen for a root position in px.
  static func mm(_ px: Double) -> Double { px / pxPerMM }
}
