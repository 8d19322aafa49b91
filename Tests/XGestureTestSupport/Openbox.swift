import Foundation

/// The openbox window manager on a bed, as the desktop actions' scenarios and
/// benchmark run it: a config of its own (`rc.xml`: `desktops` EWMH desktops,
/// new windows focused, focus not following the mouse), session management
/// off, and ready once the root says `_NET_NUMBER_OF_DESKTOPS = desktops`
/// (`WindowManagerStart`).
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
    client = try XClient(
      "openbox", package: "openbox",
      arguments: ["--sm-disable", "--config-file", folder.file("rc.xml")],
      environment: WindowManagerStart.environment(environment, in: folder))
    try WindowManagerStart.waitForDesktops(desktops, of: client, environment: environment, timeout: timeout)
  }

  deinit { client.stop() }

  /// What openbox printed so far.
  public var lines: [String] { client.lines }

  public var isRunning: Bool { client.isRunning }

  /// Ends it.
  public func stop() { client.stop() }
}
