import XGestureBus
import XGestureConfig
import XGestureSession
import XGestureSystem

/// `xgesture --monitor [--json]` (docs/REFERENCE.md §15, "Watching it"):
/// prints the running xgesture's signals from the session bus, one line
/// each (`MonitorText`, or `MonitorJSON` with --json) on standard output,
/// each line written at once (a pipe to jq sees it when it happens). No
/// config, no X connection.
///
/// Its sentences go to standard error: at the start, whom it watches; at
/// the end, "monitor stopped" (SIGINT, SIGTERM: exit 0) or "xgesture ended"
/// (the name's owner went away: exit 0); no session bus, no xgesture on it,
/// or the bus lost: one sentence, exit 1. A reader of its output that goes
/// away (`| head`) ends it quietly, exit 0.
enum Monitor {
  static func run(json: Bool) -> Int32 {
    SignalPipe.ignore(.brokenPipe)
    let stop: FileDescriptor
    let monitor: BusMonitor
    do {
      stop = try SignalPipe.descriptor(for: [.interrupt, .terminate])
      monitor = try BusMonitor(environment: ProcessEnvironment.current)
    } catch {
      logLine("\(error)")
      return 1
    }
    var text = MonitorText()
    var end: BusMonitor.End?
    var outputClosed = false
    monitor.heard = { event in
      let line = json ? MonitorJSON.line(for: event) : text.line(for: event)
      do {
        try FileDescriptor.standardOutput.writeAll((line + "\n").utf8)
      } catch {
        outputClosed = true
      }
    }
    monitor.ended = { end = $0 }
    logLine("watching xgesture (\(monitor.owner) on the session bus) — Ctrl-C stops")
    var polls = PollSet<Int32>()
    while end == nil, !outputClosed {
      polls.removeAll()
      polls.add(stop, tag: -1)
      for descriptor in monitor.descriptors { polls.add(FileDescriptor(rawValue: descriptor), tag: descriptor) }
      do {
        _ = try polls.wait(timeout: monitor.timeout)
      } catch {
        logLine("\(error)")
        return 1
      }
      if polls.isReadable(-1) {
        logLine("monitor stopped")
        return 0
      }
      monitor.service()
    }
    switch end {
    case .xgestureEnded:
      logLine("xgesture ended")
      return 0
    case .busLost(let sentence):
      logLine(sentence)
      return 1
    case nil:
      return 0
    }
  }
}
