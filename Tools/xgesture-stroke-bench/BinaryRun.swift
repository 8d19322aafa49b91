import Foundation
import XGestureEngine

/// The data set through the `xgesture` binary itself (`--xgesture PATH`):
/// for each of the first `writers` writers, a config with one `type:
/// stroke` gesture per shape, each shape learned with `xgesture --learn
/// NAME --from writer-NN/strokes/NAME.trace`, each test trace replayed with
/// `xgesture --replay TRACE --verbose --dry-run`, and what was recognized
/// read from its `--verbose` lines.
struct BinaryRun {
  var tally = Tally()
  var failures: [String] = []

  init(_ data: DataSet, xgesture: String, writers: Int, directory: String) throws {
    for (index, set) in data.writers.prefix(writers).enumerated() {
      let base = "\(directory)/writer-\(String(format: "%02d", index + 1))"
      let config = "\(base)/config/config.yaml"
      try FileManager.default.createDirectory(atPath: "\(base)/config", withIntermediateDirectories: true)
      var yaml = "gestures:\n"
      for (name, _) in set.templates {
        yaml += "  \(name):\n    type: stroke\n    shape: \(name)\n    on:\n      recognized: 'true'\n"
      }
      try yaml.write(toFile: config, atomically: true, encoding: .utf8)
      for (name, _) in set.templates {
        let (status, output) = try Self.run(
          xgesture, ["--config", config, "--learn", name, "--from", "\(base)/strokes/\(name).trace"])
        if status != 0 { failures.append("--learn \(name): \(output)") }
      }
      for (k, sample) in set.tests.enumerated() {
        let label = sample.label.replacingOccurrences(of: " ", with: "-")
        let trace = "\(base)/tests/\(String(format: "%03d", k))-\(label).trace"
        let (_, output) = try Self.run(xgesture, ["--config", config, "--replay", trace, "--verbose", "--dry-run"])
        let recognized = output.split(separator: "\n").first { $0.contains("possible → recognized") }
        // `xgesture: NAME: possible → recognized (…)`
        let name = recognized.map { line in
          String(line.components(separatedBy: ": possible")[0].components(separatedBy: ": ").last ?? "")
        }
        tally.count(
          shape: sample.isShape, label: sample.label, nearest: name, score: nil, recognized: recognized != nil,
          reason: nil)
      }
    }
  }

  static func run(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
