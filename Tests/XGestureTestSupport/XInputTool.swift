/// The `xinput` program (Debian package `xinput`), a public XI2 client that
/// the beds use to look at an X server from outside.
public enum XInputTool {
  /// `xinput list --name-only`: every device name the server lists.
  public static func deviceNames(display: String) throws(BedError) -> [String] {
    try run(["list", "--name-only"], display: display).split(separator: "\n").map {
      String($0.drop { $0 == " " })
    }
  }

  /// Runs `xinput ARGUMENTS` against `display` and returns what it printed.
  public static func run(_ arguments: [String], display: String) throws(BedError) -> String {
    let program = try ProgramLookup.find("xinput", package: "xinput")
    let (status, output) = try ChildProcess.run(
      program, arguments: arguments, environment: ChildProcess.environment(adding: ["DISPLAY": display]))
    guard status.succeeded else {
      throw .startFailed("xinput \(arguments.joined(separator: " "))", detail: output)
    }
    return output
  }
}
