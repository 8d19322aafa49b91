import Foundation
import XGestureX11

/// Prints one line to standard error, prefixed with the program's name.
func complain(_ message: String) {
  FileHandle.standardError.write(Data("xgesture: \(message)\n".utf8))
}

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  complain(error.description)
  exit(2)
}

switch options.command {
case .help:
  print(Options.help)
  exit(0)
case .version:
  print("xgesture \(Version.string)")
  exit(0)
case .check, .replay, .listDevices, .run:
  do {
    let display = try XDisplay(environment: ProcessInfo.processInfo.environment)
    complain(
      "connected to \(display.name) (XInput \(display.xinputVersion.major).\(display.xinputVersion.minor)), "
        + "but this build has no X bridge yet")
    exit(1)
  } catch {
    complain(error.description)
    exit(1)
  }
}
