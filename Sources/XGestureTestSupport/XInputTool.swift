import Foundation

/// The `xinput` program (Debian package `xinput`), a public XI2 client that
/// the beds use to look at an X server from outside.
public enum XInputTool {
  /// `xinput list --name-only`: every device name the server lists.
  public static func deviceNames(display: String) throws(BedError) -> [String] {
    try run(["list", "--name-only"], display: display).split(separator: "\n").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  /// Runs `xinput ARGUMENTS` against `display` and returns what it printed.
  public static func run(_ arguments: [String], display: String) throws(BedError) -> String {
    let program = try ProgramLookup.find("xinput", package: "xinput")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch { throw .startFailed("xinput", detail: "\(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw .startFailed("xinput \(arguments.joined(separator: " "))", detail: text)
    }
    return text
  }
}
