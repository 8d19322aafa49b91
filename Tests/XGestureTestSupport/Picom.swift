import Foundation

/// A compositing manager on a bed: Debian's `picom` with its xrender
/// backend and no config file (no shadows, no fading), as the overlay's
/// tests run it (docs/BEDS.md). It owns `_NET_WM_CM_S0` once it runs; the
/// caller says how to see that (`isRunning`, e.g. the probe's
/// `ScreenCapture.compositorRunning`), since the selection's owner is no
/// property a command-line tool prints.
public final class Picom: @unchecked Sendable {
  private let client: XClient

  /// Starts picom on the display of `environment` and waits, at most
  /// `timeout` seconds, until `isRunning` says so.
  public init(environment: [String: String], timeout: Double = 20, isRunning: () -> Bool)
    throws(BedError)
  {
    client = try XClient(
      "picom", package: "picom", arguments: ["--backend", "xrender", "--config", "/dev/null"],
      environment: environment)
    guard poll(timeout: timeout, { isRunning() ? true : nil }) != nil else {
      let detail = client.lines.joined(separator: "\n")
      client.stop()
      throw .startFailed(
        "picom", detail: detail.isEmpty ? "no owner of _NET_WM_CM_S0 after \(timeout) s" : detail)
    }
  }

  deinit { client.stop() }

  /// What picom printed so far.
  public var lines: [String] { client.lines }

  /// Ends it: the selection has no owner any more.
  public func stop() { client.stop() }
}
