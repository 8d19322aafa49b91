import Foundation

/// Stand-ins for the programs a config's commands call (`notify-send`,
/// `xdotool`, …): a folder of shell scripts, put first on `PATH`, that
/// record each call — its name, arguments and `XGESTURE_*` variables — and
/// do nothing else. End-to-end tests run the real config with them.
public final class CommandRecorder: @unchecked Sendable {
  /// One recorded call.
  public struct Invocation: Sendable, Equatable {
    public var program: String
    public var arguments: [String]
    public var variables: [String: String]
    /// Its place among the calls, by the wall-clock nanosecond it ran.
    public var order: Int
  }

  public let folder: TemporaryDirectory
  public let programs: [String]

  /// Makes stand-ins named `programs`.
  public init(programs: [String]) throws(BedError) {
    folder = try TemporaryDirectory(prefix: "xgesture-commands")
    self.programs = programs
    mkdir(folder.file("bin"), 0o755)
    mkdir(folder.file("calls"), 0o755)
    let calls = folder.file("calls")
    for program in programs {
      let script = """
        #!/bin/sh
        # Records this call for a test: name, arguments, XGESTURE_* variables.
        file="\(calls)/$(date +%s%N)-$$"
        {
          printf 'program %s\\n' "$(basename "$0")"
          for argument in "$@"; do printf 'argument %s\\n' "$argument"; done
          env | grep '^XGESTURE_' | sed 's/^/variable /'
        } > "$file.part" && mv "$file.part" "$file"

        """
      try folder.write(script, to: "bin/\(program)", mode: 0o755)
    }
  }

  /// `PATH` with the stand-ins first.
  public var environment: [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return ["PATH": "\(folder.file("bin")):\(path)"]
  }

  /// The calls recorded so far, in the order they ran.
  public var invocations: [Invocation] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("calls"))) ?? []
    let finished = names.filter { !$0.hasSuffix(".part") }.sorted { order($0) < order($1) }
    return finished.enumerated().compactMap { index, name in
      guard let text = try? String(contentsOfFile: folder.file("calls/\(name)"), encoding: .utf8) else { return nil }
      var call = Invocation(program: "", arguments: [], variables: [:], order: index)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("program ") {
          call.program = String(line.dropFirst(8))
        } else if line.hasPrefix("argument ") {
          call.arguments.append(String(line.dropFirst(9)))
        } else if line.hasPrefix("variable "), let equals = line.firstIndex(of: "=") {
          call.variables[String(line[line.index(line.startIndex, offsetBy: 9)..<equals])] =
            String(line[line.index(after: equals)...])
        }
      }
      return call
    }
  }

  /// Waits (polling, at most `timeout` seconds) until `condition` holds for
  /// the calls recorded so far, and returns them.
  public func wait(timeout: Double = 10, until condition: ([Invocation]) -> Bool) -> [Invocation]? {
    poll(timeout: timeout, interval: 10, snapshot: { invocations }, until: condition)
  }

  private func order(_ name: String) -> (Int, Int) {
    let parts = name.split(separator: "-")
    return (Int(parts.first ?? "") ?? 0, Int(parts.last ?? "") ?? 0)
  }
}
