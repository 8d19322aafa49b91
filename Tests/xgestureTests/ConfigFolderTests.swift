import Foundation
import Testing
import XGestureTestSupport

@Suite("The xgesture binary given a folder as its config")
struct ConfigFolderTests {
  @Test("xgesture --config FOLDER says it is a folder, not a config file, and exits 1")
  func folder() throws {
    var template = Array((NSTemporaryDirectory() + "xgesture-folder-XXXXXX").utf8CString)
    let folder = try #require(mkdtemp(&template).map { String(cString: $0) })
    defer { rmdir(folder) }
    chmod(folder, 0o777)  // as /tmp is: the sentence must not be about its permissions
    let result = try XGestureProcess.run(["--config", folder], environment: ["DISPLAY": ":987"])
    #expect(result.status == .exited(1))
    #expect(
      result.output.contains(
        "\(folder): is a folder, not a config file — give the path of the config file itself, like '\(folder)/config.yaml'"
      ), "\(result.output)")
    #expect(!result.output.contains("writable"), "\(result.output)")
  }
}
