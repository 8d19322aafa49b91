import XGestureConfig
import XGestureX11

#if canImport(Glibc)
  import Glibc
#endif

// No Foundation here or in the libraries xgesture links: it would cost about
// 10 MB of resident memory (docs/BENCHMARKS.md).

/// Prints one log line to standard error, prefixed with the program's name.
/// Safe from any thread (one write per line).
@Sendable func logLine(_ message: String) {
  let text = message.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "xgesture: \($0)\n" }.joined()
  writeAll(2, text)
}

/// Prints `text` to standard output as it is.
func printOut(_ text: String) { writeAll(1, text) }

/// Writes all of `text` to `fd` (write(2), retried on EINTR and short writes).
func writeAll(_ fd: Int32, _ text: String) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    offset += written
  }
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
  printOut(Options.help + "\n")
  exit(0)
case .version:
  printOut("xgesture \(Version.string)\n")
  exit(0)
case .listDevices:
  do {
    let display = try XDisplay(environment: ProcessEnvironment.current)
    printOut(DeviceListing.text(devices: display.queryDevices(), screenMillimetres: display.screenMillimetres))
    printOut("\n" + LockSources.listing(display: display, environment: ProcessEnvironment.current))
    exit(0)
  } catch {
    logLine(error.description)
    exit(1)
  }
case .check(let path):
  let (output, status) = ConfigCheck.run(path: path ?? options.configPath)
  printOut(output)
  exit(status)
case .replay(let path):
  exit(Replay.run(path: path, options: options))
case .run:
  exit(Daemon.run(options: options))
}
