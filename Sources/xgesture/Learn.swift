import XGestureConfig
import XGestureEngine
import XGestureSession
import XGestureSystem

/// `xgesture --learn NAME [--examples N] [--from TRACE]` (docs/REFERENCE.md
/// §16): the examples come from the trace, else from the running xgesture
/// over the session bus (`LearnOverBus`), else from the X server itself
/// (`LearnListener`); each is judged (`ShapeLearning`) and said; the shape
/// is saved as `strokes/NAME.trace` beside the config in use, and the
/// nearest other shape is said, with a warning when the two will be confused.
enum Learn {
  static func run(_ asked: Options.Learning, options: Options) -> Int32 {
    guard let folder = folder(options: options) else {
      logLine("no folder to save the shape in: set HOME or XDG_CONFIG_HOME, or give --config FILE")
      return 1
    }
    var learning = ShapeLearning(name: asked.name, wanted: asked.from == nil ? asked.examples ?? 3 : asked.examples)
    var running: LearnClient?
    if let trace = asked.from {
      guard learnFrom(trace, into: &learning) else { return 1 }
    } else {
      let wanted = learning.wanted ?? 3
      printOut(
        "draw the shape '\(asked.name)' \(wanted) time\(wanted == 1 ? "" : "s") on the device you want to draw it on"
          + " (the first drawing chooses it); Ctrl-C stops\n")
      switch LearnOverBus.record(into: &learning, offer: say) {
      case .done(let link): running = link
      case .failed(let sentence):
        logLine(sentence)
        return 1
      case .notRunning:
        guard LearnListener.record(into: &learning, options: options, offer: say) else { return 1 }
      }
    }
    guard !learning.examples.isEmpty else {
      logLine("no example of '\(asked.name)' was taken: nothing saved")
      return 1
    }
    guard save(learning, in: folder) else { return 1 }
    sayNearest(learning, folder: folder)
    if let running { reload(running) }
    return 0
  }

  /// Where the shape is saved: `strokes/` beside the config in use; with
  /// the built-in default, beside where the user's config would be.
  private static func folder(options: Options) -> StrokeFolder? {
    let environment = ProcessEnvironment.current
    switch ConfigLocation.locate(commandLine: options.configPath, environment: environment) {
    case .file(let path): return StrokeFolder(configFile: path)
    case .builtIn: return ConfigLocation.userPaths(environment: environment).first.map(StrokeFolder.init(configFile:))
    }
  }

  /// `--from TRACE`: every sequence offered in turn (up to `--examples`).
  private static func learnFrom(_ path: String, into learning: inout ShapeLearning) -> Bool {
    let trace: Trace
    do {
      trace = try Trace(parsing: try readTextFile(path))
    } catch let error as TraceError {
      logLine("\(path):\(error.line): \(error.message)")
      return false
    } catch {
      logLine("cannot read the trace '\(path)': \(error)")
      return false
    }
    let sequences = trace.sequences
    guard !sequences.isEmpty else {
      logLine("\(path): no touch sequence in it — record one with 'xgesture --record FILE'")
      return false
    }
    for (index, sequence) in sequences.enumerated() where !learning.isComplete {
      printOut("sequence \(index + 1): ")
      say(learning.offer(sequence), learning)
    }
    return true
  }

  /// One verdict, said to the person drawing.
  static func say(_ verdict: ShapeLearning.Verdict, _ learning: ShapeLearning) {
    let of = learning.wanted.map { " of \($0)" } ?? ""
    switch verdict {
    case .taken(let count): printOut("example \(count)\(of) taken\n")
    case .refused(let reason): printOut("not taken: \(reason) — draw '\(learning.name)' again\n")
    case .otherDevice(let drawn, let first):
      printOut("ignored: drawn on '\(drawn)', but the first example was drawn on '\(first)'\n")
    }
  }

  /// Writes the file, saying what it replaced; false (said) when it cannot.
  private static func save(_ learning: ShapeLearning, in folder: StrokeFolder) -> Bool {
    let path = folder.file(of: learning.name)
    let previous = folder.has(learning.name) ? try? folder.template(named: learning.name) : nil
    let replaced = folder.has(learning.name)
    do {
      try folder.save(learning.fileText, as: learning.name)
    } catch {
      logLine("cannot save the shape '\(learning.name)' as \(path): \(error.sentence)")
      return false
    }
    let count = learning.examples.count
    let examples = "\(count) example\(count == 1 ? "" : "s")"
    if replaced {
      let had = previous.map { " (it had \($0.examples.count) example\($0.examples.count == 1 ? "" : "s"))" } ?? ""
      printOut("replaced \(path)\(had) with the \(examples) new\n")
    } else {
      printOut("saved \(path): \(examples) of '\(learning.name)'\n")
    }
    return true
  }

  /// "nearest: z, 0.71 — distinct (z is built-in)", or the confusion warning.
  private static func sayNearest(_ learning: ShapeLearning, folder: StrokeFolder) {
    let shapes = folder.shapes()
    guard let nearest = learning.nearest(among: shapes.templates, origins: shapes.origins) else { return }
    let origin: String
    switch nearest.origin {
    case .builtIn: origin = "\(nearest.name) is built-in"
    case .file(let path, _): origin = "\(nearest.name) is \(path)"
    }
    let score = decimal(nearest.score, places: 2, keepingZeros: true)
    if nearest.confused {
      printOut(
        "nearest: \(nearest.name), \(score) — warning: '\(learning.name)' and '\(nearest.name)' will be confused"
          + " (\(origin)); draw '\(learning.name)' more distinctly, or bind only one of the two\n")
    } else {
      printOut("nearest: \(nearest.name), \(score) — distinct (\(origin))\n")
    }
  }

  /// The running xgesture reads its config again, the new shape with it.
  private static func reload(_ client: LearnClient) {
    guard let (ok, message) = try? client.reload() else {
      printOut("the running xgesture did not answer Reload: send it SIGHUP to take the new shape\n")
      return
    }
    let first = message.split(separator: "\n").last.map(String.init) ?? ""
    printOut(
      ok ? "the running xgesture reloaded its config: \(first)\n" : "the running xgesture did not reload:\n\(message)")
  }
}
