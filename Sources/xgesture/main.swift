import Foundation
import XGestureConfig
import XGestureX11

/// Prints one log line to standard error, prefixed with the program's name.
/// Safe from any thread (one write per line).
@Sendable func logLine(_ message: String) {
  let text = message.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "xgesture: \($0)\n" }.joined()
  FileHandle.standardError.write(Data(text.utf8))
}

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  logLine(error.description)
  exit(2)
}

switch options.command {
case .help:
  print(Options.help)
  exit(0)
case .version:
  print("xgesture \(Version.string)")
  exit(0)
case .listDevices:
  do {
    let display = try XDisplay(environment: ProcessInfo.processInfo.environment)
    print(DeviceListing.text(devices: display.queryDevices(), screenMillimetres: display.screenMillimetres), terminator: "")
    exit(0)
  } catch {
    logLine(error.description)
    exit(1)
  }
case .check(let path):
  let (output, status) = ConfigCheck.run(path: path ?? options.configPath)
  print(output, terminator: "")
  exit(status)
case .replay(let path):
  exit(Replay.run(path: path, options: options))
case .run:
  exit(Daemon.run(options: options))
}
