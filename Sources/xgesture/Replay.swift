import XGestureConfig
import XGestureEngine
import XGestureSystem

/// `--replay FILE`: the trace through the engine instead of the X server,
/// the config's actions run (or printed with --dry-run); ends when the trace
/// and its timers are done, the commands it started have finished, and the
/// server has played every sound it asked for to its end (each bounded:
/// commands by their `timeout:`, sounds by 2 s).
enum Replay {
  static func run(path: String, options: Options) -> Int32 {
    guard let configuration = StartingConfig.load(options: options)?.configuration else { return 1 }
    let text: String
    do {
      text = try readTextFile(path)
    } catch {
      logLine("cannot read the trace '\(path)': \(error.sentence)")
      return 1
    }
    let trace: Trace
    do {
      trace = try Trace(parsing: text)
    } catch {
      logLine("\(path):\(error)")
      return 1
    }
    let reactions = Reactions(configuration: configuration, options: options)
    reactions.sounds?.waitUntilReady(timeout: 2)
    let engine = Engine(rules: configuration.rules)
    var outputs: [EngineOutput] = []
    engine.replay(trace, into: &outputs)
    for output in outputs { reactions.handle(output, now: MonotonicClock.milliseconds()) }
    if let runner = reactions.runner {
      // The commands it started finish (or meet their timeouts) before it exits.
      while runner.runningCount > 0 {
        let now = MonotonicClock.milliseconds()
        let wait = runner.nextDeadline.map { max(0, min($0 - now, 1000)) } ?? 1000
        do {
          _ = try FileDescriptor.poll(readable: runner.descriptors.map(FileDescriptor.init), timeout: wait)
        } catch {
          logLine("cannot wait for the commands: \(error)")
          break
        }
        runner.service(now: MonotonicClock.milliseconds())
      }
    }
    // The client stays until its sounds have played: a play request still
    // in the socket is lost with it, and a server may stop a client's
    // samples when it goes (PipeWire's does).
    if let sounds = reactions.sounds, !sounds.waitUntilPlayed(timeout: 2) {
      logLine("sound: the sounds did not finish playing within 2 s; some may have been cut short")
    }
    reactions.shutDown()
    return 0
  }
}

/// The whole file as UTF-8 text (invalid bytes replaced).
func readTextFile(_ path: String) throws(Errno) -> String {
  let file = try FileDescriptor.open(path, .readOnly)
  return try file.closeAfter { () throws(Errno) in String(decoding: try file.readAll(), as: UTF8.self) }
}
