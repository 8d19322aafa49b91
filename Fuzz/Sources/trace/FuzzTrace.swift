// libFuzzer target for the engine's trace reader, `Trace(parsing:)` (docs/REFERENCE.md §4).
// Built with `-sanitize=fuzzer -DFUZZING` it is a libFuzzer binary
// (docs/CONFIG.md, "Fuzzing"); a normal build replays the files named on the
// command line instead, so the target always builds and a crash file can be
// replayed under the debugger.
import FuzzDriver
import XGestureEngine

/// One input: parse it; whatever parses must render to text that parses to the same trace.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let trace = try? Trace(parsing: text) else { return }
  let again = try? Trace(parsing: trace.render())
  precondition(again != nil, "a parsed trace renders to text that does not parse")
}

@main
enum FuzzTrace {
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
