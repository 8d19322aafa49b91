#if canImport(Glibc)
  import Glibc
#endif
import XGestureConfig
import XGestureEngine

/// `--replay FILE`: the trace through the engine instead of the X server,
/// the config's actions run (or printed with --dry-run); ends when the trace
/// and its timers are done and the commands it started have finished.
enum Replay {
  static func run(path: String, options: Options) -> Int32 {
    let source = ConfigLocation.locate(commandLine: options.configPath)
    let configuration: Configuration
    do {
      configuration = try ConfigLoader().load(source)
    } catch {
      logLine("\(error.description)\n\(source): not loaded — fix it (xgesture --check shows every error)")
      return 1
    }
    guard let text = readTextFile(path) else {
      logLine("cannot read the trace '\(path)': \(String(cString: strerror(errno)))")
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
    for output in outputs { reactions.handle(output, now: clockMilliseconds()) }
    if let runner = reactions.runner {
      // The commands it started finish (or meet their timeouts) before it exits.
      while runner.runningCount > 0 {
        var fds = runner.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let now = clockMilliseconds()
        let wait = runner.nextDeadline.map { Int32(max(0, min($0 - now, 1000)).rounded(.up)) } ?? 1000
        _ = poll(&fds, nfds_t(fds.count), wait)
        runner.service(now: clockMilliseconds())
      }
    }
    // Sounds play on the server once it has answered; the client may go then.
    reactions.sounds?.waitUntilAnswered(timeout: 2)
    reactions.shutDown()
    return 0
  }
}

/// CLOCK_MONOTONIC in milliseconds.
func clockMilliseconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

/// The whole file as UTF-8 text (invalid bytes replaced), or nil with errno set.
func readTextFile(_ path: String) -> String? {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = read(fd, &chunk, chunk.count)
    if count < 0 && errno == EINTR { continue }
    guard count >= 0 else { return nil }
    if count == 0 { break }
    bytes.append(contentsOf: chunk[..<count])
  }
  return String(decoding: bytes, as: UTF8.self)
}
