import Foundation
import Testing

@testable import XGestureConfig

@Suite("Where the config comes from")
struct ConfigLocationTests {
  @Test("--config wins, even over files that exist")
  func commandLine() throws {
    let folder = try TestFolder()
    try folder.write("xdg/xgesture/config.yaml", "")
    let environment = ["XDG_CONFIG_HOME": folder.path + "/xdg", "HOME": folder.path + "/home"]
    #expect(
      ConfigLocation.locate(commandLine: "mine.yaml", environment: environment)
        == .file("mine.yaml"))
  }

  @Test(
    "Then $XDG_CONFIG_HOME/xgesture/config.yaml, then ~/.config/xgesture/config.yaml, then the built-in default"
  )
  func order() throws {
    let folder = try TestFolder()
    let environment = ["XDG_CONFIG_HOME": folder.path + "/xdg", "HOME": folder.path + "/home"]
    #expect(ConfigLocation.locate(environment: environment) == .builtIn)
    try folder.write("home/.config/xgesture/config.yaml", "")
    #expect(
      ConfigLocation.locate(environment: environment)
        == .file(folder.path + "/home/.config/xgesture/config.yaml"))
    try folder.write("xdg/xgesture/config.yaml", "")
    #expect(
      ConfigLocation.locate(environment: environment)
        == .file(folder.path + "/xdg/xgesture/config.yaml"))
  }

  @Test("A relative $XDG_CONFIG_HOME is ignored, as the XDG spec says")
  func relativeXDG() throws {
    let folder = try TestFolder()
    #expect(
      ConfigLocation.userPaths(environment: ["XDG_CONFIG_HOME": "xdg", "HOME": folder.path]) == [
        folder.path + "/.config/xgesture/config.yaml"
      ])
  }
}
