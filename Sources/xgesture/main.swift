import XGestureBridge
import XGestureConfig
import XGestureImport
import XGestureSystem
import XGestureX11

// No Foundation here or in the libraries xgesture links: its cost in resident
// memory is in docs/BENCHMARKS.md.

/// Prints one log line to standard error, prefixed with the program's name.
/// Safe from any thread (one write per line).
@Sendable func logLine(_ message: String) {
  let text = message.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "xgesture: \($0)\n" }.joined()
  try? FileDescriptor.standardError.writeAll(text.utf8)
}

/// Prints `text` to standard output as it is.
func printOut(_ text: String) { try? FileDescriptor.standardOutput.writeAll(text.utf8) }

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  logLine(error.description)
  CurrentProcess.exit(2)
}

switch options.command {
case .help:
  printOut(Options.help + "\n")
  CurrentProcess.exit(0)
case .version:
  printOut("xgesture \(Version.string)\n")
  CurrentProcess.exit(0)
case .listDevices:
  do {
    let display = try XDisplay(environment: ProcessEnvironment.current)
    let root = display.queryRootSize()
    let millimetres = display.screenMillimetres
    let screen = ScreenSize(
      width: root.width, height: root.height, widthMM: millimetres.width,
      heightMM: millimetres.height, outputs: display.queryMonitorOutputs())
    printOut(DeviceListing.text(devices: display.queryDevices(), screen: screen))
    printOut("\n" + LockSources.listing(display: display, environment: ProcessEnvironment.current))
    CurrentProcess.exit(0)
  } catch {
    logLine(error.description)
    CurrentProcess.exit(1)
  }
case .check(let path):
  let (output, status) = ConfigCheck.run(
    path: path ?? options.configPath, mode: options.mode, loader: StartingConfig.loader)
  printOut(output)
  CurrentProcess.exit(status)
case .import(let tool, let path):
  do {
    let result = try Importer.run(tool, path: path, keyNames: StartingConfig.keyNames)
    printOut(result.text)
    result.summary.forEach(logLine)
    CurrentProcess.exit(0)
  } catch {
    logLine(error.description)
    CurrentProcess.exit(1)
  }
case .monitor(let json):
  CurrentProcess.exit(Monitor.run(json: json))
case .learn(let learning):
  CurrentProcess.exit(Learn.run(learning, options: options))
case .replay(let path):
  CurrentProcess.exit(Replay.run(path: path, options: options))
case .run:
  CurrentProcess.exit(Daemon.run(options: options))
}
