// libFuzzer target for the config loader (YAML reader and interpreter).
// Built with `-sanitize=fuzzer -DFUZZING` it is a libFuzzer binary
// (docs/CONFIG.md, "Fuzzing"); a normal build replays the files named on the
// command line instead.
import FuzzDriver
import XGestureConfig

/// No environment, no safety check (there is no file), and no disk at all
/// for sounds: a sound file named `*.wav` is taken as a sound, any other
/// is missing, and the theme has every `bell` sound — so both the accepted
/// and the refused paths of the sound readers are reached, the same for
/// every run and without a system call.
let loader = ConfigLoader(
  environment: [:], builtInFolder: nil, checksSafety: false,
  soundFiles: SoundFiles(
    problem: { path in path.hasSuffix(".wav") ? nil : .unreadable("No such file or directory") },
    isReadable: { path in path.hasSuffix("/bell.oga") }))

/// One input: load it; a valid config must have gestures in its rules, and
/// every error must point inside the text with a message.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
  let input = Array(bytes)
  do {
    let config = try loader.load(
      bytes: input, file: "fuzz.yaml", folder: "/nonexistent-xgesture-fuzz")
    // Transitions find their gesture's actions by index (`actions(for:)`).
    precondition(config.rules.gestures.map(\.name) == config.gestures.map(\.name), "rules and gestures differ")
  } catch {
    precondition(!error.errors.isEmpty, "a config was refused without an error")
    // At most one line per line-break byte (LF, CR, and the last bytes of NEL, LS, PS), plus one.
    let lines = input.reduce(1) { $0 + ([0x0A, 0x0D, 0x85, 0xA8, 0xA9].contains($1) ? 1 : 0) }
    for problem in error.errors {
      precondition(!problem.message.isEmpty, "an error without a message")
      if let line = problem.line, let column = problem.column {
        precondition(
          line >= 1 && line <= lines + 1 && column >= 1, "an error outside the text: \(problem)")
      }
    }
  }
}

@main
enum FuzzConfig {
  static func main() {
    #if FUZZING
      runFuzzer { data, size in
        fuzzOne(UnsafeBufferPointer(start: data, count: size))
        return 0
      }
    #else
      replay(CommandLine.arguments.dropFirst(), fuzzOne)
    #endif
  }
}
