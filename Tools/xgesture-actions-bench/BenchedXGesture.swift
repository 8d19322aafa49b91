import Foundation
import XGestureTestSupport

/// The built `xgesture` on the bed with a config of the bench's own (in a
/// private XDG_CONFIG_HOME), ready once it printed `listening on`.
final class BenchedXGesture {
  let process: XGestureProcess
  private let home: TemporaryDirectory

  init(config: String, environment: [String: String]) throws {
    home = try TemporaryDirectory(prefix: "xgesture-actions-bench")
    mkdir(home.file("xgesture"), 0o755)
    try home.write(config, to: "xgesture/config.yaml")
    var environment = environment
    environment["XDG_CONFIG_HOME"] = home.path
    process = try XGestureProcess([], environment: environment)
    guard process.waitForLine(containing: "listening on", timeout: 20) != nil else {
      throw BedError.startFailed("xgesture", detail: process.output)
    }
  }

  deinit { process.stop() }

  var output: String { process.output }
}
