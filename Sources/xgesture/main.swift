import Foundation
import XGestureEngine
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
case .listDevices:
  do {
    let display = try XDisplay(environment: ProcessInfo.processInfo.environment)
    print(DeviceListing.text(devices: display.queryDevices(), screenMillimetres: display.screenMillimetres), terminator: "")
    exit(0)
  } catch {
    complain(error.description)
    exit(1)
  }
case .check:
  complain(Rules.Unavailable().description)
  exit(1)
case .replay(let path):
  do {
    exit(Outputs.replay(path: path, options: options, rules: try Rules.load(options)))
  } catch {
    complain(error.description)
    exit(1)
  }
case .run:
  do {
    exit(Daemon.run(options: options, rules: try Rules.load(options)))
  } catch {
    complain(error.description)
    exit(1)
  }
}
