import Foundation

/// How the beds start a real window manager (`Openbox`, `Xfwm4`): its own
/// folder as `HOME` and XDG folders (whatever it writes goes with it), and
/// ready once the root says `_NET_NUMBER_OF_DESKTOPS = desktops` (read back
/// with `xprop -root`, as a user would check).
enum WindowManagerStart {
  /// The environment of a window manager living in `folder` on the display of `environment`.
  static func environment(_ environment: [String: String], in folder: TemporaryDirectory)
    -> [String: String]
  {
    var own = environment
    own["HOME"] = folder.path
    own["XDG_CONFIG_HOME"] = folder.file("config")
    own["XDG_CACHE_HOME"] = folder.file("cache")
    return own
  }

  /// Waits, at most `timeout` seconds, until the root publishes `desktops`
  /// desktops; else stops `client` and throws with what it printed.
  static func waitForDesktops(
    _ desktops: Int, of client: XClient, environment: [String: String], timeout: Double
  ) throws(BedError) {
    let expected = "= \(desktops)"
    guard
      poll(
        timeout: timeout,
        { () -> Bool? in
          let line = try? XClient.run(
            "xprop", package: "x11-utils", arguments: ["-root", "_NET_NUMBER_OF_DESKTOPS"],
            environment: environment)
          return (line ?? "").contains(expected) ? true : nil
        }) != nil
    else {
      let detail = client.lines.joined(separator: "\n")
      client.stop()
      throw .startFailed(
        client.program,
        detail: detail.isEmpty ? "no _NET_NUMBER_OF_DESKTOPS after \(timeout) s" : detail)
    }
  }
}
