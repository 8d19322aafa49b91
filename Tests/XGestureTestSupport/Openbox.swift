import Foundation

/// The openbox window manager on a bed, as the desktop actions' scenarios and
/// benchmark run it: with a config of the bed's own or with the one its
/// Debian package ships (`Settings`), session management off, and ready
/// once the root says `_NET_NUMBER_OF_DESKTOPS = desktops`
/// (`WindowManagerStart`).
public final class Openbox: @unchecked Sendable {
  /// Which `rc.xml` openbox reads.
  public enum Settings: Sendable, Equatable {
    /// The bed's own: `desktops` EWMH desktops, new windows focused, focus
    /// not following the mouse, and no bindings of keys or buttons.
    case bed(desktops: Int)
    /// The Debian package's `rc.xml` (`shippedFile`), as a desktop's openbox
    /// session reads it: four desktops, and its bindings — a wheel turned
    /// over a title bar shades the window (up) or unshades it (down), over
    /// the desktop it goes to the previous or next desktop.
    case shipped
  }

  /// The `rc.xml` the openbox package installs.
  public static let shippedFile = "/etc/xdg/openbox/rc.xml"
  /// The desktops of the shipped `rc.xml`.
  public static let shippedDesktops = 4

  public let desktops: Int
  private let folder: TemporaryDirectory
  private let client: XClient

  /// Starts openbox with the bed's own config and `desktops` desktops.
  public convenience init(desktops: Int = 4, environment: [String: String], timeout: Double = 20)
    throws(BedError)
  {
    try self.init(settings: .bed(desktops: desktops), environment: environment, timeout: timeout)
  }

  /// Starts openbox with `settings` on the display of `environment` (its
  /// `DISPLAY`; its own folder as `HOME`) and waits, at most `timeout`
  /// seconds, until it publishes its desktops.
  public init(settings: Settings, environment: [String: String], timeout: Double = 20) throws(BedError) {
    folder = try TemporaryDirectory(prefix: "xgesture-openbox")
    let file: String
    switch settings {
    case .bed(let desktops):
      self.desktops = desktops
      file = folder.file("rc.xml")
      try folder.write(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <openbox_config xmlns="http://openbox.org/3.4/rc">
          <desktops><number>\(desktops)</number><firstdesk>1</firstdesk></desktops>
          <focus><focusNew>yes</focusNew><followMouse>no</followMouse></focus>
        </openbox_config>

        """, to: "rc.xml")
    case .shipped:
      desktops = Self.shippedDesktops
      file = Self.shippedFile
      guard access(file, R_OK) == 0 else { throw .fileMissing(file, package: "openbox") }
    }
    client = try XClient(
      "openbox", package: "openbox",
      arguments: ["--sm-disable", "--config-file", file],
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
