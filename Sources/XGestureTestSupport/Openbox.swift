import Foundation

/// The openbox window manager on a bed, as the desktop actions' scenarios and
/// benchmark run it: a config of its own (`rc.xml`: `desktops` EWMH desktops,
/// new windows focused, focus not following the mouse), session management
/// off, and ready once the root says `_NET_NUMBER_OF_DESKTOPS = desktops`
/// (read back with `xprop -root`, as a user would check).
public final class Openbox: @unchecked Sendable {
  public let desktops: Int
  private let folder: TemporaryDirectory
  private let client: XClient

  /// Starts openbox on the display of `environment` (its `DISPLAY`; its own
  /// folder as `HOME`) and waits, at most `timeout` seconds, until it
  /// publishes its desktops.
  public init(desktops: Int = 4, environment: [String: String], timeout: Double = 20)
    throws(BedError)
  {
    self.desktops = desktops
    folder = try TemporaryDirectory(prefix: "xgesture-openbox")
    try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <openbox_config xmlns="http://openbox.org/3.4/rc">
        <desktops><number>\(desktops)</number><firstdesk>1</firstdesk></desktops>
        <focus><focusNew>yes</focusNew><followMouse>no</followMouse></focus>
      </openbox_config>

      """, to: "rc.xml")
    // Its home is its folder: whatever it writes there goes with it.
    var own = environment
    own["HOME"] = folder.path
    own["XDG_CONFIG_HOME"] = folder.file("config")
    own["XDG_CACHE_HOME"] = folder.file("cache")
    client = try XClient(
      "openbox", package: "openbox",
      arguments: ["--sm-disable", "--config-file", folder.file("rc.xml")],
      environment: own)
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
        "openbox", detail: detail.isEmpty ? "no _NET_NUMBER_OF_DESKTOPS after \(timeout) s" : detail
      )
    }
  }

  deinit { client.stop() }

  /// What openbox printed so far.
  public var lines: [String] { client.lines }

  public var isRunning: Bool { client.isRunning }

  /// Ends it.
  public func stop() { client.stop() }
}
