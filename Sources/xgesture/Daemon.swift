import Foundation
import XGestureEngine
import XGestureX11

/// Runs the bridge on the X server until SIGINT/SIGTERM (exit 0) or a lost
/// connection (exit 1), printing what `--verbose` asks for.
enum Daemon {
  static func run(options: Options, rules: RuleSet) -> Int32 {
    let display: XDisplay
    do {
      display = try XDisplay(environment: ProcessInfo.processInfo.environment)
    } catch {
      complain(error.description)
      return 1
    }
    var recorder: TraceRecorder?
    if let path = options.recordPath {
      do {
        recorder = try TraceRecorder(path: path)
      } catch {
        complain(error.description)
        return 1
      }
    }
    guard let stop = Signals.stopDescriptor() else {
      complain("cannot watch SIGINT and SIGTERM (signalfd failed)")
      return 1
    }
    let mode: Bridge.Mode = options.mode == .claim ? .claim : .observe
    let bridge = Bridge(
      display: display, rules: rules, mode: mode, recorder: recorder,
      log: { complain($0) },
      output: { output in Outputs.handle(output, options: options) })
    switch bridge.run(stopFD: stop) {
    case .stopped:
      return 0
    case .connectionLost(let sentence):
      complain(sentence)
      return 1
    }
  }
}

/// What happens to the engine's outputs, live or replayed.
enum Outputs {
  static func handle(_ output: EngineOutput, options: Options) {
    switch output {
    case .transition(let transition):
      if options.verbose || options.dryRun { print(transition.logLine) }
      // WIRING POINT (actions): run the actions bound to
      // (transition.gesture, transition.to) with transition.environment, or
      // print them with --dry-run, once the actions library has landed.
    case .touch(let decision):
      if options.verbose { print(decision.logLine) }
    case .diagnostic(let diagnostic):
      complain(diagnostic.logLine)
    }
    fflush(nil)
  }

  /// `--replay FILE`: the trace through the engine, its timers fired at the end.
  static func replay(path: String, options: Options, rules: RuleSet) -> Int32 {
    let trace: Trace
    do {
      trace = try Trace(parsing: String(contentsOfFile: path, encoding: .utf8))
    } catch let error as TraceError {
      complain("\(path):\(error)")
      return 1
    } catch {
      complain("cannot read the trace '\(path)': \(error.localizedDescription)")
      return 1
    }
    let engine = Engine(rules: rules)
    var out: [EngineOutput] = []
    engine.replay(trace, into: &out)
    for output in out { handle(output, options: options) }
    return 0
  }
}
