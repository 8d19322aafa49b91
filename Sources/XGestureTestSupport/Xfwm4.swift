import Foundation

/// Xfce's window manager on a bed, as the tests that need a second window
/// manager run it: `xfwm4 --compositor=off --sm-client-disable` (no Xfce
/// session, its own folder as `HOME`; four workspaces and an EWMH work area
/// by default), ready once the root says `_NET_NUMBER_OF_DESKTOPS` and
/// `_NET_WORKAREA` (read back with `xprop -root`).
public final class Xfwm4: @unchecked Sendable {
  private let folder: TemporaryDirectory
  private let client: XClient

  /// Starts xfwm4 on the display of `environment` and waits, at most
  /// `timeout` seconds, until it publishes its desktops and work area.
  public init(environment: [String: String], timeout: Double = 20) throws(BedError) {
    folder = try TemporaryDirectory(prefix: "xgesture-xfwm4")
    var own = environment
    own["HOME"] = folder.path
    own["XDG_CONFIG_HOME"] = folder.file("config")
    own["XDG_CACHE_HOME"] = folder.file("cache")
    client = try XClient(
      "xfwm4", package: "xfwm4", arguments: ["--compositor=off", "--sm-client-disable"], environment: own)
    guard
      poll(
        timeout: timeout,
        { () -> Bool? in
          let line = try? XClient.run(
            "xprop", package: "x11-utils", arguments: ["-root", "_NET_NUMBER_OF_DESKTOPS", "_NET_WORKAREA"],
            environment: environment)
          let text = line ?? ""
          return text.contains("_NET_NUMBER_OF_DESKTOPS(CARDINAL) =") && text.contains("_NET_WORKAREA(CARDINAL) =")
            ? true : nil
        }) != nil
    else {
      let detail = client.lines.joined(separator: "\n")
      client.stop()
      throw .startFailed(
        "xfwm4", detail: detail.isEmpty ? "no _NET_NUMBER_OF_DESKTOPS and _NET_WORKAREA after \(timeout) s" : detail)
    }
  }

  deinit { client.stop() }

  /// What xfwm4 printed so far.
  public var lines: [String] { client.lines }

  public var isRunning: Bool { client.isRunning }

  /// Ends it.
  public func stop() { client.stop() }
}
